import { z } from 'zod';
import { safeIdSchema } from './safeId.ts';
import { SPENDABLE_CHIPS } from '../rules/chips.ts';
import { STATS, parseCheckName } from '../rules/checks.ts';
import { CLASSES } from '../rules/classes.ts';
import { NAMED_TRAITS } from '../rules/costs.ts';
import { FACTIONS } from '../rules/factions.ts';
import { MAX_LEVEL, MIN_LEVEL } from '../rules/levels.ts';
import { WEAPONS, WEAPON_TRAITS } from '../rules/weapons.ts';
import type { BuildInput } from './buildInput.ts';

const statBlock = z.strictObject(
  Object.fromEntries(STATS.map((s) => [s, z.number().int().default(0)])) as Record<
    (typeof STATS)[number],
    z.ZodDefault<z.ZodNumber>
  >,
);

const chipCounts = z.strictObject(
  Object.fromEntries(SPENDABLE_CHIPS.map((c) => [c, z.number().int().min(0).default(0)])) as Record<
    (typeof SPENDABLE_CHIPS)[number],
    z.ZodDefault<z.ZodNumber>
  >,
);

const checkName = z.string().refine((name) => !('error' in parseCheckName(name)), {
  message: 'not a check of rule S3 (Lingual is written Lingual:<tongue>)',
});

export const specialCardSchema = z.object({
  name: z.string().min(1),
  /** K6: the class whose card it is. */
  class: z.enum(CLASSES),
  /** Special Card Points. */
  cost: z.number().int().min(0),
  /** K6: stat qualifications, checked against final stats. */
  requires: z
    .object(Object.fromEntries(STATS.map((s) => [s, z.number().int().optional()])))
    .default({}),
  /** K2: its Attack and Defend values, when it plays as a card. */
  attack: z.number().int().min(0).optional(),
  defend: z.number().int().min(0).optional(),
  text: z.string().default(''),
});

/**
 * A player character as the builder keeps it (B1–B6): what was bought, not what it adds up to.
 * Final stats, HP, Speed and the LP bill come from validateBuild, so they cannot drift out of step.
 * An unknown faction or class is refused here; the builder shows it as a violation before saving.
 */
export const characterSchema = z.object({
  id: safeIdSchema,
  name: z.string().min(1).max(60),
  level: z.number().int().min(MIN_LEVEL).max(MAX_LEVEL),
  faction: z.enum(FACTIONS),
  class: z.enum(CLASSES),
  /** B3: points bought, before faction bonuses. */
  stats: statBlock.default({ tough: 0, agile: 0, smart: 0, sharp: 0, charming: 0 }),
  /** B2: Speed +1 and Range +1 purchases. */
  speed: z.number().int().min(0).default(0),
  range: z.number().int().min(0).default(0),
  /** B2: spendable chips bought (H1); how many are unspent today lives in the game state. */
  chips: chipCounts.default({ attack: 0, defense: 0, speed: 0, range: 0, action: 0, draw: 0 }),
  weaponTrait: z.enum(WEAPON_TRAITS).default('pistol'),
  traits: z.array(z.enum(NAMED_TRAITS)).default([]),
  /** B2: Character Traits the Dealer writes (no automated effect, B4). */
  characterTraits: z.array(z.string().min(1)).default([]),
  hpUpgrades: z.number().int().min(0).default(0),
  /** S3: trained checks, `Lingual:<tongue>` per tongue. */
  trained: z.array(checkName).default([]),
  specialCards: z.array(specialCardSchema).default([]),
  /** W1: an equipped weapon card, by name. */
  weapon: z
    .string()
    .refine((name) => WEAPONS.some((w) => w.name === name), { message: 'not a weapon of rule W1' })
    .optional(),
  /** W2: items carried, by name. */
  items: z.array(z.string().min(1)).default([]),
  /** X1: gold. */
  gold: z.number().int().min(0).default(0),
  notes: z.string().default(''),
});

export type Character = z.output<typeof characterSchema>;
export type CharacterInput = z.input<typeof characterSchema>;

/** The build validateBuild prices for a character. */
export function buildOf(character: Character): BuildInput {
  return {
    level: character.level,
    faction: character.faction,
    class: character.class,
    stats: character.stats,
    speed: character.speed,
    range: character.range,
    chips: character.chips,
    weaponTrait: character.weaponTrait,
    traits: character.traits,
    characterTraits: character.characterTraits.length,
    hpUpgrades: character.hpUpgrades,
    trained: character.trained,
    specialCards: character.specialCards,
  };
}
