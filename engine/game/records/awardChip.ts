import { SPENDABLE_CHIPS } from '../../rules/chips.ts';
import { DEALER_BOUNDS } from '../actions.ts';
import type { ActionRecord } from '../actionRecord.ts';
import { awardChip } from '../handlers/dealerActions.ts';
import { BETWEEN_STEPS } from './betweenSteps.ts';

/** H1, H4: the Dealer gives spendable chips of one kind to a combatant's stack (never a track). */
export const AWARD_CHIP: ActionRecord<'AWARD_CHIP'> = {
  type: 'AWARD_CHIP',
  allowedIn: BETWEEN_STEPS,
  sender: 'dealer',
  offer: ({ state }) => ({
    templates: [
      {
        type: 'AWARD_CHIP',
        combatants: Object.keys(state.combatants),
        chips: SPENDABLE_CHIPS,
        count: { ...DEALER_BOUNDS.chipAward },
      },
    ],
  }),
  apply: awardChip,
};
