import type { TexasToken } from '../../../../../engine/modes/texas-shootout/placement.ts';

/** A token for a test: its square, then only the stats the test cares about (the rest mid-range). */
export function token(
  name: string,
  side: TexasToken['side'],
  row: TexasToken['row'],
  col: number,
  stats: Partial<Pick<TexasToken, 'armor' | 'health' | 'range' | 'dm'>> = {},
): TexasToken {
  return { name, side, row, col, armor: 2, health: 3, range: 3, dm: 2, ...stats };
}
