import { z } from 'zod';

/**
 * The house choices of Texas Shootout (ledger TS2–TS8, marked house) as options, so no engine
 * function writes one as a literal. The closed numbers (7 cards, 3 tokens, 3 rounds, 10 to win,
 * 30 seconds) are constants beside the rules that use them.
 */
export interface TexasOptions {
  /** TS2 house: each side has this many columns (6 by default). */
  readonly columns: number;
  /** TS7 house: a card hit only on its Armor (a graze) goes to the shooter's victory pile. */
  readonly grazeWinsCard: boolean;
}

export const DEFAULT_TEXAS_OPTIONS: TexasOptions = { columns: 6, grazeWinsCard: true };

export const texasOptionsSchema = z.object({
  columns: z.number().int().min(1, { error: 'a side needs at least one column' }),
  grazeWinsCard: z.boolean(),
});
