import { withCombatant } from '../game/combatantShape.ts';
import type { GameState } from '../game/gameState.ts';
import { nextInt, shuffle, type RngState } from '../game/rng.ts';
import { withState } from '../game/stateShape.ts';
import type { SideView } from './sideView.ts';

/**
 * One possible game behind a side's view (issue 14, hard level: "samples the hidden cards from
 * those not seen"): each opponent's unseen pool shuffled and dealt into its hand and deck, the
 * side's own deck shuffled, and a generator of its own for the shuffles to come. Only cards the
 * view already holds are moved, so the sample is a game the rules allow, and applyAction plays it
 * like the real one. Returns the sample and the generator after it.
 */
export function dealUnseen(view: SideView, rng: RngState): [GameState, RngState] {
  let current = rng;
  const combatants: GameState['combatants'] = {};
  for (const id in view.state.combatants) {
    const c = view.state.combatants[id]!;
    if (c.side === view.side) {
      let deck: string[];
      [deck, current] = shuffle(current, c.deck);
      combatants[id] = withCombatant(c, { deck });
    } else {
      let pool: string[];
      [pool, current] = shuffle(current, [...c.hand, ...c.deck]);
      combatants[id] = withCombatant(c, {
        hand: pool.slice(0, c.hand.length),
        deck: pool.slice(c.hand.length),
      });
    }
  }
  const [future, after] = nextInt(current, 0x7fffffff);
  const state = withState(view.state, {
    combatants,
    rng: { seed: future, draws: view.state.rng.draws, state: future },
  });
  return [state, after];
}
