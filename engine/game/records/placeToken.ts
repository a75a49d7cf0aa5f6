import type { ActionRecord } from '../actionRecord.ts';
import { placeToken } from '../handlers/dealerActions.ts';
import { freeSquares } from '../handlers/tokenSquare.ts';
import { BETWEEN_STEPS } from './betweenSteps.ts';

/** The Dealer moves a token by hand to a free square on the map: no movement is spent (M1). */
export const PLACE_TOKEN: ActionRecord<'PLACE_TOKEN'> = {
  type: 'PLACE_TOKEN',
  allowedIn: BETWEEN_STEPS,
  sender: 'dealer',
  /** The squares free for a token (no cover, no token): any combatant to any of them. */
  offer: ({ state }) => ({
    templates: [
      {
        type: 'PLACE_TOKEN',
        combatants: Object.keys(state.combatants),
        squares: freeSquares(state),
      },
    ],
  }),
  apply: placeToken,
};
