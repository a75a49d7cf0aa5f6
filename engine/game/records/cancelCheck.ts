import { z } from 'zod';
import { checkMachine } from '../../machines/checkMachine.ts';
import { stepFlow } from '../../machines/flow.ts';
import type { ActionRecord } from '../actionRecord.ts';
import type { GameState } from '../gameState.ts';
import { type ActionResult, accepted } from '../outcome.ts';
import { withState } from '../stateShape.ts';

const schema = z.object({ type: z.literal('CANCEL_CHECK') });

export type CancelCheckAction = z.output<typeof schema>;

/** S2: the Dealer calls off the check waiting for its card. */
export const CANCEL_CHECK: ActionRecord<typeof schema> = {
  schema,
  type: 'CANCEL_CHECK',
  allowedIn: ['checkCard'],
  sender: 'dealer',
  continues: 'check',
  refusals: { nothingToAnswer: ['no_check', 'No check is waiting for a card.'] },
  offer: () => ({ actions: [{ type: 'CANCEL_CHECK' }] }),
  apply: (state) => cancelCheck(state),
};

export function cancelCheck(state: GameState): ActionResult {
  return accepted(
    withState(state, {
      check: {
        ...state.check!,
        flow: stepFlow(checkMachine, state.check!.flow, { type: 'CANCEL' })!,
      },
    }),
  );
}
