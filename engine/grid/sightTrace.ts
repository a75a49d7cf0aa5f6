import {
  BARRIER_CLOSED_DOOR,
  BARRIER_OPEN_DOOR,
  BARRIER_WALL,
  BARRIER_WINDOW,
  nextBarrierGeneration,
  type MapIndex,
} from './mapIndex.ts';
import { crossesSquareInterior, segmentsTouch } from './segments.ts';

/**
 * What one sight line from square centre to square centre meets. Reused between calls (the
 * overlay traces thousands of lines a frame), so read it before tracing again.
 */
export interface SightTrace {
  /** G3: the first wall or closed door found touching the line, or −1 when the line is clear. */
  blocker: number;
  /** G4: how many cover objects the line crosses… */
  coverCount: number;
  /** …which ones (indices in map.cover)… */
  coverObjects: Int32Array;
  /** …and how many of each one's squares. */
  coverSquares: Int32Array;
  /** G4: windows (barrier indices) the line touches. */
  windowCount: number;
  windows: Int32Array;
  /** The barrier de-duplication round of the current trace, or −1 before one is needed. */
  generation: number;
}

export function createTrace(): SightTrace {
  return {
    blocker: -1,
    coverCount: 0,
    coverObjects: new Int32Array(16),
    coverSquares: new Int32Array(16),
    windowCount: 0,
    windows: new Int32Array(16),
    generation: -1,
  };
}

/**
 * Walks a sight line column by column from the attacker. Where it crosses a grid line it looks up
 * the grid-line walls and doors there (mapIndex edge tables); in every square whose closed box it
 * touches (a line through a vertex touches all four around it) it tests the irregular barriers and
 * windows filed there and the cover inside. A slug's line ignores closed doors (D6). The walk stops
 * at the first blocker: without LOS there is no cover verdict.
 *
 * Heights are kept as whole parts and integer remainders over 2·|dx|, so every crossing, and every
 * question of "is this exactly a vertex", is decided in exact integer arithmetic.
 */
export function traceSight(
  index: MapIndex,
  fx: number,
  fy: number,
  tx: number,
  ty: number,
  slug: boolean,
  out: SightTrace,
): SightTrace {
  out.blocker = -1;
  out.coverCount = 0;
  out.windowCount = 0;
  out.generation = -1;
  const { w, h, cellFlags } = index;
  // D6: a Slug's line looks at walls only; any other line at walls and closed doors.
  const edgeV = slug ? index.wallV : index.anyV;
  const edgeH = slug ? index.wallH : index.anyH;
  const vertex = slug ? index.wallVertex : index.anyVertex;
  const ax = fx + 0.5;
  const ay = fy + 0.5;
  const bx = tx + 0.5;
  const by = ty + 0.5;
  const fromCell = fy * w + fx;
  const toCell = ty * w + tx;
  const DX = tx - fx;
  const DY = ty - fy;
  const A = DX < 0 ? -DX : DX;
  const step = DX < 0 ? -1 : 1;
  const stride = w + 1;
  // Every height is y = q + r/d with d = 2·|dx| (2 for a vertical line): kept as the whole part q
  // and the remainder r, stepped from column to column without dividing. The line enters its
  // first column at the attacker's centre and leaves its last at the target's; in between, each
  // column raises the height by dy/|dx| (in numerator units, 2·dy), the two end half-columns by
  // half that.
  const d = A === 0 ? 2 : 2 * A;
  const full = A === 0 ? 2 * DY : 2 * DY;
  const fullQ = Math.floor(full / d);
  const fullR = full - fullQ * d;
  const half = A === 0 ? 2 * DY : DY;
  const halfQ = Math.floor(half / d);
  const halfR = half - halfQ * d;
  let eq = fy;
  let er = A === 0 ? 1 : A;
  for (let j = 0, c = fx; j <= A; j++, c += step) {
    // Leave height = enter height + (half a step at either end, a whole one between).
    let lq = eq + (j === 0 || j === A ? halfQ : fullQ);
    let lr = er + (j === 0 || j === A ? halfR : fullR);
    if (lr >= d) {
      lq += 1;
      lr -= d;
    }
    if (j > 0) {
      // The vertical grid line between the previous column and this one, at the enter height.
      const at = eq * stride + (step > 0 ? c : c + 1);
      const b = er === 0 ? vertex[at]! : edgeV[at]!;
      if (b !== -1) return blocked(out, b);
    }
    const rising = lq > eq || (lq === eq && lr > er);
    const loQ = rising ? eq : lq;
    const loR = rising ? er : lr;
    const hiQ = rising ? lq : eq;
    const hiR = rising ? lr : er;
    // Horizontal grid lines crossed inside this column, never at a vertex (those are its edges).
    const lastY = hiR === 0 ? hiQ - 1 : hiQ;
    for (let Y = loQ + 1; Y <= lastY; Y++) {
      const b = edgeH[Y * w + c]!;
      if (b !== -1) return blocked(out, b);
    }
    let r = loR === 0 ? loQ - 1 : loQ;
    if (r < 0) r = 0;
    const lastRow = hiQ > h - 1 ? h - 1 : hiQ;
    for (; r <= lastRow; r++) {
      const cell = r * w + c;
      const flags = cellFlags[cell]! & 3;
      if (flags === 0) continue;
      if ((flags & 1) !== 0 && testFiled(index, cell, ax, ay, bx, by, slug, out)) return out;
      if (
        (flags & 2) !== 0 &&
        cell !== fromCell &&
        cell !== toCell &&
        crossesSquareInterior(ax, ay, bx, by, c, r)
      ) {
        addCover(out, index.cover[cell]!);
      }
    }
    eq = lq;
    er = lr;
  }
  return out;
}

function blocked(out: SightTrace, barrier: number): SightTrace {
  out.blocker = barrier;
  return out;
}

/**
 * Tests the irregular barriers and windows filed under a square against the line; records the
 * windows it touches and returns true (with out.blocker set) when a wall or door blocks it.
 */
function testFiled(
  index: MapIndex,
  cell: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  slug: boolean,
  out: SightTrace,
): boolean {
  const { cellStart, cellBarriers, barrierXY, barrierKind } = index;
  const barrierSeen = index.barrierScratch.seen;
  const generation =
    out.generation === -1 ? (out.generation = nextBarrierGeneration(index)) : out.generation;
  for (let k = cellStart[cell]!, end = cellStart[cell + 1]!; k < end; k++) {
    const b = cellBarriers[k]!;
    if (barrierSeen[b] === generation) continue;
    barrierSeen[b] = generation;
    const kind = barrierKind[b]!;
    // G3: open doors never block; D6: a Slug's line ignores closed ones too.
    if (kind === BARRIER_OPEN_DOOR || (kind === BARRIER_CLOSED_DOOR && slug)) continue;
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
    )
      continue;
    if (kind === BARRIER_WALL || kind === BARRIER_CLOSED_DOOR) {
      out.blocker = b;
      return true;
    }
    if (kind === BARRIER_WINDOW) addWindow(out, b);
  }
  return false;
}

function addCover(out: SightTrace, object: number): void {
  for (let i = 0; i < out.coverCount; i++) {
    if (out.coverObjects[i] === object) {
      out.coverSquares[i]! += 1;
      return;
    }
  }
  if (out.coverCount === out.coverObjects.length) {
    out.coverObjects = grow(out.coverObjects);
    out.coverSquares = grow(out.coverSquares);
  }
  out.coverObjects[out.coverCount] = object;
  out.coverSquares[out.coverCount++] = 1;
}

function addWindow(out: SightTrace, barrier: number): void {
  if (out.windowCount === out.windows.length) out.windows = grow(out.windows);
  out.windows[out.windowCount++] = barrier;
}

function grow(array: Int32Array): Int32Array {
  const bigger = new Int32Array(array.length * 2);
  bigger.set(array);
  return bigger;
}
