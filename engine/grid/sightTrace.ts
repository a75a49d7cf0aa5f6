import {
  BARRIER_CLOSED_DOOR,
  BARRIER_WALL,
  BARRIER_WINDOW,
  nextBarrierGeneration,
  type MapIndex,
} from './mapIndex.ts';
import { crossesSquareInterior, segmentsTouch } from './segments.ts';

/** What one sight line from square centre to square centre meets. */
export interface SightTrace {
  /** G3: the first wall or closed door found touching the line, or −1 when the line is clear. */
  blocker: number;
  /** G4: cover objects (indices in map.cover) whose squares' interiors the line crosses… */
  coverObjects: number[];
  /** …and how many of each object's squares it crosses. */
  coverSquares: number[];
  /** G4: windows (barrier indices) the line touches. */
  windows: number[];
}

/**
 * Walks the squares a sight line touches, column by column, testing only the barriers filed under
 * them and the cover in them. A slug's line ignores closed doors (D6). The walk stops at the first
 * blocker, because nothing behind it matters: without LOS there is no cover verdict.
 */
export function traceSight(
  index: MapIndex,
  fx: number,
  fy: number,
  tx: number,
  ty: number,
  slug: boolean,
): SightTrace {
  const result: SightTrace = { blocker: -1, coverObjects: [], coverSquares: [], windows: [] };
  const { w, h, cover, cellStart, cellBarriers, barrierXY, barrierKind, barrierSeen } = index;
  const generation = nextBarrierGeneration(index);
  const ax = fx + 0.5;
  const ay = fy + 0.5;
  const bx = tx + 0.5;
  const by = ty + 0.5;
  const fromCell = fy * w + fx;
  const toCell = ty * w + tx;
  // Walk left to right; the line itself keeps its direction for the tests.
  const lx = Math.min(ax, bx);
  const rx = Math.max(ax, bx);
  const ly = ax <= bx ? ay : by;
  const ry = ax <= bx ? by : ay;
  const dx = rx - lx;
  const firstColumn = Math.floor(lx);
  const lastColumn = Math.floor(rx);
  for (let c = firstColumn; c <= lastColumn; c++) {
    let y1: number;
    let y2: number;
    if (dx === 0) {
      y1 = ly;
      y2 = ry;
    } else {
      const x1 = c > lx ? c : lx;
      const x2 = c + 1 < rx ? c + 1 : rx;
      y1 = ly + ((x1 - lx) * (ry - ly)) / dx;
      y2 = ly + ((x2 - lx) * (ry - ly)) / dx;
    }
    const ylo = y1 < y2 ? y1 : y2;
    const yhi = y1 < y2 ? y2 : y1;
    let firstRow = Math.floor(ylo);
    if (firstRow === ylo) firstRow -= 1;
    if (firstRow < 0) firstRow = 0;
    const lastRow = Math.min(h - 1, Math.floor(yhi));
    // A line leaving a column exactly on its boundary also touches the column beyond only at
    // that boundary, which the next column's strip (closed at its left edge) covers.
    for (let r = firstRow; r <= lastRow; r++) {
      const cell = r * w + c;
      for (let k = cellStart[cell]!, end = cellStart[cell + 1]!; k < end; k++) {
        const b = cellBarriers[k]!;
        if (barrierSeen[b] === generation) continue;
        barrierSeen[b] = generation;
        const kind = barrierKind[b]!;
        if (kind === BARRIER_CLOSED_DOOR && slug) continue;
        const o = b * 4;
        if (
          !segmentsTouch(
            ax,
            ay,
            bx,
            by,
            barrierXY[o]!,
            barrierXY[o + 1]!,
            barrierXY[o + 2]!,
            barrierXY[o + 3]!,
          )
        ) {
          continue;
        }
        if (kind === BARRIER_WALL || kind === BARRIER_CLOSED_DOOR) {
          result.blocker = b;
          return result;
        }
        if (kind === BARRIER_WINDOW) result.windows.push(b);
      }
      const object = cover[cell]!;
      if (
        object >= 0 &&
        cell !== fromCell &&
        cell !== toCell &&
        crossesSquareInterior(ax, ay, bx, by, c, r)
      ) {
        const at = result.coverObjects.indexOf(object);
        if (at === -1) {
          result.coverObjects.push(object);
          result.coverSquares.push(1);
        } else {
          result.coverSquares[at]! += 1;
        }
      }
    }
  }
  return result;
}
