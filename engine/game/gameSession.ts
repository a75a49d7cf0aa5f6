import type { GameDef, Refused, TypedAction } from './gameDef.ts';

/**
 * A session of any game (issue 37, item 2): the start state and every accepted action since
 * (DESIGN.md). The current state is always the replay of the log from the start, so undo is exact
 * by construction (each game's shuffles and dice come from the seeded generator in its state).
 *
 * Undo and redo move by **decision** (Excalidraw's captureUpdate), as the game's definition says
 * where one starts: a skirmish attack with its defence and every step shown after it, a Texas
 * Shootout placement with the end of the turn it closed, a Finger Guns round with the hand fixes
 * after it. To stay fast on long sessions, undo replays from the nearest checkpoint.
 */
export interface GameSession<S, A extends TypedAction, E> {
  readonly start: S;
  readonly log: readonly A[];
  /** What each logged action did, in words: `events[i]` belongs to `log[i]`. */
  readonly events: readonly (readonly E[])[];
  /** Actions undone, oldest first, for redo; cleared by any new action. */
  readonly undone: readonly A[];
  readonly current: S;
  /** The indexes in `log` where a decision starts, ascending. */
  readonly decisions: readonly number[];
  /** States after some prefixes of the log, oldest first (see CHECKPOINT_EVERY). */
  readonly checkpoints: readonly Checkpoint<S>[];
}

export interface Checkpoint<S> {
  /** The state after `log.slice(0, at)`. */
  readonly at: number;
  readonly state: S;
}

/** A checkpoint is kept every this many actions, and wherever the game asks for one. */
export const CHECKPOINT_EVERY = 32;

/**
 * A log that does not replay from its start: the action, its place (0-based) and the rules'
 * refusal. Its message names the action as the skirmish's replay always has; each save kind
 * words it for its own list from the fields.
 */
export class ReplayError extends Error {
  constructor(
    readonly index: number,
    readonly action: TypedAction,
    readonly reason: string,
  ) {
    super(`replay: action ${index + 1} (${action.type}) was refused: ${reason}`);
    this.name = 'ReplayError';
  }
}

export function beginSession<S, A extends TypedAction, E>(start: S): GameSession<S, A, E> {
  return { start, log: [], events: [], undone: [], current: start, decisions: [], checkpoints: [] };
}

export type Played<T, E, R extends Refused = Refused> =
  { ok: true; session: T; events: readonly E[] } | R;

/** Applies an action through the game's gate; a new action clears redo. */
export function play<
  S,
  A extends TypedAction,
  E,
  R extends Refused,
  T extends GameSession<S, A, E>,
>(def: GameDef<S, A, E, R>, session: T, action: A): Played<T, E, R> {
  const verdict = def.apply(session.current, action);
  if (!verdict.ok) return verdict;
  const next = appended(def, session, action, verdict.events, verdict.state);
  return { ok: true, session: { ...next, undone: [] }, events: verdict.events };
}

/** The session with one more accepted action, and a checkpoint after it when one is due. */
function appended<S, A extends TypedAction, E, T extends GameSession<S, A, E>>(
  def: GameDef<S, A, E, Refused>,
  session: T,
  action: A,
  events: readonly E[],
  state: S,
): T {
  const before = session.current;
  const log = [...session.log, action];
  const due =
    log.length % CHECKPOINT_EVERY === 0 || (def.checkpointAfter?.(before, state) ?? false);
  const first = session.log.length === 0 && def.firstActionStartsDecision;
  const starts = first || def.startsDecision(before, action, state);
  return {
    ...session,
    log,
    decisions: starts ? [...session.decisions, session.log.length] : session.decisions,
    events: [...session.events, events],
    current: state,
    checkpoints: due ? [...session.checkpoints, { at: log.length, state }] : session.checkpoints,
  };
}

/** Steps back one decision, or null when there is none to take back. */
export function undoDecision<S, A extends TypedAction, E, T extends GameSession<S, A, E>>(
  def: GameDef<S, A, E, Refused>,
  session: T,
): T | null {
  const at = session.decisions[session.decisions.length - 1];
  if (at === undefined) return null;
  return {
    ...session,
    log: session.log.slice(0, at),
    decisions: session.decisions.slice(0, -1),
    events: session.events.slice(0, at),
    undone: [...session.log.slice(at), ...session.undone],
    current: stateAfter(def, session, at),
    checkpoints: session.checkpoints.filter((c) => c.at <= at),
  };
}

/**
 * Steps back one decision, then on back over every session `stepOver` says nobody decided: one
 * that waits on the computer is no step of a person's (the screen would only have the computer
 * play again). Null when there is nothing to take back.
 */
export function undoUntil<S, A extends TypedAction, E, T extends GameSession<S, A, E>>(
  def: GameDef<S, A, E, Refused>,
  session: T,
  stepOver: (session: T) => boolean,
): T | null {
  return stepRepeatedly(session, (s) => undoDecision(def, s), stepOver);
}

/** Puts back a decision, then the ones `stepOver` says came with it (the computer's answers). */
export function redoUntil<S, A extends TypedAction, E, T extends GameSession<S, A, E>>(
  def: GameDef<S, A, E, Refused>,
  session: T,
  stepOver: (session: T) => boolean,
): T | null {
  return stepRepeatedly(session, (s) => redoDecision(def, s), stepOver);
}

function stepRepeatedly<T>(
  session: T,
  step: (session: T) => T | null,
  stepOver: (session: T) => boolean,
): T | null {
  let moved = step(session);
  while (moved && stepOver(moved)) {
    const further = step(moved);
    if (!further) break;
    moved = further;
  }
  return moved;
}

/** Puts back the decision undo took last: its first action, and every step that belongs to it. */
export function redoDecision<S, A extends TypedAction, E, T extends GameSession<S, A, E>>(
  def: GameDef<S, A, E, Refused>,
  session: T,
): T | null {
  let next = session;
  let taken = 0;
  while (taken < session.undone.length) {
    const action = session.undone[taken]!;
    const verdict = def.apply(next.current, action);
    if (!verdict.ok) break;
    // The next undone action opens a decision of its own: this one is whole.
    if (taken > 0 && def.startsDecision(next.current, action, verdict.state)) break;
    next = appended(def, next, action, verdict.events, verdict.state);
    taken += 1;
  }
  if (taken === 0) return null;
  return { ...next, undone: session.undone.slice(taken) };
}

/** The state after the first `at` actions of the log, replayed from the nearest checkpoint. */
export function stateAfter<S, A extends TypedAction, E>(
  def: GameDef<S, A, E, Refused>,
  session: GameSession<S, A, E>,
  at: number,
): S {
  if (at === session.log.length) return session.current;
  let from: Checkpoint<S> = { at: 0, state: session.start };
  for (const checkpoint of session.checkpoints) {
    if (checkpoint.at > at) break;
    from = checkpoint;
  }
  return replayLog(def, from.state, session.log.slice(from.at, at), from.at);
}

/**
 * Replays a log from a start state. Every action was accepted once, so a refusal now means the log
 * does not belong to this start (or the rules changed): a ReplayError, never a silent skip.
 * `offset` numbers the actions in the error as the whole log does.
 */
export function replayLog<S, A extends TypedAction, E>(
  def: GameDef<S, A, E, Refused>,
  start: S,
  log: readonly A[],
  offset = 0,
): S {
  let state = start;
  log.forEach((action, i) => {
    const verdict = def.apply(state, action);
    if (!verdict.ok) throw new ReplayError(offset + i, action, verdict.message);
    state = verdict.state;
  });
  return state;
}

/**
 * A session rebuilt from its start and log, with the events, decisions and checkpoints that
 * playing it made: what loading a save does. Throws a ReplayError on an action the log cannot apply.
 */
export function rebuildSession<S, A extends TypedAction, E>(
  def: GameDef<S, A, E, Refused>,
  start: S,
  log: readonly A[],
  undone: readonly A[] = [],
): GameSession<S, A, E> {
  let session = beginSession<S, A, E>(start);
  log.forEach((action, i) => {
    const verdict = def.apply(session.current, action);
    if (!verdict.ok) throw new ReplayError(i, action, verdict.message);
    session = appended(def, session, action, verdict.events, verdict.state);
  });
  return { ...session, undone };
}
