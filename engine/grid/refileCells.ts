import { filedCells } from './indexTables.ts';
import type { IndexPatch } from './indexPatch.ts';

/**
 * Refiles the squares' barrier lists after irregular walls came or went: each square keeps its
 * barriers in number order, the removed ones dropped (already renumbered to −1) and the added
 * ones, the highest numbers, appended.
 */
export function refileCells(patch: IndexPatch, arrived: readonly number[]): void {
  const { w, h, barrierXY, cellStart, cellBarriers } = patch;
  const n = w * h;
  const extra = new Map<number, number[]>();
  for (const b of arrived) {
    const o = b * 4;
    const cells = filedCells(
      barrierXY[o]!,
      barrierXY[o + 1]!,
      barrierXY[o + 2]!,
      barrierXY[o + 3]!,
      w,
      h,
    );
    for (const c of cells) {
      const list = extra.get(c);
      if (list) list.push(b);
      else extra.set(c, [b]);
    }
  }
  let size = 0;
  for (const b of cellBarriers) if (b !== -1) size += 1;
  for (const list of extra.values()) size += list.length;
  const start = new Int32Array(n + 1);
  const filed = new Int32Array(size);
  let k = 0;
  for (let c = 0; c < n; c++) {
    start[c] = k;
    for (let j = cellStart[c]!; j < cellStart[c + 1]!; j++) {
      const b = cellBarriers[j]!;
      if (b !== -1) filed[k++] = b;
    }
    const more = extra.get(c);
    if (more) for (const b of more) filed[k++] = b;
  }
  start[n] = k;
  patch.cellStart = start;
  patch.cellBarriers = filed;
}
