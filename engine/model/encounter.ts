import { z } from 'zod';
import { squareSchema } from './geometry.ts';
import { MAX_DEALER_NOTES } from './map.ts';
import { npcCardSchema } from './npcCard.ts';
import { safeIdSchema } from './safeId.ts';
import { rulesOptionsSchema } from '../rules/rulesOptions.ts';

/**
 * One seat of a prepared encounter: who starts where. A PC placement names the character it seats
 * by the character's id (a library character, or one of a campaign's posse), so a level gained
 * between two fights is the one that plays. An NPC placement holds a copy of its card (N1), taken
 * when the Dealer drops it: editing or deleting the card in the library later does not change a
 * fight already prepared, and a shared encounter carries its cast with it.
 */
export const placementSchema = z
  .object({
    /** The combatant's id at the table: unique within the encounter. */
    id: safeIdSchema,
    side: z.enum(['pc', 'npc']),
    at: squareSchema,
    /** A PC: the character's id. Absent, the seat goes to a posse member no other seat names. */
    character: safeIdSchema.optional(),
    /** An NPC: its card, as placed. */
    npc: npcCardSchema.optional(),
    /** An ambush (issue 11): the players' view does not show it until it is revealed. */
    hidden: z.boolean().default(false),
  })
  .refine((p) => (p.side === 'npc' ? p.npc !== undefined : p.npc === undefined), {
    message: 'an NPC seat holds its card, and only an NPC seat does',
    path: ['npc'],
  })
  .refine((p) => p.side === 'pc' || p.character === undefined, {
    message: 'only a PC seat names a character',
    path: ['character'],
  });
export type Placement = z.output<typeof placementSchema>;

/**
 * An encounter prepared ahead (issue 13, item 3): a map from the library, its cast where each
 * starts, the seating order (T1), the house rules it is played with, and the Dealer's notes,
 * which the players' view never shows. Its map's own tokens do not play: the cast is the
 * encounter's.
 */
export const encounterSchema = z
  .object({
    /** The library map it is fought on, by name. */
    map: z.string().min(1),
    placements: z.array(placementSchema).default([]),
    /** T1: ids in seating order; empty means the placements' order. */
    seating: z.array(safeIdSchema).default([]),
    /** The house rules it is played with; absent, the table's own. */
    rules: rulesOptionsSchema.optional(),
    /** A fixed seed for its shuffles (tests, a replayable demo); absent, the clock's. */
    seed: z.number().int().optional(),
    dealerNotes: z.string().max(MAX_DEALER_NOTES).default(''),
  })
  .superRefine((encounter, ctx) => {
    const ids = new Set<string>();
    encounter.placements.forEach((p, i) => {
      if (ids.has(p.id))
        ctx.addIssue({
          code: 'custom',
          message: `"${p.id}" is placed twice`,
          path: ['placements', i, 'id'],
        });
      ids.add(p.id);
    });
    const seated = new Set<string>();
    encounter.seating.forEach((id, i) => {
      if (!ids.has(id) || seated.has(id))
        ctx.addIssue({
          code: 'custom',
          message: seated.has(id) ? `"${id}" is seated twice` : `"${id}" is seated but not placed`,
          path: ['seating', i],
        });
      seated.add(id);
    });
    if (encounter.seating.length > 0 && seated.size !== ids.size)
      ctx.addIssue({
        code: 'custom',
        message: 'the seating order must seat every placement once (rule T1)',
        path: ['seating'],
      });
  });
export type Encounter = z.output<typeof encounterSchema>;
export type EncounterInput = z.input<typeof encounterSchema>;

/** T1: the encounter's seating, its placements' order when it sets none. */
export function seatingOf(encounter: Encounter): string[] {
  return encounter.seating.length > 0
    ? [...encounter.seating]
    : encounter.placements.map((p) => p.id);
}
