import { CHECKS } from '../../rules/checks.ts';
import { actionSchema } from '../actions.ts';
import type { ActionRecord } from '../actionRecord.ts';
import { callCheck } from '../handlers/otherActions.ts';
import { encounterContext, isDown } from '../queries.ts';
import { BETWEEN_STEPS } from './betweenSteps.ts';

/** S5: the Dealer calls for a check by a character, and may set its TN. */
export const CALL_CHECK: ActionRecord<'CALL_CHECK'> = {
  type: 'CALL_CHECK',
  allowedIn: BETWEEN_STEPS,
  sender: 'dealer',
  offer: ({ state }) => ({
    templates: [
      {
        type: 'CALL_CHECK',
        // S2: standing, with a card to play on it.
        who: encounterContext(state).seating.filter((id) => {
          const c = state.combatants[id]!;
          return !isDown(c) && c.hand.length > 0;
        }),
        checks: CHECKS.map((c) => c.name),
        tn: tnBounds(),
      },
    ],
  }),
  apply: callCheck,
};

/** The TN bounds CALL_CHECK accepts, read from the action schema. */
function tnBounds(): { min: number; max: number } {
  const option = actionSchema.options.find((o) => o.shape.type.value === 'CALL_CHECK')!;
  const tn = (option.shape as { tn: { unwrap(): { minValue: number; maxValue: number } } }).tn;
  const number = tn.unwrap();
  return { min: number.minValue, max: number.maxValue };
}
