import { z } from 'zod';
import { safeIdSchema } from './safeId.ts';
import { STATS } from '../rules/checks.ts';
import { FACTIONS } from '../rules/factions.ts';
import { THREAT_TIERS } from '../rules/threatTiers.ts';
import { WEAPONS, WEAPON_TRAITS } from '../rules/weapons.ts';

/**
 * N1 (closed): an NPC is a pre-built card keyed to a threat tier and a number (Red 3 Tom), which
 * the Dealer drops into an encounter. Unlike a character, it holds its final numbers: nobody
 * builds it in play. Hidden NPCs never reach the projector (DESIGN.md, publicView).
 */
export const npcCardSchema = z.object({
  id: safeIdSchema,
  name: z.string().min(1).max(60),
  tier: z.object({ color: z.enum(THREAT_TIERS), level: z.number().int().min(1).max(9) }),
  faction: z.enum(FACTIONS).optional(),
  stats: z
    .object(Object.fromEntries(STATS.map((s) => [s, z.number().int().default(0)])))
    .default({}),
  hp: z.number().int().min(1),
  /** A8: damage-absorbing gear capacity. */
  gear: z.number().int().min(0).default(0),
  speed: z.number().int().min(0),
  weaponTrait: z.enum(WEAPON_TRAITS).default('pistol'),
  weapon: z
    .string()
    .refine((name) => WEAPONS.some((w) => w.name === name), { message: 'not a weapon of rule W1' })
    .optional(),
  /**
   * X1, X3: the gold it carries: its Gold Value in a store (who holds it) and what it may spend
   * there. Optional with a default of 0, so every npc v1 card saved before it is still a valid v1
   * card (no version bump), and plays as it did: with no gold.
   */
  gold: z.number().int().min(0).default(0),
  /** H1: spendable chips the NPC brings to each day. */
  chips: z.record(z.string(), z.number().int().min(0)).default({}),
  /** The Dealer's notes: never shown on the projector. */
  notes: z.string().default(''),
  hidden: z.boolean().default(false),
});

export type NpcCard = z.output<typeof npcCardSchema>;
