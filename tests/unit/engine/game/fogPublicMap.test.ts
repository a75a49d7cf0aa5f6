import { describe, expect, it } from 'vitest';
import type { Action } from '../../../../engine/game/actions.ts';
import { encounterFromMap } from '../../../../engine/game/encounterFromMap.ts';
import { decodeCells } from '../../../../engine/game/fogCells.ts';
import type { GameState } from '../../../../engine/game/gameState.ts';
import { publicView } from '../../../../engine/game/publicView.ts';
import { act, startSession, undo, type Session } from '../../../../engine/game/session.ts';
import type { Segment, Square } from '../../../../engine/model/geometry.ts';
import { mapSchema, type GameMap } from '../../../../engine/model/map.ts';
import dustyCrossing from '../../../../assets/maps/dusty-crossing.json';
import mainStreet from '../../../../assets/maps/main-street.json';
import { encounter, streetMap } from './encounterFixture.ts';
import { BEGIN_TURNS } from '../../../../engine/game/records/beginTurns.ts';
import { HIDE } from '../../../../engine/game/records/hide.ts';
import { MOVE } from '../../../../engine/game/records/move.ts';
import { SET_FOG } from '../../../../engine/game/records/setFog.ts';
import { TOGGLE_DOOR } from '../../../../engine/game/records/toggleDoor.ts';

/*
 * Issue 11: with the fog on, the players' view holds nothing of a square the players have never
 * seen (G3's sight, the posse's): no building, name, wall, door, window, cover, passage, terrain or
 * rank there. The street (encounterFixture) with a store behind its wall, at H2–I3 ([7, 1] to
 * [8, 2]): out of Kate's and Ned's sight until Kate opens the door from F4 (fog.test.ts: then I3
 * is seen).
 */
const STORE = "Doc Halloran's Undertaking";
const withStore = mapSchema.parse({
  ...streetMap,
  buildings: [
    {
      name: STORE,
      squares: [
        [7, 1],
        [8, 1],
        [7, 2],
        [8, 2],
      ],
    },
  ],
});

function play(session: Session, actions: Action[]): Session {
  for (const action of actions) {
    const result = act(session, action);
    if (!result.ok) throw new Error(`${action.type}: ${result.message}`);
    session = result.session;
  }
  return session;
}

const toDoor: Action = {
  type: MOVE.type,
  who: 'kate',
  path: [
    [2, 4],
    [3, 4],
    [4, 3],
    [5, 3],
  ],
};
const door: Action = { type: TOGGLE_DOOR.type, who: 'kate', door: 0 };
const shown = (state: GameState) => JSON.stringify(publicView(state));

/** The squares the players know in a view: lit now, or in the explored set (fog on only). */
function knownIn(state: GameState): (sq: readonly number[]) => boolean {
  const view = publicView(state);
  const [w, h] = state.map.size;
  const lit = decodeCells(view.fog!.lit, w * h);
  const explored = decodeCells(state.fog.explored, w * h);
  return ([x, y]) =>
    x! >= 0 &&
    y! >= 0 &&
    x! < w &&
    y! < h &&
    (lit[y! * w + x!] === 1 || explored[y! * w + x!] === 1);
}

/** A G2 segment between grid vertices as its unit edges, "x1,y1,x2,y2" each. */
function unitEdges(segments: readonly Segment[]): string[] {
  const edges: string[] = [];
  for (const [x1, y1, x2, y2] of segments) {
    const n = Math.abs(x2 - x1) + Math.abs(y2 - y1);
    const [dx, dy] = [Math.sign(x2 - x1), Math.sign(y2 - y1)];
    for (let i = 0; i < n; i++) {
      const [ax, ay, bx, by] = [x1 + dx * i, y1 + dy * i, x1 + dx * (i + 1), y1 + dy * (i + 1)];
      edges.push([Math.min(ax, bx), Math.min(ay, by), Math.max(ax, bx), Math.max(ay, by)].join());
    }
  }
  return edges.sort();
}

/** The squares on either side of a unit edge "x1,y1,x2,y2". */
function beside(edge: string): Square[] {
  const [x1, y1, x2] = edge.split(',').map(Number) as [number, number, number, number];
  return x1 === x2
    ? [
        [x1 - 1, y1],
        [x1, y1],
      ]
    : [
        [x1, y1 - 1],
        [x1, y1],
      ];
}

/**
 * The public map is exactly the known part of the map: everything of it on a known square, and
 * nothing else (an axis-aligned map: its walls cut into unit edges to compare).
 */
function expectKnownPartOnly(state: GameState): void {
  const map: GameMap = state.map;
  const view = publicView(state);
  const shownMap = view.map;
  const known = knownIn(state);
  const areaSquares = (areas: readonly { squares: Square[] }[], key: (i: number) => string) =>
    areas.flatMap((a, i) => a.squares.map((sq) => `${key(i)}@${sq.join()}`)).sort();
  const knownAreaSquares = (areas: readonly { squares: Square[] }[], key: (i: number) => string) =>
    areas.flatMap((a, i) => a.squares.filter(known).map((sq) => `${key(i)}@${sq.join()}`)).sort();
  expect(areaSquares(shownMap.terrain, (i) => shownMap.terrain[i]!.kind)).toEqual(
    knownAreaSquares(map.terrain, (i) => map.terrain[i]!.kind),
  );
  expect(areaSquares(shownMap.ranks, (i) => `${shownMap.ranks[i]!.rank}`)).toEqual(
    knownAreaSquares(map.ranks, (i) => `${map.ranks[i]!.rank}`),
  );
  expect(areaSquares(shownMap.passages, (i) => shownMap.passages[i]!.kind)).toEqual(
    knownAreaSquares(map.passages, (i) => map.passages[i]!.kind),
  );
  expect(shownMap.cover.map((c) => c.id)).toEqual(
    map.cover.filter((c) => c.squares.some(known)).map((c) => c.id),
  );
  for (const part of ['walls', 'windows'] as const)
    expect(unitEdges(shownMap[part])).toEqual(
      unitEdges(map[part]).filter((e) => beside(e).some(known)),
    );
  expect(shownMap.doors).toEqual(
    map.doors.filter((d) => unitEdges([d.at]).some((e) => beside(e).some(known))),
  );
  const seenBuildings = map.buildings.filter(
    (b) => b.squares.some(known) || b.boardwalk.some(known),
  );
  // Issue 40, item 7: a building's outline only where it has been seen.
  expect(shownMap.buildings.map((b) => [b.squares, b.boardwalk])).toEqual(
    seenBuildings.map((b) => [b.squares.filter(known), b.boardwalk.filter(known)]),
  );
  expect(view.buildingNames).toEqual(
    seenBuildings.map((b) => (b.squares.some(known) ? b.name : null)),
  );
  const text = JSON.stringify(view);
  for (const b of map.buildings) if (!b.squares.some(known)) expect(text).not.toContain(b.name);
}

describe("the players' view holds only the ground the posse has seen (issue 11)", () => {
  it('leaves out an unseen store, its name and its ground with the fog on, and shows them once a PC sees inside', () => {
    const start = startSession(encounter(7, { map: withStore }));
    // Fog off: everything, the store's name included.
    expect(shown(start.current)).toContain(STORE);
    expect(publicView(start.current).buildingNames).toEqual([STORE]);
    expect(publicView(start.current).map.buildings).toHaveLength(1);
    for (const mode of ['live', 'explored'] as const) {
      const fogged = play(start, [{ type: SET_FOG.type, mode }, { type: BEGIN_TURNS.type }]);
      expect(shown(fogged.current)).not.toContain(STORE);
      // Not even its outline: none of its squares has been seen.
      expect(publicView(fogged.current).map.buildings).toEqual([]);
      expect(publicView(fogged.current).buildingNames).toEqual([]);
      expectKnownPartOnly(fogged.current);
      const seen = play(fogged, [toDoor, door]);
      expect(shown(seen.current)).toContain(STORE);
      const [store] = publicView(seen.current).map.buildings;
      expect(store!.squares.length).toBeGreaterThan(0);
      for (const square of store!.squares)
        expect(withStore.buildings[0]!.squares).toContainEqual(square);
      expectKnownPartOnly(seen.current);
      // The door shut again, the store is dark but was seen: in live mode as in explored, what
      // was seen once stays on the view (the players saw it lit), its name too.
      const shut = play(seen, [door]);
      expect(shown(shut.current)).toContain(STORE);
      expect(publicView(shut.current).map.buildings).toHaveLength(1);
    }
  });

  it('on the sample maps, holds exactly what lies on squares seen: nothing more, nothing less', () => {
    for (const sample of [dustyCrossing, mainStreet]) {
      const map = mapSchema.parse(sample);
      const start = startSession(encounterFromMap(map, { seed: 7 }));
      for (const mode of ['live', 'explored'] as const) {
        const fogged = play(start, [{ type: SET_FOG.type, mode }]);
        expectKnownPartOnly(fogged.current);
        // Not vacuous: some of the ground is left out, and some shown.
        const whole = publicView(start.current).map;
        const part = publicView(fogged.current).map;
        expect(part.walls.length).toBeGreaterThan(0);
        expect(unitEdges(part.walls).length).toBeLessThan(unitEdges(whole.walls).length);
      }
    }
  });

  it('on Dusty Crossing, cuts the store’s north wall to the part beside squares seen through its window', () => {
    const map = mapSchema.parse(dustyCrossing);
    const start = startSession(encounterFromMap(map, { seed: 7 }));
    const fogged = play(start, [{ type: SET_FOG.type, mode: 'explored' }]).current;
    const part = publicView(fogged).map;
    // G2: through the window below G4, the posse sees G2–G4 inside, not the table at E3–F3.
    expect(part.cover.map((c) => c.id)).not.toContain('saloon-table');
    expect(part.walls).toContainEqual([6, 1, 7, 1]);
    expect(part.walls).not.toContainEqual([2, 1, 7, 1]);
    expect(part.walls.some((w) => w[0] < 6 && w[1] === 1 && w[3] === 1)).toBe(false);
    // Its name: a square inside it is seen.
    expect(publicView(fogged).buildingNames).toEqual(['Jenkins Bros']);
  });

  it('names a store seen only from the street as a building, without its name (Main Street)', () => {
    const map = mapSchema.parse(mainStreet);
    const start = startSession(encounterFromMap(map, { seed: 7 }));
    const fogged = play(start, [{ type: SET_FOG.type, mode: 'explored' }]).current;
    const view = publicView(fogged);
    const boardwalk = JSON.stringify(map.buildings[0]!.boardwalk);
    const jenkins = view.map.buildings.findIndex(
      (b) => b.boardwalk.length > 0 && boardwalk.includes(JSON.stringify(b.boardwalk[0])),
    );
    // Its boardwalk is seen from the street, its inside is not: no outline of it, and no name.
    expect(jenkins).toBeGreaterThanOrEqual(0);
    expect(view.map.buildings[jenkins]!.squares).toEqual([]);
    expect(view.buildingNames[jenkins]).toBeNull();
    expect(JSON.stringify(view)).not.toContain('Jenkins Bros');
  });

  it('gives the same map object while the known ground stays, a new one when it grows, the earlier one on undo', () => {
    const start = startSession(encounter(7, { map: withStore }));
    const fogged = play(start, [
      { type: SET_FOG.type, mode: 'explored' },
      { type: BEGIN_TURNS.type },
    ]);
    const before = publicView(fogged.current).map;
    // A HIDE sees nothing new: the same object, so the publisher sends no map.
    const hidden = play(fogged, [{ type: HIDE.type, combatant: 'tom' }]);
    expect(publicView(hidden.current).map).toBe(before);
    const seen = play(hidden, [toDoor, door]);
    const after = publicView(seen.current).map;
    expect(after).not.toBe(before);
    expect(after.buildings).toHaveLength(1);
    expect(publicView(undo(undo(seen)!)!.current).map).toBe(before);
  });

  it('keeps the whole ground with the fog off, tokens and names out of the map itself', () => {
    const map = mapSchema.parse(dustyCrossing);
    const start = startSession(encounterFromMap(map, { seed: 7 }));
    const views = [
      start,
      play(start, [{ type: HIDE.type, combatant: 'tom' }]),
      play(start, [
        { type: SET_FOG.type, mode: 'live' },
        { type: SET_FOG.type, mode: 'off' },
      ]),
    ].map((s) => publicView(s.current).map);
    for (const v of views.slice(1)) expect(v).toEqual(views[0]);
    const text = JSON.stringify(views[0]);
    for (const name of ['Marshal Kate', 'Ned', 'Tom', 'Buster', 'Jenkins Bros'])
      expect(text).not.toContain(name);
    // The ground is all there: the store's squares, its walls and door, Dusty Crossing's name.
    expect(views[0]!.buildings[0]!.squares).toEqual(map.buildings[0]!.squares);
    expect(views[0]!.walls).toEqual(map.walls);
    expect(views[0]!.cover.map((c) => c.id)).toEqual(map.cover.map((c) => c.id));
    expect(views[0]!.name).toBe(map.name);
  });
});
