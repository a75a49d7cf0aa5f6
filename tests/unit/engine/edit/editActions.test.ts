import { describe, expect, it } from 'vitest';
import { applyEdit } from '../../../../engine/edit/applyEdit.ts';
import type { EditActionInput } from '../../../../engine/edit/editAction.ts';
import { MAX_RANK } from '../../../../engine/edit/rankBounds.ts';
import { findPath } from '../../../../engine/grid/findPath.ts';
import { lineOfSight } from '../../../../engine/grid/lineOfSight.ts';
import { rankOf } from '../../../../engine/grid/rankOf.ts';
import { mapSchema, MAX_DEALER_NOTES, type GameMap } from '../../../../engine/model/map.ts';
import type { Segment } from '../../../../engine/model/geometry.ts';

const yard = mapSchema.parse({
  size: [8, 6],
  walls: [[4, 0, 4, 3]],
  cover: [
    {
      id: 'table',
      kind: 'table',
      squares: [
        [1, 1],
        [2, 1],
      ],
    },
  ],
  tokens: [{ id: 'tom', name: 'Tom', faction: 'Lawmen', at: [0, 0], hp: 5, hpMax: 5 }],
});

function ok(map: GameMap, action: EditActionInput): GameMap {
  const result = applyEdit(map, action);
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result.map;
}

function refusal(map: GameMap, action: EditActionInput): string {
  const result = applyEdit(map, action);
  expect(result.ok).toBe(false);
  expect(result.map).toBe(map);
  return result.ok ? '' : result.reason;
}

describe('painting', () => {
  it('terrain: a square holds one kind; erasing takes it back to plain ground', () => {
    const dusty = ok(yard, {
      type: 'paintTerrain',
      kind: 'dust',
      squares: [
        [0, 0],
        [1, 0],
      ],
    });
    const muddy = ok(dusty, { type: 'paintTerrain', kind: 'mud', squares: [[1, 0]] });
    expect(muddy.terrain).toEqual([
      { kind: 'dust', squares: [[0, 0]] },
      { kind: 'mud', squares: [[1, 0]] },
    ]);
    expect(ok(muddy, { type: 'eraseTerrain', squares: [[1, 0]] }).terrain).toEqual([
      { kind: 'dust', squares: [[0, 0]] },
    ]);
  });

  it('a stroke over squares already painted changes nothing, and returns the same map', () => {
    const dusty = ok(yard, { type: 'paintTerrain', kind: 'dust', squares: [[0, 0]] });
    expect(ok(dusty, { type: 'paintTerrain', kind: 'dust', squares: [[0, 0]] })).toBe(dusty);
    expect(ok(yard, { type: 'paintRank', rank: 0, squares: [[5, 5]] })).toBe(yard);
  });

  it('ranks (E1–E4) from 0 to the schema maximum; a rank above it is refused naming the field', () => {
    expect(MAX_RANK).toBe(20);
    const raised = ok(yard, {
      type: 'paintRank',
      rank: 2,
      squares: [
        [6, 4],
        [7, 4],
      ],
    });
    expect(rankOf(raised, [6, 4])).toBe(2);
    const top = ok(raised, { type: 'paintRank', rank: MAX_RANK, squares: [[7, 4]] });
    expect([rankOf(top, [6, 4]), rankOf(top, [7, 4])]).toEqual([2, MAX_RANK]);
    expect(rankOf(ok(top, { type: 'paintRank', rank: 0, squares: [[7, 4]] }), [7, 4])).toBe(0);
    // Named at its place in the map: after the two areas already painted.
    expect(refusal(top, { type: 'paintRank', rank: MAX_RANK + 1, squares: [[1, 1]] })).toMatch(
      /^ranks\[2\]\.rank: /,
    );
  });

  it('a stroke off the map is refused, naming the square, and the map is unchanged', () => {
    expect(refusal(yard, { type: 'paintTerrain', kind: 'dust', squares: [[8, 0]] })).toBe(
      'terrain: square [8, 0] is off the 8×6 map',
    );
  });
});

describe('walls, doors and windows (G2)', () => {
  it('walls are added snapped or at any angle, and removed by index', () => {
    const walled = ok(yard, {
      type: 'addWalls',
      segments: [
        [0, 4, 3, 4],
        [5, 0.5, 7.25, 2],
      ],
    });
    expect(walled.walls).toEqual([
      [4, 0, 4, 3],
      [0, 4, 3, 4],
      [5, 0.5, 7.25, 2],
    ]);
    expect(lineOfSight(walled, [1, 3], [1, 4]).visible).toBe(false);
    expect(ok(walled, { type: 'removeWalls', walls: [0] }).walls).toEqual(walled.walls.slice(1));
    expect(refusal(walled, { type: 'removeWalls', walls: [3] })).toBe(
      'walls[3]: no such wall on this map',
    );
  });

  it('a wall already there is not doubled, and the report says so', () => {
    const result = applyEdit(yard, { type: 'addWalls', segments: [[4, 3, 4, 0]] });
    expect(result).toMatchObject({ ok: true, report: ['1 wall already there, not doubled'] });
    expect(result.map.walls).toEqual(yard.walls);
  });

  it('of many walls added at once, those already there either way round, or twice, are added once', () => {
    const along: Segment = [0, 5, 3, 5];
    const base = ok(yard, { type: 'addWalls', segments: [along] });
    const result = applyEdit(base, {
      type: 'addWalls',
      segments: [
        [3, 5, 0, 5], // the wall just added, drawn from its other end
        [6, 0, 6, 2],
        [6, 2, 6, 0], // the one before, again
        [4, 3, 4, 0], // a wall of the yard's
      ],
    });
    expect(result).toMatchObject({ ok: true, report: ['3 walls already there, not doubled'] });
    expect(result.map.walls).toEqual([...base.walls, [6, 0, 6, 2]]);
  });

  it('a door set in a wall cuts the wall there; toggling opens it (M3); removing leaves a gap', () => {
    const result = applyEdit(yard, { type: 'addDoor', at: [4, 1, 4, 2] });
    expect(result.ok && result.report).toEqual([
      'the wall [4, 0, 4, 3] was cut to set the door at D2/E2',
    ]);
    const doored = result.map;
    expect(doored.walls).toEqual([
      [4, 0, 4, 1],
      [4, 2, 4, 3],
    ]);
    expect(doored.doors).toEqual([{ at: [4, 1, 4, 2], open: false }]);
    expect(lineOfSight(doored, [3, 1], [5, 1]).visible).toBe(false);
    const open = ok(doored, { type: 'toggleDoor', door: 0 });
    expect(open.doors[0]!.open).toBe(true);
    expect(lineOfSight(open, [3, 1], [5, 1]).visible).toBe(true);
    expect(ok(open, { type: 'removeDoors', doors: [0] }).doors).toEqual([]);
  });

  it('doors and windows go on square edges only, and one per place', () => {
    expect(refusal(yard, { type: 'addDoor', at: [1.5, 2, 2.5, 2] })).toBe(
      'doors[0]: [1.5, 2, 2.5, 2] does not lie on square edges (G2)',
    );
    expect(refusal(yard, { type: 'addWindow', at: [8, 0, 9, 0] })).toBe(
      'windows[0]: [8, 0, 9, 0] runs off the 8×6 map',
    );
    const windowed = ok(yard, { type: 'addWindow', at: [0, 3, 1, 3] });
    expect(windowed.windows).toEqual([[0, 3, 1, 3]]);
    expect(refusal(windowed, { type: 'addWindow', at: [1, 3, 0, 3] })).toBe(
      'windows[1]: a window is already set at A3/A4',
    );
    expect(ok(windowed, { type: 'removeWindows', windows: [0] }).windows).toEqual([]);
    expect(refusal(yard, { type: 'toggleDoor', door: 0 })).toBe(
      'doors[0]: no such door on this map',
    );
  });
});

describe('cover objects (G2)', () => {
  it('placed with an id made from the kind, moved, turned, resized and deleted', () => {
    const placed = ok(yard, { type: 'placeCover', kind: 'barrel', squares: [[6, 1]] });
    expect(placed.cover[1]).toEqual({ id: 'barrel-1', kind: 'barrel', squares: [[6, 1]] });
    const moved = ok(placed, { type: 'moveCover', id: 'barrel-1', by: [1, 2] });
    expect(moved.cover[1]!.squares).toEqual([[7, 3]]);
    // M2: nobody steps into cover, wherever it now stands.
    expect(findPath(moved, { at: [7, 2], speed: 9 }, [], [7, 3])).toBeNull();
    const turned = ok(moved, { type: 'rotateCover', id: 'table' });
    expect(turned.cover[0]!.squares).toEqual([
      [1, 1],
      [1, 2],
    ]);
    const longer = ok(turned, { type: 'resizeCover', id: 'table', size: [3, 1] });
    expect(longer.cover[0]!.squares).toEqual([
      [1, 1],
      [2, 1],
      [3, 1],
    ]);
    expect(ok(longer, { type: 'removeCover', ids: ['table'] }).cover.map((c) => c.id)).toEqual([
      'barrel-1',
    ]);
  });

  it('a move or a turn off the map is refused naming the object and square', () => {
    expect(refusal(yard, { type: 'moveCover', id: 'table', by: [6, 0] })).toBe(
      'cover[0].squares[1]: square [8, 1] is off the 8×6 map',
    );
    expect(refusal(yard, { type: 'moveCover', id: 'crate', by: [1, 0] })).toBe(
      'cover "crate" is not on this map',
    );
    expect(
      refusal(yard, { type: 'placeCover', kind: 'crate', squares: [[0, 1]], id: 'table' }),
    ).toBe('cover[1].id: "table" is already on this map');
  });
});

describe('passages, buildings and tokens', () => {
  it('stairs let a walker up a rank (E3), and go again', () => {
    const balcony = ok(yard, {
      type: 'paintRank',
      rank: 1,
      squares: [
        [6, 5],
        [7, 5],
      ],
    });
    const walker = { at: [6, 3] as [number, number], speed: 4 };
    expect(findPath(balcony, walker, [], [6, 5])).toBeNull();
    const stairs = ok(balcony, { type: 'addPassage', kind: 'stairs', squares: [[6, 4]] });
    expect(findPath(stairs, walker, [], [6, 5])).not.toBeNull();
    expect(ok(stairs, { type: 'removePassages', passages: [0] }).passages).toEqual([]);
  });

  it('a building with interior, boardwalk and store name (X2) is added, edited and removed', () => {
    const built = ok(yard, {
      type: 'addBuilding',
      name: 'Jenkins Bros',
      squares: [
        [5, 0],
        [6, 0],
      ],
      boardwalk: [[5, 1]],
    });
    expect(built.buildings).toEqual([
      {
        name: 'Jenkins Bros',
        squares: [
          [5, 0],
          [6, 0],
        ],
        boardwalk: [[5, 1]],
      },
    ]);
    const renamed = ok(built, { type: 'editBuilding', building: 0, name: 'Monco & McAtte' });
    expect(renamed.buildings[0]).toMatchObject({ name: 'Monco & McAtte', boardwalk: [[5, 1]] });
    expect(ok(renamed, { type: 'removeBuildings', buildings: [0] }).buildings).toEqual([]);
    expect(refusal(yard, { type: 'editBuilding', building: 0, name: 'X' })).toBe(
      'buildings[0]: no such building on this map',
    );
  });

  it('tokens are placed as given, moved and removed; a second token of one id is refused', () => {
    const ann = {
      id: 'ann',
      name: 'Ann',
      faction: 'Desperados' as const,
      at: [3, 3] as [number, number],
      hp: 4,
      hpMax: 6,
    };
    const placed = ok(yard, { type: 'placeToken', token: ann });
    expect(placed.tokens[1]).toMatchObject({ id: 'ann', at: [3, 3], hp: 4, side: 'pc' });
    expect(ok(placed, { type: 'moveToken', id: 'ann', to: [5, 5] }).tokens[1]!.at).toEqual([5, 5]);
    expect(ok(placed, { type: 'removeTokens', ids: ['tom'] }).tokens.map((t) => t.id)).toEqual([
      'ann',
    ]);
    expect(refusal(placed, { type: 'placeToken', token: { ...ann, at: [1, 0] } })).toBe(
      'tokens[2].id: "ann" is already on this map',
    );
    expect(refusal(yard, { type: 'moveToken', id: 'tom', to: [0, 6] })).toBe(
      'tokens[0].at[0]: square [0, 6] is off the 8×6 map',
    );
  });
});

describe('the map itself', () => {
  it('name and Dealer notes are set, cleared by empty text, and bounded by the schema', () => {
    const named = ok(yard, { type: 'setName', name: 'Dusty Crossing' });
    expect(named.name).toBe('Dusty Crossing');
    expect('name' in ok(named, { type: 'setName', name: '' })).toBe(false);
    expect(ok(yard, { type: 'setDealerNotes', notes: 'ambush at dusk' }).dealerNotes).toBe(
      'ambush at dusk',
    );
    expect(
      refusal(yard, { type: 'setDealerNotes', notes: 'x'.repeat(MAX_DEALER_NOTES + 1) }),
    ).toMatch(/^dealerNotes: /);
  });

  it('the background is laid, moved, refused out of the schema’s bounds, and taken away', () => {
    const laid = ok(yard, {
      type: 'setBackground',
      background: { image: 'yard scan', offset: [0.5, -1], pixelsPerSquare: 70 },
    });
    expect(laid.background).toEqual({ image: 'yard scan', offset: [0.5, -1], pixelsPerSquare: 70 });
    // The same lay again changes nothing: no undo step for it.
    expect(
      ok(laid, {
        type: 'setBackground',
        background: { image: 'yard scan', offset: [0.5, -1], pixelsPerSquare: 70 },
      }),
    ).toBe(laid);
    expect(
      refusal(laid, {
        type: 'setBackground',
        background: { image: 'yard scan', offset: [0, 0], pixelsPerSquare: 0 },
      }),
    ).toMatch(/^background\.pixelsPerSquare: /);
    expect('background' in ok(laid, { type: 'setBackground', background: null })).toBe(false);
  });

  it('not an edit at all is refused, naming the field', () => {
    expect(refusal(yard, { type: 'paintRank', rank: 1 } as EditActionInput)).toMatch(
      /^not an edit: squares: /,
    );
  });
});
