import type { GameMap } from '../model/map.ts';
import {
  cellFlagsOf,
  emptyBox,
  filedCells,
  forEachGridPosition,
  growBox,
  onGridLine,
  regionAround,
  type SquareRect,
  type TableKind,
} from './indexTables.ts';
import {
  BARRIER_CLOSED_DOOR,
  BARRIER_OPEN_DOOR,
  BARRIER_WALL,
  createIndex,
  type MapIndex,
} from './mapIndex.ts';
import { movementAfterEdit, type MovementIndex } from './movementIndex.ts';

/**
 * What changed between two maps that differ only in doors' open flags and in walls. Everything
 * else (size, windows, cover, ranks, passages, the doors' places) is the same.
 */
export interface MapEdit {
  /** Doors whose open flag flipped, by index in map.doors. */
  readonly doorsToggled?: readonly number[];
  /** Walls taken out, by index in the earlier map's walls, ascending; the rest keep their order. */
  readonly wallsRemoved?: readonly number[];
  /** How many walls the later map appends after those that remain. */
  readonly wallsAdded?: number;
}

type TableName = 'wallV' | 'wallH' | 'wallVertex' | 'anyV' | 'anyH' | 'anyVertex';
const WALL_TABLES = ['wallV', 'wallH', 'wallVertex'] as const;
const ANY_TABLES = ['anyV', 'anyH', 'anyVertex'] as const;

/**
 * The index of `next`, derived from the index of the map it was edited from: equal, array for
 * array, to buildIndex(next) (a property test holds it to that), at a cost that follows the edit.
 * Unchanged arrays are shared with `prev`; a changed one is copied once and patched where the
 * edit touches it. Only a wall removal renumbers anything (the walls after it), and it does so
 * while copying the tables it must copy anyway.
 *
 * Edge tables hold the lowest number covering a position, as buildIndex files them: walls in the
 * wall tables; in the any-tables the wall, else the lowest closed door. A position a removed wall
 * or an opened door leaves uncovered is refilled from the other walls or closed doors covering
 * it, found by one pass over the walls' (or doors') bounding boxes.
 */
export function indexAfterEdit(prev: MapIndex, next: GameMap, edit: MapEdit): MapIndex {
  const { w, h, firstWall } = prev;
  const toggled = edit.doorsToggled ?? [];
  const removed = edit.wallsRemoved ?? [];
  const added = edit.wallsAdded ?? 0;
  const oldCount = prev.barrierKind.length;
  const count = oldCount - removed.length + added;
  if (
    next.size[0] !== w ||
    next.size[1] !== h ||
    next.doors.length !== prev.firstWindow ||
    next.windows.length !== firstWall - prev.firstWindow ||
    next.walls.length !== count - firstWall
  ) {
    throw new Error('indexAfterEdit: the edit does not describe the two maps');
  }

  const tables: Record<TableName, Int32Array> = {
    wallV: prev.wallV,
    wallH: prev.wallH,
    wallVertex: prev.wallVertex,
    anyV: prev.anyV,
    anyH: prev.anyH,
    anyVertex: prev.anyVertex,
  };
  const copied = new Set<TableName>();
  const writable = (name: TableName): Int32Array => {
    if (!copied.has(name)) {
      tables[name] = tables[name].slice();
      copied.add(name);
    }
    return tables[name];
  };
  const regions: SquareRect[] = [];
  // Positions a wall edit touched, and any-table positions waiting for a closed door to refill.
  const wallTouched: Set<number>[] = [new Set(), new Set(), new Set()];
  const anyPending: Set<number>[] = [new Set(), new Set(), new Set()];
  const anyBox = emptyBox();
  let cellStart = prev.cellStart;
  let cellBarriers = prev.cellBarriers;

  const { barrierXY, barrierSource, barrierRank, kinds, remap } = barrierArrays(
    prev,
    next,
    removed,
    added,
  );
  if (remap) renumberWalls(remap);
  const irregularRemoved = removeWalls();
  const irregularAdded = addWalls();
  showWalls();
  const closing = openDoors();
  refill(anyPending, anyBox, ANY_TABLES, 0, prev.firstWindow, BARRIER_CLOSED_DOOR);
  closeDoors(closing);
  if (irregularRemoved > 0 || irregularAdded.length > 0) refile(irregularAdded);
  return finish();

  function finish(): MapIndex {
    let cellFlags = prev.cellFlags;
    let flagsCopied = false;
    const sources = { w, ...tables, cover: prev.cover, cellStart };
    for (const [left, top, right, bottom] of regions) {
      for (let y = top; y <= bottom; y++) {
        for (let x = left; x <= right; x++) {
          const flags = cellFlagsOf(sources, x, y);
          if (flags === cellFlags[y * w + x]) continue;
          if (!flagsCopied) {
            cellFlags = cellFlags.slice();
            flagsCopied = true;
          }
          cellFlags[y * w + x] = flags;
        }
      }
    }
    const scratch = prev.barrierScratch;
    if (scratch.seen.length < count) scratch.seen = new Uint32Array(Math.max(count, oldCount * 2));
    const index = createIndex({
      map: next,
      w,
      h,
      rank: prev.rank,
      passage: prev.passage,
      cover: prev.cover,
      coverRank: prev.coverRank,
      firstWindow: prev.firstWindow,
      firstWall,
      barrierXY,
      barrierKind: kinds,
      barrierSource,
      barrierRank,
      ...tables,
      cellFlags,
      cellStart,
      cellBarriers,
      barrierScratch: scratch,
    });
    if (prev.movement) {
      index.movement = movementAfterEdit(prev.movement as MovementIndex, index, regions);
    }
    return index;
  }

  /** Wall numbers after a removal: copied with the tables that hold them, −1 for removed ones. */
  function renumberWalls(map: Int32Array): void {
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
    const filed = new Int32Array(cellBarriers.length);
    for (let k = 0; k < filed.length; k++) filed[k] = map[cellBarriers[k]!]!;
    cellBarriers = filed;
  }

  /**
   * Refills the wall positions the removed walls leave uncovered from the walls left; returns how
   * many removed walls were filed under squares instead (irregular).
   */
  function removeWalls(): number {
    let irregular = 0;
    if (removed.length === 0) return irregular;
    const pending: Set<number>[] = [new Set(), new Set(), new Set()];
    const box = emptyBox();
    for (const r of removed) {
      const [x1, y1, x2, y2] = prev.map.walls[r]!;
      noteRegion(x1, y1, x2, y2);
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
    refill(pending, box, WALL_TABLES, firstWall, count - added, BARRIER_WALL);
    return irregular;
  }

  /** Files the appended walls: the highest numbers, so they only fill uncovered positions. */
  function addWalls(): number[] {
    const irregular: number[] = [];
    for (let b = count - added; b < count; b++) {
      const o = b * 4;
      const x1 = barrierXY[o]!;
      const y1 = barrierXY[o + 1]!;
      const x2 = barrierXY[o + 2]!;
      const y2 = barrierXY[o + 3]!;
      noteRegion(x1, y1, x2, y2);
      if (!onGridLine(x1, y1, x2, y2)) {
        irregular.push(b);
        continue;
      }
      forEachGridPosition(x1, y1, x2, y2, w, h, (t, at) => {
        wallTouched[t]!.add(at);
        const table = writable(WALL_TABLES[t]!);
        if (table[at] === -1) table[at] = b;
      });
    }
    return irregular;
  }

  /** A wall shows in the any-tables; where the walls are gone, a closed door may show instead. */
  function showWalls(): void {
    for (let t = 0; t < 3; t++) {
      if (wallTouched[t]!.size === 0) continue;
      const walls = tables[WALL_TABLES[t]!];
      const any = writable(ANY_TABLES[t]!);
      for (const at of wallTouched[t]!) {
        any[at] = walls[at]!;
        if (walls[at] === -1) anyPending[t]!.add(at);
      }
    }
  }

  /**
   * Flips the toggled doors' kinds. A filed (irregular) door stays filed, its kind deciding; an
   * opened grid-line door leaves the any-tables where it showed (refilled from the doors still
   * closed); the closed ones are returned, to show once that is done.
   */
  function openDoors(): number[] {
    const closing: number[] = [];
    for (const k of toggled) {
      const open = next.doors[k]!.open;
      kinds[k] = open ? BARRIER_OPEN_DOOR : BARRIER_CLOSED_DOOR;
      const [x1, y1, x2, y2] = next.doors[k]!.at;
      noteRegion(x1, y1, x2, y2);
      if (!onGridLine(x1, y1, x2, y2)) continue;
      if (!open) {
        closing.push(k);
        continue;
      }
      growBox(anyBox, x1, y1, x2, y2);
      forEachGridPosition(x1, y1, x2, y2, w, h, (t, at) => {
        if (tables[ANY_TABLES[t]!][at] !== k) return;
        writable(ANY_TABLES[t]!)[at] = -1;
        anyPending[t]!.add(at);
      });
    }
    return closing;
  }

  /** A closed door shows where no wall is and it is the lowest closed door. */
  function closeDoors(closing: readonly number[]): void {
    for (const k of closing) {
      const [x1, y1, x2, y2] = next.doors[k]!.at;
      forEachGridPosition(x1, y1, x2, y2, w, h, (t, at) => {
        if (tables[WALL_TABLES[t]!][at] !== -1) return;
        const shown = tables[ANY_TABLES[t]!][at]!;
        if (shown === -1 || k < shown) writable(ANY_TABLES[t]!)[at] = k;
      });
    }
  }

  /**
   * Fills each pending position with the lowest-numbered barrier of the kind that covers it, from
   * barriers [from, to): those whose box meets the edit's box, in number order.
   */
  function refill(
    pending: Set<number>[],
    box: number[],
    names: readonly TableName[],
    from: number,
    to: number,
    kind: number,
  ): void {
    if (pending.every((set) => set.size === 0)) return;
    const [left, top, right, bottom] = box as [number, number, number, number];
    for (let b = from; b < to; b++) {
      if (kinds[b] !== kind) continue;
      const o = b * 4;
      const x1 = barrierXY[o]!;
      const y1 = barrierXY[o + 1]!;
      const x2 = barrierXY[o + 2]!;
      const y2 = barrierXY[o + 3]!;
      if (Math.max(x1, x2) < left || Math.min(x1, x2) > right) continue;
      if (Math.max(y1, y2) < top || Math.min(y1, y2) > bottom) continue;
      if (!onGridLine(x1, y1, x2, y2)) continue;
      forEachGridPosition(x1, y1, x2, y2, w, h, (t: TableKind, at: number) => {
        if (!pending[t]!.has(at)) return;
        const table = writable(names[t]!);
        if (table[at] === -1) table[at] = b;
      });
    }
  }

  /**
   * Refiles the squares' barrier lists after irregular walls came or went: each square keeps its
   * barriers in number order, the removed ones dropped (already renumbered to −1) and the added
   * ones, the highest numbers, appended.
   */
  function refile(arrived: readonly number[]): void {
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
    cellStart = start;
    cellBarriers = filed;
  }

  /** The squares whose flags and steps a barrier may change (see movementAfterEdit). */
  function noteRegion(x1: number, y1: number, x2: number, y2: number): void {
    const rect = regionAround(x1, y1, x2, y2, w, h);
    if (rect) regions.push(rect);
  }
}

/**
 * The per-barrier arrays of the edited map. A door toggle changes one kind and renumbers nothing,
 * so the rest is shared; a wall edit renumbers the walls after a removed one (`remap`, old number
 * to new, −1 for a removed wall) and appends the added ones.
 */
function barrierArrays(prev: MapIndex, next: GameMap, removed: readonly number[], added: number) {
  const { firstWall } = prev;
  if (removed.length === 0 && added === 0) {
    const { barrierXY, barrierSource, barrierRank } = prev;
    return { barrierXY, barrierSource, barrierRank, kinds: prev.barrierKind.slice(), remap: null };
  }
  const oldCount = prev.barrierKind.length;
  const count = oldCount - removed.length + added;
  const barrierXY = new Float64Array(count * 4);
  const barrierSource = new Int32Array(count);
  const barrierRank = new Int16Array(count).fill(-1);
  const kinds = new Uint8Array(count);
  barrierXY.set(prev.barrierXY.subarray(0, firstWall * 4));
  barrierSource.set(prev.barrierSource.subarray(0, firstWall));
  barrierRank.set(prev.barrierRank.subarray(0, firstWall));
  kinds.set(prev.barrierKind.subarray(0, firstWall));
  const remap = new Int32Array(oldCount);
  for (let b = 0; b < firstWall; b++) remap[b] = b;
  let to = firstWall;
  let r = 0;
  // The walls kept are copied run by run between the removed ones, one block copy each: a copy
  // per wall (a subarray each) cost more than the rest of a wall edit on a big map.
  let runStart = firstWall;
  const copyRun = (end: number) => {
    if (end > runStart) barrierXY.set(prev.barrierXY.subarray(runStart * 4, end * 4), to * 4);
    for (let b = runStart; b < end; b++) remap[b] = to++;
  };
  for (; r < removed.length; r++) {
    const b = firstWall + removed[r]!;
    copyRun(b);
    remap[b] = -1;
    runStart = b + 1;
  }
  copyRun(oldCount);
  for (; to < count; to++) {
    const [x1, y1, x2, y2] = next.walls[to - firstWall]!;
    barrierXY[to * 4] = x1;
    barrierXY[to * 4 + 1] = y1;
    barrierXY[to * 4 + 2] = x2;
    barrierXY[to * 4 + 3] = y2;
  }
  kinds.fill(BARRIER_WALL, firstWall, count);
  for (let b = firstWall; b < count; b++) barrierSource[b] = b - firstWall;
  // Appended walls renumber nothing: only a removal needs the tables renumbered.
  return { barrierXY, barrierSource, barrierRank, kinds, remap: removed.length > 0 ? remap : null };
}
