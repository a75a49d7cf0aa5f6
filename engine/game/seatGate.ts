import type { Action } from './actions.ts';
import { recordOf } from './actionRegistry.ts';
import type { GameState } from './gameState.ts';
import { publicView } from './publicView.ts';
import type { Seat, Viewer } from './viewer.ts';

/**
 * What a seat may send (issue 39, item 2: "a seat acts only for its own characters"): an action
 * its characters send, never the Dealer's, and naming no one the seat cannot see. Null when it
 * may, and the game's gate then judges it as it judges the Dealer's; else the refusal, in words
 * that name nothing hidden: a hidden NPC's id is refused exactly as an id nobody has, so a seat
 * cannot probe for one.
 */
export function seatRefusal(state: GameState, seat: Seat, action: Action): string | null {
  const record = recordOf(action.type);
  if (record.sender === 'dealer') return 'That is for the Dealer to do.';
  const seen = seenIds(state);
  for (const id of namedIds(action))
    if (!seen.has(id) && !seat.holds.includes(id)) return `There is no one called "${id}" here.`;
  const who = (action as { who?: string }).who;
  if (who === undefined || !seat.holds.includes(who))
    return 'This seat plays only its own characters.';
  return null;
}

/**
 * A refusal as a viewer may read it: the Dealer reads the gate's words; any other viewer reads
 * them unless they name a combatant it cannot see (an unseen NPC whose turn it is, say), and then
 * only that it cannot be done now.
 */
export function refusalFor(state: GameState, viewer: Viewer, message: string): string {
  if (viewer === 'dealer') return message;
  const seen = seenIds(state);
  const hidden = Object.values(state.combatants).filter(
    (c) => !seen.has(c.id) && !(viewer !== 'public' && viewer.holds.includes(c.id)),
  );
  return hidden.some((c) => message.includes(c.name) || message.includes(c.id))
    ? 'That cannot be done now.'
    : message;
}

/** The combatants the public sees: the ids a seat may name. */
function seenIds(state: GameState): Set<string> {
  return new Set(publicView(state).combatants.map((c) => c.id));
}

/** Every combatant id an action names: who acts, whom it targets, whom a fix is for. */
function namedIds(action: Action): string[] {
  const named = action as { who?: unknown; target?: unknown; combatant?: unknown };
  return [named.who, named.target, named.combatant].filter(
    (id): id is string => typeof id === 'string',
  );
}
