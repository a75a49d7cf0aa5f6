import type { Migration } from '../../migrate.ts';

/**
 * Finger Guns data v2 → v3 (issue 37): the game is kept as the one session document every game
 * has, its log with the actions undone that redo puts back (a v2 game kept no redo, so nothing is
 * undone), and its actions are named as every game's are, one record each: a round is
 * PLAY_ROUND, a hand fix of a tracker FIX_HEALTH. An entry that is not such an action is passed
 * on as it is, for validation to refuse in words.
 */
const RENAMED: Readonly<Record<string, string>> = { round: 'PLAY_ROUND', fix: 'FIX_HEALTH' };

export const fingerGunsV2ToV3: Migration = {
  from: 2,
  to: 3,
  migrate(data) {
    const log = Array.isArray(data.log) ? data.log.map(renamed) : data.log;
    return { ...data, log, undone: [] };
  },
};

function renamed(action: unknown): unknown {
  if (typeof action !== 'object' || action === null || !('type' in action)) return action;
  const type = RENAMED[String(action.type)];
  return type ? { ...action, type } : action;
}
