import type { Square } from '../model/geometry.ts';
import type { GameMap } from '../model/map.ts';
import { gcdTable } from './gcdTable.ts';
import { type MapIndex } from './mapIndex.ts';
import { indexMap } from './indexCache.ts';
import { createTrace, traceSight } from './sightTrace.ts';

/**
 * Every square one unit sees: 1 where a G3 line of sight runs from the centre of `from` to the
 * square's centre, with no range limit (the fog of war, issue 11: "seen" is the very LOS attacks
 * use). The unit's own square is seen. Row by row, index y × map.width + x.
 */
export function sightField(map: GameMap, from: Square): Uint8Array {
  const index = indexMap(map);
  const seen = new Uint8Array(index.w * index.h);
  sweepSight(index, from[0], from[1], seen);
  return seen;
}

const trace = createTrace();
/** Margin on angles (radians): a direction this close to a shadow's edge is traced, not assumed. */
const EPS = 1e-9;

/**
 * The sweep, ring by ring (Chebyshev distance, G1) outward from the unit. A square is traced with
 * the attacks' own trace (sightTrace.ts) unless it is already known to be out of sight, two ways,
 * both exact:
 * - the lattice point before it on its own ray is out of sight (the longer line contains the
 *   blocked one; sightOverlay.ts does the same);
 * - its direction lies inside the shadow of a blocker met earlier, a wall or closed door lying
 *   wholly nearer than the square: the line to the square then touches that blocker, which G3 says
 *   blocks. The shadow of a segment is the arc of directions from the centre that meet it, and the
 *   point met is no farther than the segment's farther end.
 * Once the shadows close the whole circle, nothing farther can be seen and the sweep stops; on a
 * walled-in town that is a few rings out, not the map's edge.
 */
export function sweepSight(index: MapIndex, ox: number, oy: number, seen: Uint8Array): void {
  const { w, h, cellFlags, barrierXY } = index;
  const range = Math.max(ox, oy, w - 1 - ox, h - 1 - oy);
  const divisors = gcdTable(range);
  const shadows = newShadows();
  // A blocker's shadow applies from the first ring wholly beyond its farther end.
  const pending: number[][] = [];
  const stamp = barrierStamp(index.barrierKind.length);
  const cx = ox + 0.5;
  const cy = oy + 0.5;
  seen[oy * w + ox] = 1;
  for (let ring = 1; ring <= range; ring++) {
    const due = pending[ring];
    if (due) {
      for (let i = 0; i < due.length; i += 2) addShadow(shadows, due[i]!, due[i + 1]!);
      if (shadows.closed) return;
    }
    for (let y = oy - ring; y <= oy + ring; y++) {
      if (y < 0 || y >= h) continue;
      const edgeRow = y === oy - ring || y === oy + ring;
      for (let x = ox - ring; x <= ox + ring; x += edgeRow ? 1 : 2 * ring) {
        if (x < 0 || x >= w) continue;
        const dx = x - ox;
        const dy = y - oy;
        const g = divisors[(dx < 0 ? -dx : dx) * (range + 1) + (dy < 0 ? -dy : dy)]!;
        if (g > 1 && seen[(y - dy / g) * w + (x - dx / g)] === 0) continue;
        // Walled in on all four sides (walls or closed doors): any line to it crosses them.
        if ((cellFlags[y * w + x]! & 8) !== 0) continue;
        if (shadows.count > 0 && inShadow(shadows, Math.atan2(dy, dx))) continue;
        traceSight(index, ox, oy, x, y, false, trace);
        const blocker = trace.blocker;
        if (blocker === -1) {
          seen[y * w + x] = 1;
          continue;
        }
        if (stamp.marks[blocker] === stamp.round) continue;
        stamp.marks[blocker] = stamp.round;
        const b = blocker * 4;
        const x1 = barrierXY[b]! - cx;
        const y1 = barrierXY[b + 1]! - cy;
        const x2 = barrierXY[b + 2]! - cx;
        const y2 = barrierXY[b + 3]! - cy;
        const far = Math.sqrt(Math.max(x1 * x1 + y1 * y1, x2 * x2 + y2 * y2));
        const from = Math.floor(far) + 1;
        if (from > range) continue;
        const arc = shadowArc(x1, y1, x2, y2);
        if (!arc) continue;
        (pending[Math.max(from, ring + 1)] ??= []).push(arc[0], arc[1]);
      }
    }
  }
}

/**
 * The arc of directions from the origin that meet the segment, as [start, start + span] with
 * start in [−π, π]; null when the origin is on the segment's line or at an end (no arc to trust).
 */
function shadowArc(x1: number, y1: number, x2: number, y2: number): [number, number] | null {
  if (x1 * x1 + y1 * y1 < EPS || x2 * x2 + y2 * y2 < EPS) return null;
  const a1 = Math.atan2(y1, x1);
  const a2 = Math.atan2(y2, x2);
  let span = a2 - a1;
  if (span > Math.PI) span -= 2 * Math.PI;
  else if (span <= -Math.PI) span += 2 * Math.PI;
  if (Math.abs(span) >= Math.PI - EPS) return null;
  return span >= 0 ? [a1, a1 + span] : [a2, a2 - span];
}

/**
 * Disjoint closed arcs, sorted, within [−π, π]. Arcs that meet or overlap are merged: two
 * segments sharing an end share the direction of that end exactly (the same atan2 of the same
 * numbers), so no gap is lost. A merge across a real gap narrower than EPS would claim a direction
 * seen that is not: such a gap is kept as a doubt, and a direction near a doubt is traced.
 */
interface Shadows {
  lo: number[];
  hi: number[];
  count: number;
  doubts: number[];
  closed: boolean;
}

function newShadows(): Shadows {
  return { lo: [], hi: [], count: 0, doubts: [], closed: false };
}

function addShadow(shadows: Shadows, start: number, end: number): void {
  if (end > Math.PI) {
    addArc(shadows, start, Math.PI);
    addArc(shadows, -Math.PI, end - 2 * Math.PI);
  } else addArc(shadows, start, end);
  const { lo, hi } = shadows;
  shadows.closed =
    shadows.count === 1 && lo[0]! <= -Math.PI && hi[0]! >= Math.PI && shadows.doubts.length === 0;
}

function addArc(shadows: Shadows, start: number, end: number): void {
  const { lo, hi } = shadows;
  // The first arc that ends at or after `start - EPS`: arcs before it stay as they are.
  let first = 0;
  while (first < shadows.count && hi[first]! < start - EPS) first++;
  let last = first;
  let from = start;
  let to = end;
  while (last < shadows.count && lo[last]! <= to + EPS) {
    if (lo[last]! > to) shadows.doubts.push((lo[last]! + to) / 2);
    if (hi[last]! < from && hi[last]! >= from - EPS) shadows.doubts.push((hi[last]! + from) / 2);
    from = Math.min(from, lo[last]!);
    to = Math.max(to, hi[last]!);
    last++;
  }
  lo.splice(first, last - first, from);
  hi.splice(first, last - first, to);
  shadows.count = lo.length;
}

function inShadow(shadows: Shadows, angle: number): boolean {
  const { lo, hi } = shadows;
  let a = 0;
  let b = shadows.count - 1;
  while (a <= b) {
    const m = (a + b) >> 1;
    if (hi[m]! < angle) a = m + 1;
    else b = m - 1;
  }
  // `a` is the first arc ending at or after the angle.
  if (a >= shadows.count || lo[a]! + EPS >= angle || hi[a]! - EPS <= angle) {
    // Arcs touching ±π wrap round: −π and π are one direction.
    return (
      angle > Math.PI - EPS &&
      shadows.count > 0 &&
      lo[0]! <= -Math.PI &&
      hi[shadows.count - 1]! >= Math.PI &&
      !nearDoubt(shadows, angle)
    );
  }
  return !nearDoubt(shadows, angle);
}

function nearDoubt(shadows: Shadows, angle: number): boolean {
  for (const doubt of shadows.doubts) if (Math.abs(doubt - angle) < 2 * EPS) return true;
  return false;
}

/** One mark per barrier, so each blocker's shadow is added once a sweep; reused between sweeps. */
const stampState = { marks: new Uint32Array(0), round: 0 };
function barrierStamp(barriers: number): { marks: Uint32Array; round: number } {
  if (stampState.marks.length < barriers) stampState.marks = new Uint32Array(barriers);
  stampState.round += 1;
  if (stampState.round === 0xffffffff) {
    stampState.marks.fill(0);
    stampState.round = 1;
  }
  return stampState;
}
