import type { Side } from './board.ts';
import type { TexasToken } from './placement.ts';

/**
 * TS3: shooters nearest the barrier go first, starting on the youngest player's (A's) side, left to
 * right. House order: A's row 1, B's row 1, A's row 2, B's row 2, each by ascending column.
 */
export function initiativeOrder<T extends Pick<TexasToken, 'side' | 'row' | 'col'>>(
  tokens: readonly T[],
): T[] {
  const sideRank: Record<Side, number> = { A: 0, B: 1 };
  return [...tokens].sort(
    (a, b) => a.row - b.row || sideRank[a.side] - sideRank[b.side] || a.col - b.col,
  );
}
