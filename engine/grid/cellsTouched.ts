/**
 * Calls `visit(x, y)` for every square of a w×h grid whose closed box the segment a–b touches, each
 * once, column by column. A sight line through a vertex touches all four squares around it, and all
 * four are visited: that is where a wall ending at the vertex is found (G3).
 *
 * `pad` widens each column's range of rows (used when filing free-angle walls into buckets, where a
 * superset is harmless and rounding must not lose a square).
 */
export function forEachCellTouched(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  w: number,
  h: number,
  visit: (x: number, y: number) => void,
  pad = 0,
): void {
  if (ax > bx) {
    [ax, bx] = [bx, ax];
    [ay, by] = [by, ay];
  }
  const firstColumn = Math.max(0, Math.floor(ax) - (Number.isInteger(ax) ? 1 : 0) - pad);
  const lastColumn = Math.min(w - 1, Math.floor(bx) + pad);
  const dx = bx - ax;
  for (let c = firstColumn; c <= lastColumn; c++) {
    let y1: number;
    let y2: number;
    if (dx === 0) {
      y1 = ay;
      y2 = by;
    } else {
      const x1 = Math.max(ax, c);
      const x2 = Math.min(bx, c + 1);
      if (x1 > x2) {
        if (pad === 0) continue;
        y1 = x1 > bx ? by : ay;
        y2 = y1;
      } else {
        y1 = ay + ((x1 - ax) * (by - ay)) / dx;
        y2 = ay + ((x2 - ax) * (by - ay)) / dx;
      }
    }
    const ylo = Math.min(y1, y2);
    const yhi = Math.max(y1, y2);
    const firstRow = Math.max(0, Math.floor(ylo) - (Number.isInteger(ylo) ? 1 : 0) - pad);
    const lastRow = Math.min(h - 1, Math.floor(yhi) + pad);
    for (let r = firstRow; r <= lastRow; r++) visit(c, r);
  }
}
