import type { Square } from '../model/geometry.ts';

/**
 * Squares as numbers (y × width + x) for set lookups: a stroke on a big map compares thousands
 * of squares, and numbers hash faster than "x,y" strings.
 */
export function cellOf([x, y]: readonly [number, number], w: number): number {
  return y * w + x;
}

/** The squares without repeats, in their first order. */
export function uniqueSquares(squares: readonly Square[], w: number): Square[] {
  const seen = new Set<number>();
  const out: Square[] = [];
  for (const sq of squares) {
    const c = cellOf(sq, w);
    if (seen.has(c)) continue;
    seen.add(c);
    out.push([sq[0], sq[1]]);
  }
  return out;
}

/**
 * Each list without the squares in `gone`, keeping the lists (objects) that lose none as they
 * were, so what an edit did not touch stays the same object (and cheap to compare).
 */
export function withoutSquares<T extends { squares: Square[] }>(
  lists: readonly T[],
  gone: ReadonlySet<number>,
  w: number,
): T[] {
  return lists.map((item) => {
    if (!item.squares.some((sq) => gone.has(cellOf(sq, w)))) return item;
    return { ...item, squares: item.squares.filter((sq) => !gone.has(cellOf(sq, w))) };
  });
}

/** [left, top, right, bottom] of the squares, inclusive; null for none. */
export function boundsOf(squares: readonly Square[]): [number, number, number, number] | null {
  if (squares.length === 0) return null;
  let [left, top] = squares[0]!;
  let [right, bottom] = squares[0]!;
  for (const [x, y] of squares) {
    left = Math.min(left, x);
    top = Math.min(top, y);
    right = Math.max(right, x);
    bottom = Math.max(bottom, y);
  }
  return [left, top, right, bottom];
}

export function shiftSquares(squares: readonly Square[], [dx, dy]: readonly [number, number]) {
  return squares.map(([x, y]): Square => [x + dx, y + dy]);
}

/** The first square off a w×h map, in the map schema's words, or null when all are on it. */
export function offMap(
  map: { size: readonly [number, number] },
  squares: readonly (readonly [number, number])[],
): string | null {
  const [w, h] = map.size;
  for (const [x, y] of squares) {
    if (x < 0 || y < 0 || x >= w || y >= h || !Number.isInteger(x) || !Number.isInteger(y))
      return `square [${x}, ${y}] is off the ${w}×${h} map`;
  }
  return null;
}
