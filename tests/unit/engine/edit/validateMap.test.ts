import { describe, expect, it } from 'vitest';
import { playableMap } from '../../../../engine/edit/playableMap.ts';
import { validateMap } from '../../../../engine/edit/validateMap.ts';
import { createEncounter } from '../../../../engine/game/createEncounter.ts';
import { encounterFromMap } from '../../../../engine/game/encounterFromMap.ts';
import { mapSchema, type GameMap, type GameMapInput } from '../../../../engine/model/map.ts';

const tom = { id: 'tom', name: 'Tom', faction: 'Lawmen', hp: 5, hpMax: 5 } as const;
const map = (input: Omit<GameMapInput, 'size'>): GameMap =>
  mapSchema.parse({ size: [8, 6], ...input });

describe('errors: what stops a map from being played', () => {
  it('a token on cover names the token, the object and the square (G2)', () => {
    const found = validateMap(
      map({
        cover: [{ kind: 'barrel', squares: [[2, 3]] }],
        tokens: [{ ...tom, at: [2, 3] }],
      }),
    );
    expect(found.errors).toEqual([
      {
        code: 'token-on-cover',
        message: 'Tom stands on the barrel at C4 (G2: nobody stands in cover)',
        squares: [[2, 3]],
        element: { list: 'tokens', index: 0 },
      },
    ]);
  });

  it('a token off the map (a map built in code, never parsed)', () => {
    const parsed = map({});
    const built: GameMap = {
      ...parsed,
      tokens: [{ ...tom, at: [9, 1], side: 'pc', gear: 0, gearMax: 0 }],
    };
    expect(validateMap(built).errors).toEqual([
      {
        code: 'token-off-map',
        message: 'Tom stands at [9, 1], off the 8×6 map',
        squares: [[9, 1]],
        element: { list: 'tokens', index: 0 },
      },
    ]);
  });

  it('overlapping cover names both objects and the shared squares', () => {
    const found = validateMap(
      map({
        cover: [
          {
            kind: 'table',
            squares: [
              [1, 1],
              [2, 1],
            ],
          },
          {
            kind: 'crate',
            squares: [
              [2, 1],
              [2, 2],
            ],
          },
        ],
      }),
    );
    expect(found.errors).toEqual([
      {
        code: 'cover-overlap',
        message:
          'The crate at C2–C3 overlaps the table at B2–C2 at C2 (G2: an object fills its squares)',
        squares: [[2, 1]],
        element: { list: 'cover', index: 1 },
      },
    ]);
  });

  it('a map with errors is refused when an encounter starts on it, with the reason', () => {
    const unplayable = map({
      cover: [{ kind: 'barrel', squares: [[2, 3]] }],
      tokens: [{ ...tom, at: [2, 3] }],
    });
    const reason =
      'the map cannot be played yet: Tom stands on the barrel at C4 (G2: nobody stands in cover)';
    expect(playableMap(unplayable)).toEqual({ ok: false, reason });
    expect(() => encounterFromMap(unplayable, { seed: 1 })).toThrow(`map: ${reason}`);
    expect(() => createEncounter({ map: unplayable, participants: [], seed: 1 })).toThrow(reason);
    const fixed = {
      ...unplayable,
      tokens: [{ ...unplayable.tokens[0]!, at: [3, 3] as [number, number] }],
    };
    expect(playableMap(fixed)).toEqual({ ok: true });
    expect(encounterFromMap(fixed, { seed: 1 }).combatants.tom!.at).toEqual([3, 3]);
  });
});

describe('warnings: what plays but is likely a mistake', () => {
  it('a raised area no passage reaches (E3), and none once stairs lead up', () => {
    const balcony = {
      rank: 1,
      squares: [
        [5, 1],
        [6, 1],
        [6, 2],
      ] as [number, number][],
    };
    const found = validateMap(map({ ranks: [balcony] }));
    expect(found.warnings).toEqual([
      {
        code: 'unreachable-rank',
        message:
          'The rank 1 area at F2–G3 has no passage up to it (E3: the only way up is a stair or a ladder)',
        squares: [
          [5, 1],
          [6, 1],
          [6, 2],
        ],
        element: { list: 'ranks', index: 0 },
      },
    ]);
    expect(
      validateMap(map({ ranks: [balcony], passages: [{ squares: [[6, 3]] }] })).warnings,
    ).toEqual([]);
  });

  it('a rank 2 roof above a reachable rank 1 still needs its own passage (no two-rank step)', () => {
    const found = validateMap(
      map({
        ranks: [
          { rank: 1, squares: [[1, 1]] },
          { rank: 2, squares: [[2, 1]] },
        ],
        passages: [{ squares: [[1, 2]] }],
      }),
    );
    expect(found.warnings.map((w) => w.squares)).toEqual([[[2, 1]]]);
  });

  it('a door not set in a wall; a door with a wall at one end is set', () => {
    const found = validateMap(map({ doors: [{ at: [3, 2, 4, 2] }] }));
    expect(found.warnings).toEqual([
      {
        code: 'door-outside-wall',
        message: 'The door at D2/D3 is not set in a wall: no wall meets either end',
        squares: [
          [3, 1],
          [3, 2],
        ],
        element: { list: 'doors', index: 0 },
      },
    ]);
    expect(
      validateMap(map({ doors: [{ at: [3, 2, 4, 2] }], walls: [[0, 2, 3, 2]] })).warnings,
    ).toEqual([]);
    // A free-angle wall through the door's end counts too.
    expect(
      validateMap(map({ doors: [{ at: [3, 2, 4, 2] }], walls: [[2.5, 1.5, 5, 4]] })).warnings,
    ).toEqual([]);
  });

  it('a building without an interior', () => {
    const shack = map({ buildings: [{ name: 'Shack', squares: [], boardwalk: [[1, 1]] }] });
    expect(validateMap(shack).warnings).toEqual([
      {
        code: 'building-without-interior',
        message: 'The building Shack has no interior squares',
        squares: [[1, 1]],
        element: { list: 'buildings', index: 0 },
      },
    ]);
  });

  it('a store building without an interior: nobody can control it (X2, X3)', () => {
    expect(
      validateMap(map({ buildings: [{ name: 'Jenkins Bros', squares: [] }] })).warnings,
    ).toEqual([
      {
        code: 'store-without-interior',
        message:
          'The store Jenkins Bros has no interior squares: nobody can stand inside to control it (X3)',
        squares: [],
        element: { list: 'buildings', index: 0 },
      },
    ]);
  });

  it('warnings do not stop play', () => {
    const warned = map({ doors: [{ at: [3, 2, 4, 2] }], tokens: [{ ...tom, at: [0, 0] }] });
    expect(validateMap(warned).warnings).toHaveLength(1);
    expect(playableMap(warned)).toEqual({ ok: true });
  });
});
