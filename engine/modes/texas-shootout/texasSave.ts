import { z } from 'zod';
import { replayTexas, type TexasAction } from './applyTexasAction.ts';
import { SIDES } from './board.ts';
import type { PlacementClock } from './placementClock.ts';
import { createTexasGame, type TexasGameState } from './texasGame.ts';
import { DEFAULT_TEXAS_OPTIONS, texasOptionsSchema } from './texasOptions.ts';

/**
 * Issue 15, item 4: a game of Texas Shootout as the library keeps it, save kind `texas` at
 * version 1. Only the seed, the options and the log: the game is what the log replays to (TS9),
 * so a save that says one thing and replays to another cannot exist. A log that does not replay
 * fails validation with the step and the engine's reason, so the library lists the save with that
 * reason and never writes over it (the store refuses to replace an unreadable entry).
 */

const side = z.enum(SIDES);

/**
 * TS2: a placement turn's clock as it stood when the game was last written, so that a reload
 * does not hand a placer a fresh 30 seconds. At most an hour, in case a house rule lengthens it.
 */
export const placementClockSchema = z.object({
  remainingMs: z.number().min(0).max(3_600_000),
  paused: z.boolean(),
}) satisfies z.ZodType<PlacementClock>;

/** The reducer's actions (applyTexasAction.ts) as data; the rules check them on replay. */
export const texasActionSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('PLACE'),
    side,
    card: z.string().min(1),
    row: z.number().int(),
    col: z.number().int(),
  }),
  z.object({ type: z.literal('END_PLACEMENT'), side }),
  z.object({ type: z.literal('SHOOT') }),
]) satisfies z.ZodType<TexasAction>;

/** Who plays each side: a person at the laptop, or the computer's heuristic or random placer. */
export const TEXAS_SEATS = ['person', 'heuristic', 'random'] as const;
export type TexasSeat = (typeof TEXAS_SEATS)[number];

export const texasSaveSchema = z
  .object({
    seed: z.number().int(),
    options: texasOptionsSchema.default(DEFAULT_TEXAS_OPTIONS),
    seats: z
      .object({ A: z.enum(TEXAS_SEATS), B: z.enum(TEXAS_SEATS) })
      .default({ A: 'person', B: 'person' }),
    log: z.array(texasActionSchema).default([]),
    /**
     * Each placement turn's clock by turn ("round:side", placementTurnKey), where its hand was
     * opened. Optional: a save written before the clocks were kept resumes each turn with a full
     * clock, as it did then; version 1 still.
     */
    clocks: z.record(z.string().regex(/^[1-9]\d*:[AB]$/), placementClockSchema).optional(),
  })
  .superRefine((save, ctx) => {
    const replay = replayTexas(createTexasGame(save.seed, save.options), save.log);
    if (!replay.ok)
      ctx.addIssue({
        code: 'custom',
        path: ['log', replay.index],
        message: `the log does not replay: step ${replay.index + 1} is refused (${replay.reason})`,
      });
  });
export type TexasSave = z.output<typeof texasSaveSchema>;

/** The game a valid save replays to. */
export function texasGameOf(save: TexasSave): TexasGameState {
  const replay = replayTexas(createTexasGame(save.seed, save.options), save.log);
  if (!replay.ok) throw new Error(`texas save does not replay: ${replay.reason}`);
  return replay.state;
}
