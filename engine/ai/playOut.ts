import type { Action } from '../game/actions.ts';
import { applyAction } from '../game/applyAction.ts';
import { DRAW_AFTER_ROUNDS } from '../game/practiceResult.ts';
import type { GameState } from '../game/gameState.ts';
import { pendingActor } from '../game/pendingActor.ts';
import { encounterContext } from '../game/queries.ts';
import { sideView, type Side, type SideView } from './sideView.ts';
import { BEGIN_TURNS } from '../game/records/beginTurns.ts';
import { CONTINUE } from '../game/records/continueAttack.ts';
import { END_ENCOUNTER } from '../game/records/endEncounter.ts';

/** A computer player: issue 14's `(view, seed, budget) → action | null`. */
export type Level = (view: SideView, seed: number, budget: number) => Action | null;

export interface PlayOut {
  state: GameState;
  actions: Action[];
  /** How it stopped: an end (T7), a draw called after DRAW_AFTER_ROUNDS, or a stuck player. */
  end: 'ended' | 'draw' | 'stuck';
}

/**
 * An encounter played on from `state` to its end, every decision a computer player's, through
 * applyAction only (DESIGN.md). The table's part is done as the table does it: each attack step
 * is seen (CONTINUE), and each round begins (BEGIN_TURNS) until the draw is called. Each player
 * sees only its side's view. A refusal is a bug in a level, so it throws with the engine's words.
 */
export function playOut(
  start: GameState,
  players: Record<Side, Level>,
  seed: number,
  budget: number,
  maxRounds = DRAW_AFTER_ROUNDS,
): PlayOut {
  let state = start;
  const actions: Action[] = [];
  let end: PlayOut['end'] = 'ended';
  for (let step = 0; ; step++) {
    const pending = pendingActor(state);
    let action: Action | null;
    if (pending.kind === 'table') action = { type: CONTINUE.type };
    else if (pending.kind === 'dealer') {
      if (pending.why === 'ended') break;
      if (encounterContext(state).round > maxRounds) {
        action = { type: END_ENCOUNTER.type };
        end = 'draw';
      } else action = { type: BEGIN_TURNS.type };
    } else {
      const side = state.combatants[pending.who]!.side;
      action = players[side](sideView(state, side), (seed + step * 0x9e3779b1) >>> 0, budget);
      if (!action) {
        end = 'stuck';
        break;
      }
    }
    const result = applyAction(state, action);
    if (!result.ok) throw new Error(`playOut: ${action.type} refused: ${result.message}`);
    state = result.state;
    actions.push(action);
  }
  return { state, actions, end };
}
