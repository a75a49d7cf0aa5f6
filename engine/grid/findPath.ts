import type { Square } from '../model/geometry.ts';
import type { GameMap } from '../model/map.ts';
import { DEFAULT_RULES_OPTIONS, type RulesOptions } from '../rules/rulesOptions.ts';
import {
  DIRECTION_X,
  DIRECTION_Y,
  OCCUPIED_ENEMY,
  climbOutcome,
  climbRulesFor,
  markOccupied,
  movementIndex,
  nextGeneration,
  occupantOf,
  type MovingUnit,
  type OtherUnit,
} from './stepRules.ts';

export interface PathResult {
  /** The squares entered, in order (the start is not repeated). */
  path: Square[];
  cost: number;
  jumpDamage: number;
}

/**
 * Paths are ranked by movement cost first and jump damage second: one score, cost × 2^20 + damage.
 * A whole 200×200 map cannot drop more than 2^20 ranks, so the order is exact.
 */
const COST_WEIGHT = 1 << 20;

/**
 * The cheapest legal path (M1–M3, E3, E4) from the unit to `to`, or null when there is none: A*
 * on the step rules validateMove checks, with the Chebyshev distance as heuristic (every step
 * costs the same, so it never overestimates). Among equally short paths it takes the one with the
 * least jump damage. The unit's Speed does not limit the search; compare `cost` with it.
 */
export function findPath(
  map: GameMap,
  unit: MovingUnit,
  others: readonly OtherUnit[],
  to: Square,
  options: RulesOptions = DEFAULT_RULES_OPTIONS,
): PathResult | null {
  const m = movementIndex(map);
  const { index, blocked, seen, closed, score, parent } = m;
  const { w, h, cover } = index;
  const [gx, gy] = to;
  if (gx < 0 || gy < 0 || gx >= w || gy >= h) return null;
  const generation = nextGeneration(m);
  markOccupied(m, others, generation);
  const goal = gy * w + gx;
  const start = unit.at[1] * w + unit.at[0];
  if (goal === start) return { path: [], cost: 0, jumpDamage: 0 };
  if (cover[goal]! >= 0 || occupantOf(m, goal, generation) !== 0) return null;
  const rules = climbRulesFor(unit, options);
  const stepScore = options.stepCost * COST_WEIGHT;
  const heuristic = (cell: number) => {
    const x = cell % w;
    const y = (cell - x) / w;
    return Math.max(Math.abs(x - gx), Math.abs(y - gy)) * stepScore;
  };
  const heap = new MinHeap();
  seen[start] = generation;
  score[start] = 0;
  parent[start] = -1;
  heap.push(start, heuristic(start));
  while (heap.size > 0) {
    const cell = heap.pop();
    if (closed[cell] === generation) continue;
    closed[cell] = generation;
    if (cell === goal) return unwind(m, start, goal, w, options.stepCost, COST_WEIGHT);
    const x = cell % w;
    const y = (cell - x) / w;
    const mask = blocked[cell]!;
    const base = score[cell]!;
    for (let d = 0; d < 8; d++) {
      if ((mask & (1 << d)) !== 0) continue;
      const nx = x + DIRECTION_X[d]!;
      const ny = y + DIRECTION_Y[d]!;
      if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
      const next = ny * w + nx;
      if (closed[next] === generation || cover[next]! >= 0) continue;
      const occupant = occupantOf(m, next, generation);
      if (occupant === OCCUPIED_ENEMY) continue;
      const outcome = climbOutcome(index, cell, next, rules);
      if (outcome < 0) continue;
      const g = base + stepScore + outcome;
      if (seen[next] === generation && g >= score[next]!) continue;
      seen[next] = generation;
      score[next] = g;
      parent[next] = cell;
      heap.push(next, g + heuristic(next));
    }
  }
  return null;
}

function unwind(
  m: ReturnType<typeof movementIndex>,
  start: number,
  goal: number,
  w: number,
  stepCost: number,
  weight: number,
): PathResult {
  const path: Square[] = [];
  for (let cell = goal; cell !== start; cell = m.parent[cell]!) {
    const x = cell % w;
    path.push([x, (cell - x) / w]);
  }
  path.reverse();
  const total = m.score[goal]!;
  const steps = Math.floor(total / (stepCost * weight));
  return { path, cost: steps * stepCost, jumpDamage: total - steps * stepCost * weight };
}

/** A binary min-heap of square indices keyed by score, on growable typed arrays. */
class MinHeap {
  private items = new Int32Array(1024);
  private keys = new Float64Array(1024);
  size = 0;

  push(item: number, key: number): void {
    if (this.size === this.items.length) {
      const items = new Int32Array(this.size * 2);
      items.set(this.items);
      this.items = items;
      const keys = new Float64Array(this.size * 2);
      keys.set(this.keys);
      this.keys = keys;
    }
    let i = this.size++;
    const { items, keys } = this;
    while (i > 0) {
      const up = (i - 1) >> 1;
      if (keys[up]! <= key) break;
      items[i] = items[up]!;
      keys[i] = keys[up]!;
      i = up;
    }
    items[i] = item;
    keys[i] = key;
  }

  pop(): number {
    const { items, keys } = this;
    const top = items[0]!;
    const last = --this.size;
    const item = items[last]!;
    const key = keys[last]!;
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= last) break;
      if (child + 1 < last && keys[child + 1]! < keys[child]!) child += 1;
      if (keys[child]! >= key) break;
      items[i] = items[child]!;
      keys[i] = keys[child]!;
      i = child;
    }
    items[i] = item;
    keys[i] = key;
    return top;
  }
}
