import { forEachCellTouched } from './cellsTouched.ts';
import { runsThroughClosedSquare } from './segments.ts';

/**
 * The pieces of the map index that a full build (buildIndex.ts) and an edit (indexEdits.ts) share,
 * so both file a barrier the same way and an edited index equals a fresh build of the edited map.
 */

/** Axis-aligned on whole vertices: such a barrier goes into the edge tables, not under squares. */
export function onGridLine(x1: number, y1: number, x2: number, y2: number): boolean {
  return (
    Number.isInteger(x1) &&
    Number.isInteger(y1) &&
    Number.isInteger(x2) &&
    Number.isInteger(y2) &&
    (x1 === x2 || y1 === y2)
  );
}

export const TABLE_V = 0;
export const TABLE_H = 1;
export const TABLE_VERTEX = 2;
export type TableKind = typeof TABLE_V | typeof TABLE_H | typeof TABLE_VERTEX;

/**
 * Calls `visit(table, at)` for every unit edge and vertex a grid-line segment covers on a w×h map,
 * in the layout of MapIndex's edge tables (vertical edges and vertices at y × (w+1) + X,
 * horizontal edges at Y × w + x). Parts off the map are skipped.
 */
export function forEachGridPosition(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  w: number,
  h: number,
  visit: (table: TableKind, at: number) => void,
): void {
  if (x1 === x2) {
    if (x1 < 0 || x1 > w) return;
    const top = Math.max(y1, y2);
    for (let y = Math.max(0, Math.min(y1, y2)); y <= Math.min(h, top); y++) {
      visit(TABLE_VERTEX, y * (w + 1) + x1);
      if (y < top && y < h) visit(TABLE_V, y * (w + 1) + x1);
    }
  } else {
    if (y1 < 0 || y1 > h) return;
    const right = Math.max(x1, x2);
    for (let x = Math.max(0, Math.min(x1, x2)); x <= Math.min(w, right); x++) {
      visit(TABLE_VERTEX, y1 * (w + 1) + x);
      if (x < right && x < w) visit(TABLE_H, y1 * w + x);
    }
  }
}

/**
 * The squares an irregular barrier or a window is filed under: every square it touches, with a
 * margin against rounding for free angles (a sight line walks every square whose closed box it
 * touches, so it meets the barrier).
 */
export function filedCells(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  w: number,
  h: number,
): number[] {
  const cells: number[] = [];
  const pad = onGridLine(x1, y1, x2, y2) ? 0 : 1;
  forEachCellTouched(x1, y1, x2, y2, w, h, (x, y) => cells.push(y * w + x), pad);
  return cells;
}

/** G6: a window's rank is the lowest rank of the squares it runs beside (0 when none). */
export function windowRank(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  cells: readonly number[],
  rank: Int16Array,
  w: number,
): number {
  let lowest = Infinity;
  for (const c of cells) {
    const x = c % w;
    const y = (c - x) / w;
    if (runsThroughClosedSquare(x1, y1, x2, y2, x, y)) lowest = Math.min(lowest, rank[c]!);
  }
  return Number.isFinite(lowest) ? lowest : 0;
}

/** The edge tables a square's flags are read from. */
export interface FlagSources {
  readonly w: number;
  readonly wallV: Int32Array;
  readonly wallH: Int32Array;
  readonly anyV: Int32Array;
  readonly anyH: Int32Array;
  readonly cover: Int32Array;
  readonly cellStart: Int32Array;
}

/** The cellFlags byte of square (x, y): see MapIndex.cellFlags. */
export function cellFlagsOf(t: FlagSources, x: number, y: number): number {
  const { w } = t;
  const i = y * w + x;
  const west = y * (w + 1) + x;
  const east = west + 1;
  const north = i;
  const south = i + w;
  const walled =
    t.wallV[west] !== -1 && t.wallV[east] !== -1 && t.wallH[north] !== -1 && t.wallH[south] !== -1;
  const shut =
    t.anyV[west] !== -1 && t.anyV[east] !== -1 && t.anyH[north] !== -1 && t.anyH[south] !== -1;
  return (
    (t.cellStart[i + 1]! > t.cellStart[i]! ? 1 : 0) |
    (t.cover[i]! >= 0 ? 2 : 0) |
    (walled ? 4 : 0) |
    (shut ? 8 : 0)
  );
}

/** A rectangle of squares, inclusive, clipped to the map: [left, top, right, bottom]. */
export type SquareRect = readonly [number, number, number, number];

/**
 * The squares around a barrier whose index entries or steps can depend on it, clipped to the
 * map, or null when none are on it. A step between two squares crosses a barrier at a vertex or
 * edge it covers, or meets it in a square it is filed under (with a margin of one square for free
 * angles); a diagonal also looks at the two routes around its corner. Three squares of margin
 * around the barrier's box take in every step that starts near enough to do any of these.
 */
export function regionAround(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  w: number,
  h: number,
): SquareRect | null {
  const left = Math.max(0, Math.floor(Math.min(x1, x2)) - 3);
  const top = Math.max(0, Math.floor(Math.min(y1, y2)) - 3);
  const right = Math.min(w - 1, Math.ceil(Math.max(x1, x2)) + 2);
  const bottom = Math.min(h - 1, Math.ceil(Math.max(y1, y2)) + 2);
  return left > right || top > bottom ? null : [left, top, right, bottom];
}

export function emptyBox(): number[] {
  return [Infinity, Infinity, -Infinity, -Infinity];
}

export function growBox(box: number[], x1: number, y1: number, x2: number, y2: number): void {
  box[0] = Math.min(box[0]!, x1, x2);
  box[1] = Math.min(box[1]!, y1, y2);
  box[2] = Math.max(box[2]!, x1, x2);
  box[3] = Math.max(box[3]!, y1, y2);
}
