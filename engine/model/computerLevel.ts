/** The computer's three levels (issue 14, item 1), weakest first. */
export const LEVEL_NAMES = ['easy', 'normal', 'hard'] as const;
export type LevelName = (typeof LEVEL_NAMES)[number];
