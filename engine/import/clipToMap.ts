import type { Segment } from '../model/geometry.ts';
import { toGridPrecision } from './gridPrecision.ts';

/**
 * The part of a segment on the w×h map (Liang–Barsky), or null when none of it is. An exporter's
 * canvas can reach past the map it crops to; a wall off the board could never be seen or
 * crossed, and the board would draw it over the margin. A segment wholly on the map is returned
 * as it was, so its ends stay exactly as the file wrote them.
 */
export function clipToMap(segment: Segment, w: number, h: number): Segment | null {
  const [x1, y1, x2, y2] = segment;
  const inside = (x: number, y: number) => x >= 0 && x <= w && y >= 0 && y <= h;
  if (inside(x1, y1) && inside(x2, y2)) return segment;
  let lo = 0;
  let hi = 1;
  const dx = x2 - x1;
  const dy = y2 - y1;
  const edges: [number, number][] = [
    [-dx, x1],
    [dx, w - x1],
    [-dy, y1],
    [dy, h - y1],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return null;
      continue;
    }
    const t = q / p;
    if (p < 0) lo = Math.max(lo, t);
    else hi = Math.min(hi, t);
  }
  if (lo >= hi) return null;
  const at = (t: number): [number, number] => [
    toGridPrecision(x1 + t * dx),
    toGridPrecision(y1 + t * dy),
  ];
  const [ax, ay] = at(lo);
  const [bx, by] = at(hi);
  return ax === bx && ay === by ? null : [ax, ay, bx, by];
}
