import type { Segment } from '../model/geometry.ts';

/** Whether square [x, y] is known to the players: false off the map. */
export type KnownSquare = (x: number, y: number) => boolean;

/**
 * The parts of a wall or window the players may see (issue 11, the fog of war): an edge is known
 * when a square beside it is known. G2's segments run between grid vertices, and an imported
 * map's at any angle, across many squares; so the segment is cut where it crosses a grid line,
 * each piece is kept when a square it borders (a piece on a grid line) or crosses (any other) is
 * known, and the kept pieces that follow each other are joined again. The whole segment when all
 * of it is known; none of it when none is.
 */
export function knownPieces(s: Segment, known: KnownSquare): Segment[] {
  const [x1, y1, x2, y2] = s;
  // The common case, one edge of one square: no cutting.
  if (isUnitEdge(s)) return besideKnown(x1, y1, x2, y2, known) ? [s] : [];
  const cuts = crossings(s);
  const kept: Segment[] = [];
  let runStart = -1;
  for (let i = 0; i + 1 < cuts.length; i++) {
    const a = cuts[i]!;
    const b = cuts[i + 1]!;
    const seen = besideKnown(a.x, a.y, b.x, b.y, known);
    if (seen && runStart < 0) runStart = i;
    if (!seen && runStart >= 0) {
      kept.push(joined(cuts[runStart]!, a));
      runStart = -1;
    }
  }
  if (runStart === 0) return [s];
  if (runStart > 0) kept.push(joined(cuts[runStart]!, cuts[cuts.length - 1]!));
  return kept;
}

/**
 * Each square a piece of the segment borders or crosses (the squares knownPieces asks about),
 * some more than once: what the ground index files the segment under (groundIndex.ts), so a door
 * touched by a known square has a piece known, and shows whole.
 */
export function squaresBeside(s: Segment, visit: (x: number, y: number) => void): void {
  const ask: KnownSquare = (x, y) => {
    visit(x, y);
    return false;
  };
  if (isUnitEdge(s)) {
    besideKnown(s[0], s[1], s[2], s[3], ask);
    return;
  }
  const cuts = crossings(s);
  for (let i = 0; i + 1 < cuts.length; i++)
    besideKnown(cuts[i]!.x, cuts[i]!.y, cuts[i + 1]!.x, cuts[i + 1]!.y, ask);
}

interface Cut {
  t: number;
  x: number;
  y: number;
}

/** One edge of one square, between neighbouring grid vertices. */
export function isUnitEdge([x1, y1, x2, y2]: Segment): boolean {
  return (
    Number.isInteger(x1) &&
    Number.isInteger(y1) &&
    Number.isInteger(x2) &&
    Number.isInteger(y2) &&
    Math.abs(x2 - x1) + Math.abs(y2 - y1) === 1
  );
}

/**
 * The segment's ends and every point where it crosses a grid line, in order along it. A crossing's
 * coordinate on the line it crosses is the line's own integer, so pieces joined again end exactly
 * on the vertices they began on.
 */
function crossings([x1, y1, x2, y2]: Segment): Cut[] {
  const cuts: Cut[] = [
    { t: 0, x: x1, y: y1 },
    { t: 1, x: x2, y: y2 },
  ];
  const dx = x2 - x1;
  const dy = y2 - y1;
  if (dx !== 0)
    for (let k = Math.floor(Math.min(x1, x2)) + 1; k < Math.max(x1, x2); k++) {
      const t = (k - x1) / dx;
      cuts.push({ t, x: k, y: dy === 0 ? y1 : y1 + t * dy });
    }
  if (dy !== 0)
    for (let k = Math.floor(Math.min(y1, y2)) + 1; k < Math.max(y1, y2); k++) {
      const t = (k - y1) / dy;
      cuts.push({ t, x: dx === 0 ? x1 : x1 + t * dx, y: k });
    }
  cuts.sort((a, b) => a.t - b.t);
  // A diagonal through a vertex crosses both lines there: one cut.
  return cuts.filter((c, i) => i === 0 || c.t > cuts[i - 1]!.t);
}

function joined(a: Cut, b: Cut): Segment {
  return [a.x, a.y, b.x, b.y];
}

/**
 * Whether a square beside or under the piece from (ax, ay) to (bx, by) is known: the piece lies
 * within one square, or on the grid line between two, so its middle says which.
 */
function besideKnown(ax: number, ay: number, bx: number, by: number, known: KnownSquare): boolean {
  const mx = (ax + bx) / 2;
  const my = (ay + by) / 2;
  if (ax === bx && Number.isInteger(mx)) {
    const y = Math.floor(my);
    return known(mx - 1, y) || known(mx, y);
  }
  if (ay === by && Number.isInteger(my)) {
    const x = Math.floor(mx);
    return known(x, my - 1) || known(x, my);
  }
  return known(Math.floor(mx), Math.floor(my));
}
