import {
  emptyBox,
  forEachGridPosition,
  onGridLine,
  regionAround,
  type SquareRect,
  type TableKind,
} from './indexTables.ts';
import type { MapIndex } from './mapIndex.ts';

export type TableName = 'wallV' | 'wallH' | 'wallVertex' | 'anyV' | 'anyH' | 'anyVertex';
export const WALL_TABLES = ['wallV', 'wallH', 'wallVertex'] as const;
export const ANY_TABLES = ['anyV', 'anyH', 'anyVertex'] as const;

/**
 * An index being derived from the one before an edit (indexAfterEdit), shared by the steps that
 * patch it for the walls and the doors. Unchanged tables are still `prev`'s own arrays: a step
 * writes only through `writable`, which copies a table the first time it changes.
 */
export interface IndexPatch {
  readonly prev: MapIndex;
  readonly w: number;
  readonly h: number;
  readonly firstWall: number;
  /** How many barriers the edited map has, the last `added` of them the appended walls. */
  readonly count: number;
  readonly added: number;
  readonly barrierXY: Float64Array;
  readonly kinds: Uint8Array;
  readonly tables: Record<TableName, Int32Array>;
  readonly copied: Set<TableName>;
  /** The squares whose flags and steps the edit may change. */
  readonly regions: SquareRect[];
  // Positions a wall edit touched, and any-table positions waiting for a closed door to refill.
  readonly wallTouched: Set<number>[];
  readonly anyPending: Set<number>[];
  readonly anyBox: number[];
  cellStart: Int32Array;
  cellBarriers: Int32Array;
}

/** A patch of `prev` that has changed nothing yet. */
export function startPatch(
  prev: MapIndex,
  barrierXY: Float64Array,
  kinds: Uint8Array,
  count: number,
  added: number,
): IndexPatch {
  return {
    prev,
    w: prev.w,
    h: prev.h,
    firstWall: prev.firstWall,
    count,
    added,
    barrierXY,
    kinds,
    tables: {
      wallV: prev.wallV,
      wallH: prev.wallH,
      wallVertex: prev.wallVertex,
      anyV: prev.anyV,
      anyH: prev.anyH,
      anyVertex: prev.anyVertex,
    },
    copied: new Set<TableName>(),
    regions: [],
    wallTouched: [new Set(), new Set(), new Set()],
    anyPending: [new Set(), new Set(), new Set()],
    anyBox: emptyBox(),
    cellStart: prev.cellStart,
    cellBarriers: prev.cellBarriers,
  };
}

/** The table to write to: copied from `prev`'s the first time, so `prev` stays as it was. */
export function writable(patch: IndexPatch, name: TableName): Int32Array {
  const { tables, copied } = patch;
  if (!copied.has(name)) {
    tables[name] = tables[name].slice();
    copied.add(name);
  }
  return tables[name];
}

/** The squares whose flags and steps a barrier may change (see movementAfterEdit). */
export function noteRegion(
  patch: IndexPatch,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
): void {
  const rect = regionAround(x1, y1, x2, y2, patch.w, patch.h);
  if (rect) patch.regions.push(rect);
}

/**
 * Fills each pending position with the lowest-numbered barrier of the kind that covers it, from
 * barriers [from, to): those whose box meets the edit's box, in number order.
 */
export function refill(
  patch: IndexPatch,
  pending: Set<number>[],
  box: number[],
  names: readonly TableName[],
  from: number,
  to: number,
  kind: number,
): void {
  if (pending.every((set) => set.size === 0)) return;
  const { w, h, kinds, barrierXY } = patch;
  const [left, top, right, bottom] = box as [number, number, number, number];
  for (let b = from; b < to; b++) {
    if (kinds[b] !== kind) continue;
    const o = b * 4;
    const x1 = barrierXY[o]!;
    const y1 = barrierXY[o + 1]!;
    const x2 = barrierXY[o + 2]!;
    const y2 = barrierXY[o + 3]!;
    if (Math.max(x1, x2) < left || Math.min(x1, x2) > right) continue;
    if (Math.max(y1, y2) < top || Math.min(y1, y2) > bottom) continue;
    if (!onGridLine(x1, y1, x2, y2)) continue;
    forEachGridPosition(x1, y1, x2, y2, w, h, (t: TableKind, at: number) => {
      if (!pending[t]!.has(at)) return;
      const table = writable(patch, names[t]!);
      if (table[at] === -1) table[at] = b;
    });
  }
}
