import { z } from 'zod';
import type { CheckResolution } from '../../resolve/resolveCheck.ts';
import { STATS } from '../../rules/checks.ts';

/**
 * resolveCheck's answer (S2–S5), as GameState keeps it once the card is played: a refusal (S4:
 * untrained) or the total against the TN. Its output is CheckResolution itself (the `satisfies`).
 */
export const checkResultSchema = z.discriminatedUnion('legal', [
  z.object({
    legal: z.literal(false),
    reason: z.literal('untrained'),
    check: z.string(),
    message: z.string(),
  }),
  z.object({
    legal: z.literal(true),
    check: z.string(),
    stat: z.enum(STATS),
    statValue: z.number().int(),
    cardValue: z.number().int(),
    chips: z.number().int().min(0),
    gear: z.number().int(),
    total: z.number().int(),
    tn: z.number(),
    success: z.boolean(),
  }),
]) satisfies z.ZodType<CheckResolution>;
