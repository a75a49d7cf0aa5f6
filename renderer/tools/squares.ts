import type { Square } from '../../engine/core.ts';

/** Whether two squares (or two absences of one) are the same. */
export function sameSquare(a: Square | null, b: Square | null): boolean {
  return a === b || (a !== null && b !== null && a[0] === b[0] && a[1] === b[1]);
}
