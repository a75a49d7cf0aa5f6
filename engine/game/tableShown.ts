import { z } from 'zod';
import { FACTIONS } from '../rules/factions.ts';
import { THREAT_TIERS } from '../rules/threatTiers.ts';

/**
 * Issue 40, item 5: what the Dealer shows the players over the board, until it is taken down: an
 * NPC's card (its name, faction and tier: the portrait its token draws), a picture from the
 * library (an image save, by its name: the host sends the TV its bytes only once it is shown), or
 * a line of text (a letter read aloud, a wanted poster's words). It is part of the game's state, so it is logged,
 * undone and replayed like any table setting, and publicView carries it only while it is shown:
 * nothing of it reaches a players' screen before the Dealer shows it.
 */
export const tableShownSchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('npc'),
      name: z.string().trim().min(1).max(40),
      faction: z.enum(FACTIONS).optional(),
      tier: z
        .object({ color: z.enum(THREAT_TIERS), level: z.number().int().min(1).max(9) })
        .optional(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('image'),
      image: z.string().trim().min(1).max(200),
    })
    .strict(),
  z
    .object({
      kind: z.literal('text'),
      text: z.string().trim().min(1, 'Say something to show.').max(280),
    })
    .strict(),
]);

export type TableShown = z.output<typeof tableShownSchema>;

/** How the log says what went up on the players' screen. */
export function shownWords(shown: TableShown): string {
  if (shown.kind === 'npc') return `${shown.name}'s card`;
  if (shown.kind === 'image') return `the picture “${shown.image}”`;
  return `"${shown.text}"`;
}
