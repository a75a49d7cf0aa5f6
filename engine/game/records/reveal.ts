import { z } from 'zod';
import type { ActionRecord } from '../actionRecord.ts';
import type { GameState } from '../gameState.ts';
import { revealed } from '../handlers/hiding.ts';
import { type ActionResult, accepted } from '../outcome.ts';
import { reject } from '../rejection.ts';
import { BETWEEN_STEPS } from './betweenSteps.ts';

const schema = z.object({ type: z.literal('REVEAL'), combatant: z.string() });

export type RevealAction = z.output<typeof schema>;

/** The Dealer's form for REVEAL, with the bounds the engine accepts. */
export interface RevealTemplate {
  type: RevealAction['type'];
  /** Issue 11: the hidden NPCs the Dealer may reveal. */
  combatants: readonly string[];
}

/**
 * Issue 11: the Dealer reveals a hidden NPC. It is revealed by itself, too, when it attacks, is
 * attacked, or blocks a move.
 */
export const REVEAL: ActionRecord<typeof schema, RevealTemplate> = {
  schema,
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

/** The Dealer reveals a hidden NPC: it appears on the players' view where it stands. */
export function reveal(state: GameState, action: RevealAction): ActionResult {
  const c = state.combatants[action.combatant]!;
  if (!c.hidden) return reject('invalid_action', `${c.name} is not hidden.`);
  const { state: next, events } = revealed(state, [c.id], 'the Dealer reveals them');
  return accepted(next, events);
}
