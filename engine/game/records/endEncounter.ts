import type { ActionRecord } from '../actionRecord.ts';
import { endEncounter } from '../handlers/otherActions.ts';
import { BETWEEN_STEPS } from './betweenSteps.ts';

/** T7: the Dealer ends the encounter. */
export const END_ENCOUNTER: ActionRecord<'END_ENCOUNTER'> = {
  type: 'END_ENCOUNTER',
  // T7: at any moment of play, even in the middle of an attack or a check.
  allowedIn: ['defense', 'attackStep', 'checkCard', ...BETWEEN_STEPS],
  sender: 'dealer',
  offer: () => ({ actions: [{ type: 'END_ENCOUNTER' }] }),
  apply: (state) => endEncounter(state),
};
