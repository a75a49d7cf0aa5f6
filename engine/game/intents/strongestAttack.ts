import type { GameState } from '../gameState.ts';
import { attackOptions, type AttackWith } from './attackOptions.ts';

/**
 * A2: the strongest thing `who` can attack with now — the usable choice with the highest Attack,
 * the equipped weapon on a tie (it stays in play, A2, while a card is spent) — or null when there
 * is none. The table's "Strongest" choice and the computer opponents share it.
 */
export function strongestAttack(state: GameState, who: string): AttackWith | null {
  let best: AttackWith | null = null;
  for (const option of attackOptions(state, who).with) {
    if (option.disabled) continue;
    if (!best || option.attack > best.attack) best = option;
  }
  return best;
}
