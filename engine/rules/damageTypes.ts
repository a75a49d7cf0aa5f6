/**
 * D1–D6 (closed): damage types. What each does in resolution lives with the attack; this is the
 * list the table reads.
 */
export const DAMAGE_TYPES = {
  blade: { rule: 'D1', name: 'Blade', note: 'edged weapons' },
  body: { rule: 'D2', name: 'Body', note: 'unarmed strikes' },
  pistol: { rule: 'D3', name: 'Pistol', note: 'handguns' },
  rifle: { rule: 'D4', name: 'Rifle', note: '+1 damage if the attack deals damage' },
  buckshot: { rule: 'D5', name: 'Buckshot', note: 'shotgun spread; falls off with distance' },
  slug: { rule: 'D6', name: 'Slug', note: 'ignores 1 square of cover and ignores doors' },
} as const;

export type DamageType = keyof typeof DAMAGE_TYPES;
