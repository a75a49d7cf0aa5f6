import type { ActionRecord } from '../actionRecord.ts';
import { FOG_MODES } from '../fogState.ts';
import { setFog } from '../handlers/fog.ts';
import { BETWEEN_STEPS } from './betweenSteps.ts';

/**
 * Issue 11: the Dealer sets the fog of war on the players' view: off, live or explored, and
 * whether hidden NPCs the posse sees are revealed by themselves.
 */
export const SET_FOG: ActionRecord<'SET_FOG'> = {
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
