import type { Combatant, GameState } from './gameState.ts';
import { withCombatant } from './combatantShape.ts';
import { withState } from './stateShape.ts';
import { shuffle, type RngState } from './rng.ts';

/**
 * K1, K4: draws until the hand holds `upTo` cards. When the deck runs out, the discard pile is
 * shuffled into a new deck with the seeded generator (K4), so the draw is reproducible. Returns the
 * combatant, the generator after any shuffle, and how many reshuffles happened.
 */
export function drawUpTo(
  combatant: Combatant,
  upTo: number,
  rng: RngState,
): { combatant: Combatant; rng: RngState; reshuffles: number; drawn: number } {
  let deck = combatant.deck;
  let discard = combatant.discard;
  const hand = [...combatant.hand];
  let current = rng;
  let reshuffles = 0;
  let drawn = 0;
  // The deck's top is its last card; `top` counts the cards still in it, so the deck is cut once
  // at the end instead of copied for every card drawn.
  let top = deck.length;
  while (hand.length < upTo) {
    if (top === 0) {
      if (discard.length === 0) break;
      [deck, current] = shuffle(current, discard);
      discard = [];
      top = deck.length;
      reshuffles += 1;
    }
    top -= 1;
    hand.push(deck[top]!);
    drawn += 1;
  }
  if (top < deck.length) deck = deck.slice(0, top);
  return {
    combatant: withCombatant(combatant, { deck, hand, discard }),
    rng: current,
    reshuffles,
    drawn,
  };
}

/** K4: a card leaves the hand for the discard pile. */
export function discardFromHand(combatant: Combatant, card: string): Combatant {
  return withCombatant(combatant, {
    hand: without(combatant.hand, card),
    discard: [...combatant.discard, card],
  });
}

/** R2: a card leaves the hand to stay in play, its track starting next turn. */
export function putInPlay(combatant: Combatant, card: string, turns: number): Combatant {
  return withCombatant(combatant, {
    hand: without(combatant.hand, card),
    inPlay: [...combatant.inPlay, { card, turnsLeft: turns, active: false }],
  });
}

/** K5: deck + hand + discard + cards in play — always 12. */
export function cardCount(combatant: Combatant): number {
  return (
    combatant.deck.length +
    combatant.hand.length +
    combatant.discard.length +
    combatant.inPlay.length
  );
}

export function updateCombatant(state: GameState, combatant: Combatant): GameState {
  if (!Object.hasOwn(state.combatants, combatant.id))
    throw new Error(`updateCombatant: "${combatant.id}" is not in this encounter`);
  // Copied key by key in the record's order rather than spread: every record then grows along
  // the same chain of hidden classes, so all share one, where spread copies of records of
  // several classes took the engine's slow path (measured for issue 9). The keys are the
  // record's own ids, never "__proto__" (model/safeId.ts), so the assignments only define them.
  const combatants: GameState['combatants'] = {};
  for (const id in state.combatants)
    combatants[id] = id === combatant.id ? combatant : state.combatants[id]!;
  return withState(state, { combatants });
}

function without(list: readonly string[], item: string): string[] {
  const at = list.indexOf(item);
  return at === -1 ? [...list] : [...list.slice(0, at), ...list.slice(at + 1)];
}
