import { DEALER_BOUNDS } from '../actions.ts';
import type { ActionRecord } from '../actionRecord.ts';
import { adjustHp } from '../handlers/dealerActions.ts';
import { BETWEEN_STEPS } from './betweenSteps.ts';

/** A8, H4: the Dealer's fix to an HP track (the red tracker chip), held within 0 and its max. */
export const ADJUST_HP: ActionRecord<'ADJUST_HP'> = {
  type: 'ADJUST_HP',
  allowedIn: BETWEEN_STEPS,
  sender: 'dealer',
  /** A8: each combatant's HP track; `to` runs 0..max, `by` within the bounds (held to the track). */
  offer: ({ state }) => ({
    templates: [
      {
        type: 'ADJUST_HP',
        combatants: Object.keys(state.combatants).map((id) => {
          const c = state.combatants[id]!;
          return { combatant: id, hpLeft: c.hp.hpLeft, max: c.hp.max };
        }),
        by: { ...DEALER_BOUNDS.hpChange },
      },
    ],
  }),
  apply: adjustHp,
};
