import type { Faction } from '../rules/factions.ts';
import type { RulesOptions } from '../rules/rulesOptions.ts';
import { barrierOnHorizontal, barrierOnVertical, indexMap, type MapIndex } from './mapIndex.ts';
import { segmentsTouch } from './segments.ts';
import type { GameMap } from '../model/map.ts';

/** The eight steps, clockwise from east. Bit d of a square's mask blocks the step in direction d. */
export const DIRECTION_X = [1, 1, 0, -1, -1, -1, 0, 1] as const;
export const DIRECTION_Y = [0, 1, 1, 1, 0, -1, -1, -1] as const;

export interface MovementIndex {
  readonly index: MapIndex;
  /** M2: bit d set when the step from the square in direction d crosses a wall, closed door or window. */
  readonly blocked: Uint8Array;
  /**
   * For the searches: bit d set when the step in direction d can never be taken, whoever moves —
   * it leaves the map, enters cover (G2) or crosses a barrier (M2).
   */
  readonly impassable: Uint8Array;
  /** The index offset of a step in each direction: dx + dy × width. */
  readonly offset: Int32Array;
  /** Each square's column and row, so the searches never divide. */
  readonly column: Int16Array;
  readonly row: Int16Array;
  /** rank × 2 + passage: a step between squares with the same value is always level ground. */
  readonly level: Int32Array;
  /**
   * Scratch for the searches, stamped per call so nothing is cleared between calls. For findPath,
   * `state` holds 2 × generation once a square is seen and 2 × generation + 1 once it is closed.
   */
  readonly state: Int32Array;
  readonly seen: Uint32Array;
  readonly cost: Int32Array;
  readonly damage: Int32Array;
  readonly parent: Int32Array;
  readonly occupiedBy: Int8Array;
  readonly occupiedStamp: Uint32Array;
  generation: number;
}

export function movementIndex(map: GameMap): MovementIndex {
  const index = indexMap(map);
  if (!index.movement) index.movement = buildMovement(index);
  return index.movement as MovementIndex;
}

export function nextGeneration(m: MovementIndex): number {
  m.generation += 1;
  // findPath marks squares with 2 × generation + 1, which must stay within an Int32.
  if (m.generation === 0x3fffffff) {
    m.seen.fill(0);
    m.state.fill(0);
    m.occupiedStamp.fill(0);
    m.generation = 1;
  }
  return m.generation;
}

/**
 * M2 (house): a step may not cross a wall, a closed door or a window; a diagonal step is also
 * blocked when any of them lies on either two-step orthogonal route around its corner (whatever
 * stands in those two squares). A step "crosses" a barrier when the segment between the two
 * squares' centres touches it, as for LOS (G3).
 */
function buildMovement(index: MapIndex): MovementIndex {
  const { w, h } = index;
  const blocked = new Uint8Array(w * h);
  /**
   * Whether the step between two adjacent squares' centres touches a barrier: the grid-line wall
   * or door where it crosses a grid line (an edge midpoint for a straight step, the corner vertex
   * for a diagonal), or an irregular barrier or window filed under the squares it passes.
   */
  const crosses = (ax: number, ay: number, bx: number, by: number, cells: number[]): boolean => {
    if (ax !== bx && ay !== by) {
      if (barrierOnVertical(index, Math.max(ax, bx), Math.max(ay, by), true) !== -1) return true;
    } else if (ax !== bx) {
      if (barrierOnVertical(index, Math.max(ax, bx), ay + 0.5, true) !== -1) return true;
    } else if (barrierOnHorizontal(index, ax + 0.5, Math.max(ay, by), true) !== -1) {
      return true;
    }
    const sx = ax + 0.5;
    const sy = ay + 0.5;
    const ex = bx + 0.5;
    const ey = by + 0.5;
    for (const cell of cells) {
      for (let k = index.cellStart[cell]!; k < index.cellStart[cell + 1]!; k++) {
        const b = index.cellBarriers[k]!;
        const o = b * 4;
        // Irregular walls, closed doors and windows all bar movement (open doors are not filed).
        if (
          segmentsTouch(
            sx,
            sy,
            ex,
            ey,
            index.barrierXY[o]!,
            index.barrierXY[o + 1]!,
            index.barrierXY[o + 2]!,
            index.barrierXY[o + 3]!,
          )
        ) {
          return true;
        }
      }
    }
    return false;
  };
  const cellOf = (x: number, y: number) => y * w + x;
  const setBoth = (x: number, y: number, d: number) => {
    blocked[cellOf(x, y)]! |= 1 << d;
    blocked[cellOf(x + DIRECTION_X[d]!, y + DIRECTION_Y[d]!)]! |= 1 << ((d + 4) % 8);
  };
  // Orthogonal steps east (0) and south (2), then diagonals south-east (1) and south-west (3);
  // the other four directions are the same steps taken backwards.
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (x + 1 < w && crosses(x, y, x + 1, y, [cellOf(x, y), cellOf(x + 1, y)])) setBoth(x, y, 0);
      if (y + 1 < h && crosses(x, y, x, y + 1, [cellOf(x, y), cellOf(x, y + 1)])) setBoth(x, y, 2);
    }
  }
  const edgeBlocked = (x: number, y: number, d: number) =>
    (blocked[cellOf(x, y)]! & (1 << d)) !== 0;
  for (let y = 0; y + 1 < h; y++) {
    for (let x = 0; x < w; x++) {
      for (const d of [1, 3]) {
        const nx = x + DIRECTION_X[d]!;
        if (nx < 0 || nx >= w) continue;
        const sx = DIRECTION_X[d]!;
        const horizontal = sx > 0 ? 0 : 4;
        // Route one: sideways, then down. Route two: down, then sideways.
        const routeBlocked =
          edgeBlocked(x, y, horizontal) ||
          edgeBlocked(nx, y, 2) ||
          edgeBlocked(x, y, 2) ||
          edgeBlocked(x, y + 1, horizontal);
        const around = [cellOf(x, y), cellOf(nx, y), cellOf(x, y + 1), cellOf(nx, y + 1)];
        if (routeBlocked || crosses(x, y, nx, y + 1, around)) setBoth(x, y, d);
      }
    }
  }
  const n = w * h;
  const impassable = new Uint8Array(n);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let mask = blocked[cellOf(x, y)]!;
      for (let d = 0; d < 8; d++) {
        const nx = x + DIRECTION_X[d]!;
        const ny = y + DIRECTION_Y[d]!;
        if (nx < 0 || ny < 0 || nx >= w || ny >= h || index.cover[cellOf(nx, ny)]! >= 0)
          mask |= 1 << d;
      }
      impassable[cellOf(x, y)] = mask;
    }
  }
  return {
    index,
    blocked,
    impassable,
    level: Int32Array.from({ length: n }, (_, i) => index.rank[i]! * 2 + index.passage[i]!),
    state: new Int32Array(n),
    offset: Int32Array.from(DIRECTION_X, (dx, d) => dx + DIRECTION_Y[d]! * w),
    column: Int16Array.from({ length: n }, (_, i) => i % w),
    row: Int16Array.from({ length: n }, (_, i) => Math.floor(i / w)),
    seen: new Uint32Array(n),
    cost: new Int32Array(n),
    damage: new Int32Array(n),
    parent: new Int32Array(n),
    occupiedBy: new Int8Array(n),
    occupiedStamp: new Uint32Array(n),
    generation: 0,
  };
}

/** Who is moving: where from, how far, and what changes the climbing and jumping rules. */
export interface MovingUnit {
  at: readonly [number, number];
  /** M1: base + Speed purchases + Speed chips. */
  speed: number;
  /** B4: Acrobat takes no jump damage. */
  traits?: readonly string[];
  /** B5: Phantoms may step up one rank without a passage. */
  faction?: Faction;
}

export interface OtherUnit {
  at: readonly [number, number];
  side: 'ally' | 'enemy';
}

export const OCCUPIED_NONE = 0;
export const OCCUPIED_ALLY = 1;
export const OCCUPIED_ENEMY = 2;

/** Marks the other units' squares for this search generation. */
export function markOccupied(
  m: MovementIndex,
  others: readonly OtherUnit[],
  generation: number,
): void {
  for (const other of others) {
    const cell = other.at[1] * m.index.w + other.at[0];
    m.occupiedStamp[cell] = generation;
    m.occupiedBy[cell] = other.side === 'enemy' ? OCCUPIED_ENEMY : OCCUPIED_ALLY;
  }
}

export function occupantOf(m: MovementIndex, cell: number, generation: number): number {
  return m.occupiedStamp[cell] === generation ? m.occupiedBy[cell]! : OCCUPIED_NONE;
}

/** The climbing and jumping rules that depend on who moves. */
export interface ClimbRules {
  canClimbWithoutPassage: boolean;
  maxStepUp: number;
  acrobat: boolean;
}

export function climbRulesFor(unit: MovingUnit, options: RulesOptions): ClimbRules {
  const bonus = unit.faction ? options.factionBonuses[unit.faction] : undefined;
  return {
    canClimbWithoutPassage: bonus?.stepUpWithoutPassage ?? false,
    maxStepUp: options.maxStepUpRanks,
    acrobat:
      options.acrobatIgnoresJumpDamage &&
      (unit.traits ?? []).some((t) => t.toLowerCase() === 'acrobat'),
  };
}

/**
 * E3/E4 for one step between adjacent squares: −1 when the step is a climb the rules forbid
 * (no_passage), else the jump damage it deals (0 for level steps, climbs and walks down stairs).
 *  - E3: up one rank only from or onto a passage (Phantoms: without one); two ranks never.
 *  - E3: one rank down from or onto a passage is a walk.
 *  - E4: any other step down is a jump: 1 damage per rank dropped (Acrobat: none).
 */
export function climbOutcome(index: MapIndex, from: number, to: number, rules: ClimbRules): number {
  const rise = index.rank[to]! - index.rank[from]!;
  if (rise === 0) return 0;
  const viaPassage = index.passage[from] === 1 || index.passage[to] === 1;
  if (rise > 0) {
    if (rise > rules.maxStepUp) return -1;
    return viaPassage || rules.canClimbWithoutPassage ? 0 : -1;
  }
  const drop = -rise;
  if (drop === 1 && viaPassage) return 0;
  return rules.acrobat ? 0 : drop;
}
