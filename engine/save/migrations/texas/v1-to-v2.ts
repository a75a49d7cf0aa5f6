import type { Migration } from '../../migrate.ts';

/**
 * Texas Shootout data v1 → v2 (issue 37, item 2): the game is kept as the one session document
 * every game has, its log with the actions undone that redo puts back. A v1 game kept no redo,
 * so it has nothing undone; its seed, options, seats, log and clocks are as they were.
 */
export const texasV1ToV2: Migration = {
  from: 1,
  to: 2,
  migrate: (data) => ({ ...data, undone: [] }),
};
