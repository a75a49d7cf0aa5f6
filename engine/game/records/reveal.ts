import type { ActionRecord } from '../actionRecord.ts';
import { reveal } from '../handlers/hiding.ts';
import { BETWEEN_STEPS } from './betweenSteps.ts';

/**
 * Issue 11: the Dealer reveals a hidden NPC. It is revealed by itself, too, when it attacks, is
 * attacked, or blocks a move.
 */
export const REVEAL: ActionRecord<'REVEAL'> = {
  type: 'REVEAL',
  allowedIn: BETWEEN_STEPS,
  sender: 'dealer',
  /** The hidden NPCs. */
  offer: ({ state }) => {
    const hidden = Object.keys(state.combatants).filter(
      (id) => state.combatants[id]!.side === 'npc' && state.combatants[id]!.hidden,
    );
    return { templates: hidden.length > 0 ? [{ type: 'REVEAL', combatants: hidden }] : [] };
  },
  apply: reveal,
};
