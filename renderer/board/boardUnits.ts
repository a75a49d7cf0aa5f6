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
