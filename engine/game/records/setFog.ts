import { z } from 'zod';
import type { ActionRecord } from '../actionRecord.ts';
import { FOG_MODES, type FogMode } from '../fogState.ts';
import type { GameState } from '../gameState.ts';
import { type ActionResult, accepted } from '../outcome.ts';
import { reject } from '../rejection.ts';
import { withState } from '../stateShape.ts';
import { BETWEEN_STEPS } from './betweenSteps.ts';

/**
 * The Dealer sets the fog of war on the players' view (issue 11): off, live or explored, and
 * whether hidden NPCs the posse sees are revealed by themselves (kept as it is when left out).
 */
const schema = z.object({
  type: z.literal('SET_FOG'),
  mode: z.enum(FOG_MODES),
  autoReveal: z.boolean().optional(),
});

export type SetFogAction = z.output<typeof schema>;

/** The Dealer's form for SET_FOG, with the bounds the engine accepts. */
export interface SetFogTemplate {
  type: SetFogAction['type'];
  /** Issue 11: the fog of war's modes, and the fog as it is (any change of it is accepted). */
  modes: readonly FogMode[];
  mode: FogMode;
  autoReveal: boolean;
}

/**
 * Issue 11: the Dealer sets the fog of war on the players' view: off, live or explored, and
 * whether hidden NPCs the posse sees are revealed by themselves.
 */
export const SET_FOG: ActionRecord<typeof schema, SetFogTemplate> = {
  schema,
  type: 'SET_FOG',
  // Once the fight is over, too: the Dealer may show the players the whole map.
  allowedIn: [...BETWEEN_STEPS, 'over'],
  sender: 'dealer',
  /** The fog's modes, and the fog as it is (any change of it is accepted). */
  offer: ({ state }) => ({
    templates: [
      { type: 'SET_FOG', modes: FOG_MODES, mode: state.fog.mode, autoReveal: state.fog.autoReveal },
    ],
  }),
  apply: setFog,
};

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
export function setFog(state: GameState, action: SetFogAction): ActionResult {
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
