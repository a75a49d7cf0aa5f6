import type { Action } from './actions.ts';
import type { GameState } from './gameState.ts';

/**
 * Undo's unit (Excalidraw's captureUpdate): whether `action`, applied to `state`, starts a new
 * decision, or carries on the one under way. An attack is one decision from its declaration to its
 * last shown step, the defence included; a check is one from the Dealer's call to its card. Every
 * other action is a decision of its own, the Dealer's fixes included (ADJUST_HP, AWARD_CHIP,
 * PLACE_TOKEN, SET_SEATING: the gate lets them in only between steps, never inside an attack or a
 * check, so each starts one). Read from the state, so a saved log needs no marks.
 */
export function isDecisionStart(state: GameState, action: Action): boolean {
  if (state.attack) return action.type !== 'DEFEND' && action.type !== 'CONTINUE';
  if (state.check?.flow.value === 'awaitingCard')
    return action.type !== 'PLAY_CHECK_CARD' && action.type !== 'CANCEL_CHECK';
  return true;
}
