import { z } from 'zod';
import { safeIdSchema } from './safeId.ts';
import { FACTIONS } from '../rules/factions.ts';
import { THREAT_TIERS } from '../rules/threatTiers.ts';
import { squareSchema } from './geometry.ts';

/**
 * A token as the Dealer places it on a map: who stands where, with their tracker chips (H4: red
 * on the HP track, blue on the gear track). Spendable chips are not here; they belong to the
 * character's chip stack, never to a track.
 */
export const tokenSchema = z
  .object({
    id: safeIdSchema,
    name: z.string().min(1).max(40),
    faction: z.enum(FACTIONS),
    at: squareSchema,
    side: z.enum(['pc', 'npc']).default('pc'),
    /** N1: NPCs carry a threat tier and its number (Red 3 Tom). */
    tier: z
      .object({ color: z.enum(THREAT_TIERS), level: z.number().int().min(1).max(9) })
      .optional(),
    hp: z.number().int().min(0),
    hpMax: z.number().int().min(1),
    gear: z.number().int().min(0).default(0),
    gearMax: z.number().int().min(0).default(0),
    /**
     * X1, X3: the gold the token's character carries into play (its Gold Value in a store), over
     * the character's own; absent, the character's (an NPC's: none).
     */
    gold: z.number().int().min(0).max(999).optional(),
  })
  .refine((t) => t.hp <= t.hpMax, { message: 'hp is above hpMax', path: ['hp'] })
  .refine((t) => t.gear <= t.gearMax, { message: 'gear is above gearMax', path: ['gear'] });

export type Token = z.infer<typeof tokenSchema>;
