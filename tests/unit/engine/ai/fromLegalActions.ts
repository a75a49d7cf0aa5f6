import { expect } from 'vitest';
import type { Action } from '../../../../engine/game/actions.ts';
import type { GameState } from '../../../../engine/game/gameState.ts';
import { legalActions } from '../../../../engine/game/legalActions.ts';

/**
 * Issue 14: a level returns only actions from legalActions, not merely ones the engine would take:
 * the action is one of those listed for the character it is for.
 */
export function expectFromLegalActions(state: GameState, action: Action): void {
  const who = (action as { who?: string }).who;
  expect(who, `${action.type} names no character`).toBeDefined();
  expect(legalActions(state, who!).actions).toContainEqual(action);
}
