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

export const squareListSchema = squareList();

/** A list of at least one square. */
export const nonEmptySquareListSchema = squareList(1);

function isSquare(value: unknown): value is Square {
  return (
    Array.isArray(value) &&
    value.length === 2 &&
    Number.isInteger(value[0]) &&
    value[0] >= 0 &&
    Number.isInteger(value[1]) &&
    value[1] >= 0
  );
}

/** How many bad squares one list reports at most (boundedParse.ts's MAX_REPORTED_ISSUES). */
const MAX_BAD_SQUARES = 100;

/**
 * A list of squares, checked in one loop. A map's areas are its longest lists (a 500×500 town
 * lists 250,000 squares of terrain alone), and zod's array of tuples built a copy of every square
 * as it checked it: 3,000,000 squares took 4.5 s to judge (issue 16, HD3), this loop 50 ms. A bad
 * square is described by squareSchema itself, so its words are zod's, for the first
 * MAX_BAD_SQUARES of them; a list longer than any map has is refused before a square is read.
 */
function squareList(min = 0) {
  return z
    .custom<Square[]>((value) => Array.isArray(value), 'expected a list of squares [x, y]')
    .check((ctx) => {
      const list = ctx.value;
      if (list.length > MAX_AREA_SQUARES) {
        const message = `lists more than ${MAX_AREA_SQUARES.toLocaleString('en')} squares`;
        ctx.issues.push({ code: 'custom', message, input: list });
        return;
      }
      if (list.length < min) {
        const message = `lists no square: it needs at least ${min}`;
        ctx.issues.push({ code: 'custom', message, input: list });
        return;
      }
      let bad = 0;
      for (let i = 0; i < list.length && bad < MAX_BAD_SQUARES; i++) {
        if (isSquare(list[i])) continue;
        bad += 1;
        const checked = squareSchema.safeParse(list[i]);
        for (const issue of checked.error?.issues ?? []) {
          ctx.issues.push({
            code: 'custom',
            message: issue.message,
            input: list[i],
            path: [i, ...issue.path],
          });
        }
      }
    });
}

export function squareKey([x, y]: readonly [number, number]): string {
  return `${x},${y}`;
}

export function sameSquare(a: readonly [number, number], b: readonly [number, number]): boolean {
  return a[0] === b[0] && a[1] === b[1];
}
