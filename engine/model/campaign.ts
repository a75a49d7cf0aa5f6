import { z } from 'zod';
import { characterSchema } from './character.ts';
import { fittedItemSchema } from './fittedItem.ts';
import { MAX_DEALER_NOTES } from './map.ts';
import { safeIdSchema } from './safeId.ts';
import { STATS } from '../rules/checks.ts';
import { SPENDABLE_CHIPS } from '../rules/chips.ts';
import { rulesOptionsSchema } from '../rules/rulesOptions.ts';

const count = z.number().int().min(0);

/** A blue track between encounters (H4, Y3): how far its chip has moved, by the card's name. */
const carriedTrackSchema = z.object({ name: z.string().min(1), used: count });

/**
 * Y3 (house): what a character carries from one encounter to the next. HP, gear and ammunition
 * tracks carry over; spent chips stay spent until the next day (H3, Y1); gold and the inventory
 * (W4, X1) are what was bought, found and used.
 */
export const standingSchema = z.object({
  /** A8: the red chip's square; 0 is the skull (dead until revived, W2). */
  hpLeft: count,
  /** A8: each gear card's blue chip. */
  gear: z.array(carriedTrackSchema).default([]),
  /** A2: each ammunition card's blue chip; not cleared by a new day (Y3). */
  ammo: z.array(carriedTrackSchema).default([]),
  /** H3: chips spent this day, by kind. */
  spent: z
    .strictObject(
      Object.fromEntries(SPENDABLE_CHIPS.map((c) => [c, count.default(0)])) as Record<
        (typeof SPENDABLE_CHIPS)[number],
        z.ZodDefault<z.ZodNumber>
      >,
    )
    .default({ attack: 0, defense: 0, speed: 0, range: 0, action: 0, draw: 0 }),
  /** X1: gold. */
  gold: count,
  /** W4: items carried, by name (fitted ones are not here, W3). */
  items: z.array(z.string().min(1)).default([]),
  /** W3: items fitted to weapons. */
  fitted: z.array(fittedItemSchema).default([]),
  /** W1: the weapon card equipped. */
  weapon: z.string().min(1).optional(),
  /**
   * W5: minor goods taken and not yet used on a check: they last the day, so they carry to the
   * next encounter of the same day, and a new day clears them (Y1). Optional with a default, so a
   * campaign v1 saved before it still loads as v1.
   */
  boosts: z
    .array(
      z.object({
        item: z.string().min(1),
        bonus: z.number().int().min(0),
        stat: z.enum(STATS).optional(),
      }),
    )
    .default([]),
});
export type Standing = z.output<typeof standingSchema>;

/** One member of the posse: the build (B1–B6) and, once it has fought, where it stands (Y3). */
export const posseMemberSchema = z.object({
  character: characterSchema,
  /** Absent until its first encounter: it starts fresh, as its build says. */
  standing: standingSchema.optional(),
});
export type PosseMember = z.output<typeof posseMemberSchema>;

/** An encounter the campaign has played: which, on what day, and how it ended. */
export const playedEncounterSchema = z.object({
  /** The encounter save's name. */
  encounter: z.string().min(1),
  /** The session save that holds its log. */
  session: z.string().min(1).optional(),
  day: z.number().int().min(1),
  /** In words, as the encounter's summary gave it ("The posse won in round 4"). */
  result: z.string().default(''),
});

/**
 * A campaign (issue 13, item 4): a posse that carries its wounds, chips, gold and gear from fight
 * to fight, the current in-game day (Y1), the encounters prepared for it and those played.
 */
export const campaignSchema = z
  .object({
    /** Y1: the in-game day; the Dealer advances it. */
    day: z.number().int().min(1).default(1),
    posse: z.array(posseMemberSchema).default([]),
    /** Encounter saves prepared for the campaign, by name, in the order the Dealer means them. */
    encounters: z.array(z.string().min(1)).default([]),
    played: z.array(playedEncounterSchema).default([]),
    /** X1–X4: the Marketplace expansion is on for this campaign. */
    marketplace: z.boolean().default(false),
    /**
     * X1: the store cards (storeCatalogue ids) bought in the campaign's encounters so far: what
     * was sold stays sold from one encounter to the next. Optional with a default: a v1 campaign
     * saved before it still loads as v1, with every store full.
     */
    sold: z.array(z.string().min(1)).default([]),
    /** The campaign's house rules; absent, the defaults. */
    rules: rulesOptionsSchema.optional(),
    dealerNotes: z.string().max(MAX_DEALER_NOTES).default(''),
  })
  .superRefine((campaign, ctx) => {
    const ids = new Set<string>();
    campaign.posse.forEach((m, i) => {
      if (ids.has(m.character.id))
        ctx.addIssue({
          code: 'custom',
          message: `"${m.character.id}" is in the posse twice`,
          path: ['posse', i, 'character', 'id'],
        });
      ids.add(m.character.id);
    });
  });
export type Campaign = z.output<typeof campaignSchema>;
export type CampaignInput = z.input<typeof campaignSchema>;

/**
 * A table that plays one of a campaign's encounters (issue 13, item 4): which campaign and which
 * encounter, by their save names, and who of the posse sits in which seat (seat id → character
 * id, campaignEncounter's `seats`), so that the end of the encounter can write back to it, even
 * after a reload has resumed the table from its autosave.
 */
export const campaignPlaySchema = z.object({
  campaign: z.string().min(1),
  encounter: z.string().min(1),
  seats: z.record(safeIdSchema, safeIdSchema),
});
export type CampaignPlay = z.output<typeof campaignPlaySchema>;
