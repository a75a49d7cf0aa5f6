import type { Action } from '../game/actions.ts';

import { recordOf } from '../game/actionRegistry.ts';

import type { GameState } from '../game/gameState.ts';

/**
 * A computer's choice in a few words, for its "why" line (issue 14, item 2): "moving to D5",
 * "shooting Buster with Quick Shot", "opening the door", "ending the movement". Each action's
 * record words it; an action whose record has no words is called by its type, in lower case.
 */
export function actionWords(state: GameState, action: Action): string {
  const record = recordOf(action.type);
  return record.words?.(state, action) ?? action.type.toLowerCase().replaceAll('_', ' ');
}
