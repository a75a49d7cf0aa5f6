import type { Square } from '../model/geometry.ts';
import type { GameMap } from '../model/map.ts';
import { DEFAULT_RULES_OPTIONS, type RulesOptions } from '../rules/rulesOptions.ts';
import { coverName } from './coverName.ts';
import { squareName } from './squareName.ts';
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

export type MoveFailure = 'not_adjacent' | 'blocked' | 'occupied' | 'no_passage' | 'too_far';

export type MoveVerdict =
  | {
      legal: true;
      cost: number;
      jumpDamage: number;
      /** E4: the jump damage of each step, in path order (0 for a walk). */
      stepDamage: number[];
    }
  | { legal: false; reason: MoveFailure; step: number; square: Square; message: string };

/**
 * M1–M3, E3, E4: checks a path, the squares entered in order, for a unit. Steps are checked in
 * order and the first failure is returned; within a step: not adjacent, blocked (off the map, a
 * cover square, or a wall, closed door or window crossed, M2), occupied (an enemy; an ally on the
 * last square), no passage (E3), too far (M1). A legal move returns its cost and jump damage.
 */
export function validateMove(
  map: GameMap,
  unit: MovingUnit,
  others: readonly OtherUnit[],
  path: readonly Square[],
  options: RulesOptions = DEFAULT_RULES_OPTIONS,
): MoveVerdict {
  const m = movementIndex(map);
  const { index } = m;
  const { w, h } = index;
  const generation = nextGeneration(m);
  markOccupied(m, others, generation);
  const rules = climbRulesFor(unit, options);
  let [x, y] = unit.at;
  let cost = 0;
  let jumpDamage = 0;
  const stepDamage: number[] = [];
  const fail = (
    reason: MoveFailure,
    step: number,
    square: Square,
    message: string,
  ): MoveVerdict => ({
    legal: false,
    reason,
    step,
    square,
    message,
  });
  for (let step = 0; step < path.length; step++) {
    const square = path[step]!;
    const [nx, ny] = square;
    const dx = nx - x;
    const dy = ny - y;
    const name = onMapName(square, w, h);
    if (Math.max(Math.abs(dx), Math.abs(dy)) !== 1) {
      return fail('not_adjacent', step, square, `${name} is not next to ${squareName([x, y])}`);
    }
    if (nx < 0 || ny < 0 || nx >= w || ny >= h)
      return fail('blocked', step, square, `${name} is off the map`);
    const from = y * w + x;
    const to = ny * w + nx;
    if (index.cover[to]! >= 0) {
      return fail(
        'blocked',
        step,
        square,
        `${name} holds ${coverName(map.cover[index.cover[to]!]!)}; nobody stands in cover`,
      );
    }
    const direction = directionOf(dx, dy);
    if ((m.blocked[from]! & (1 << direction)) !== 0) {
      return fail(
        'blocked',
        step,
        square,
        `a wall, closed door or window is in the way from ${squareName([x, y])} to ${name}`,
      );
    }
    const occupant = occupantOf(m, to, generation);
    if (occupant === OCCUPIED_ENEMY)
      return fail('occupied', step, square, `an enemy stands on ${name}`);
    if (occupant === OCCUPIED_ALLY && step === path.length - 1) {
      return fail(
        'occupied',
        step,
        square,
        `an ally stands on ${name}; allies can be passed, not shared`,
      );
    }
    const outcome = climbOutcome(index, from, to, rules);
    if (outcome < 0) {
      return fail(
        'no_passage',
        step,
        square,
        `${name} is higher up; the only way up is a passage (stairs or ladder)`,
      );
    }
    if (cost + STEP_COST > unit.speed) {
      // Named by the square the path ends on (the one clicked), not the first step past the
      // movement left: "L11 is beyond Speed 6" for a click on O11 read as a different square.
      const end = onMapName(path[path.length - 1]!, w, h);
      const left = `${unit.speed} square${unit.speed === 1 ? '' : 's'} of movement ${unit.speed === 1 ? 'is' : 'are'} left`;
      return fail(
        'too_far',
        step,
        square,
        `${end} takes ${path.length} squares to reach, and ${left}`,
      );
    }
    cost += STEP_COST;
    jumpDamage += outcome;
    stepDamage.push(outcome);
    x = nx;
    y = ny;
  }
  return { legal: true, cost, jumpDamage, stepDamage };
}

export function directionOf(dx: number, dy: number): number {
  for (let d = 0; d < 8; d++) if (DIRECTION_X[d] === dx && DIRECTION_Y[d] === dy) return d;
  throw new Error(`not a step: ${dx}, ${dy}`);
}

function onMapName(square: Square, w: number, h: number): string {
  const [x, y] = square;
  return x >= 0 && y >= 0 && x < w && y < h ? squareName(square) : `[${x}, ${y}]`;
}
