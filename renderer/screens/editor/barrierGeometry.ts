import type { Segment } from '../../../engine/core.ts';
import type { MapPoint } from '../../tools/toolChart.ts';

/**
 * Where on the grid the barrier tools (walls, doors, windows: G2) put what the pointer points at.
 * Points are fractional map points in squares; grid vertex [x, y] is square [x, y]'s top-left
 * corner. The engine has exact segment tests (grid/segments.ts) but no distance from a point to a
 * segment, which only a pointer needs, so it lives here.
 */

/** The grid vertex nearest the point (-0 made 0, so a wall on the left edge reads [0, …]). */
export function nearestVertex([x, y]: MapPoint): [number, number] {
  return [Math.round(x) || 0, Math.round(y) || 0];
}

/** The distance from point p to the closed segment, in squares. */
export function distanceToSegment([px, py]: MapPoint, [x1, y1, x2, y2]: Segment): number {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const length2 = dx * dx + dy * dy;
  const t =
    length2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - x1) * dx + (py - y1) * dy) / length2));
  return Math.hypot(px - (x1 + t * dx), py - (y1 + t * dy));
}

/** The index of the segment nearest the point, if it lies within `reach` squares; else null. */
export function nearestSegment(
  point: MapPoint,
  segments: readonly Segment[],
  reach: number,
): number | null {
  let best: number | null = null;
  let bestDistance = reach;
  segments.forEach((segment, i) => {
    const d = distanceToSegment(point, segment);
    if (d <= bestDistance) {
      best = i;
      bestDistance = d;
    }
  });
  return best;
}

/**
 * G2: the square edge nearest the point, a unit segment between two grid vertices: along the
 * horizontal grid line or the vertical one, whichever the point is closer to.
 */
export function nearestEdge([x, y]: MapPoint): Segment {
  const column = Math.floor(x);
  const row = Math.floor(y);
  const [vx, vy] = nearestVertex([x, y]);
  return Math.abs(y - vy) <= Math.abs(x - vx)
    ? [column, vy, column + 1, vy]
    : [vx, row, vx, row + 1];
}

/**
 * Whether segment `s` runs along the axis-aligned `edge` and shares a stretch of it (more than a
 * point): a door set on this edge, or an imported one straddling it ([9.5, 14, 10.5, 14] on the
 * edge [9, 14, 10, 14]). A segment that only meets the edge at an end, or crosses it, does not.
 */
export function runsAlong(s: Segment, edge: Segment): boolean {
  const [x1, y1, x2, y2] = s;
  const [ex1, ey1, ex2, ey2] = edge;
  const overlap = (a1: number, a2: number, b1: number, b2: number) =>
    Math.min(Math.max(a1, a2), Math.max(b1, b2)) - Math.max(Math.min(a1, a2), Math.min(b1, b2)) > 0;
  if (ey1 === ey2) return y1 === ey1 && y2 === ey1 && overlap(x1, x2, ex1, ex2);
  return x1 === ex1 && x2 === ex1 && overlap(y1, y2, ey1, ey2);
}

/** Whether the segment lies on the map's w×h vertices, both ends included. */
export function onMap([x1, y1, x2, y2]: Segment, [w, h]: readonly [number, number]): boolean {
  return (
    Math.min(x1, x2) >= 0 && Math.min(y1, y2) >= 0 && Math.max(x1, x2) <= w && Math.max(y1, y2) <= h
  );
}
