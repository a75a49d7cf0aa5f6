import { stepFlow } from '../../machines/flow.ts';
import { type TurnEvent, turnMachine } from '../../machines/turnMachine.ts';
import type { GameState } from '../gameState.ts';
import { withState } from '../stateShape.ts';
import { type Rejection, type RejectionReason, reject } from '../rejection.ts';

/**
 * Moves the turn machine with `event`, or says why the turn does not allow it now. The machine is
 * the authority on what may happen in which phase; the reason only words its refusal.
 */
export function stepTurn(
  state: GameState,
  event: TurnEvent,
  refusal: [RejectionReason, string],
): GameState | Rejection {
  const turn = state.turn!;
  const flow = stepFlow(turnMachine, turn.flow, event);
  if (!flow) return reject(...refusal);
  return withState(state, { turn: { ...turn, flow } });
}
