import type { WeaponTrait } from './weapons.ts';

/** B2 (closed): what a build spends Level Points on. Negative costs are refunds. */
export const COSTS = {
  speed: 1,
  range: 1,
  standardChip: 1,
  actionChip: 2,
  characterTrait: 3,
  namedTrait: 4,
  hpUpgrade: 2,
} as const;

/** B2 (closed): an HP upgrade is one more block of 3 HP. */
export const HP_PER_UPGRADE = 3;

/** B2 (closed): weapon trait costs. Pistol is the base trait; its cost is house (B3, `pistolCost`). */
export const WEAPON_TRAIT_COSTS: Record<Exclude<WeaponTrait, 'pistol'>, number> = {
  shotgun: 1,
  rifle: 2,
  blade: -1,
  body: -2,
};

/** B2 (closed): the named traits at 4 LP each (B4 says what they do). */
export const NAMED_TRAITS = ['Blade Master', 'Acrobat', 'Quickdraw'] as const;
export type NamedTrait = (typeof NAMED_TRAITS)[number];

export function findNamedTrait(name: string): NamedTrait | undefined {
  const key = name.trim().toLowerCase();
  return NAMED_TRAITS.find((t) => t.toLowerCase() === key);
}
