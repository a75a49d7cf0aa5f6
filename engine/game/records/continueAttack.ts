import type { ActionRecord } from '../actionRecord.ts';
import { continueAttack } from '../handlers/attackActions.ts';

/** A4–A8: shows the next step of the attack under way; the table moves it on. */
export const CONTINUE: ActionRecord<'CONTINUE'> = {
  type: 'CONTINUE',
  allowedIn: ['attackStep'],
  sender: 'dealer',
  continues: 'attack',
  refusals: { nothingToAnswer: ['no_attack', 'No attack is under way.'] },
  offer: () => ({ actions: [{ type: 'CONTINUE' }] }),
  apply: (state) => continueAttack(state),
};
