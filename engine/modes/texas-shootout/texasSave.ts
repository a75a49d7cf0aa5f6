import { z } from 'zod';
import { ReplayError } from '../../game/gameSession.ts';
import { sessionLogFields } from '../../game/sessionDocument.ts';
import type { PlacementClock } from './placementClock.ts';
import { DEFAULT_TEXAS_OPTIONS, texasOptionsSchema } from './texasOptions.ts';
import { texasActionSchema } from './texasRecords.ts';
import { texasSessionOf } from './texasDefinition.ts';

/**
 * A game of Texas Shootout as the library keeps it, save kind `texas`: version 1 (issue 15, item
 * 4) kept the seed, the options, the seats and the log; version 2 (issue 37, item 2) is the one
 * session document every game has, the log with the actions undone that redo puts back. Never the
 * state: the game is what the log replays to (TS9), so a save that says one thing and replays to
 * another cannot exist. A log that does not replay fails validation with the step and the engine's
 * reason, so the library lists the save with that reason and never writes over it (the store
 * refuses to replace an unreadable entry).
 */

/**
 * TS2: a placement turn's clock as it stood when the game was last written, so that a reload
 * does not hand a placer a fresh 30 seconds. At most an hour, in case a house rule lengthens it.
 */
export const placementClockSchema = z.object({
  remainingMs: z.number().min(0).max(3_600_000),
  paused: z.boolean(),
}) satisfies z.ZodType<PlacementClock>;

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
    ...sessionLogFields(texasActionSchema),
    /**
     * Each placement turn's clock by turn ("round:side", placementTurnKey), where its hand was
     * opened. Optional: a save written before the clocks were kept resumes each turn with a full
     * clock, as it did then; version 1 still.
     */
    clocks: z.record(z.string().regex(/^[1-9]\d*:[AB]$/), placementClockSchema).optional(),
  })
  .superRefine((save, ctx) => {
    try {
      texasSessionOf(save);
    } catch (error) {
      if (!(error instanceof ReplayError)) throw error;
      ctx.addIssue({
        code: 'custom',
        path: ['log', error.index],
        message: `the log does not replay: step ${error.index + 1} is refused (${error.reason})`,
      });
    }
  });
export type TexasSave = z.output<typeof texasSaveSchema>;
