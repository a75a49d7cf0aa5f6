import type { Square } from '../../../engine/core.ts';

/**
 * The squares a brush passes over between two pointer events, ends included (Bresenham): a quick
 * stroke moves the pointer several squares between events, and painting only where the events
 * land would leave gaps.
 */
export function squaresBetween(from: Square, to: Square): Square[] {
  const [x0, y0] = from;
  const [x1, y1] = to;
  const dx = Math.abs(x1 - x0);
  const dy = -Math.abs(y1 - y0);
  const sx = x0 < x1 ? 1 : -1;
  const sy = y0 < y1 ? 1 : -1;
  const out: Square[] = [];
  let [x, y] = [x0, y0];
  let err = dx + dy;
  for (;;) {
    out.push([x, y]);
    if (x === x1 && y === y1) return out;
    const e2 = 2 * err;
    if (e2 >= dy) {
      err += dy;
      x += sx;
    }
    if (e2 <= dx) {
      err += dx;
      y += sy;
    }
  }
}

/** Every square of a box between two corners, inclusive, row by row. */
export function squaresInBox(a: Square, b: Square): Square[] {
  const out: Square[] = [];
  for (let y = Math.min(a[1], b[1]); y <= Math.max(a[1], b[1]); y++)
    for (let x = Math.min(a[0], b[0]); x <= Math.max(a[0], b[0]); x++) out.push([x, y]);
  return out;
}
