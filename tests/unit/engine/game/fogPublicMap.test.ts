import { describe, expect, it } from 'vitest';
import type { Action } from '../../../../engine/game/actions.ts';
import { encounterFromMap } from '../../../../engine/game/encounterFromMap.ts';
import type { GameState } from '../../../../engine/game/gameState.ts';
import { publicView } from '../../../../engine/game/publicView.ts';
import { act, startSession, type Session } from '../../../../engine/game/session.ts';
import { mapSchema } from '../../../../engine/model/map.ts';
import dustyCrossing from '../../../../assets/maps/dusty-crossing.json';
import { encounter, streetMap } from './encounterFixture.ts';

/*
 * Issue 11: with the fog on, the players' view names no building the posse has never seen. The
 * street (encounterFixture) with a store behind its wall, at H2–I3 ([7, 1] to [8, 2]): out of
 * Kate's and Ned's sight until Kate opens the door from F4 (fog.test.ts: then I3 is seen).
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
  type: 'MOVE',
  who: 'kate',
  path: [
    [2, 4],
    [3, 4],
    [4, 3],
    [5, 3],
  ],
};
const door: Action = { type: 'TOGGLE_DOOR', who: 'kate', door: 0 };
const shown = (state: GameState) => JSON.stringify(publicView(state));

describe("the players' view names only the buildings the posse has seen (issue 11)", () => {
  it('leaves out an unseen store name with the fog on, and names it once a PC sees it', () => {
    const start = startSession(encounter(7, { map: withStore }));
    // Fog off: everything, the store's name included.
    expect(shown(start.current)).toContain(STORE);
    expect(publicView(start.current).buildingNames).toEqual([STORE]);
    for (const mode of ['live', 'explored'] as const) {
      const fogged = play(start, [{ type: 'SET_FOG', mode }, { type: 'BEGIN_TURNS' }]);
      expect(shown(fogged.current)).not.toContain(STORE);
      expect(publicView(fogged.current).buildingNames).toEqual([null]);
      // Still drawn as ground, under the fog: the building's squares, with no name.
      expect(publicView(fogged.current).map.buildings).toEqual([
        { name: '', squares: withStore.buildings[0]!.squares, boardwalk: [] },
      ]);
      const seen = play(fogged, [toDoor, door]);
      expect(shown(seen.current)).toContain(STORE);
      // The door shut again, the store is dark but was seen: its name stays on the view.
      const shut = play(seen, [door]);
      expect(shown(shut.current)).toContain(STORE);
    }
  });

  it('gives one map whatever is hidden or seen: no token, no store name in it (it is sent once per map)', () => {
    const map = mapSchema.parse(dustyCrossing);
    const start = startSession(encounterFromMap(map, { seed: 7 }));
    const views = [
      start,
      play(start, [{ type: 'HIDE', combatant: 'tom' }]),
      play(start, [{ type: 'SET_FOG', mode: 'explored' }]),
      play(start, [
        { type: 'SET_FOG', mode: 'live' },
        { type: 'HIDE', combatant: 'buster' },
      ]),
    ].map((s) => publicView(s.current).map);
    for (const v of views.slice(1)) expect(v).toEqual(views[0]);
    const text = JSON.stringify(views[0]);
    for (const name of ['Marshal Kate', 'Ned', 'Tom', 'Buster', 'Jenkins Bros'])
      expect(text).not.toContain(name);
    // The ground is all there: the store's squares, its walls and door, Dusty Crossing's name.
    expect(views[0]!.buildings[0]!.squares).toEqual(map.buildings[0]!.squares);
    expect(views[0]!.walls).toEqual(map.walls);
    expect(views[0]!.name).toBe(map.name);
  });
});
