import type { Action } from './actions.ts';
import { applyAction } from './applyAction.ts';
import type { GameState } from './gameState.ts';
import type { GameEvent } from './outcome.ts';
import type { Rejection } from './rejection.ts';

/**
 * A game session: the start state and every accepted action since (DESIGN.md). The current state
 * is always replay(start, log); undo drops the last action and replays, so it is exact by
 * construction (shuffles come from the seeded generator in state). Redo re-applies what undo took.
 */
export interface Session {
  readonly start: GameState;
  readonly log: readonly Action[];
  /** Actions undone, most recent last, for redo; cleared by any new action. */
  readonly undone: readonly Action[];
  readonly current: GameState;
}

export function startSession(start: GameState): Session {
  return { start, log: [], undone: [], current: start };
}

export type SessionResult = { ok: true; session: Session; events: GameEvent[] } | Rejection;

export function act(session: Session, action: Action): SessionResult {
  const result = applyAction(session.current, action);
  if (!result.ok) return result;
  return {
    ok: true,
    session: { ...session, log: [...session.log, action], undone: [], current: result.state },
    events: result.events,
  };
}

export function undo(session: Session): Session | null {
  if (session.log.length === 0) return null;
  const log = session.log.slice(0, -1);
  return {
    ...session,
    log,
    undone: [...session.undone, session.log[session.log.length - 1]!],
    current: replay(session.start, log),
  };
}

export function redo(session: Session): Session | null {
  const action = session.undone[session.undone.length - 1];
  if (!action) return null;
  const result = applyAction(session.current, action);
  if (!result.ok) return null;
  return {
    ...session,
    log: [...session.log, action],
    undone: session.undone.slice(0, -1),
    current: result.state,
  };
}

/**
 * Replays a log from a start state. Every action was accepted once, so a refusal now means the log
 * does not belong to this start (or the rules changed): that is an error, never a silent skip.
 */
export function replay(start: GameState, log: readonly Action[]): GameState {
  let state = start;
  log.forEach((action, i) => {
    const result = applyAction(state, action);
    if (!result.ok)
      throw new Error(`replay: action ${i + 1} (${action.type}) was refused: ${result.message}`);
    state = result.state;
  });
  return state;
}
