import { describe, expect, it } from 'vitest';
import { chooseAction } from '../../../../engine/ai/simpleAi.ts';
import type { Action } from '../../../../engine/game/actions.ts';
import { applyAction } from '../../../../engine/game/applyAction.ts';
import { decodeCells } from '../../../../engine/game/fogCells.ts';
import type { GameState } from '../../../../engine/game/gameState.ts';
import { legalActions } from '../../../../engine/game/legalActions.ts';
import { publicView } from '../../../../engine/game/publicView.ts';
import { act, startSession, undo, type Session } from '../../../../engine/game/session.ts';
import { gameStateSchema } from '../../../../engine/game/gameState.ts';
import { encounter } from './encounterFixture.ts';
import { BEGIN_TURNS } from '../../../../engine/game/records/beginTurns.ts';
import { END_ENCOUNTER } from '../../../../engine/game/records/endEncounter.ts';
import { END_PHASE } from '../../../../engine/game/records/endPhase.ts';
import { HIDE } from '../../../../engine/game/records/hide.ts';
import { MOVE } from '../../../../engine/game/records/move.ts';
import { PLACE_TOKEN } from '../../../../engine/game/records/placeToken.ts';
import { SET_FOG } from '../../../../engine/game/records/setFog.ts';
import { TOGGLE_DOOR } from '../../../../engine/game/records/toggleDoor.ts';

/*
 * Issue 11, the fog of war. The street (encounterFixture): a wall on x = 6 from the top down to
 * y = 3, a closed door below it from y = 3 to 4; Kate at B5 and Ned at B7 on the west side, Tom at
 * I5 and Buster at H7 on the east. I3 ([8, 2]) lies behind the wall from everywhere Kate and Ned
 * stand, until the door is opened from beside it (F4, [5, 3]): then the line from F4's centre
 * crosses the door's edge at y = 3.25, below the wall's end (G3).
 */

function play(session: Session, actions: Action[]): { session: Session; lines: string[] } {
  const lines: string[] = [];
  for (const action of actions) {
    const result = act(session, action);
    if (!result.ok) throw new Error(`${action.type}: ${result.message}`);
    session = result.session;
    lines.push(...result.events.map((e) => e.text));
  }
  return { session, lines };
}

const cell = (state: GameState, [x, y]: [number, number]) => y * state.map.size[0] + x;
const explored = (state: GameState, at: [number, number]) =>
  decodeCells(state.fog.explored, state.map.size[0] * state.map.size[1])[cell(state, at)] === 1;
const lit = (state: GameState, at: [number, number]) => {
  const fog = publicView(state).fog!;
  return decodeCells(fog.lit, state.map.size[0] * state.map.size[1])[cell(state, at)] === 1;
};
const exploredCount = (state: GameState) =>
  decodeCells(state.fog.explored, state.map.size[0] * state.map.size[1]).reduce((n, v) => n + v, 0);

const BEHIND_WALL: [number, number] = [7, 2];
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
const openDoor: Action = { type: TOGGLE_DOOR.type, who: 'kate', door: 0 };

describe('the fog of war (issue 11)', () => {
  it('lights what the posse sees, and the explored set grows after a move and after a door', () => {
    const { session: fogged, lines } = play(startSession(encounter(7)), [
      { type: SET_FOG.type, mode: 'explored' },
      { type: BEGIN_TURNS.type },
    ]);
    expect(lines[0]).toBe(
      'The Dealer sets the fog of war explored: the players see what the posse sees, and what it has seen dimmed.',
    );
    const start = fogged.current;
    // Kate's own square and the open street are seen; behind the wall is not.
    expect(explored(start, [1, 4])).toBe(true);
    expect(explored(start, [11, 7])).toBe(true);
    expect(explored(start, BEHIND_WALL)).toBe(false);
    expect(lit(start, BEHIND_WALL)).toBe(false);

    // A move past the wall's end: Kate sees round it.
    const round = play(fogged, [
      {
        type: MOVE.type,
        who: 'kate',
        path: [
          [2, 4],
          [3, 4],
          [4, 4],
          [5, 4],
          [6, 5],
        ],
      },
    ]).session;
    expect(exploredCount(round.current)).toBeGreaterThan(exploredCount(start));
    expect(explored(round.current, BEHIND_WALL)).toBe(true);
    expect(lit(round.current, BEHIND_WALL)).toBe(true);

    // Up to the door instead: it is still closed, and the square behind it still unseen.
    const moved = play(fogged, [toDoor]).session;
    expect(explored(moved.current, BEHIND_WALL)).toBe(false);

    const opened = play(moved, [openDoor]).session;
    expect(exploredCount(opened.current)).toBeGreaterThan(exploredCount(moved.current));
    expect(lit(opened.current, BEHIND_WALL)).toBe(true);
    expect(explored(opened.current, BEHIND_WALL)).toBe(true);

    // Closed again, the square goes dark but stays explored.
    const closed = play(opened, [openDoor]).session;
    expect(lit(closed.current, BEHIND_WALL)).toBe(false);
    expect(explored(closed.current, BEHIND_WALL)).toBe(true);
    expect(publicView(closed.current).fog).toMatchObject({ mode: 'explored' });
    expect(publicView(closed.current).fog!.explored).toBe(closed.current.fog.explored);
  });

  it('undo restores the explored set and the mode', () => {
    const { session } = play(startSession(encounter(7)), [
      { type: SET_FOG.type, mode: 'live' },
      { type: BEGIN_TURNS.type },
      toDoor,
    ]);
    const beforeDoor = session.current.fog;
    const opened = play(session, [openDoor]).session;
    expect(opened.current.fog.explored).not.toBe(beforeDoor.explored);
    expect(undo(opened)!.current.fog).toEqual(beforeDoor);
    // Undo of the Dealer's SET_FOG turns the fog off again.
    const first = play(startSession(encounter(7)), [{ type: SET_FOG.type, mode: 'live' }]).session;
    expect(undo(first)!.current.fog).toEqual({ mode: 'off', autoReveal: false, explored: '' });
  });

  it('an NPC on an unlit square is absent from publicView, and there again once in sight', () => {
    const { session } = play(startSession(encounter(7)), [
      { type: PLACE_TOKEN.type, combatant: 'tom', at: [8, 1] },
    ]);
    // Fog off: Tom behind the wall is on the players' view.
    expect(publicView(session.current).combatants.map((c) => c.id)).toContain('tom');
    expect(publicView(session.current).fog).toBeNull();
    for (const mode of ['live', 'explored'] as const) {
      const fogged = play(session, [{ type: SET_FOG.type, mode }]).session;
      const view = publicView(fogged.current);
      expect(view.combatants.map((c) => c.id)).not.toContain('tom');
      expect(view.order).not.toContain('tom');
      expect(JSON.stringify(view)).not.toContain('Tom');
      // Buster, in the open street, stays on it; so do the posse's own.
      expect(view.combatants.map((c) => c.id).sort()).toEqual(['buster', 'kate', 'ned']);
      const seen = play(fogged, [{ type: BEGIN_TURNS.type }, toDoor, openDoor]).session;
      expect(publicView(seen.current).combatants.map((c) => c.id)).toContain('tom');
    }
  });

  it('reveals a hidden NPC the posse sees when the Dealer ticked it, and logs it', () => {
    const { session, lines } = play(startSession(encounter(7)), [
      { type: PLACE_TOKEN.type, combatant: 'tom', at: [8, 1] },
      { type: HIDE.type, combatant: 'tom' },
      { type: HIDE.type, combatant: 'buster' },
      { type: SET_FOG.type, mode: 'live', autoReveal: true },
    ]);
    // Buster, hidden in the open street, is seen at once; Tom behind the wall is not.
    expect(lines.slice(-2)).toEqual([
      'Hidden NPCs the posse sees are now revealed by themselves.',
      'Buster was hiding at H7: the posse sees them.',
    ]);
    expect(session.current.combatants.buster!.hidden).toBe(false);
    expect(session.current.combatants.tom!.hidden).toBe(true);
    const seen = play(session, [{ type: BEGIN_TURNS.type }, toDoor, openDoor]);
    expect(seen.lines).toContain('Tom was hiding at I2: the posse sees them.');
    expect(seen.session.current.combatants.tom!.hidden).toBe(false);
    // Undo puts Tom back in hiding.
    expect(undo(seen.session)!.current.combatants.tom!.hidden).toBe(true);
    // An NPC in plain sight cannot be hidden while that is ticked: it would be seen at once.
    const refused = act(seen.session, { type: HIDE.type, combatant: 'buster' });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.message).toContain('The posse sees Buster at H7');
    // Unticked, Buster hides again, and stays hidden in plain sight.
    const unticked = play(seen.session, [
      { type: SET_FOG.type, mode: 'live', autoReveal: false },
      { type: HIDE.type, combatant: 'buster' },
      { type: END_PHASE.type, who: 'kate' },
    ]).session;
    expect(unticked.current.combatants.buster!.hidden).toBe(true);
  });

  it('with the fog off, nothing changes: the fog is untouched and the view has no fog', () => {
    let session = startSession(encounter(3));
    const fog = session.current.fog;
    for (let i = 0; i < 120; i++) {
      const action = chooseAction(session.current);
      if (!action) break;
      const result = act(session, action);
      if (!result.ok) throw new Error(result.message);
      session = result.session;
      expect(session.current.fog).toBe(fog);
      const view = publicView(session.current);
      expect(view.fog).toBeNull();
      expect(view.combatants.map((c) => c.id).sort()).toEqual(
        Object.values(session.current.combatants)
          .filter((c) => !c.hidden)
          .map((c) => c.id)
          .sort(),
      );
    }
  });

  it('is offered to the Dealer between steps, and refuses a change that changes nothing', () => {
    const state = encounter(7);
    expect(legalActions(state, 'dealer').templates.find((t) => t.type === SET_FOG.type)).toEqual({
      type: SET_FOG.type,
      modes: ['off', 'live', 'explored'],
      mode: 'off',
      autoReveal: false,
    });
    const same = applyAction(state, { type: SET_FOG.type, mode: 'off' });
    expect(same.ok).toBe(false);
    if (!same.ok) expect(same.message).toBe('The fog of war is already off.');
  });

  it('may be lifted once the encounter is over, to show the players the whole map', () => {
    const { session } = play(startSession(encounter(7)), [
      { type: SET_FOG.type, mode: 'live' },
      { type: END_ENCOUNTER.type },
      { type: SET_FOG.type, mode: 'off' },
    ]);
    expect(publicView(session.current).fog).toBeNull();
  });

  it('loads a state saved before the fog with the fog off and nothing explored', () => {
    const old = JSON.parse(JSON.stringify(encounter(7))) as Record<string, unknown>;
    delete old.fog;
    const parsed = gameStateSchema.parse(old);
    expect(parsed.fog).toEqual({ mode: 'off', autoReveal: false, explored: '' });
  });
});
