import type { Square } from '../model/geometry.ts';
import type { GameMap } from '../model/map.ts';
import { DEFAULT_RULES_OPTIONS, type RulesOptions } from '../rules/rulesOptions.ts';
import { StepQueue } from './stepQueue.ts';
import {
  OCCUPIED_ENEMY,
  climbOutcome,
  climbRulesFor,
  markOccupied,
  occupantOf,
  type MovingUnit,
  type OtherUnit,
} from './stepRules.ts';
import { movementIndex, nextGeneration, type MovementIndex } from './movementIndex.ts';
import { STEP_COST } from '../rules/movement.ts';

export interface PathResult {
  /** The squares entered, in order (the start is not repeated). */
  path: Square[];
  cost: number;
  jumpDamage: number;
}

/**
 * The cheapest legal path (M1–M3, E3, E4) from the unit to `to`, or null when there is none: A*
 * on the step rules validateMove checks, with the Chebyshev distance as heuristic (every step
 * costs the same, so it never overestimates), over a bucket queue (stepQueue.ts). Among equally
 * short paths it takes the one with the least jump damage. The unit's Speed does not limit the search; compare `cost` with it.
 */
export function findPath(
  map: GameMap,
  unit: MovingUnit,
  others: readonly OtherUnit[],
  to: Square,
  options: RulesOptions = DEFAULT_RULES_OPTIONS,
): PathResult | null {
  const m = movementIndex(map);
  const { index, impassable, offset, column, row, parent } = m;
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
  const step = STEP_COST;
  const { occupiedStamp, occupiedBy, damage, level } = m;
  const marks = marksFor(w * h, step);
  const base = markBase;
  // With nobody else on the map (a plain route query) no square can be an enemy's.
  const blockers = others.length > 0;
  const queue = sharedQueue;
  queue.reset();
  marks[start] = base;
  damage[start] = 0;
  parent[start] = -1;
  queue.push(start, 0, 0);
  // The hot loop: everything inlined, typed arrays only (measured by the astar-200 benchmark).
  for (let cell = queue.pop(); cell !== -1; cell = queue.pop()) {
    const held = marks[cell]! - base;
    if ((held & 1) !== 0) continue;
    marks[cell] = base + held + 1;
    if (cell === goal) return unwind(m, start, goal, w, held >> 1);
    // Neighbours are queued with the step straight towards the goal last, so that among equally
    // short paths (every step costs the same) the search keeps heading for the goal and the path
    // shown to the table runs straight rather than zigzagging. The set of paths is unchanged.
    const cx = column[cell]!;
    const cy = row[cell]!;
    // (sign dy + 1) × 3 + sign dx + 1 towards the goal, by comparisons (cheaper than Math.sign).
    const toward = (cy < gy ? 6 : cy > gy ? 0 : 3) + (cx < gx ? 2 : cx > gx ? 0 : 1);
    const first = (GOAL_DIRECTION[toward]! + 1) & 7;
    const free = ~impassable[cell]! & 0xff;
    let open = ((free >> first) | (free << (8 - first))) & 0xff;
    const steps = (held >> 1) + step;
    const twice = 2 * steps;
    const hurt = damage[cell]!;
    const cellLevel = level[cell]!;
    while (open !== 0) {
      const bit = open & -open;
      open ^= bit;
      const next = cell + offset[(31 - Math.clz32(bit) + first) & 7]!;
      const mark = marks[next]! - base;
      // Closed, or seen by a shorter way: most neighbours end here, before the climb is read.
      if (mark >= 0 && ((mark & 1) !== 0 || mark < twice)) continue;
      let total = hurt;
      if (level[next] !== cellLevel) {
        const outcome = climbOutcome(index, cell, next, rules);
        if (outcome < 0) continue;
        total += outcome;
      }
      if (mark === twice && total >= damage[next]!) continue;
      if (blockers && occupiedStamp[next] === generation && occupiedBy[next] === OCCUPIED_ENEMY)
        continue;
      marks[next] = base + twice;
      damage[next] = total;
      parent[next] = cell;
      const nx = column[next]!;
      const ny = row[next]!;
      const ddx = nx > gx ? nx - gx : gx - nx;
      const ddy = ny > gy ? ny - gy : gy - ny;
      queue.push(next, steps + (ddx > ddy ? ddx : ddy) * step, total);
    }
  }
  return null;
}

/** The direction index (stepRules' clockwise-from-east order) of a step by (sign dx, sign dy). */
const GOAL_DIRECTION = [5, 6, 7, 4, 0, 0, 3, 2, 1] as const;

/** One queue reused by every search: searches never overlap (they are synchronous). */
const sharedQueue = new StepQueue();

function unwind(
  m: MovementIndex,
  start: number,
  goal: number,
  w: number,
  cost: number,
): PathResult {
  const path: Square[] = [];
  for (let cell = goal; cell !== start; cell = m.parent[cell]!) {
    const x = cell % w;
    path.push([x, (cell - x) / w]);
  }
  path.reverse();
  return { path, cost, jumpDamage: m.damage[goal]! };
}

/**
 * What the search knows of each square, in one number read once per neighbour: below markBase,
 * not seen in this search; else markBase + 2 × steps of the best way found, + 1 once closed.
 * Kept between searches and never cleared: each search starts its base above every mark the last
 * one can have written.
 */
let marks = new Int32Array(0);
let markBase = 0;
let markLimit = 0;

function marksFor(squares: number, step: number): Int32Array {
  // No way is longer than every square once: 2 × steps + 1 stays below base + span.
  const span = 2 * squares * step + 2;
  if (marks.length < squares) {
    marks = new Int32Array(squares);
    markLimit = 0;
  }
  markBase = markLimit + 1;
  if (markBase + span > 0x7fffffff) {
    marks.fill(0);
    markBase = 1;
  }
  markLimit = markBase + span;
  return marks;
}
