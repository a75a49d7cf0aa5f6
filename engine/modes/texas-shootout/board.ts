/**
 * TS2: the board. A barrier on the centre line; each side has two rows, row 1 against the barrier
 * and row 2 behind it, and columns numbered left to right as seen from A's seat for both sides.
 * A is the youngest player (TS3).
 */
export const SIDES = ['A', 'B'] as const;
export type Side = (typeof SIDES)[number];
export const ROWS = [1, 2] as const;
export type Row = (typeof ROWS)[number];

/** TS2: each player has three tokens. */
export const TOKENS_PER_SIDE = 3;
/** TS2: the barrier stands for 30 seconds of placement. */
export const PLACEMENT_SECONDS = 30;

export interface Square {
  readonly side: Side;
  readonly row: Row;
  readonly col: number;
}

export function otherSide(side: Side): Side {
  return side === 'A' ? 'B' : 'A';
}

export function isRow(row: number): row is Row {
  return row === 1 || row === 2;
}

/**
 * The square's line across the whole table, counted from A's back row: A row 2 = 0, A row 1 = 1,
 * B row 1 = 2, B row 2 = 3. The barrier lies between lines 1 and 2.
 */
function line(square: Square): number {
  return square.side === 'A' ? 2 - square.row : 1 + square.row;
}

/**
 * TS4: distance is Chebyshev across the barrier, so the two row 1s of one column are 1 apart and
 * the two row 2s are 3 apart.
 */
export function texasDistance(a: Square, b: Square): number {
  return Math.max(Math.abs(a.col - b.col), Math.abs(line(a) - line(b)));
}

export function sameSquare(a: Square, b: Square): boolean {
  return a.side === b.side && a.row === b.row && a.col === b.col;
}

/** How people read a square: "A row 1, column 2". */
export function squareName(square: Square): string {
  return `${square.side} row ${square.row}, column ${square.col}`;
}
