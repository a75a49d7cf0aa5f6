import { squareName } from '../../grid/squareName.ts';
import type { Action } from '../actions.ts';
import { isLit, posseSightOf } from '../fogSight.ts';
import type { FogMode } from '../fogState.ts';
import type { GameState } from '../gameState.ts';
import { accepted, type ActionResult } from '../outcome.ts';
import { reject } from '../rejection.ts';
import { withState } from '../stateShape.ts';
import { hide } from './hiding.ts';

type Of<T extends Action['type']> = Extract<Action, { type: T }>;

const MODE_WORDS: Record<FogMode, string> = {
  off: 'off: the players see the whole map',
  live: 'live: the players see only what the posse sees now',
  explored: 'explored: the players see what the posse sees, and what it has seen dimmed',
};

/**
 * The Dealer sets the fog of war (issue 11): its mode and, when given, whether hidden NPCs the
 * posse sees are revealed by themselves. The explored set is kept whatever the mode: turning the
 * fog off and on again forgets nothing the posse saw. The settle step then lights what the posse
 * sees (fogSettle.ts).
 */
export function setFog(state: GameState, action: Of<'SET_FOG'>): ActionResult {
  const autoReveal = action.autoReveal ?? state.fog.autoReveal;
  if (action.mode === state.fog.mode && autoReveal === state.fog.autoReveal)
    return reject('invalid_action', `The fog of war is already ${action.mode}.`);
  const events = [];
  if (action.mode !== state.fog.mode)
    events.push({ text: `The Dealer sets the fog of war ${MODE_WORDS[action.mode]}.` });
  if (autoReveal !== state.fog.autoReveal)
    events.push({
      text: autoReveal
        ? 'Hidden NPCs the posse sees are now revealed by themselves.'
        : 'Hidden NPCs stay hidden until the Dealer or the rules reveal them.',
    });
  return accepted(
    withState(state, { fog: { ...state.fog, mode: action.mode, autoReveal } }),
    events,
  );
}

/**
 * HIDE, when hidden NPCs the posse sees are revealed by themselves: an NPC in the posse's sight
 * cannot hide, or it would be revealed the same moment; the refusal says how to set the ambush.
 */
export function hideOutOfSight(state: GameState, action: Of<'HIDE'>): ActionResult {
  const c = state.combatants[action.combatant]!;
  if (state.fog.autoReveal && c.side === 'npc' && !c.hidden && isLit(posseSightOf(state), c.at))
    return reject(
      'invalid_action',
      `The posse sees ${c.name} at ${squareName(c.at)}: hide an NPC out of its sight, or untick "Reveal hidden NPCs the posse sees".`,
    );
  return hide(state, action);
}
