import type { SpendableChipKind } from '../../rules/chips.ts';
import { z } from 'zod';
import { CHIP_LABELS, SPENDABLE_CHIPS } from '../../rules/chips.ts';
import type { ActionRecord } from '../actionRecord.ts';
import { withCombatant } from '../combatantShape.ts';
import { DEALER_BOUNDS } from '../dealerBounds.ts';
import { updateCombatant } from '../deck.ts';
import type { GameState } from '../gameState.ts';
import { type ActionResult, accepted } from '../outcome.ts';
import { BETWEEN_STEPS } from './betweenSteps.ts';

/** H1, H4: the Dealer gives spendable chips of one kind to a combatant's stack (never a track). */
const schema = z.object({
  type: z.literal('AWARD_CHIP'),
  combatant: z.string(),
  chip: z.enum(SPENDABLE_CHIPS),
  count: z
    .number()
    .int()
    .min(DEALER_BOUNDS.chipAward.min)
    .max(DEALER_BOUNDS.chipAward.max)
    .optional(),
});

export type AwardChipAction = z.output<typeof schema>;

/** The Dealer's form for AWARD_CHIP, with the bounds the engine accepts. */
export interface AwardChipTemplate {
  type: AwardChipAction['type'];
  /** H1: any combatant, any spendable kind (never a tracker chip, H4), `count` at a time. */
  combatants: readonly string[];
  chips: readonly SpendableChipKind[];
  count: { min: number; max: number };
}

/** H1, H4: the Dealer gives spendable chips of one kind to a combatant's stack (never a track). */
export const AWARD_CHIP: ActionRecord<typeof schema, AwardChipTemplate> = {
  schema,
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

/** H1, H3, H4: chips of one kind added to the stack of unspent chips; spent ones stay spent. */
export function awardChip(state: GameState, action: AwardChipAction): ActionResult {
  const c = state.combatants[action.combatant]!;
  const count = action.count ?? 1;
  const kind = action.chip;
  const chips = { ...c.chips, [kind]: c.chips[kind] + count };
  const label = CHIP_LABELS[kind];
  return accepted(updateCombatant(state, withCombatant(c, { chips })), [
    {
      who: c.id,
      text: `The Dealer gives ${c.name} ${count} ${label} chip${count === 1 ? '' : 's'} (rule H1): ${chips[kind]} in the stack, ${c.spent[kind]} spent today.`,
    },
  ]);
}
