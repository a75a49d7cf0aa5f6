import type { ActionRecord } from '../actionRecord.ts';
import { setSeating } from '../handlers/dealerActions.ts';
import { encounterContext } from '../queries.ts';
import { BETWEEN_STEPS } from './betweenSteps.ts';

/** T1: the Dealer sets the seating order, every combatant once. */
export const SET_SEATING: ActionRecord<'SET_SEATING'> = {
  type: 'SET_SEATING',
  allowedIn: BETWEEN_STEPS,
  sender: 'dealer',
  offer: ({ state }) => ({
    templates: [{ type: 'SET_SEATING', seating: [...encounterContext(state).seating] }],
  }),
  apply: setSeating,
};
