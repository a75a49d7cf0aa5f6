/**
 * W1 (closed): the weapon cards, Attack / Range in squares. A shotgun fires Buckshot (D5); a rifle
 * deals +1 damage when it deals any (D4); a pistol is a plain Pistol (D3). W4 (house): the two
 * knives of W2 are Blade weapons (D1), melee (A9): their reach is the melee reach, never a range.
 */
export type WeaponCategory = 'pistol' | 'rifle' | 'shotgun' | 'blade';

export interface WeaponCard {
  readonly name: string;
  readonly category: WeaponCategory;
  readonly attack: number;
  readonly range: number;
  readonly note?: string;
}

export const WEAPONS: readonly WeaponCard[] = [
  { name: 'Masterful Revolver', category: 'pistol', attack: 4, range: 10 },
  { name: 'Percussion Revolver', category: 'pistol', attack: 3, range: 8 },
  { name: 'Repeater Pistol', category: 'pistol', attack: 3, range: 9 },
  { name: 'Derringer', category: 'pistol', attack: 3, range: 5, note: 'concealable' },
  { name: 'Pepperbox', category: 'pistol', attack: 3, range: 5, note: 'multi-barrel' },
  { name: 'Single Action Revolver', category: 'pistol', attack: 3, range: 8 },
  { name: 'Revolver Rifle', category: 'rifle', attack: 4, range: 18 },
  { name: 'Bolt Action', category: 'rifle', attack: 5, range: 20 },
  { name: 'Repeater Rifle', category: 'rifle', attack: 4, range: 16 },
  { name: 'Elephant Rifle', category: 'rifle', attack: 6, range: 20, note: 'heavy' },
  {
    name: 'Sawed-Off',
    category: 'shotgun',
    attack: 9,
    range: 8,
    note: 'range falloff, devastating up close',
  },
  { name: 'Break-Action', category: 'shotgun', attack: 7, range: 10 },
  { name: 'Pump Action', category: 'shotgun', attack: 7, range: 12 },
  // W4 (house): Attack 3 and 2; the range of 1 is only a label, A9's melee reach decides.
  { name: 'Hunting Knife', category: 'blade', attack: 3, range: 1, note: 'melee (rule W4)' },
  {
    name: 'Black Knife',
    category: 'blade',
    attack: 2,
    range: 1,
    note: 'melee, concealable (rule W4)',
  },
];

/** Looks a weapon card up by its ledger name, ignoring case. */
export function findWeapon(name: string): WeaponCard | undefined {
  const key = name.trim().toLowerCase();
  return WEAPONS.find((w) => w.name.toLowerCase() === key);
}

/**
 * B2 (closed) and B3 (house): a character's base weapon trait. Its range comes from B2 (Shotgun 6,
 * Rifle 15) and from the rules options (Pistol, and the reach of Blade and Body, A9).
 */
export const WEAPON_TRAITS = ['pistol', 'shotgun', 'rifle', 'blade', 'body'] as const;
export type WeaponTrait = (typeof WEAPON_TRAITS)[number];

export function isWeaponTrait(value: string): value is WeaponTrait {
  return (WEAPON_TRAITS as readonly string[]).includes(value);
}

/** A9: Blade and Body are melee. */
export function isMeleeTrait(trait: WeaponTrait): boolean {
  return trait === 'blade' || trait === 'body';
}
