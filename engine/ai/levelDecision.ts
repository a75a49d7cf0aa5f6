import { easyLevel } from './easyLevel.ts';
import { HARD_BUDGET, hardLevel } from './hardLevel.ts';
import { normalDecision, type Decision } from './normalLevel.ts';
import type { SideView } from './sideView.ts';
import type { LevelName } from './tableControl.ts';

/**
 * One decision by the computer at a level, with its "why" line for the table (issue 14, item 2):
 * the level's action for the view, or null when the view's side has nothing to decide. The same
 * view, seed and budget give the same decision on any machine; `budget` is the hard level's count
 * of playouts (HARD_BUDGET unless given), unused by the others.
 */
export function decideAt(
  level: LevelName,
  view: SideView,
  seed: number,
  budget?: number,
): Decision | null {
  if (level === 'normal') return normalDecision(view);
  if (level === 'easy') {
    const action = easyLevel(view, seed);
    return action
      ? { action, why: 'picks at random among the legal moves, leaning to shoot' }
      : null;
  }
  const playouts = budget ?? HARD_BUDGET;
  const action = hardLevel(view, seed, playouts);
  if (!action) return null;
  // The normal level's reason when the look-ahead agrees with it, since it names the figures.
  const greedy = normalDecision(view);
  const same = greedy && JSON.stringify(greedy.action) === JSON.stringify(action);
  return {
    action,
    why: same
      ? `${greedy.why}; ${playouts} playouts agree`
      : `looks ahead ${playouts} playouts: this leaves its side best off`,
  };
}

/**
 * The seed of the computer's decision at this point of a game: the table's own seed and how far
 * the game has gone, so a replay or a resumed table decides the same, and no two points share one.
 */
export function decisionSeed(tableSeed: number, logLength: number): number {
  return (Math.imul(tableSeed ^ 0x9e3779b9, 31) + logLength * 0x85ebca6b) >>> 0;
}
