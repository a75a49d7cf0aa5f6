import type { Segment } from '../model/geometry.ts';
import { toGridPrecision } from './gridPrecision.ts';
import type { UvttPoint } from './uvttSchema.ts';

/**
 * UVTT coordinates are in squares from the exporter's own origin; the map's square [0, 0] starts
 * at `resolution.map_origin`, so every point is shifted by it.
 */
export function toMapPoint(point: UvttPoint, origin: UvttPoint): [number, number] {
  return [toGridPrecision(point.x - origin.x), toGridPrecision(point.y - origin.y)];
}

/**
 * Each polyline joins its points in order: n points give n - 1 walls, at any angle. A segment
 * whose two ends are one point (an exporter's doubled vertex) is no wall and is counted apart.
 */
export function polylineSegments(
  polyline: readonly UvttPoint[],
  origin: UvttPoint,
): { segments: Segment[]; degenerate: number } {
  const segments: Segment[] = [];
  let degenerate = 0;
  for (let i = 1; i < polyline.length; i++) {
    const [x1, y1] = toMapPoint(polyline[i - 1]!, origin);
    const [x2, y2] = toMapPoint(polyline[i]!, origin);
    if (x1 === x2 && y1 === y2) degenerate += 1;
    else segments.push([x1, y1, x2, y2]);
  }
  return { segments, degenerate };
}
