import type { Action } from './actions.ts';
import { recordOf } from './actionRegistry.ts';
import type { GameState } from './gameState.ts';

/**
 * Undo's unit (Excalidraw's captureUpdate): whether `action`, applied to `state`, starts a new
 * decision, or carries on the one under way. An attack is one decision from its declaration to its
 * last shown step, the defence included; a check is one from the Dealer's call to its card. Every
 * other action is a decision of its own, the Dealer's fixes included (the gate lets them in only
 * between steps, never inside an attack or a check, so each starts one). Each record says what it
 * carries on (`continues`). Read from the state, so a saved log needs no marks.
 */
export function isDecisionStart(state: GameState, action: Action): boolean {
  const continues = recordOf(action.type).continues;
  if (state.attack) return continues !== 'attack';
  if (state.check?.flow.value === 'awaitingCard') return continues !== 'check';
  return true;
}
