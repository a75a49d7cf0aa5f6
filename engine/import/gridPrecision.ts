/**
 * UVTT files write coordinates to a millionth of a square. Imported points are kept to that
 * precision, so that a point written on a grid line stays on it exactly after a shift or a clip
 * (12, not 12.000000000000002) and the index files such a wall as a grid edge.
 */
const STEPS_PER_SQUARE = 1e6;

export function toGridPrecision(n: number): number {
  // Dividing (not multiplying by 1e-6) gives the double nearest k / 10^6, as JSON reads "0.3".
  // + 0 turns -0 into 0, so a point at the origin prints as 0.
  return Math.round(n * STEPS_PER_SQUARE) / STEPS_PER_SQUARE + 0;
}
