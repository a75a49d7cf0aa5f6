import type { ActionRecord } from '../actionRecord.ts';
import { cancelCheck } from '../handlers/otherActions.ts';

/** S2: the Dealer calls off the check waiting for its card. */
export const CANCEL_CHECK: ActionRecord<'CANCEL_CHECK'> = {
  type: 'CANCEL_CHECK',
  allowedIn: ['checkCard'],
  sender: 'dealer',
  continues: 'check',
  refusals: { nothingToAnswer: ['no_check', 'No check is waiting for a card.'] },
  offer: () => ({ actions: [{ type: 'CANCEL_CHECK' }] }),
  apply: (state) => cancelCheck(state),
};
