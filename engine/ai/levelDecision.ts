import { easyLevel } from './easyLevel.ts';
import { actionWords } from './actionWords.ts';
import { HARD_BUDGET, hardJudgement, type HardJudgement } from './hardLevel.ts';
import { normalDecision, type Decision } from './normalLevel.ts';
import type { SideView } from './sideView.ts';
import type { LevelName } from '../model/computerLevel.ts';

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
  const judged = hardJudgement(view, seed, playouts);
  if (!judged) return null;
  const { action } = judged;
  // The normal level's reason when the look-ahead agrees with it, since it names the figures.
  const greedy = normalDecision(view);
  if (greedy && JSON.stringify(greedy.action) === JSON.stringify(action))
    return {
      action,
      why: judged.how === 'only' ? greedy.why : `${greedy.why}; ${playouts} playouts agree`,
    };
  return { action, why: hardWhy(view, judged, playouts, greedy) };
}

/** What the look-ahead found, in words: the choice, against the normal level's own pick. */
function hardWhy(
  view: SideView,
  judged: HardJudgement,
  playouts: number,
  greedy: Decision | null,
): string {
  const chosen = actionWords(view.state, judged.action);
  const instead = greedy ? ` rather than ${actionWords(view.state, greedy.action)}` : '';
  if (judged.how === 'only') return `${chosen}: the only choice worth weighing`;
  if (judged.how === 'tie')
    return `looks ahead ${playouts} playouts, which cannot tell its best choices apart, so ends nearest the enemy: ${chosen}${instead}`;
  const by = judged.gain > 0.05 ? `, by ${judged.gain.toFixed(1)} standing points on average` : '';
  return `looks ahead ${playouts} playouts: ${chosen} leaves its side better off${instead}${by}`;
}

/**
 * The seed of the computer's decision at this point of a game: the table's own seed and how far
 * the game has gone, so a replay or a resumed table decides the same, and no two points share one.
 */
export function decisionSeed(tableSeed: number, logLength: number): number {
  return (Math.imul(tableSeed ^ 0x9e3779b9, 31) + logLength * 0x85ebca6b) >>> 0;
}
