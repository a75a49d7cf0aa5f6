import type { TableControl } from './tableControl.ts';
import type { CampaignPlay } from '../model/campaign.ts';
import type { PracticePlay } from '../model/practiceRecord.ts';
import type { Action } from './actions.ts';
import type { GameState } from './gameState.ts';
import {
  beginSession,
  play,
  rebuildSession,
  redoDecision,
  replayLog,
  stateAfter as stateAfterIn,
  undoDecision,
  type GameSession,
} from './gameSession.ts';
import type { GameEvent } from './outcome.ts';
import type { Rejection } from './rejection.ts';
import { SKIRMISH } from './skirmishGame.ts';

export { CHECKPOINT_EVERY, type Checkpoint } from './gameSession.ts';

/**
 * A skirmish session: the one session of every game (gameSession.ts) over the skirmish's
 * definition, with what a skirmish table also keeps: its campaign, its seating of people and
 * computer players, its practice, and the notes its log opens with.
 */
export interface Session extends GameSession<GameState, Action, GameEvent> {
  /** The campaign encounter this table plays, if it plays one: its end writes back there. */
  readonly campaign?: CampaignPlay;
  /**
   * Who plays each side or character, people or the computer at a level (issue 14, item 2); none
   * is every character played by people. Not an action: changing it is never undone.
   */
  readonly control?: TableControl;
  /**
   * The practice this table plays, if it was started from Practice (issue 14, item 3): its end is
   * added to the practice record, once.
   */
  readonly practice?: PracticePlay;
  /**
   * What the log opens with, before any action's lines: how a newer version changed the rules
   * this session was saved under (a migration's words, issue 36). None for a session begun here.
   */
  readonly notes?: readonly string[];
}

export function startSession(start: GameState, campaign?: CampaignPlay): Session {
  return { ...beginSession(start), ...(campaign ? { campaign } : {}) };
}

/** The session with its seating of people and computer players set (issue 14, item 2). */
export function withControl(session: Session, control: TableControl): Session {
  return { ...session, control };
}

/** The session remembered as a practice, so its end joins the practice record (issue 14). */
export function withPractice(session: Session, practice: PracticePlay): Session {
  return { ...session, practice };
}

export type SessionResult = { ok: true; session: Session; events: GameEvent[] } | Rejection;

/**
 * Applies an action; a new action clears redo. A refusal is the gate's Rejection itself, with its
 * reason code, as the skirmish's screens and bridge read it.
 */
export function act(session: Session, action: Action): SessionResult {
  const played = play(SKIRMISH, session, action);
  if (!played.ok) return played;
  return { ok: true, session: played.session, events: [...played.events] };
}

/** Steps back one decision. */
export function undo(session: Session): Session | null {
  return undoDecision(SKIRMISH, session);
}

/** Puts back the decision undo took last: its first action, and every step that belongs to it. */
export function redo(session: Session): Session | null {
  return redoDecision(SKIRMISH, session);
}

/** The state after the first `at` actions of the log, replayed from the nearest checkpoint. */
export function stateAfter(session: Session, at: number): GameState {
  return stateAfterIn(SKIRMISH, session, at);
}

/** Replays a log from a start state; a refusal throws (gameSession.ts, replayLog). */
export function replay(start: GameState, log: readonly Action[], offset = 0): GameState {
  return replayLog(SKIRMISH, start, log, offset);
}

/**
 * A session rebuilt from its start and log, with the events and checkpoints that playing it made:
 * what loading a save does. Throws, as replay does, on an action the log cannot apply.
 */
export function replaySession(
  start: GameState,
  log: readonly Action[],
  undone: readonly Action[] = [],
): Session {
  return rebuildSession(SKIRMISH, start, log, undone);
}
