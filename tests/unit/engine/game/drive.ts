import { applyAction } from '../../../../engine/game/applyAction.ts';
import type { Action } from '../../../../engine/game/actions.ts';
import type { GameState } from '../../../../engine/game/gameState.ts';
import { CONTINUE } from '../../../../engine/game/records/continueAttack.ts';

/** Applies actions that must all be accepted; a refusal fails the test with its message. */
export function play(state: GameState, ...actions: Action[]): GameState {
  return actions.reduce((s, action) => {
    const result = applyAction(s, action);
    if (!result.ok) throw new Error(`${action.type} refused: ${result.reason}: ${result.message}`);
    return result.state;
  }, state);
}

/** The refusal of an action, which must be refused. */
export function refusal(state: GameState, action: Action) {
  const result = applyAction(state, action);
  if (result.ok) throw new Error(`${action.type} was accepted`);
  return result;
}

/**
 * Like play, but runs every attack through its shown steps (CONTINUE until resolved), as the
 * table does with its auto-advance preference on.
 */
export function playAuto(state: GameState, ...actions: Action[]): GameState {
  return actions.reduce((s, action) => {
    let next = play(s, action);
    while (next.attack && next.attack.flow.value !== 'awaitingDefense')
      next = play(next, { type: CONTINUE.type });
    return next;
  }, state);
}
