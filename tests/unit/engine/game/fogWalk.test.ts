import { describe, expect, it } from 'vitest';
import type { Action } from '../../../../engine/game/actions.ts';
import { decodeCells } from '../../../../engine/game/fogCells.ts';
import type { GameState } from '../../../../engine/game/gameState.ts';
import { publicView } from '../../../../engine/game/publicView.ts';
import { act, replay, startSession, undo, type Session } from '../../../../engine/game/session.ts';
import { mapSchema } from '../../../../engine/model/map.ts';
import { encounter } from './encounterFixture.ts';
import { BEGIN_TURNS } from '../../../../engine/game/records/beginTurns.ts';
import { HIDE } from '../../../../engine/game/records/hide.ts';
import { MOVE } from '../../../../engine/game/records/move.ts';
import { SET_FOG } from '../../../../engine/game/records/setFog.ts';

/*
 * Issue 11, the fog along a move: a corridor along the top row (y = 0) of a 10 × 8 map, its south
 * wall on y = 1 with one gap at x = 3 to 4 into a wide room below. D8 ([3, 7]), at the room's far
 * side, is seen through the gap from D1 ([3, 0]) alone: neither from Kate's start at A1 nor from
 * where her walk ends at F1 ([5, 0]); Ned at J1 sees down the corridor only.
 */
const corridor = mapSchema.parse({
  size: [10, 8],
  walls: [
    [0, 1, 3, 1],
    [4, 1, 10, 1],
  ],
});
const FAR_SIDE: [number, number] = [3, 7];
const walk: Action = {
  type: MOVE.type,
  who: 'kate',
  path: [
    [1, 0],
    [2, 0],
    [3, 0],
    [4, 0],
    [5, 0],
  ],
};

function start(): GameState {
  return encounter(
    7,
    { map: corridor },
    { kate: [0, 0], ned: [9, 0], tom: FAR_SIDE, buster: [9, 7] },
  );
}

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

const explored = (state: GameState, [x, y]: [number, number]) =>
  decodeCells(state.fog.explored, state.map.size[0] * state.map.size[1])[
    y * state.map.size[0] + x
  ] === 1;

describe('the fog along a move (issue 11)', () => {
  it('explores what the PC saw from each square of its walk, not only where it stops', () => {
    const { session } = play(startSession(start()), [
      { type: SET_FOG.type, mode: 'explored' },
      { type: BEGIN_TURNS.type },
    ]);
    expect(explored(session.current, FAR_SIDE)).toBe(false);
    const walked = play(session, [walk]).session;
    expect(walked.current.combatants.kate!.at).toEqual([5, 0]);
    expect(explored(walked.current, FAR_SIDE)).toBe(true);
    // Seen on the way, dimmed now: not lit from F1, and no NPC shown on it.
    const view = publicView(walked.current);
    const lit = decodeCells(view.fog!.lit, 80);
    expect(lit[FAR_SIDE[1] * 10 + FAR_SIDE[0]]).toBe(0);
    expect(view.combatants.map((c) => c.id)).not.toContain('tom');

    // Undo gives the explored set back as it was; a replay of the log makes the same one again.
    expect(undo(walked)!.current.fog).toEqual(session.current.fog);
    expect(replay(start(), walked.log).fog).toEqual(walked.current.fog);
  });

  it('with the fog off and autoReveal unticked, a walk leaves the fog as it was', () => {
    const { session } = play(startSession(start()), [{ type: BEGIN_TURNS.type }]);
    const walked = play(session, [walk]).session;
    expect(walked.current.fog).toBe(session.current.fog);
  });

  it('with autoReveal ticked, reveals a hidden NPC seen from a square on the way, and logs it', () => {
    const { session } = play(startSession(start()), [
      { type: HIDE.type, combatant: 'tom' },
      { type: SET_FOG.type, mode: 'live', autoReveal: true },
      { type: BEGIN_TURNS.type },
    ]);
    expect(session.current.combatants.tom!.hidden).toBe(true);
    const { session: walked, lines } = play(session, [walk]);
    expect(lines).toEqual([
      'Marshal Kate moves 5 squares.',
      'Tom was hiding at D8: the posse sees them.',
    ]);
    expect(walked.current.combatants.tom!.hidden).toBe(false);
    // Live mode keeps the explored set too, so explored mode later remembers the room's far side.
    expect(explored(walked.current, FAR_SIDE)).toBe(true);
    expect(undo(walked)!.current.combatants.tom!.hidden).toBe(true);
    expect(replay(start(), walked.log).combatants.tom!.hidden).toBe(false);
  });
});
