import type { ActionRecord } from '../actionRecord.ts';
import { beginTurns } from '../handlers/turnActions.ts';
import { standingIds } from '../queries.ts';

/** T1: the Dealer begins the round: its order is settled, and the first turn begins. */
export const BEGIN_TURNS: ActionRecord<'BEGIN_TURNS'> = {
  type: 'BEGIN_TURNS',
  allowedIn: ['roundStart'],
  sender: 'dealer',
  refusals: { duringTurn: ['wrong_phase', 'Turns are already under way.'] },
  offer: ({ state }) => ({
    actions: standingIds(state).length > 0 ? [{ type: 'BEGIN_TURNS' }] : [],
  }),
  apply: (state) => beginTurns(state),
};
