import type { Square } from '../model/geometry.ts';
import type { GameMap } from '../model/map.ts';
import { DEFAULT_RULES_OPTIONS, type RulesOptions } from '../rules/rulesOptions.ts';
import {
  OCCUPIED_ALLY,
  OCCUPIED_ENEMY,
  climbOutcome,
  climbRulesFor,
  markOccupied,
  occupantOf,
  type MovingUnit,
  type OtherUnit,
} from './stepRules.ts';
import { DIRECTION_X, DIRECTION_Y, movementIndex, nextGeneration } from './movementIndex.ts';
import { STEP_COST } from '../rules/movement.ts';

export interface ReachableSquare {
  at: Square;
  /** M1: squares of movement spent to get there. */
  cost: number;
  /** E4: the jump damage of the cheapest way there (the least, among equally cheap ways). */
  jumpDamage: number;
}

/**
 * Every square the unit can end its move on (its own square included, T3), with the cost and jump
 * damage of the cheapest legal way there, by the same step rules as validateMove. Allies' squares
 * are passed through but not listed (M2). A breadth-first search: every step costs the same.
 */
export function reachable(
  map: GameMap,
  unit: MovingUnit,
  others: readonly OtherUnit[],
  options: RulesOptions = DEFAULT_RULES_OPTIONS,
): ReachableSquare[] {
  const m = movementIndex(map);
  const { index, blocked, seen, cost, damage } = m;
  const { w, h, cover } = index;
  const generation = nextGeneration(m);
  markOccupied(m, others, generation);
  const rules = climbRulesFor(unit, options);
  const start = unit.at[1] * w + unit.at[0];
  seen[start] = generation;
  cost[start] = 0;
  damage[start] = 0;
  const reached = [start];
  let frontier = [start];
  const maxSteps = Math.floor(unit.speed / STEP_COST);
  for (let step = 1; step <= maxSteps && frontier.length > 0; step++) {
    const next: number[] = [];
    for (const cell of frontier) {
      const x = cell % w;
      const y = (cell - x) / w;
      const mask = blocked[cell]!;
      for (let d = 0; d < 8; d++) {
        if ((mask & (1 << d)) !== 0) continue;
        const nx = x + DIRECTION_X[d]!;
        const ny = y + DIRECTION_Y[d]!;
        if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
        const to = ny * w + nx;
        if (cover[to]! >= 0 || occupantOf(m, to, generation) === OCCUPIED_ENEMY) continue;
        const outcome = climbOutcome(index, cell, to, rules);
        if (outcome < 0) continue;
        const total = damage[cell]! + outcome;
        if (seen[to] !== generation) {
          seen[to] = generation;
          cost[to] = step * STEP_COST;
          damage[to] = total;
          next.push(to);
          reached.push(to);
        } else if (cost[to] === step * STEP_COST && total < damage[to]!) {
          damage[to] = total;
        }
      }
    }
    frontier = next;
  }
  const result: ReachableSquare[] = [];
  for (const cell of reached) {
    if (cell !== start && occupantOf(m, cell, generation) === OCCUPIED_ALLY) continue;
    const x = cell % w;
    result.push({ at: [x, (cell - x) / w], cost: cost[cell]!, jumpDamage: damage[cell]! });
  }
  return result;
}
