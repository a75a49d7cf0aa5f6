import { z } from 'zod';
import { LEVEL_NAMES, type LevelName } from './computerLevel.ts';

/**
 * Issue 14, item 3: a lone player's practice record. For each map and computer level, the wins,
 * losses and draws against it, and the last few results with their date. A new save kind,
 * `practice`, at version 1 (engine/save/saveDocument.ts); the app keeps one, PRACTICE_RECORD_NAME.
 */

/** How a practice ended for the player (the PCs' side): T7's end, or a draw. */
export const PRACTICE_RESULTS = ['win', 'loss', 'draw'] as const;
export type PracticeResult = (typeof PRACTICE_RESULTS)[number];

/** How many of the newest results each map and level keeps, with their date. */
export const RECENT_RESULTS = 5;

/** The name the app keeps its one practice record under in the library. */
export const PRACTICE_RECORD_NAME = 'Practice record';

/**
 * What a table started from Practice remembers about itself (engine Session.practice): which
 * practice it is (`id`, so its end is recorded once however often it is reloaded), on which map
 * (by name) and against which level.
 */
export const practicePlaySchema = z.object({
  id: z.string().min(1).max(100),
  map: z.string().min(1),
  level: z.enum(LEVEL_NAMES),
});
export type PracticePlay = z.output<typeof practicePlaySchema>;

export const practiceOutcomeSchema = z.object({
  result: z.enum(PRACTICE_RESULTS),
  /** When it was recorded: an ISO date. */
  at: z.string().min(1),
});
export type PracticeOutcome = z.output<typeof practiceOutcomeSchema>;

const count = z.number().int().min(0);

/** One map against one level: its tally, and its newest results, newest first. */
export const practiceTallySchema = z.object({
  map: z.string().min(1),
  level: z.enum(LEVEL_NAMES),
  wins: count,
  losses: count,
  draws: count,
  recent: z.array(practiceOutcomeSchema).max(RECENT_RESULTS).default([]),
});
export type PracticeTally = z.output<typeof practiceTallySchema>;

export const practiceRecordSchema = z
  .object({
    tallies: z.array(practiceTallySchema).default([]),
    /**
     * The practices already counted (PracticePlay.id), so that an ended table reloaded is not
     * counted again. Every one is kept, not only the recent ones: an old table can be resumed.
     */
    recorded: z.array(z.string().min(1)).default([]),
  })
  .superRefine((record, ctx) => {
    const seen = new Set<string>();
    record.tallies.forEach((t, i) => {
      const key = `${t.map}\u0000${t.level}`;
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          message: `"${t.map}" against ${t.level} is tallied twice`,
          path: ['tallies', i],
        });
      seen.add(key);
    });
  });
export type PracticeRecord = z.output<typeof practiceRecordSchema>;

/** A record with nothing played yet: what the app starts from before its first practice. */
export const EMPTY_PRACTICE_RECORD: PracticeRecord = { tallies: [], recorded: [] };

/** The tally of one map against one level; all zero when it was never played. */
export function practiceTally(
  record: PracticeRecord,
  map: string,
  level: LevelName,
): PracticeTally {
  return (
    record.tallies.find((t) => t.map === map && t.level === level) ?? {
      map,
      level,
      wins: 0,
      losses: 0,
      draws: 0,
      recent: [],
    }
  );
}

const FIELD = { win: 'wins', loss: 'losses', draw: 'draws' } as const;

/**
 * The record with one practice's result added: its map and level's tally counts it, and its
 * recent results start with it. A practice already counted (by its id) leaves the record as it
 * is, and `added` says so. Never mutates `record`.
 */
export function withPracticeResult(
  record: PracticeRecord,
  play: PracticePlay,
  result: PracticeResult,
  at: string,
): { record: PracticeRecord; added: boolean } {
  if (record.recorded.includes(play.id)) return { record, added: false };
  const before = practiceTally(record, play.map, play.level);
  const after: PracticeTally = {
    ...before,
    [FIELD[result]]: before[FIELD[result]] + 1,
    recent: [{ result, at }, ...before.recent].slice(0, RECENT_RESULTS),
  };
  const tallies = record.tallies.includes(before)
    ? record.tallies.map((t) => (t === before ? after : t))
    : [...record.tallies, after];
  return { record: { tallies, recorded: [...record.recorded, play.id] }, added: true };
}
