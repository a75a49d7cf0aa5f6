import type { Segment } from '../model/geometry.ts';

/**
 * Exporters draw a wall twice where two rooms share it, or split one wall into pieces that
 * overlap. The board would draw such a wall darker and the index file it twice, so collinear
 * segments that share a stretch of wall become one; the points a wall covers are unchanged, and so
 * is every line of sight. Pieces that only meet end to end are the file's own drawing and are kept
 * as drawn. Segments in no such group keep their ends, and the list keeps the file's order (a
 * merged wall stands where its first piece stood), so the map reads like the file.
 *
 * Lines are grouped by their equation rounded to a millionth of a square (the precision UVTT
 * files are written in): two pieces that the rounding tells apart are left apart, which costs a
 * segment, never a wrong wall.
 */
export function mergeCollinear(segments: readonly Segment[]): Segment[] {
  const lines = new Map<string, { ux: number; uy: number; pieces: Piece[] }>();
  segments.forEach((segment, order) => {
    const [x1, y1, x2, y2] = canonical(segment);
    const length = Math.hypot(x2 - x1, y2 - y1);
    const ux = (x2 - x1) / length;
    const uy = (y2 - y1) / length;
    // The line's normal form: unit direction, and the distance of the line from the origin.
    const offset = ux * y1 - uy * x1;
    const key = `${round(ux)},${round(uy)},${round(offset)}`;
    let line = lines.get(key);
    if (!line) {
      line = { ux, uy, pieces: [] };
      lines.set(key, line);
    }
    line.pieces.push({ x1, y1, x2, y2, order });
  });
  const merged: Piece[] = [];
  for (const { ux, uy, pieces } of lines.values()) {
    if (pieces.length === 1) {
      merged.push(pieces[0]!);
      continue;
    }
    const along = (x: number, y: number) => x * ux + y * uy;
    pieces.sort((a, b) => along(a.x1, a.y1) - along(b.x1, b.y1));
    let run = { ...pieces[0]! };
    for (const piece of pieces.slice(1)) {
      // Overlap by more than the files' precision; a shared end point alone is no overlap.
      if (along(piece.x1, piece.y1) < along(run.x2, run.y2) - EPSILON) {
        if (along(piece.x2, piece.y2) > along(run.x2, run.y2)) {
          run.x2 = piece.x2;
          run.y2 = piece.y2;
        }
        run.order = Math.min(run.order, piece.order);
      } else {
        merged.push(run);
        run = { ...piece };
      }
    }
    merged.push(run);
  }
  return merged.sort((a, b) => a.order - b.order).map((p) => [p.x1, p.y1, p.x2, p.y2]);
}

interface Piece {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  /** The place of the piece (of a run's first piece) in the input. */
  order: number;
}

const EPSILON = 1e-6;

function round(n: number): number {
  // + 0 turns -0 into 0, so both signs of a zero share a key.
  return Math.round(n / EPSILON) + 0;
}

/**
 * A segment with its ends in a fixed order, left to right, then top to bottom: the same wall
 * drawn in either direction reads the same, and so does a door (`[9.5, 14, 10.5, 14]`).
 */
export function canonical([x1, y1, x2, y2]: Segment): Segment {
  return x1 < x2 || (x1 === x2 && y1 <= y2) ? [x1, y1, x2, y2] : [x2, y2, x1, y1];
}
