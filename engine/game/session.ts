import type { TableControl } from './tableControl.ts';
import type { CampaignPlay } from '../model/campaign.ts';
import type { PracticePlay } from '../model/practiceRecord.ts';
import type { Action } from './actions.ts';
import { applyAction } from './applyAction.ts';
import { isDecisionStart } from './decisions.ts';
import type { GameState } from './gameState.ts';
import type { GameEvent } from './outcome.ts';
import type { Rejection } from './rejection.ts';

/**
 * A game session: the start state and every accepted action since (DESIGN.md). The current state
 * is always replay(start, log), so undo is exact by construction (shuffles come from the seeded
 * generator in state).
 *
 * Undo and redo move by **decision** (Excalidraw's captureUpdate): a move is one, and so is an
 * attack with its defence and every step shown after it (decisions.ts says where one starts).
 * To stay fast on long sessions, undo replays from the nearest checkpoint instead of the start.
 */
export interface Session {
  readonly start: GameState;
  readonly log: readonly Action[];
  /** What each logged action did, in words: `events[i]` belongs to `log[i]`. */
  readonly events: readonly (readonly GameEvent[])[];
  /** Actions undone, oldest first, for redo; cleared by any new action. */
  readonly undone: readonly Action[];
  readonly current: GameState;
  /** The indexes in `log` where a decision starts, ascending; 0 first when the log is not empty. */
  readonly decisions: readonly number[];
  /** States after some prefixes of the log, oldest first (see CHECKPOINT_EVERY). */
  readonly checkpoints: readonly Checkpoint[];
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

export interface Checkpoint {
  /** The state after `log.slice(0, at)`. */
  readonly at: number;
  readonly state: GameState;
}

/**
 * A checkpoint is kept every this many actions, and after every action that changed the map (a
 * door). A toggle is patched into the index of the map before it (grid/mapEdits.ts), which needs
 * that map's index; replaying from the checkpoint after the last door starts on the current map,
 * whose index is always cached, instead of on an older map whose index may have left the cache.
 */
export const CHECKPOINT_EVERY = 32;

export function startSession(start: GameState, campaign?: CampaignPlay): Session {
  return {
    start,
    log: [],
    events: [],
    undone: [],
    current: start,
    decisions: [],
    checkpoints: [],
    ...(campaign ? { campaign } : {}),
  };
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

/** Applies an action; a new action clears redo. */
export function act(session: Session, action: Action): SessionResult {
  const result = applyAction(session.current, action);
  if (!result.ok) return result;
  return {
    ok: true,
    session: { ...appended(session, action, result.events, result.state), undone: [] },
    events: result.events,
  };
}

/** The session with one more accepted action, and a checkpoint after it when one is due. */
function appended(
  session: Session,
  action: Action,
  events: readonly GameEvent[],
  state: GameState,
): Session {
  const log = [...session.log, action];
  const due = log.length % CHECKPOINT_EVERY === 0 || state.map !== session.current.map;
  const starts = session.log.length === 0 || isDecisionStart(session.current, action);
  return {
    ...session,
    log,
    decisions: starts ? [...session.decisions, session.log.length] : session.decisions,
    events: [...session.events, events],
    current: state,
    checkpoints: due ? [...session.checkpoints, { at: log.length, state }] : session.checkpoints,
  };
}

/** Steps back one decision. */
export function undo(session: Session): Session | null {
  const at = session.decisions[session.decisions.length - 1];
  if (at === undefined) return null;
  return {
    ...session,
    log: session.log.slice(0, at),
    decisions: session.decisions.slice(0, -1),
    events: session.events.slice(0, at),
    undone: [...session.log.slice(at), ...session.undone],
    current: stateAfter(session, at),
    checkpoints: session.checkpoints.filter((c) => c.at <= at),
  };
}

/** Puts back the decision undo took last: its first action, and every step that belongs to it. */
export function redo(session: Session): Session | null {
  if (session.undone.length === 0) return null;
  let next = session;
  let taken = 0;
  do {
    const action = session.undone[taken]!;
    const result = applyAction(next.current, action);
    if (!result.ok) return taken === 0 ? null : { ...next, undone: session.undone.slice(taken) };
    next = appended(next, action, result.events, result.state);
    taken += 1;
  } while (taken < session.undone.length && !isDecisionStart(next.current, session.undone[taken]!));
  return { ...next, undone: session.undone.slice(taken) };
}

/** The state after the first `at` actions of the log, replayed from the nearest checkpoint. */
export function stateAfter(session: Session, at: number): GameState {
  if (at === session.log.length) return session.current;
  let from: Checkpoint = { at: 0, state: session.start };
  for (const checkpoint of session.checkpoints) {
    if (checkpoint.at > at) break;
    from = checkpoint;
  }
  return replay(from.state, session.log.slice(from.at, at), from.at);
}

/**
 * Replays a log from a start state. Every action was accepted once, so a refusal now means the log
 * does not belong to this start (or the rules changed): that is an error, never a silent skip.
 * `offset` numbers the actions in the error as the whole log does.
 */
export function replay(start: GameState, log: readonly Action[], offset = 0): GameState {
  let state = start;
  log.forEach((action, i) => {
    const result = applyAction(state, action);
    if (!result.ok)
      throw new Error(
        `replay: action ${offset + i + 1} (${action.type}) was refused: ${result.message}`,
      );
    state = result.state;
  });
  return state;
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
  let session = startSession(start);
  log.forEach((action, i) => {
    const result = applyAction(session.current, action);
    if (!result.ok)
      throw new Error(`replay: action ${i + 1} (${action.type}) was refused: ${result.message}`);
    session = appended(session, action, result.events, result.state);
  });
  return { ...session, undone };
}
