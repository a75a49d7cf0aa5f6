/** World units per grid square. Everything on the board is drawn in these units. */
export const CELL = 64;

/** The bounding box of some squares, in squares. */
export function squareBounds(squares: readonly (readonly [number, number])[]) {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const [x, y] of squares) {
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  return { minX, minY, maxX, maxY, width: maxX - minX + 1, height: maxY - minY + 1 };
}

/** True when the squares fill their bounding box exactly, so one shape can cover them all. */
export function isFilledRectangle(squares: readonly (readonly [number, number])[]): boolean {
  const b = squareBounds(squares);
  const unique = new Set(squares.map(([x, y]) => `${x},${y}`));
  return unique.size === squares.length && unique.size === b.width * b.height;
}

/**
 * Squares as runs along rows, [x, y, length] each: side by side squares make one rectangle, the
 * same pixels as a rectangle each, for far fewer shapes to draw. A square listed twice counts once.
 */
export function squareRuns(
  squares: readonly (readonly [number, number])[],
): [number, number, number][] {
  const sorted = [...squares].sort((a, b) => a[1] - b[1] || a[0] - b[0]);
  const runs: [number, number, number][] = [];
  for (const [x, y] of sorted) {
    const last = runs[runs.length - 1];
    if (last && last[1] === y && x < last[0] + last[2]) continue;
    if (last && last[1] === y && x === last[0] + last[2]) last[2] += 1;
    else runs.push([x, y, 1]);
  }
  return runs;
}
