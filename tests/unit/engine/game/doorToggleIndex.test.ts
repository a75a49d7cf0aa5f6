import { describe, expect, it } from 'vitest';
import { applyAction } from '../../../../engine/game/applyAction.ts';
import { act, redo, replay, startSession, undo } from '../../../../engine/game/session.ts';
import { lineOfSight } from '../../../../engine/grid/lineOfSight.ts';
import { cachedIndex, indexMap } from '../../../../engine/grid/indexCache.ts';
import { encounter } from './encounterFixture.ts';
import { play } from './drive.ts';
import { BEGIN_TURNS } from '../../../../engine/game/records/beginTurns.ts';
import { TOGGLE_DOOR } from '../../../../engine/game/records/toggleDoor.ts';

// The street's door stands on the edge between F4 and G4 ([5, 3] | [6, 3]); Kate stands beside it.
const start = play(encounter(7, {}, { kate: [5, 3] }), { type: BEGIN_TURNS.type });
const toggle = { type: TOGGLE_DOOR.type, who: 'kate', door: 0 } as const;

/** Whether the map's index was derived from `from`'s by the toggle: the wall tables are shared. */
const derivedFrom = (map: typeof start.map, from: typeof start.map) =>
  cachedIndex(map)?.wallV === indexMap(from).wallV &&
  cachedIndex(map)?.rank === indexMap(from).rank;

describe('a door toggle in play patches the map index instead of rebuilding it (M3)', () => {
  it('in applyAction: the opened map is indexed at once, from the map before', () => {
    indexMap(start.map);
    const result = applyAction(start, toggle);
    if (!result.ok) throw new Error(result.message);
    expect(derivedFrom(result.state.map, start.map)).toBe(true);
    expect(lineOfSight(result.state.map, [5, 3], [7, 3]).visible).toBe(true);
    expect(lineOfSight(start.map, [5, 3], [7, 3]).visible).toBe(false);
  });

  it('in a replay of the log and a redo after an undo: the same path', () => {
    indexMap(start.map);
    const replayed = replay(start, [toggle]);
    expect(replayed.map).not.toBe(start.map);
    expect(derivedFrom(replayed.map, start.map)).toBe(true);
    const played = act(startSession(start), toggle);
    if (!played.ok) throw new Error(played.message);
    const back = undo(played.session)!;
    expect(back.current.map).toBe(start.map);
    const again = redo(back)!;
    expect(again.current.map.doors[0]!.open).toBe(true);
    expect(derivedFrom(again.current.map, start.map)).toBe(true);
  });
});
