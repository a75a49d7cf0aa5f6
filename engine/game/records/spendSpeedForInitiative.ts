import { z } from 'zod';
import { encounterMachine } from '../../machines/encounterMachine.ts';
import { stepFlow } from '../../machines/flow.ts';
import type { ActionRecord } from '../actionRecord.ts';
import { hasChips, spendChips } from '../chipStack.ts';
import { updateCombatant } from '../deck.ts';
import type { GameState } from '../gameState.ts';
import { type ActionResult, accepted } from '../outcome.ts';
import { reject } from '../rejection.ts';
import { withState } from '../stateShape.ts';

/** T6: spend a Speed chip at round start to act one place earlier. */
const schema = z.object({ type: z.literal('SPEND_SPEED_FOR_INITIATIVE'), who: z.string() });

export type SpendSpeedForInitiativeAction = z.output<typeof schema>;

/** T6: a Speed chip spent at the round's start buys its character an earlier place. */
export const SPEND_SPEED_FOR_INITIATIVE: ActionRecord<typeof schema> = {
  schema,
  type: 'SPEND_SPEED_FOR_INITIATIVE',
  allowedIn: ['roundStart'],
  sender: 'character',
  refusals: {
    duringTurn: ['wrong_phase', 'Initiative can only be bought at the start of a round (rule T6).'],
  },
  offer: ({ me, accepted }) => ({
    actions: accepted<SpendSpeedForInitiativeAction>([
      { type: 'SPEND_SPEED_FOR_INITIATIVE', who: me!.id },
    ]),
  }),
  apply: spendSpeedForInitiative,
};

/**
 * H1 (closed): a Speed chip at round start buys an earlier place in this round's order; T6 (house)
 * says how many places.
 */
export function spendSpeedForInitiative(
  state: GameState,
  action: SpendSpeedForInitiativeAction,
): ActionResult {
  const combatant = state.combatants[action.who]!;
  if (!hasChips(combatant, 'speed', 1))
    return reject('chip_spent', `${combatant.name} has no Speed chip left today (rule H3).`);
  const encounter = stepFlow(encounterMachine, state.encounter, {
    type: 'SPEND_SPEED_FOR_INITIATIVE',
    id: action.who,
    places: state.options.speedChipInitiativePlaces,
  });
  if (!encounter)
    return reject('invalid_action', `${combatant.name} already acts first this round.`);
  return accepted(
    updateCombatant(withState(state, { encounter }), spendChips(combatant, 'speed', 1)),
    [
      {
        who: combatant.id,
        text: `${combatant.name} spends a Speed chip to act earlier this round.`,
      },
    ],
  );
}
