import type { ActionRecord } from '../actionRecord.ts';
import { advanceDay } from '../handlers/otherActions.ts';
import { BETWEEN_STEPS } from './betweenSteps.ts';

/** Y1: the Dealer advances the day; spent chips come back. */
export const ADVANCE_DAY: ActionRecord<'ADVANCE_DAY'> = {
  type: 'ADVANCE_DAY',
  // T7: the day goes on after the encounter is over, too.
  allowedIn: [...BETWEEN_STEPS, 'over'],
  sender: 'dealer',
  offer: () => ({ actions: [{ type: 'ADVANCE_DAY' }] }),
  apply: (state) => advanceDay(state),
};
