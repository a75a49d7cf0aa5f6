import { GEAR } from '../rules/equipment.ts';
import type { RulesOptions } from '../rules/rulesOptions.ts';
import type { Combatant } from './gameState.ts';

/**
 * W4: how many items a character carries against its limit. Worn gear is equipped (its blue track
 * is on the table, A8), the equipped weapon card and fitted items are not in `items` (W3): none of
 * them takes a slot. Ammunition cards and unequipped weapon cards do.
 */
export function carriedCount(c: Combatant): number {
  return c.items.filter((name) => !GEAR.some((g) => g.name === name)).length;
}

/** W4: whether one more item fits in the inventory. */
export function hasRoom(c: Combatant, options: RulesOptions): boolean {
  return carriedCount(c) < options.inventoryLimit;
}

export function fullInventory(c: Combatant): string {
  return `${c.name} already carries ${carriedCount(c)} items, the most allowed (rule W4): equip, fit or use one first.`;
}
