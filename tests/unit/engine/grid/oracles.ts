import type { GameMap } from '../../../../engine/model/map.ts';
import { crossesSquareInterior, segmentsTouch } from '../../../../engine/grid/segments.ts';

/**
 * Brute-force references for the indexed queries: every barrier and every cover square is tested
 * against the line, with no buckets or traversal. Slow and obviously right, to check the fast ones.
 */
export function bruteLineOfSight(
  map: GameMap,
  from: [number, number],
  to: [number, number],
  slug = false,
): boolean {
  const [ax, ay, bx, by] = [from[0] + 0.5, from[1] + 0.5, to[0] + 0.5, to[1] + 0.5];
  const barriers = [...map.walls, ...map.doors.filter((d) => !d.open && !slug).map((d) => d.at)];
  return !barriers.some(([x1, y1, x2, y2]) => segmentsTouch(ax, ay, bx, by, x1, y1, x2, y2));
}

/** Cover squares crossed per object id, and windows touched, ignoring G5–G7. */
export function bruteCrossings(map: GameMap, from: [number, number], to: [number, number]) {
  const [ax, ay, bx, by] = [from[0] + 0.5, from[1] + 0.5, to[0] + 0.5, to[1] + 0.5];
  const squares: Record<string, number> = {};
  for (const object of map.cover) {
    for (const [x, y] of object.squares) {
      if ((x === from[0] && y === from[1]) || (x === to[0] && y === to[1])) continue;
      if (crossesSquareInterior(ax, ay, bx, by, x, y))
        squares[object.id] = (squares[object.id] ?? 0) + 1;
    }
  }
  const windows = map.windows
    .map((w, i) => (segmentsTouch(ax, ay, bx, by, ...w) ? `window-${i + 1}` : null))
    .filter((w): w is string => w !== null);
  return { squares, windows };
}

/** M2 by brute force: does the step a→b cross a barrier, or (diagonal) either corner route? */
export function bruteStepBlocked(map: GameMap, a: [number, number], b: [number, number]): boolean {
  const barriers = [
    ...map.walls,
    ...map.doors.filter((d) => !d.open).map((d) => d.at),
    ...map.windows,
  ];
  const crosses = (p: [number, number], q: [number, number]) =>
    barriers.some(([x1, y1, x2, y2]) =>
      segmentsTouch(p[0] + 0.5, p[1] + 0.5, q[0] + 0.5, q[1] + 0.5, x1, y1, x2, y2),
    );
  if (crosses(a, b)) return true;
  if (a[0] !== b[0] && a[1] !== b[1]) {
    const c1: [number, number] = [b[0], a[1]];
    const c2: [number, number] = [a[0], b[1]];
    return crosses(a, c1) || crosses(c1, b) || crosses(a, c2) || crosses(c2, b);
  }
  return false;
}
