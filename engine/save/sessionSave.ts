import { z } from 'zod';
import { tableControlSchema } from '../game/tableControl.ts';
import { campaignPlaySchema } from '../model/campaign.ts';
import { boundedParse } from '../model/boundedParse.ts';
import { practicePlaySchema } from '../model/practiceRecord.ts';
import { actionSchema, type Action } from '../game/actions.ts';
import { applyAction } from '../game/applyAction.ts';
import { gameStateSchema, type GameState } from '../game/gameState.ts';
import { replaySession, type Session } from '../game/session.ts';
import { sessionLogFields } from '../game/sessionDocument.ts';

/**
 * A saved session (the session kind's data, version 3): the start state and the log; the current
 * state is their replay. Its version is the envelope's (saveDocument.ts, SAVE_KIND_VERSIONS); the
 * data carries none of its own since v2.
 */
export const sessionSaveSchema = z.object({
  start: gameStateSchema,
  ...sessionLogFields(actionSchema),
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
  /**
   * What the log opens with: how loading it in a newer version changed the rules it was saved
   * under (since v3, written by migrations/session/v2-to-v3.ts). None for most sessions.
   */
  notes: z.array(z.string().max(1000)).max(20).optional(),
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
  return boundedParse(sessionWithoutStartSchema, data, 'data');
}

export function sessionToSave(session: Session): SessionSave {
  return {
    start: session.start,
    log: [...session.log],
    undone: [...session.undone],
    ...(session.campaign ? { campaign: session.campaign } : {}),
    ...(session.control ? { control: session.control } : {}),
    ...(session.practice ? { practice: session.practice } : {}),
    ...(session.notes ? { notes: [...session.notes] } : {}),
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
  const parsed = boundedParse(sessionSaveSchema, data);
  if (!parsed.ok) return parsed;
  return replaySave(parsed.data);
}

/**
 * The session a validated save replays to, or the first action of its log that fails, in words:
 * the rules' refusal, or, should applying one ever throw, what it threw, named by its place.
 */
export function replaySave(
  save: SessionSave,
): { ok: true; session: Session } | { ok: false; message: string } {
  const { start, log, undone, campaign, control, practice, notes } = save;
  try {
    const session = replaySession(start, log, undone);
    return {
      ok: true,
      session: {
        ...session,
        ...(campaign ? { campaign } : {}),
        ...(control ? { control } : {}),
        ...(practice ? { practice } : {}),
        ...(notes ? { notes } : {}),
      },
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (message.startsWith('replay: ')) return { ok: false, message };
    // HD9: a sentence naming the action, never the raw error (a TypeError's words mean nothing to
    // the Dealer reading the library); the error itself is a bug in the engine, not in the save.
    const where = failingAction(start, log) ?? 'an action of its log';
    return {
      ok: false,
      message: `replay: ${where} could not be applied: the rules engine failed on it, which is a fault of the app, not of the save`,
    };
  }
}

/** The action of a log whose application throws, as `action 3 (MOVE)`; looked for on error only. */
function failingAction(start: GameState, log: readonly Action[]): string | undefined {
  let state = start;
  for (const [i, action] of log.entries()) {
    try {
      const result = applyAction(state, action);
      if (!result.ok) return undefined;
      state = result.state;
    } catch {
      return `action ${i + 1} (${action.type})`;
    }
  }
  return undefined;
}
