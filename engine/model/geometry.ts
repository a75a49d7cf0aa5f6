import { z } from 'zod';

/** G1: a square is [x, y], with [0, 0] top-left. */
export const squareSchema = z.tuple([z.number().int().min(0), z.number().int().min(0)]);
export type Square = z.infer<typeof squareSchema>;

/**
 * G2: walls, doors and windows are segments between grid vertices; vertex [x, y] is the top-left
 * corner of square [x, y]. Imported maps (UVTT) have free-angle walls with fractional vertices, so
 * any finite segment is accepted, not only axis-aligned ones.
 */
export const segmentSchema = z
  .tuple([z.number(), z.number(), z.number(), z.number()])
  .refine(([x1, y1, x2, y2]) => x1 !== x2 || y1 !== y2, 'a segment needs two distinct ends');
export type Segment = z.infer<typeof segmentSchema>;

/**
 * The most squares one area may list: every square of the largest map (MAX_MAP_SIDE² in map.ts).
 * A list longer than that is refused before its elements are read (issue 16, HD1).
 */
export const MAX_AREA_SQUARES = 500 * 500;

export const squareListSchema = z
  .array(squareSchema)
  .max(MAX_AREA_SQUARES, `lists more than ${MAX_AREA_SQUARES.toLocaleString('en')} squares`);

export function squareKey([x, y]: readonly [number, number]): string {
  return `${x},${y}`;
}

export function sameSquare(a: readonly [number, number], b: readonly [number, number]): boolean {
  return a[0] === b[0] && a[1] === b[1];
}
