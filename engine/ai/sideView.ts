import { withCombatant } from '../game/combatantShape.ts';
import type { Combatant, GameState } from '../game/gameState.ts';
import { createRng } from '../game/rng.ts';
import { withState } from '../game/stateShape.ts';
import type { GameMap } from '../model/map.ts';

export type Side = Combatant['side'];

/**
 * What one side may know of the game, for a computer player of that side (issue 14): the state
 * with every card that side has not seen put in a canonical order, so that two games that differ
 * only in what it cannot see give the very same view, and no decision can depend on the
 * difference.
 * - The other side's hand and deck are one pool to it (K1, K5: a hand is held closed): the pool is
 *   sorted, and the view deals the first cards of it as the hand, as many as the real hand holds.
 *   That hand is a stand-in, not a guess; `unseenCards` gives the pool, and a level that looks
 *   ahead deals its own samples from it (`dealUnseen`).
 * - Its own deck's order is unknown to it as well (K4: a shuffled deck): it knows which cards are
 *   left, not in which order, so its deck is sorted too.
 * - The generator's state would foretell every future shuffle (rng.ts), so it is replaced by a
 *   fixed one; only its count of draws, which the table sees in the log, is kept.
 * - The Dealer's notes are the Dealer's: the combatants', the table's and the map's (a map's
 *   notes may say where an ambush waits; the rules never read them).
 * Discard piles, cards in play, the attack under way and the board are public, as at the table.
 * Hidden NPCs stay in the view: the rules still see them (issue 11), and the NPC side's computer
 * player is the Dealer's.
 */
export interface SideView {
  side: Side;
  state: GameState;
}

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function sideView(state: GameState, side: Side): SideView {
  const combatants: GameState['combatants'] = {};
  for (const id in state.combatants) {
    const c = state.combatants[id]!;
    if (c.side === side) {
      combatants[id] = withCombatant(c, { deck: [...c.deck].sort(byId), notes: '' });
    } else {
      const pool = [...c.hand, ...c.deck].sort(byId);
      combatants[id] = withCombatant(c, {
        hand: pool.slice(0, c.hand.length),
        deck: pool.slice(c.hand.length),
        notes: '',
      });
    }
  }
  const rng = { ...createRng(0), draws: state.rng.draws };
  const map = withoutDealerNotes(state.map);
  return { side, state: withState(state, { combatants, rng, notes: '', map }) };
}

/**
 * The map without its Dealer's notes: one copy per map, so every view of one map shares it and the
 * indexes built for it (mapIndex.ts caches them by the map object); a map without notes is itself.
 */
const withoutNotes = new WeakMap<GameMap, GameMap>();
function withoutDealerNotes(map: GameMap): GameMap {
  if (map.dealerNotes === undefined) return map;
  let copy = withoutNotes.get(map);
  if (!copy) {
    copy = { ...map };
    delete copy.dealerNotes;
    withoutNotes.set(map, copy);
  }
  return copy;
}

/** The cards of `id` that the viewing side has not seen: for the other side, its hand and deck. */
export function unseenCards(view: SideView, id: string): readonly string[] {
  const c = view.state.combatants[id];
  if (!c || c.side === view.side) return [];
  return [...c.hand, ...c.deck];
}
