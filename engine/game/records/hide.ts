import type { ActionRecord } from '../actionRecord.ts';
import { hideOutOfSight } from '../handlers/fog.ts';
import { BETWEEN_STEPS } from './betweenSteps.ts';

/** Issue 11: the Dealer hides an NPC from the players' view (an ambush); the rules still apply. */
export const HIDE: ActionRecord<'HIDE'> = {
  type: 'HIDE',
  allowedIn: BETWEEN_STEPS,
  sender: 'dealer',
  /** The NPCs on the players' view. */
  offer: ({ state }) => {
    const shown = Object.keys(state.combatants).filter(
      (id) => state.combatants[id]!.side === 'npc' && !state.combatants[id]!.hidden,
    );
    return { templates: shown.length > 0 ? [{ type: 'HIDE', combatants: shown }] : [] };
  },
  apply: hideOutOfSight,
};
