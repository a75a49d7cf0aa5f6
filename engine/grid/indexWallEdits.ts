import { emptyBox, forEachGridPosition, growBox, onGridLine } from './indexTables.ts';
import {
  ANY_TABLES,
  noteRegion,
  refill,
  WALL_TABLES,
  writable,
  type IndexPatch,
} from './indexPatch.ts';
import { BARRIER_WALL } from './mapIndex.ts';

/** Wall numbers after a removal: copied with the tables that hold them, −1 for removed ones. */
export function renumberWalls(patch: IndexPatch, map: Int32Array): void {
  const { tables, copied, firstWall } = patch;
  for (const name of [...WALL_TABLES, ...ANY_TABLES]) {
    const from = tables[name];
    const to = new Int32Array(from.length);
    for (let i = 0; i < from.length; i++) {
      const b = from[i]!;
      to[i] = b < firstWall ? b : map[b]!;
    }
    tables[name] = to;
    copied.add(name);
  }
  const { cellBarriers } = patch;
  const filed = new Int32Array(cellBarriers.length);
  for (let k = 0; k < filed.length; k++) filed[k] = map[cellBarriers[k]!]!;
  patch.cellBarriers = filed;
}

/**
 * Refills the wall positions the removed walls leave uncovered from the walls left; returns how
 * many removed walls were filed under squares instead (irregular).
 */
export function removeWalls(patch: IndexPatch, removed: readonly number[]): number {
  let irregular = 0;
  if (removed.length === 0) return irregular;
  const { prev, w, h, tables, wallTouched, anyBox } = patch;
  const pending: Set<number>[] = [new Set(), new Set(), new Set()];
  const box = emptyBox();
  for (const r of removed) {
    const [x1, y1, x2, y2] = prev.map.walls[r]!;
    noteRegion(patch, x1, y1, x2, y2);
    if (!onGridLine(x1, y1, x2, y2)) {
      irregular += 1;
      continue;
    }
    growBox(box, x1, y1, x2, y2);
    growBox(anyBox, x1, y1, x2, y2);
    forEachGridPosition(x1, y1, x2, y2, w, h, (t, at) => {
      wallTouched[t]!.add(at);
      if (tables[WALL_TABLES[t]!][at] === -1) pending[t]!.add(at);
    });
  }
  refill(
    patch,
    pending,
    box,
    WALL_TABLES,
    patch.firstWall,
    patch.count - patch.added,
    BARRIER_WALL,
  );
  return irregular;
}

/** Files the appended walls: the highest numbers, so they only fill uncovered positions. */
export function addWalls(patch: IndexPatch): number[] {
  const { w, h, count, added, barrierXY, wallTouched } = patch;
  const irregular: number[] = [];
  for (let b = count - added; b < count; b++) {
    const o = b * 4;
    const x1 = barrierXY[o]!;
    const y1 = barrierXY[o + 1]!;
    const x2 = barrierXY[o + 2]!;
    const y2 = barrierXY[o + 3]!;
    noteRegion(patch, x1, y1, x2, y2);
    if (!onGridLine(x1, y1, x2, y2)) {
      irregular.push(b);
      continue;
    }
    forEachGridPosition(x1, y1, x2, y2, w, h, (t, at) => {
      wallTouched[t]!.add(at);
      const table = writable(patch, WALL_TABLES[t]!);
      if (table[at] === -1) table[at] = b;
    });
  }
  return irregular;
}

/** A wall shows in the any-tables; where the walls are gone, a closed door may show instead. */
export function showWalls(patch: IndexPatch): void {
  const { tables, wallTouched, anyPending } = patch;
  for (let t = 0; t < 3; t++) {
    if (wallTouched[t]!.size === 0) continue;
    const walls = tables[WALL_TABLES[t]!];
    const any = writable(patch, ANY_TABLES[t]!);
    for (const at of wallTouched[t]!) {
      any[at] = walls[at]!;
      if (walls[at] === -1) anyPending[t]!.add(at);
    }
  }
}
