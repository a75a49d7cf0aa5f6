import { z } from 'zod';
import { describeIssues } from '../model/describeIssues.ts';
import { actionSchema } from '../game/actions.ts';
import { gameStateSchema, type GameState } from '../game/gameState.ts';
import { replaySession, type Session } from '../game/session.ts';
import { migrate } from './migrate.ts';
import { SESSION_MIGRATIONS } from './migrations/index.ts';

export const SESSION_SCHEMA_VERSION = 1;

/** A saved session: the start state and the log (the current state is their replay). */
export const sessionSaveSchema = z.object({
  schemaVersion: z.literal(SESSION_SCHEMA_VERSION),
  start: gameStateSchema,
  log: z.array(actionSchema),
  undone: z.array(actionSchema).default([]),
});

export type SessionSave = z.output<typeof sessionSaveSchema>;

export function sessionToSave(session: Session): SessionSave {
  return {
    schemaVersion: SESSION_SCHEMA_VERSION,
    start: session.start,
    log: [...session.log],
    undone: [...session.undone],
  };
}

/**
 * Loads a saved session: migrate, validate with zod, then replay the log from the start state.
 * The replay is the last check: a log that no longer applies is refused with the action that fails.
 */
export function sessionFromSave(
  raw: unknown,
): { ok: true; session: Session } | { ok: false; message: string } {
  const migrated = migrate(raw, SESSION_SCHEMA_VERSION, SESSION_MIGRATIONS);
  if (!migrated.ok) return migrated;
  const parsed = sessionSaveSchema.safeParse(migrated.data);
  if (!parsed.success) return { ok: false, message: describeIssues(parsed.error) };
  const start = parsed.data.start as GameState;
  try {
    return { ok: true, session: replaySession(start, parsed.data.log, parsed.data.undone) };
  } catch (error) {
    return { ok: false, message: (error as Error).message };
  }
}
