import type { GameMap } from '../model/map.ts';
import type { SquareRect } from './indexTables.ts';
import {
  BARRIER_OPEN_DOOR,
  barrierOnHorizontal,
  barrierOnVertical,
  type MapIndex,
} from './mapIndex.ts';
import { indexMap } from './indexCache.ts';
import { segmentsTouch } from './segments.ts';

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
   * Scratch for the searches, stamped per call so nothing is cleared between calls (findPath
   * keeps its own marks, findPath.ts). Shared by the movement indexes derived from one another by edits (searches never overlap),
   * with the generation counter in `search`.
   */
  readonly seen: Uint32Array;
  readonly cost: Int32Array;
  readonly damage: Int32Array;
  readonly parent: Int32Array;
  readonly occupiedBy: Int8Array;
  readonly occupiedStamp: Uint32Array;
  readonly search: { generation: number };
}

export function movementIndex(map: GameMap): MovementIndex {
  const index = indexMap(map);
  if (!index.movement) index.movement = buildMovement(index);
  return index.movement as MovementIndex;
}

export function nextGeneration(m: MovementIndex): number {
  const search = m.search;
  search.generation += 1;
  // The stamps are kept in Uint32Arrays: start again long before they could wrap.
  if (search.generation === 0x3fffffff) {
    m.seen.fill(0);
    m.occupiedStamp.fill(0);
    search.generation = 1;
  }
  return search.generation;
}

/**
 * Whether the step between two adjacent squares' centres touches a barrier: the grid-line wall
 * or door where it crosses a grid line (an edge midpoint for a straight step, the corner vertex
 * for a diagonal), or an irregular barrier or window filed under the squares it passes.
 */
function crosses(
  index: MapIndex,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  cells: number[],
): boolean {
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
      // Irregular walls, closed doors and windows all bar movement; open doors do not (G3).
      if (index.barrierKind[b] === BARRIER_OPEN_DOOR) continue;
      const o = b * 4;
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
}

/**
 * M2 (house): a step may not cross a wall, a closed door or a window; a diagonal step is also
 * blocked when any of them lies on either two-step orthogonal route around its corner (whatever
 * stands in those two squares). A step "crosses" a barrier when the segment between the two
 * squares' centres touches it, as for LOS (G3).
 *
 * Each step is decided once, from its upper (or, for east, western) square: east (0) and south
 * (2) first, then the diagonals south-east (1) and south-west (3), which read the straight steps
 * around their corner; the other four directions are the same steps taken backwards. A rectangle
 * of squares is redone the same way after an edit (movementAfterEdit), so the two always agree.
 */
function decideStraight(index: MapIndex, blocked: Uint8Array, x: number, y: number): void {
  const { w, h } = index;
  const i = y * w + x;
  if (x + 1 < w) setStep(blocked, i, i + 1, 0, crosses(index, x, y, x + 1, y, [i, i + 1]));
  if (y + 1 < h) setStep(blocked, i, i + w, 2, crosses(index, x, y, x, y + 1, [i, i + w]));
}

function decideDiagonals(index: MapIndex, blocked: Uint8Array, x: number, y: number): void {
  const { w, h } = index;
  if (y + 1 >= h) return;
  const i = y * w + x;
  for (const d of [1, 3]) {
    const sx = DIRECTION_X[d]!;
    const nx = x + sx;
    if (nx < 0 || nx >= w) continue;
    const horizontal = sx > 0 ? 0 : 4;
    const side = i + sx;
    const below = i + w;
    // Route one: sideways, then down. Route two: down, then sideways.
    const routeBlocked =
      (blocked[i]! & (1 << horizontal)) !== 0 ||
      (blocked[side]! & (1 << 2)) !== 0 ||
      (blocked[i]! & (1 << 2)) !== 0 ||
      (blocked[below]! & (1 << horizontal)) !== 0;
    setStep(
      blocked,
      i,
      below + sx,
      d,
      routeBlocked || crosses(index, x, y, nx, y + 1, [i, side, below, below + sx]),
    );
  }
}

function setStep(blocked: Uint8Array, from: number, to: number, d: number, on: boolean): void {
  const back = (d + 4) & 7;
  if (on) {
    blocked[from]! |= 1 << d;
    blocked[to]! |= 1 << back;
  } else {
    blocked[from]! &= ~(1 << d);
    blocked[to]! &= ~(1 << back);
  }
}

/** The impassable mask of one square: its blocked steps, and those off the map or into cover. */
function impassableAt(index: MapIndex, blocked: Uint8Array, x: number, y: number): number {
  const { w, h, cover } = index;
  let mask = blocked[y * w + x]!;
  for (let d = 0; d < 8; d++) {
    const nx = x + DIRECTION_X[d]!;
    const ny = y + DIRECTION_Y[d]!;
    if (nx < 0 || ny < 0 || nx >= w || ny >= h || cover[ny * w + nx]! >= 0) mask |= 1 << d;
  }
  return mask;
}

/** The whole movement index of an indexed map, from scratch. */
export function buildMovement(index: MapIndex): MovementIndex {
  const { w, h } = index;
  const n = w * h;
  const blocked = new Uint8Array(n);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) decideStraight(index, blocked, x, y);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) decideDiagonals(index, blocked, x, y);
  const impassable = new Uint8Array(n);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) impassable[y * w + x] = impassableAt(index, blocked, x, y);
  return createMovement({
    index,
    blocked,
    impassable,
    level: Int32Array.from({ length: n }, (_, i) => index.rank[i]! * 2 + index.passage[i]!),
    offset: Int32Array.from(DIRECTION_X, (dx, d) => dx + DIRECTION_Y[d]! * w),
    column: Int16Array.from({ length: n }, (_, i) => i % w),
    row: Int16Array.from({ length: n }, (_, i) => Math.floor(i / w)),
    seen: new Uint32Array(n),
    cost: new Int32Array(n),
    damage: new Int32Array(n),
    parent: new Int32Array(n),
    occupiedBy: new Int8Array(n),
    occupiedStamp: new Uint32Array(n),
    search: { generation: 0 },
  });
}

/** Every movement index is made here, its fields in one order: one object shape for the searches. */
function createMovement(p: MovementIndex): MovementIndex {
  return {
    index: p.index,
    blocked: p.blocked,
    impassable: p.impassable,
    offset: p.offset,
    column: p.column,
    row: p.row,
    level: p.level,
    seen: p.seen,
    cost: p.cost,
    damage: p.damage,
    parent: p.parent,
    occupiedBy: p.occupiedBy,
    occupiedStamp: p.occupiedStamp,
    search: p.search,
  };
}

/**
 * The movement index of an edited map (its index derived by indexAfterEdit), from the one before
 * the edit: the steps starting in the edit's regions are decided again, every straight step before
 * any diagonal (which read them), and the masks around them refreshed. Ranks, passages and cover
 * do not change with doors and walls, so everything else is shared, the search scratch included.
 * An edit that touches most of the map is cheaper built whole.
 */
export function movementAfterEdit(
  prev: MovementIndex,
  index: MapIndex,
  regions: readonly SquareRect[],
): MovementIndex {
  const { w, h } = index;
  let area = 0;
  for (const [left, top, right, bottom] of regions) area += (right - left + 1) * (bottom - top + 1);
  if (area * 2 > w * h) {
    return createMovement({ ...buildMovement(index), ...scratchOf(prev) });
  }
  const blocked = prev.blocked.slice();
  const impassable = prev.impassable.slice();
  for (const [left, top, right, bottom] of regions) {
    for (let y = top; y <= bottom; y++)
      for (let x = left; x <= right; x++) decideStraight(index, blocked, x, y);
  }
  for (const [left, top, right, bottom] of regions) {
    for (let y = top; y <= bottom; y++)
      for (let x = left; x <= right; x++) decideDiagonals(index, blocked, x, y);
  }
  // A step decided in a region also marks the square at its other end, one square outside it.
  for (const [left, top, right, bottom] of regions) {
    for (let y = Math.max(0, top - 1); y <= Math.min(h - 1, bottom + 1); y++) {
      for (let x = Math.max(0, left - 1); x <= Math.min(w - 1, right + 1); x++)
        impassable[y * w + x] = impassableAt(index, blocked, x, y);
    }
  }
  return createMovement({ ...prev, index, blocked, impassable });
}

function scratchOf(m: MovementIndex) {
  const { seen, cost, damage, parent, occupiedBy, occupiedStamp, search } = m;
  return { seen, cost, damage, parent, occupiedBy, occupiedStamp, search };
}

/**
 * The movement index of a map whose squares changed but not its barriers (indexAfterSquareEdit):
 * no step's crossing changes, so `blocked` is shared; the touched squares' levels (rank and
 * passage) are read again, and the impassable masks of the touched squares and their neighbours
 * (a step into cover is impassable, G2). The search scratch is shared.
 */
export function movementAfterSquareEdit(
  prev: MovementIndex,
  index: MapIndex,
  cells: readonly number[],
): MovementIndex {
  const { w, h } = index;
  let level = prev.level;
  let impassable = prev.impassable;
  for (const c of cells) {
    const value = index.rank[c]! * 2 + index.passage[c]!;
    if (level[c] === value) continue;
    if (level === prev.level) level = level.slice();
    level[c] = value;
  }
  if (index.cover !== prev.index.cover) {
    for (const c of cells) {
      const cx = c % w;
      const cy = (c - cx) / w;
      for (let y = Math.max(0, cy - 1); y <= Math.min(h - 1, cy + 1); y++) {
        for (let x = Math.max(0, cx - 1); x <= Math.min(w - 1, cx + 1); x++) {
          const mask = impassableAt(index, prev.blocked, x, y);
          if (impassable[y * w + x] === mask) continue;
          if (impassable === prev.impassable) impassable = impassable.slice();
          impassable[y * w + x] = mask;
        }
      }
    }
  }
  return createMovement({ ...prev, index, level, impassable });
}
