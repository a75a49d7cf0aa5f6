import { z } from 'zod';

/**
 * TS1: a Texas Shootout card's four stats and the ranges the source gives them: Armor 1–5,
 * Health 1–5, Range 2–4 squares, Damage Modifier (DM) 1–5.
 */
export const CARD_STATS = ['armor', 'health', 'range', 'dm'] as const;
export type CardStat = (typeof CARD_STATS)[number];

export const CARD_STAT_RANGES: Readonly<Record<CardStat, { min: number; max: number }>> = {
  armor: { min: 1, max: 5 },
  health: { min: 1, max: 5 },
  range: { min: 2, max: 4 },
  dm: { min: 1, max: 5 },
};

const STAT_WORDS: Readonly<Record<CardStat, string>> = {
  armor: 'Armor',
  health: 'Health',
  range: 'Range',
  dm: 'DM',
};

/** One stat as a zod schema whose refusal says the rule in words: "Armor 6 is outside 1–5 (TS1)". */
function statSchema(stat: CardStat) {
  const { min, max } = CARD_STAT_RANGES[stat];
  return z
    .number({ error: `${STAT_WORDS[stat]} must be a number` })
    .int({ error: `${STAT_WORDS[stat]} must be a whole number` })
    .refine((v) => v >= min && v <= max, {
      error: (issue) => `${STAT_WORDS[stat]} ${String(issue.input)} is outside ${min}–${max} (TS1)`,
    });
}

export const cardStatsSchema = z.object({
  armor: statSchema('armor'),
  health: statSchema('health'),
  range: statSchema('range'),
  dm: statSchema('dm'),
});
export type CardStats = z.output<typeof cardStatsSchema>;

/** TS1 house: a card of the project's deck, with its name. Names are unique within a game. */
export const texasCardSchema = cardStatsSchema.extend({
  name: z.string().min(1, { error: 'a card needs a name' }),
});
export type TexasCard = z.output<typeof texasCardSchema>;

/** The first stat out of range and why, or null: for callers that check a card outside zod. */
export function statRefusal(
  stats: Readonly<Record<CardStat, number>>,
): { stat: CardStat; reason: string } | null {
  const parsed = cardStatsSchema.safeParse(stats);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  return { stat: issue.path[0] as CardStat, reason: issue.message };
}

/** TS4: a card dies once its damage this round is more than this. */
export function toughness(card: CardStats): number {
  return card.health + card.armor;
}
