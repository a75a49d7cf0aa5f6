import type { Action } from '../game/actions.ts';
import type { SideView } from './sideView.ts';

/**
 * A choice in the hard level's search tree (hardLevel.ts): the playouts through it and their
 * summed score, and, once grown, the same character's next decision after it (`next`: its
 * options, and the view they are judged in), or null when chance or another player comes next.
 */
export interface Branch {
  action: Action;
  score: number;
  played: number;
  next?: { view: SideView; options: Branch[] } | null;
}

/**
 * The option UCB1 picks at a node that has had `played` playouts (Auer et al. 2002, as MCTS's
 * UCT selects). Progressive widening: the options are ranked best first, and only the first
 * ⌊widening·√played⌋ (at least one) are open, so a small budget is not spread thin over options
 * that are seldom best. Of the open ones, the first not yet tried; else the best mean plus
 * `exploration`·√(ln n / nᵢ), n the playouts of the open options, nᵢ the option's own.
 */
export function ucbPick(
  options: readonly Branch[],
  played: number,
  exploration: number,
  widening: number,
): Branch {
  const open = Math.min(options.length, Math.max(1, Math.floor(widening * Math.sqrt(played))));
  let visits = 0;
  for (let i = 0; i < open; i++) {
    if (options[i]!.played === 0) return options[i]!;
    visits += options[i]!.played;
  }
  const log = Math.log(visits);
  let best = options[0]!;
  let bestValue = -Infinity;
  for (let i = 0; i < open; i++) {
    const o = options[i]!;
    const value = o.score / o.played + exploration * Math.sqrt(log / o.played);
    if (value > bestValue) [best, bestValue] = [o, value];
  }
  return best;
}
