import { actionSchema, type Action } from './actions.ts';

import type { GameState } from './gameState.ts';

import { describeIssues } from '../model/describeIssues.ts';

import type { ActionResult, GameEvent } from './outcome.ts';

import { gate } from './actionGate.ts';

import { recordOf } from './actionRegistry.ts';

import { settle } from './progress.ts';

import { reject } from './rejection.ts';

/**
 * The game's one reducer (DESIGN.md): the action gate first decides whether the action fits what
 * the game is waiting for (actionGate.ts); then its record applies it, judging it against the
 * machines and the rules. Returns the new state with what happened, or a rejection with a reason code and a
 * sentence for people. Pure: the same state and action always give the same result.
 */
export function applyAction(state: GameState, action: Action): ActionResult {
  const refused = gate(state, action);
  if (refused) return refused;
  const result = dispatch(state, action);
  if (!result.ok) return result;
  const events: GameEvent[] = [...result.events];
  return { ok: true, state: settle(result.state, events), events };
}

/** Validates an action that arrived as data (from the bridge or a saved log) before applying it. */
export function applyUntrustedAction(state: GameState, raw: unknown): ActionResult {
  const parsed = actionSchema.safeParse(raw);
  if (!parsed.success)
    return reject('invalid_action', `The action is malformed: ${describeIssues(parsed.error)}`);
  return applyAction(state, parsed.data);
}

/** The action's own record applies it (actionRegistry.ts). */
function dispatch(state: GameState, action: Action): ActionResult {
  return recordOf(action.type).apply(state, action);
}
