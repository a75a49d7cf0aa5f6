/**
 * Exact segment geometry for line of sight, cover and movement (G3, G4, M2).
 *
 * Squares are unit boxes: square [x, y] spans x..x+1 and y..y+1; its centre is (x+0.5, y+0.5).
 * Grid maps put every wall on integer vertices and every sight line between half-integer centres,
 * so the products below are small multiples of 1/4 and exact in doubles: "touches" and "crosses"
 * are decided exactly, with no epsilon. Imported free-angle walls use the same tests.
 */

/** Twice the signed area of triangle (a, b, c): > 0 one side, < 0 the other, 0 collinear. */
export function orient(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  cx: number,
  cy: number,
): number {
  return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
}

/** Whether c, known collinear with a–b, lies on the closed segment a–b. */
function onSegment(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  cx: number,
  cy: number,
): boolean {
  return (
    Math.min(ax, bx) <= cx &&
    cx <= Math.max(ax, bx) &&
    Math.min(ay, by) <= cy &&
    cy <= Math.max(ay, by)
  );
}

/**
 * G3: whether closed segments p1–p2 and q1–q2 share at least one point, endpoints included (a
 * sight line through a wall's end is blocked: no shooting through wall corners).
 */
export function segmentsTouch(
  p1x: number,
  p1y: number,
  p2x: number,
  p2y: number,
  q1x: number,
  q1y: number,
  q2x: number,
  q2y: number,
): boolean {
  const d1 = orient(q1x, q1y, q2x, q2y, p1x, p1y);
  const d2 = orient(q1x, q1y, q2x, q2y, p2x, p2y);
  const d3 = orient(p1x, p1y, p2x, p2y, q1x, q1y);
  const d4 = orient(p1x, p1y, p2x, p2y, q2x, q2y);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) {
    return true;
  }
  return (
    (d1 === 0 && onSegment(q1x, q1y, q2x, q2y, p1x, p1y)) ||
    (d2 === 0 && onSegment(q1x, q1y, q2x, q2y, p2x, p2y)) ||
    (d3 === 0 && onSegment(p1x, p1y, p2x, p2y, q1x, q1y)) ||
    (d4 === 0 && onSegment(p1x, p1y, p2x, p2y, q2x, q2y))
  );
}

/**
 * Clips segment a–b to square [sx, sy] on each axis (Liang–Barsky) and reports whether the clipped
 * parameter range has length. With `closed` false the box is open, so a segment running along an
 * edge or touching a corner is outside; with `closed` true the edges belong to the box.
 */
function clipsIntoSquare(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  sx: number,
  sy: number,
  closed: boolean,
): boolean {
  let lo = 0;
  let hi = 1;
  const dx = bx - ax;
  if (dx === 0) {
    if (closed ? ax < sx || ax > sx + 1 : !(ax > sx && ax < sx + 1)) return false;
  } else {
    const t1 = (sx - ax) / dx;
    const t2 = (sx + 1 - ax) / dx;
    lo = Math.max(lo, Math.min(t1, t2));
    hi = Math.min(hi, Math.max(t1, t2));
  }
  const dy = by - ay;
  if (dy === 0) {
    if (closed ? ay < sy || ay > sy + 1 : !(ay > sy && ay < sy + 1)) return false;
  } else {
    const t1 = (sy - ay) / dy;
    const t2 = (sy + 1 - ay) / dy;
    lo = Math.max(lo, Math.min(t1, t2));
    hi = Math.min(hi, Math.max(t1, t2));
  }
  return lo < hi;
}

/**
 * G4: whether segment a–b passes through the open interior of square [sx, sy]. Touching only a
 * corner or running along an edge does not count.
 */
export function crossesSquareInterior(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  sx: number,
  sy: number,
): boolean {
  return clipsIntoSquare(ax, ay, bx, by, sx, sy, false);
}

/**
 * Whether two segments overlap along a stretch of positive length (collinear and sharing more
 * than a point). G5: a window "lies on an edge" of the attacker's square this way.
 */
export function segmentsOverlap(
  p1x: number,
  p1y: number,
  p2x: number,
  p2y: number,
  q1x: number,
  q1y: number,
  q2x: number,
  q2y: number,
): boolean {
  if (orient(p1x, p1y, p2x, p2y, q1x, q1y) !== 0 || orient(p1x, p1y, p2x, p2y, q2x, q2y) !== 0)
    return false;
  // Project on the dominant axis of p and compare the two intervals.
  const useX = Math.abs(p2x - p1x) >= Math.abs(p2y - p1y);
  const [a1, a2] = useX ? [p1x, p2x] : [p1y, p2y];
  const [b1, b2] = useX ? [q1x, q2x] : [q1y, q2y];
  return (
    Math.min(Math.max(a1, a2), Math.max(b1, b2)) > Math.max(Math.min(a1, a2), Math.min(b1, b2))
  );
}

/** Whether segment a–b has a stretch of positive length inside the closed square [sx, sy]. */
export function runsThroughClosedSquare(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  sx: number,
  sy: number,
): boolean {
  return clipsIntoSquare(ax, ay, bx, by, sx, sy, true);
}
