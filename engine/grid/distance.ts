import type { Square } from '../model/geometry.ts';

/** G1 (house): distance between squares is Chebyshev, max(|dx|, |dy|): a diagonal step is 1. */
export function distance(a: Square, b: Square): number {
  return Math.max(Math.abs(a[0] - b[0]), Math.abs(a[1] - b[1]));
}
