import { SIDES, type Side } from './board.ts';
import type { VictoryCounts } from './exchangeCards.ts';

/** TS8: a player wins with 10 cards in its victory pile. */
export const WINNING_PILE = 10;
/** TS8: a game is three rounds. */
export const ROUNDS = 3;

/**
 * TS8 house: the win is checked after each round's exchange. Sides at 10 or more win; if both
 * are, the one with more wins, and equal piles both win. [] when nobody has 10.
 */
export function winnersAtTen(victory: VictoryCounts): Side[] {
  const reached = SIDES.filter((s) => victory[s] >= WINNING_PILE);
  return mostCards(victory, reached);
}

/**
 * TS8: the winners after `round` (1-based): a side at 10 ends the game at once; after round 3 the
 * most victory cards wins, and ties share. `over` says whether the game has ended.
 */
export function winnersAfterRound(
  victory: VictoryCounts,
  round: number,
): { over: boolean; winners: Side[] } {
  const atTen = winnersAtTen(victory);
  if (atTen.length > 0) return { over: true, winners: atTen };
  if (round >= ROUNDS) return { over: true, winners: mostCards(victory, SIDES) };
  return { over: false, winners: [] };
}

function mostCards(victory: VictoryCounts, sides: readonly Side[]): Side[] {
  if (sides.length === 0) return [];
  const most = Math.max(...sides.map((s) => victory[s]));
  return sides.filter((s) => victory[s] === most);
}
