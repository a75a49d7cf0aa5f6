import { z } from 'zod';
import type { LegalAttack } from '../../resolve/attackShapes.ts';
import { DAMAGE_TYPES, type DamageType } from '../../rules/damageTypes.ts';
import { WEAPON_TRAITS } from '../../rules/weapons.ts';

/**
 * resolveAttack's answer for a legal attack (A1–A9), as GameState keeps it once the defence is
 * known: every step the table is shown, and what damage assignment (A8) reads. Its output is
 * LegalAttack itself (the `satisfies` below), so a saved resolution is read with that type.
 */

const modifierSchema = z.object({ source: z.string(), value: z.number(), rule: z.string() });

const blockerSchema = z.object({
  kind: z.enum(['wall', 'door']),
  index: z.number().int().min(0),
  segment: z.tuple([z.number(), z.number(), z.number(), z.number()]).readonly(),
});

const coverObjectSchema = z.object({
  source: z.enum(['cover', 'window']),
  id: z.string(),
  kind: z.string(),
  /** Named since issue 10; a resolution saved before has none (coverWhy names it by kind). */
  name: z.string().optional(),
  squares: z.number().int().min(0),
  rank: z.number().int(),
  status: z.enum(['counted', 'shared', 'elevation', 'slug']),
});

/** G3–G7: coverBetween's verdict. */
const coverVerdictSchema = z.object({
  los: z.boolean(),
  blocker: blockerSchema.nullable(),
  cover: z.boolean(),
  squaresLeft: z.number().int().min(0),
  objects: z.array(coverObjectSchema),
  attackerRank: z.number().int(),
  targetRank: z.number().int(),
});

const weaponSchema = z.object({
  name: z.string(),
  trait: z.enum(WEAPON_TRAITS),
  damageType: z.enum(Object.keys(DAMAGE_TYPES) as [DamageType, ...DamageType[]]),
  melee: z.boolean(),
  baseAttack: z.number().int(),
  range: z.number().int().min(0),
});

export const legalAttackSchema = z.object({
  legal: z.literal(true),
  distance: z.number().int().min(0),
  range: z.number().int().min(0),
  weapon: weaponSchema,
  baseAttack: z.number().int(),
  falloff: z.number().int(),
  attackModifiers: z.array(modifierSchema),
  attackBeforeCover: z.number().int(),
  coverVerdict: coverVerdictSchema.nullable(),
  cover: z.boolean(),
  attack: z.number().int(),
  defenseModifiers: z.array(modifierSchema),
  defense: z.number().int(),
  baseDamage: z.number().int().min(0),
  damageModifiers: z.array(modifierSchema),
  damage: z.number().int().min(0),
  absorbed: z.number().int().min(0),
  hpDamage: z.number().int().min(0),
  gear: z.number().int().min(0),
  hp: z.number().int().min(0),
  dead: z.boolean(),
  /** Since issue 10; an attack saved before it said nothing of its chips, so it reads as none. */
  chipEffects: z
    .array(
      z.object({
        chip: z.enum(['attack', 'range']),
        use: z.enum(['range', 'attack', 'damage']),
        count: z.number().int().min(1),
        added: z.number().int().min(0),
        wasted: z.number().int().min(0),
        text: z.string(),
      }),
    )
    .default([]),
}) satisfies z.ZodType<LegalAttack>;
