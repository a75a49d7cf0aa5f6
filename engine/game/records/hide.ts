import { z } from 'zod';
import { squareName } from '../../grid/squareName.ts';
import type { ActionRecord } from '../actionRecord.ts';
import { withCombatant } from '../combatantShape.ts';
import { updateCombatant } from '../deck.ts';
import { isLit, posseSightOf } from '../fogSight.ts';
import type { GameState } from '../gameState.ts';
import { type ActionResult, accepted } from '../outcome.ts';
import { reject } from '../rejection.ts';
import { BETWEEN_STEPS } from './betweenSteps.ts';

/**
 * The Dealer hides an NPC from the players' view (an ambush, issue 11), or reveals one. The
 * rules still apply to it; it is revealed by itself when it attacks, is attacked, or blocks a move.
 */
const schema = z.object({ type: z.literal('HIDE'), combatant: z.string() });

export type HideAction = z.output<typeof schema>;

/** The Dealer's form for HIDE, with the bounds the engine accepts. */
export interface HideTemplate {
  type: HideAction['type'];
  /** Issue 11: the NPCs the Dealer may hide (those on the players' view). */
  combatants: readonly string[];
}

/** Issue 11: the Dealer hides an NPC from the players' view (an ambush); the rules still apply. */
export const HIDE: ActionRecord<typeof schema, HideTemplate> = {
  schema,
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

/**
 * HIDE, when hidden NPCs the posse sees are revealed by themselves: an NPC in the posse's sight
 * cannot hide, or it would be revealed the same moment; the refusal says how to set the ambush.
 */
export function hideOutOfSight(state: GameState, action: HideAction): ActionResult {
  const c = state.combatants[action.combatant]!;
  if (state.fog.autoReveal && c.side === 'npc' && !c.hidden && isLit(posseSightOf(state), c.at))
    return reject(
      'invalid_action',
      `The posse sees ${c.name} at ${squareName(c.at)}: hide an NPC out of its sight, or untick "Reveal hidden NPCs the posse sees".`,
    );
  return hide(state, action);
}

/**
 * Hidden NPCs (issue 11): an ambush the Dealer sets. A hidden NPC is in the game like any other,
 * and the rules apply to it, but the players' view (publicView) leaves it out until it is
 * revealed: by the Dealer, or by the rules the moment it matters to the posse (it attacks, is
 * attacked, or stands in a mover's way), so no attack step or refusal can speak of it unrevealed.
 */

/** The Dealer hides an NPC. Player characters are the posse's own: they never hide from it. */
export function hide(state: GameState, action: HideAction): ActionResult {
  const c = state.combatants[action.combatant]!;
  if (c.side !== 'npc')
    return reject(
      'invalid_action',
      `${c.name} is a player character: only the Dealer's NPCs hide from the players.`,
    );
  if (c.hidden) return reject('invalid_action', `${c.name} is already hidden.`);
  return accepted(updateCombatant(state, withCombatant(c, { hidden: true })), [
    {
      who: c.id,
      text: `The Dealer hides ${c.name} at ${squareName(c.at)}: off the players' view until revealed.`,
    },
  ]);
}
