import type { GameMap } from '../model/map.ts';
import { barrierArrays } from './barrierArrays.ts';
import { closeDoors, openDoors } from './indexDoorEdits.ts';
import { ANY_TABLES, refill, startPatch, type IndexPatch } from './indexPatch.ts';
import { cellFlagsOf } from './indexTables.ts';
import { addWalls, removeWalls, renumberWalls, showWalls } from './indexWallEdits.ts';
import { BARRIER_CLOSED_DOOR, createIndex, type MapIndex } from './mapIndex.ts';
import { movementAfterEdit, type MovementIndex } from './movementIndex.ts';
import { refileCells } from './refileCells.ts';

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

  const { barrierXY, barrierSource, barrierRank, kinds, remap } = barrierArrays(
    prev,
    next,
    removed,
    added,
  );
  const patch = startPatch(prev, barrierXY, kinds, count, added);
  if (remap) renumberWalls(patch, remap);
  const irregularRemoved = removeWalls(patch, removed);
  const irregularAdded = addWalls(patch);
  showWalls(patch);
  const closing = openDoors(patch, next, toggled);
  const { anyPending, anyBox } = patch;
  refill(patch, anyPending, anyBox, ANY_TABLES, 0, prev.firstWindow, BARRIER_CLOSED_DOOR);
  closeDoors(patch, next, closing);
  if (irregularRemoved > 0 || irregularAdded.length > 0) refileCells(patch, irregularAdded);

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
    ...patch.tables,
    cellFlags: cellFlagsAfter(patch),
    cellStart: patch.cellStart,
    cellBarriers: patch.cellBarriers,
    barrierScratch: scratch,
  });
  if (prev.movement) {
    index.movement = movementAfterEdit(prev.movement as MovementIndex, index, patch.regions);
  }
  return index;
}

/** The squares' flags after the edit: `prev`'s, copied once if a square in its regions changed. */
function cellFlagsAfter(patch: IndexPatch): Uint8Array {
  const { prev, w, tables, regions, cellStart } = patch;
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
  return cellFlags;
}
