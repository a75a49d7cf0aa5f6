import { z } from 'zod';
import { tableControlSchema } from '../ai/tableControl.ts';
import { campaignPlaySchema } from '../model/campaign.ts';
import { describeIssues } from '../model/describeIssues.ts';
import { practicePlaySchema } from '../model/practiceRecord.ts';
import { actionSchema } from '../game/actions.ts';
import { gameStateSchema } from '../game/gameState.ts';
import { replaySession, type Session } from '../game/session.ts';

/**
 * A saved session (the session kind's data, version 2): the start state and the log; the current
 * state is their replay. Its version is the envelope's (saveDocument.ts, SAVE_KIND_VERSIONS); the
 * data carries none of its own since v2.
 */
export const sessionSaveSchema = z.object({
  start: gameStateSchema,
  log: z.array(actionSchema),
  /** Actions undone, oldest first: what redo puts back. */
  undone: z.array(actionSchema).default([]),
  /**
   * The campaign and encounter the table was started from (issue 13, item 4), so a table resumed
   * from its autosave still writes back to its campaign. Optional: a session saved before it, or
   * one that plays for no campaign, has none, and v2 stays v2.
   */
  campaign: campaignPlaySchema.optional(),
  /**
   * Who plays each side, people or the computer at a level (issue 14, item 2). Optional, like
   * `campaign`: a session without it is played by people, and v2 stays v2.
   */
  control: tableControlSchema.optional(),
  /**
   * The practice the table plays (issue 14, item 3), so a reloaded practice still records its
   * end, and only once. Optional, like `campaign`: v2 stays v2.
   */
  practice: practicePlaySchema.optional(),
});

export type SessionSave = z.output<typeof sessionSaveSchema>;

/**
 * A session save without its start state: what a write validates when the store already holds
 * that very start, validated (electron/store/writableSave.ts). Every field but `start`, so a field
 * added to sessionSaveSchema is never left unchecked.
 */
export const sessionWithoutStartSchema = sessionSaveSchema.omit({ start: true });

/** Validates a session save's data except its start, with the schema loading uses for the rest. */
export function validateSessionWithoutStart(
  data: unknown,
): { ok: true; data: z.output<typeof sessionWithoutStartSchema> } | { ok: false; message: string } {
  const parsed = sessionWithoutStartSchema.safeParse(data);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, message: describeIssues(parsed.error, 'data') };
}

export function sessionToSave(session: Session): SessionSave {
  return {
    start: session.start,
    log: [...session.log],
    undone: [...session.undone],
    ...(session.campaign ? { campaign: session.campaign } : {}),
    ...(session.control ? { control: session.control } : {}),
    ...(session.practice ? { practice: session.practice } : {}),
  };
}

/**
 * A session from a save's data, already brought to the current version (parseSaveDocument, which
 * the store reads every file through): validated with zod, then its log replayed from the start
 * state. The replay is the last check: a log that no longer applies is refused with the action
 * that fails.
 */
export function sessionFromSave(
  data: unknown,
): { ok: true; session: Session } | { ok: false; message: string } {
  const parsed = sessionSaveSchema.safeParse(data);
  if (!parsed.success) return { ok: false, message: describeIssues(parsed.error) };
  try {
    const { start, log, undone, campaign, control, practice } = parsed.data;
    const session = replaySession(start, log, undone);
    return {
      ok: true,
      session: {
        ...session,
        ...(campaign ? { campaign } : {}),
        ...(control ? { control } : {}),
        ...(practice ? { practice } : {}),
      },
    };
  } catch (error) {
    return { ok: false, message: (error as Error).message };
  }
}
