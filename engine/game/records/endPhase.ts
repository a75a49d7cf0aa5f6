import type { ActionRecord } from '../actionRecord.ts';
import { endPhase } from '../handlers/turnActions.ts';

/** T2: the character ends its phase: Movement → Action → Draw. */
export const END_PHASE: ActionRecord<'END_PHASE'> = {
  type: 'END_PHASE',
  allowedIn: ['turn.movement', 'turn.action'],
  sender: 'turn',
  refusals: { duringTurn: ['wrong_phase', 'The Draw phase ends by drawing (rule T5).'] },
  offer: ({ me }) => ({ actions: [{ type: 'END_PHASE', who: me!.id }] }),
  apply: (state) => endPhase(state),
  words: (state) =>
    state.turn?.flow.value === 'movement' ? 'ending the movement' : 'holding its fire',
};
