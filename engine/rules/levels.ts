/**
 * B1 (closed): Level Points by level 1–12, and Special Card Points gained at each level (+1, and +2
 * at levels 6 and 12), so 1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 14 in total.
 */
export const LEVEL_POINTS = [17, 19, 21, 23, 25, 27, 29, 31, 33, 35, 37, 40] as const;
export const SPECIAL_CARD_POINTS_GAINED = [1, 1, 1, 1, 1, 2, 1, 1, 1, 1, 1, 2] as const;

export const MIN_LEVEL = 1;
export const MAX_LEVEL = 12;

export function isLevel(level: number): boolean {
  return Number.isInteger(level) && level >= MIN_LEVEL && level <= MAX_LEVEL;
}

export function levelPoints(level: number): number {
  return LEVEL_POINTS[level - 1]!;
}

export function specialCardPoints(level: number): number {
  return SPECIAL_CARD_POINTS_GAINED.slice(0, level).reduce((sum, n) => sum + n, 0);
}

/** B1 (closed): starter tiers. */
export const STARTER_TIERS = { Minion: 3, '2nd Character': 5, 'Main Character': 8 } as const;
