import type { Side } from '../../../../engine/ai/sideView.ts';
import type { GameState } from '../../../../engine/game/gameState.ts';
import { createRng, shuffle } from '../../../../engine/game/rng.ts';

/**
 * The same game with what `side` cannot see changed: the other side's hands and decks dealt
 * again from the same cards, every deck's order shuffled, and another generator. The test of
 * "no level reads hidden cards" (issue 14) runs a level on both and expects the same decision.
 */
export function withHiddenCardsDealtAgain(state: GameState, side: Side, seed: number): GameState {
  let rng = createRng(seed);
  const combatants: GameState['combatants'] = {};
  for (const id in state.combatants) {
    const c = state.combatants[id]!;
    if (c.side === side) {
      let deck: string[];
      [deck, rng] = shuffle(rng, c.deck);
      combatants[id] = { ...c, deck };
    } else {
      let pool: string[];
      [pool, rng] = shuffle(rng, [...c.hand, ...c.deck]);
      combatants[id] = {
        ...c,
        hand: pool.slice(0, c.hand.length),
        deck: pool.slice(c.hand.length),
      };
    }
  }
  return { ...state, combatants, rng: { ...createRng(seed + 1), draws: state.rng.draws } };
}
