import type { Segment, Square } from '../model/geometry.ts';
import type { GameMap } from '../model/map.ts';
import { squaresBeside } from './knownEdges.ts';

/**
 * For each square of a map, the elements of its ground that lie on it or beside it (issue 11: the
 * players' view keeps, with the fog on, only the ground on squares the players know), so the known
 * ground is made from the known squares alone, whatever the size of the map: a 200 × 200 map has
 * some 22,000 walls, and a move that sees a few new squares should not walk all of them (the
 * fog-200-view benchmark). Each part is kept per element list (maps and their lists are immutable):
 * a door opened makes a new map with new doors and the same walls, cover and areas, so only the
 * doors are filed again.
 */
export interface GroundIndex {
  /** Walls, windows and doors each by the squares beside a piece of them (knownEdges.ts). */
  walls: SquareLists;
  windows: SquareLists;
  doors: SquareLists;
  /** Cover objects and buildings by their squares, a building's boardwalk included. */
  cover: SquareLists;
  buildings: SquareLists;
  /** Terrain, rank and passage areas by their squares. */
  terrain: SquareLists;
  ranks: SquareLists;
  passages: SquareLists;
}

/**
 * Lists of element indices, one per square (y × width + x), packed: square i's are
 * items[start[i]] to items[start[i + 1] - 1].
 */
export interface SquareLists {
  start: Int32Array;
  items: Int32Array;
}

export function groundIndex(map: GameMap): GroundIndex {
  const [w, h] = map.size;
  return {
    walls: kept(map.walls, w, h, bySegments),
    windows: kept(map.windows, w, h, bySegments),
    doors: kept(map.doors, w, h, (doors, ww, hh) =>
      bySegments(
        doors.map((d) => d.at),
        ww,
        hh,
      ),
    ),
    cover: kept(map.cover, w, h, bySquares),
    buildings: kept(map.buildings, w, h, (buildings, ww, hh) =>
      bySquares(buildings, ww, hh, (i) => buildings[i]!.boardwalk),
    ),
    terrain: kept(map.terrain, w, h, bySquares),
    ranks: kept(map.ranks, w, h, bySquares),
    passages: kept(map.passages, w, h, bySquares),
  };
}

const filed = new WeakMap<object, { w: number; h: number; lists: SquareLists }>();

/** The lists of one element list on a w × h map, filed once (a map resized files them again). */
function kept<T extends object>(
  elements: T,
  w: number,
  h: number,
  build: (elements: T, w: number, h: number) => SquareLists,
): SquareLists {
  const hit = filed.get(elements);
  if (hit && hit.w === w && hit.h === h) return hit.lists;
  const lists = build(elements, w, h);
  filed.set(elements, { w, h, lists });
  return lists;
}

function fileSquare(pairs: number[], w: number, h: number, x: number, y: number, item: number) {
  if (x >= 0 && y >= 0 && x < w && y < h) pairs.push(y * w + x, item);
}

function bySquares(
  elements: readonly { squares: readonly Square[] }[],
  w: number,
  h: number,
  extra?: (i: number) => readonly Square[],
): SquareLists {
  const pairs: number[] = [];
  elements.forEach((e, i) => {
    for (const [x, y] of e.squares) fileSquare(pairs, w, h, x, y, i);
    if (extra) for (const [x, y] of extra(i)) fileSquare(pairs, w, h, x, y, i);
  });
  return lists(w * h, pairs);
}

function bySegments(segments: readonly Segment[], w: number, h: number): SquareLists {
  const pairs: number[] = [];
  segments.forEach((s, i) => {
    const [x1, y1, x2, y2] = s;
    // Most segments are one edge of one square: its two squares, without cutting it.
    if (y1 === y2 && Math.abs(x2 - x1) === 1 && Number.isInteger(x1) && Number.isInteger(y1)) {
      const x = Math.min(x1, x2);
      fileSquare(pairs, w, h, x, y1 - 1, i);
      fileSquare(pairs, w, h, x, y1, i);
    } else if (
      x1 === x2 &&
      Math.abs(y2 - y1) === 1 &&
      Number.isInteger(x1) &&
      Number.isInteger(y1)
    ) {
      const y = Math.min(y1, y2);
      fileSquare(pairs, w, h, x1 - 1, y, i);
      fileSquare(pairs, w, h, x1, y, i);
    } else squaresBeside(s, (x, y) => fileSquare(pairs, w, h, x, y, i));
  });
  return lists(w * h, pairs);
}

/** Packs (square, element index) pairs, flat, into per-square lists. */
function lists(count: number, pairs: readonly number[]): SquareLists {
  const start = new Int32Array(count + 1);
  for (let p = 0; p < pairs.length; p += 2) start[pairs[p]! + 1]! += 1;
  for (let i = 0; i < count; i++) start[i + 1]! += start[i]!;
  const items = new Int32Array(pairs.length / 2);
  const next = start.slice(0, count);
  for (let p = 0; p < pairs.length; p += 2) items[next[pairs[p]!]!++] = pairs[p + 1]!;
  return { start, items };
}
