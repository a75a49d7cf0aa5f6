import type { SpendableChipKind } from '../rules/chips.ts';
import type { ChipStack, Combatant } from './gameState.ts';
import { withCombatant } from './combatantShape.ts';

export function emptyStack(): ChipStack {
  return { family: 'spendable', attack: 0, defense: 0, speed: 0, range: 0, action: 0, draw: 0 };
}

/** Whether `count` chips of a kind are left to spend (H3: spent ones are gone until tomorrow). */
export function hasChips(combatant: Combatant, kind: SpendableChipKind, count: number): boolean {
  return combatant.chips[kind] >= count;
}

/** H1, H3: moves chips from the stack to today's spent pile. */
export function spendChips(
  combatant: Combatant,
  kind: SpendableChipKind,
  count: number,
): Combatant {
  if (count === 0) return combatant;
  return withCombatant(combatant, {
    chips: { ...combatant.chips, [kind]: combatant.chips[kind] - count },
    spent: { ...combatant.spent, [kind]: combatant.spent[kind] + count },
  });
}

/** Y1: a new day returns every spent chip. */
export function returnSpentChips(combatant: Combatant): Combatant {
  const chips = { ...combatant.chips };
  for (const kind of ['attack', 'defense', 'speed', 'range', 'action', 'draw'] as const)
    chips[kind] += combatant.spent[kind];
  return withCombatant(combatant, { chips, spent: emptyStack() });
}
