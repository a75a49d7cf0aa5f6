/**
 * W2 (closed): the items of the source. House (W2): using one is an action and healing never
 * exceeds max HP; the minor effects are house content, defined with the game state.
 */
export interface ItemCard {
  readonly name: string;
  readonly category: 'general' | 'pharmacy';
  readonly effect: string;
  /** Pharmacy healing in HP. */
  readonly heal?: number;
  /** A8: Revival Tonic brings a dead character back with this many HP. */
  readonly revive?: number;
  readonly melee?: boolean;
  /**
   * W3, S5: an item fitted to a weapon by a Conjure Up check; it then leaves the inventory and
   * adds Attack to attacks made with that weapon card: how much is the rules option named (W5).
   */
  readonly fitting?: { readonly attackBonusOption: 'scopeAttackBonus' };
  /** House content the source does not name. */
  readonly origin?: 'house';
}

export const ITEMS: readonly ItemCard[] = [
  { name: 'Coffee Beans', category: 'general', effect: 'minor buff' },
  { name: 'Canned Beans', category: 'general', effect: 'sustenance' },
  { name: 'Cigarettes', category: 'general', effect: 'calm / social' },
  { name: 'Aromatic Bitters', category: 'general', effect: 'remedy' },
  { name: 'Jerky', category: 'general', effect: 'sustenance' },
  { name: 'Hunting Knife', category: 'general', effect: 'melee weapon', melee: true },
  { name: 'Black Knife', category: 'general', effect: 'concealable melee', melee: true },
  { name: 'Medical Kit', category: 'pharmacy', effect: 'heal 5 HP', heal: 5 },
  { name: 'Snake Oil', category: 'pharmacy', effect: 'heal 3 HP', heal: 3 },
  { name: 'Revival Tonic', category: 'pharmacy', effect: 'revive + 3 HP', revive: 3 },
  // S5 names the scope as gear a Conjure Up check fits; its effect is house content (W5).
  {
    name: 'Scope',
    category: 'general',
    effect: 'fitted to a weapon card: + Attack with it (W5)',
    fitting: { attackBonusOption: 'scopeAttackBonus' },
    origin: 'house',
  },
];

/** An item of W2 (or the house Scope) by its name, exactly as the cards write it. */
export function findItem(name: string): ItemCard | undefined {
  return ITEMS.find((i) => i.name === name);
}
