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
import { movementIndex, nextGeneration } from './movementIndex.ts';
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
  const { index, impassable, offset, level, seen, cost, damage, occupiedStamp, occupiedBy } = m;
  const { w } = index;
  const generation = nextGeneration(m);
  markOccupied(m, others, generation);
  const rules = climbRulesFor(unit, options);
  const start = unit.at[1] * w + unit.at[0];
  seen[start] = generation;
  cost[start] = 0;
  damage[start] = 0;
  // Squares in the order reached, each ring of equal cost after the one before: the frontier of
  // a step is the stretch of the queue the step before appended.
  const reached = queueFor(w * index.h);
  reached[0] = start;
  let head = 0;
  let tail = 1;
  const maxSteps = Math.floor(unit.speed / STEP_COST);
  for (let step = 1; step <= maxSteps && head < tail; step++) {
    const steps = step * STEP_COST;
    const end = tail;
    for (; head < end; head++) {
      const cell = reached[head]!;
      // Off the map, into cover or across a barrier: never (impassable); the rest by the rules.
      let open = ~impassable[cell]! & 0xff;
      const hurt = damage[cell]!;
      while (open !== 0) {
        const bit = open & -open;
        open ^= bit;
        const to = cell + offset[31 - Math.clz32(bit)]!;
        if (occupiedStamp[to] === generation && occupiedBy[to] === OCCUPIED_ENEMY) continue;
        let total = hurt;
        if (level[to] !== level[cell]) {
          const outcome = climbOutcome(index, cell, to, rules);
          if (outcome < 0) continue;
          total += outcome;
        }
        if (seen[to] !== generation) {
          seen[to] = generation;
          cost[to] = steps;
          damage[to] = total;
          reached[tail++] = to;
        } else if (cost[to] === steps && total < damage[to]!) {
          damage[to] = total;
        }
      }
    }
  }
  const result: ReachableSquare[] = [];
  for (let k = 0; k < tail; k++) {
    const cell = reached[k]!;
    if (cell !== start && occupantOf(m, cell, generation) === OCCUPIED_ALLY) continue;
    const x = cell % w;
    result.push({ at: [x, (cell - x) / w], cost: cost[cell]!, jumpDamage: damage[cell]! });
  }
  return result;
}

let queue = new Int32Array(0);

/** One queue reused by every search (they are synchronous), grown to the largest map seen. */
function queueFor(squares: number): Int32Array {
  if (queue.length < squares) queue = new Int32Array(squares);
  return queue;
}
