/**
 * House content for A2 and A8, tracked with blue tracker chips (H4):
 *  - Ammunition cards (A2): spent with an attack to add their modifier; each use advances the blue
 *    chip on the card's track, and a full track cannot be spent (A2 house). Slug shells make a
 *    shotgun fire Slugs (D6 house).
 *  - Damage-absorbing gear (A8): damage moves the blue chip along the gear's track before any
 *    reaches HP.
 */
export interface AmmunitionCard {
  readonly name: string;
  readonly modifier: number;
  readonly uses: number;
  readonly slug?: boolean;
  readonly origin: 'house';
}

export interface GearCard {
  readonly name: string;
  readonly absorbs: number;
  readonly origin: 'house';
}

export const AMMUNITION: readonly AmmunitionCard[] = [
  { name: 'Hollow Points', modifier: 1, uses: 3, origin: 'house' },
  { name: 'Powder Charge', modifier: 2, uses: 1, origin: 'house' },
  { name: 'Slug Shells', modifier: 0, uses: 2, slug: true, origin: 'house' },
];

export const GEAR: readonly GearCard[] = [
  { name: 'Leather Duster', absorbs: 2, origin: 'house' },
  { name: 'Steel Breastplate', absorbs: 3, origin: 'house' },
];
