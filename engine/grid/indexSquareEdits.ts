import type { GameMap } from '../model/map.ts';
import { cellFlagsOf, filedCells, windowRank } from './indexTables.ts';
import { BARRIER_WINDOW, createIndex, type MapIndex } from './mapIndex.ts';
import { movementAfterSquareEdit, type MovementIndex } from './movementIndex.ts';

/**
 * The index of `next`, derived from the index of the map it was edited from, when the two differ
 * only in what squares hold: terrain, ranks (E1–E4), passages (E3), cover objects (G2), buildings,
 * tokens, the name and the notes. Barriers and the size are the same. `touched` lists the squares
 * (y × w + x) whose rank, passage or cover may have changed: a stroke's squares, a cover object's
 * squares before and after. Equal, array for array, to buildIndex(next) (a property test holds it
 * to that); the work follows the touched squares and the lists' lengths, never the map's area,
 * except a cover removal, which renumbers the objects after it in one pass over the cover array.
 *
 * Terrain, buildings, tokens, the name and the notes are not in the index at all: with nothing
 * touched, every array is shared and only the map the index belongs to changes.
 */
export function indexAfterSquareEdit(
  prev: MapIndex,
  next: GameMap,
  touched: readonly number[],
): MapIndex {
  const { w, h } = prev;
  if (
    next.size[0] !== w ||
    next.size[1] !== h ||
    next.doors.length !== prev.firstWindow ||
    next.windows.length !== prev.firstWall - prev.firstWindow ||
    next.walls.length !== prev.barrierKind.length - prev.firstWall
  ) {
    throw new Error('indexAfterSquareEdit: the two maps differ in more than their squares');
  }
  const cells = [...new Set(touched)].filter((c) => Number.isInteger(c) && c >= 0 && c < w * h);
  const wanted = new Set(cells);

  const rank = patched(prev.rank, cells, wanted, (fresh) => {
    for (const area of next.ranks)
      for (const [x, y] of area.squares) {
        const c = y * w + x;
        if (wanted.has(c)) fresh.set(c, Math.max(fresh.get(c)!, area.rank));
      }
  });
  const passage = patched(prev.passage, cells, wanted, (fresh) => {
    for (const p of next.passages)
      for (const [x, y] of p.squares) {
        const c = y * w + x;
        if (wanted.has(c)) fresh.set(c, 1);
      }
  });
  const cover = coverAfter(prev, next, cells, wanted);
  const coverRank =
    rank === prev.rank && cover === prev.cover && next.cover === prev.map.cover
      ? prev.coverRank
      : coverRanks(next, rank, w);
  const barrierRank = rank === prev.rank ? prev.barrierRank : windowRanks(prev, rank, cells);

  let cellFlags = prev.cellFlags;
  if (cover !== prev.cover) {
    const sources = { ...prev, cover };
    for (const c of cells) {
      const flags = cellFlagsOf(sources, c % w, Math.floor(c / w));
      if (flags === cellFlags[c]) continue;
      if (cellFlags === prev.cellFlags) cellFlags = cellFlags.slice();
      cellFlags[c] = flags;
    }
  }

  const index = createIndex({
    ...prev,
    map: next,
    rank,
    passage,
    cover,
    coverRank,
    barrierRank,
    cellFlags,
  });
  if (prev.movement) {
    index.movement = movementAfterSquareEdit(prev.movement as MovementIndex, index, cells);
  }
  return index;
}

/**
 * The array with each touched square's value computed afresh (`fill` raises the values of the
 * squares its list names, from 0); the array itself when nothing differs, else one copy.
 */
function patched<A extends Int16Array | Uint8Array>(
  array: A,
  cells: readonly number[],
  wanted: ReadonlySet<number>,
  fill: (fresh: Map<number, number>) => void,
): A {
  if (wanted.size === 0) return array;
  const fresh = new Map<number, number>();
  for (const c of cells) fresh.set(c, 0);
  fill(fresh);
  let out = array;
  for (const [c, value] of fresh) {
    if (out[c] === value) continue;
    if (out === array) out = array.slice() as A;
    out[c] = value;
  }
  return out;
}

/**
 * G2: each square names the lowest-numbered object filling it. The objects keep their order
 * through an edit (one moved, resized or rotated in place, some removed, some appended), so the
 * squares away from the edit keep their object, renumbered when objects before it were removed;
 * the touched squares are looked up again in the new list. Objects reordered any other way (a
 * paste that replaced the list) are filed again from scratch.
 */
function coverAfter(
  prev: MapIndex,
  next: GameMap,
  cells: readonly number[],
  wanted: ReadonlySet<number>,
): Int32Array {
  const { w } = prev;
  const before = prev.map.cover;
  if (next.cover === before && wanted.size === 0) return prev.cover;
  const newIndex = new Map<string, number>();
  next.cover.forEach((c, i) => newIndex.set(c.id, i));
  const remap = new Int32Array(before.length);
  let identity = before.length <= next.cover.length;
  let last = -1;
  for (let i = 0; i < before.length; i++) {
    const to = newIndex.get(before[i]!.id) ?? -1;
    remap[i] = to;
    if (to !== i) identity = false;
    if (to !== -1) {
      if (to < last) return fullCover(next, w, prev.h);
      last = to;
    }
  }
  let cover = prev.cover;
  if (!identity) {
    cover = new Int32Array(cover.length);
    for (let c = 0; c < cover.length; c++) {
      const o = prev.cover[c]!;
      cover[c] = o === -1 ? -1 : remap[o]!;
    }
  }
  if (wanted.size === 0) return cover;
  const fresh = new Map<number, number>();
  for (const c of cells) fresh.set(c, -1);
  next.cover.forEach((object, i) => {
    for (const [x, y] of object.squares) {
      const c = y * w + x;
      if (fresh.get(c) === -1) fresh.set(c, i);
    }
  });
  for (const [c, o] of fresh) {
    if (cover[c] === o) continue;
    if (cover === prev.cover) cover = cover.slice();
    cover[c] = o;
  }
  return cover;
}

function fullCover(next: GameMap, w: number, h: number): Int32Array {
  const cover = new Int32Array(w * h).fill(-1);
  next.cover.forEach((object, i) => {
    for (const [x, y] of object.squares) if (cover[y * w + x] === -1) cover[y * w + x] = i;
  });
  return cover;
}

/** G6 (house): a cover object's rank is the highest rank of its squares. */
function coverRanks(next: GameMap, rank: Int16Array, w: number): Int16Array {
  const out = new Int16Array(next.cover.length);
  next.cover.forEach((object, i) => {
    let highest = 0;
    for (const [x, y] of object.squares) highest = Math.max(highest, rank[y * w + x]!);
    out[i] = highest;
  });
  return out;
}

/** G6 (house): the windows filed under a square whose rank changed take their rank again. */
function windowRanks(prev: MapIndex, rank: Int16Array, cells: readonly number[]): Int16Array {
  const { w, h } = prev;
  let out = prev.barrierRank;
  const done = new Set<number>();
  for (const c of cells) {
    if (rank[c] === prev.rank[c]) continue;
    for (let k = prev.cellStart[c]!; k < prev.cellStart[c + 1]!; k++) {
      const b = prev.cellBarriers[k]!;
      if (prev.barrierKind[b] !== BARRIER_WINDOW || done.has(b)) continue;
      done.add(b);
      const xy = prev.barrierXY;
      const [x1, y1, x2, y2] = [xy[b * 4]!, xy[b * 4 + 1]!, xy[b * 4 + 2]!, xy[b * 4 + 3]!];
      const value = windowRank(x1, y1, x2, y2, filedCells(x1, y1, x2, y2, w, h), rank, w);
      if (value === out[b]) continue;
      if (out === prev.barrierRank) out = out.slice();
      out[b] = value;
    }
  }
  return out;
}
