import { z } from 'zod';
import type { ActionRecord } from '../actionRecord.ts';
import type { GameState } from '../gameState.ts';
import { stepTurn } from '../handlers/stepTurn.ts';
import { type ActionResult, accepted } from '../outcome.ts';
import { isRejection } from '../queries.ts';

/** T2: Movement → Action → Draw. */
const schema = z.object({ type: z.literal('END_PHASE'), who: z.string() });

export type EndPhaseAction = z.output<typeof schema>;

/** T2: the character ends its phase: Movement → Action → Draw. */
export const END_PHASE: ActionRecord<typeof schema> = {
  schema,
  type: 'END_PHASE',
  allowedIn: ['turn.movement', 'turn.action'],
  sender: 'turn',
  refusals: { duringTurn: ['wrong_phase', 'The Draw phase ends by drawing (rule T5).'] },
  offer: ({ me }) => ({ actions: [{ type: 'END_PHASE', who: me!.id }] }),
  apply: (state) => endPhase(state),
  words: (state) =>
    state.turn?.flow.value === 'movement' ? 'ending the movement' : 'holding its fire',
};

/** T2: Movement → Action → Draw. */
export function endPhase(state: GameState): ActionResult {
  // The gate lets END_PHASE through in the Movement and Action phases only.
  const event = state.turn!.flow.value === 'movement' ? 'END_MOVEMENT' : 'END_ACTION';
  const stepped = stepTurn(state, { type: event }, ['wrong_phase', 'That phase cannot end now.']);
  if (isRejection(stepped)) return stepped;
  return accepted(stepped);
}
