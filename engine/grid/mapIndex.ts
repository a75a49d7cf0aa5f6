import type { GameMap } from '../model/map.ts';
import { forEachCellTouched } from './cellsTouched.ts';
import { runsThroughClosedSquare } from './segments.ts';

export const BARRIER_WALL = 0;
export const BARRIER_CLOSED_DOOR = 1;
export const BARRIER_WINDOW = 2;
export type BarrierKind = typeof BARRIER_WALL | typeof BARRIER_CLOSED_DOOR | typeof BARRIER_WINDOW;

/**
 * A map turned into flat arrays for the grid queries: ranks, passages and cover by square, and
 * every wall, closed door and window filed under the squares it touches, so a sight line or a step
 * only tests the few segments near it. Open doors never block or count (G3), so they are not filed.
 *
 * Maps are immutable, so an index is built once per map object and cached.
 */
export interface MapIndex {
  readonly map: GameMap;
  readonly w: number;
  readonly h: number;
  /** E1–E4: the rank of each square (the highest of the areas listing it). */
  readonly rank: Int16Array;
  /** E3: 1 where the square is a passage. */
  readonly passage: Uint8Array;
  /** G2: the index in map.cover of the object filling each square, or −1. */
  readonly cover: Int32Array;
  /** G6: a cover object's rank is the highest rank of its squares. */
  readonly coverRank: Int16Array;
  /** Barrier segments, four numbers each, in vertex units. */
  readonly barrierXY: Float64Array;
  readonly barrierKind: Uint8Array;
  /** The barrier's index in its own list (map.walls, map.doors or map.windows). */
  readonly barrierSource: Int32Array;
  /** G6: a window's rank is the lowest rank of the squares on its two sides; −1 for non-windows. */
  readonly barrierRank: Int16Array;
  /** Barriers by square: those of square i are cellBarriers[cellStart[i] .. cellStart[i+1]). */
  readonly cellStart: Int32Array;
  readonly cellBarriers: Int32Array;
  /** Scratch for de-duplicating barriers met twice on one line. */
  readonly barrierSeen: Uint32Array;
  barrierGeneration: number;
  /** Movement data, built on first use (grid/stepRules.ts). */
  movement?: unknown;
}

const cache = new WeakMap<GameMap, MapIndex>();

export function indexMap(map: GameMap): MapIndex {
  let index = cache.get(map);
  if (!index) {
    index = buildIndex(map);
    cache.set(map, index);
  }
  return index;
}

function buildIndex(map: GameMap): MapIndex {
  const [w, h] = map.size;
  const rank = new Int16Array(w * h);
  for (const area of map.ranks) {
    for (const [x, y] of area.squares) rank[y * w + x] = Math.max(rank[y * w + x]!, area.rank);
  }
  const passage = new Uint8Array(w * h);
  for (const p of map.passages) for (const [x, y] of p.squares) passage[y * w + x] = 1;
  const cover = new Int32Array(w * h).fill(-1);
  const coverRank = new Int16Array(map.cover.length);
  map.cover.forEach((object, i) => {
    let highest = 0;
    for (const [x, y] of object.squares) {
      if (cover[y * w + x] === -1) cover[y * w + x] = i;
      highest = Math.max(highest, rank[y * w + x]!);
    }
    coverRank[i] = highest;
  });

  const segments: { xy: readonly number[]; kind: BarrierKind; source: number }[] = [];
  map.walls.forEach((xy, i) => segments.push({ xy, kind: BARRIER_WALL, source: i }));
  map.doors.forEach((door, i) => {
    if (!door.open) segments.push({ xy: door.at, kind: BARRIER_CLOSED_DOOR, source: i });
  });
  map.windows.forEach((xy, i) => segments.push({ xy, kind: BARRIER_WINDOW, source: i }));

  const n = segments.length;
  const barrierXY = new Float64Array(n * 4);
  const barrierKind = new Uint8Array(n);
  const barrierSource = new Int32Array(n);
  const barrierRank = new Int16Array(n).fill(-1);
  const perCell: number[][] = [];
  const counts = new Int32Array(w * h + 1);
  segments.forEach((segment, b) => {
    const [x1, y1, x2, y2] = segment.xy as [number, number, number, number];
    barrierXY.set([x1, y1, x2, y2], b * 4);
    barrierKind[b] = segment.kind;
    barrierSource[b] = segment.source;
    const onGrid =
      Number.isInteger(x1) && Number.isInteger(y1) && Number.isInteger(x2) && Number.isInteger(y2);
    const cells: number[] = [];
    // Grid-aligned segments are filed exactly; free-angle ones with a margin against rounding.
    forEachCellTouched(x1, y1, x2, y2, w, h, (x, y) => cells.push(y * w + x), onGrid ? 0 : 1);
    perCell[b] = cells;
    for (const c of cells) counts[c + 1]! += 1;
    if (segment.kind === BARRIER_WINDOW) {
      let lowest = Infinity;
      for (const c of cells) {
        const x = c % w;
        const y = (c - x) / w;
        if (runsThroughClosedSquare(x1, y1, x2, y2, x, y)) lowest = Math.min(lowest, rank[c]!);
      }
      barrierRank[b] = Number.isFinite(lowest) ? lowest : 0;
    }
  });
  const cellStart = new Int32Array(w * h + 1);
  for (let i = 0; i < w * h; i++) cellStart[i + 1] = cellStart[i]! + counts[i + 1]!;
  const fill = cellStart.slice(0, w * h);
  const cellBarriers = new Int32Array(cellStart[w * h]!);
  perCell.forEach((cells, b) => {
    for (const c of cells) cellBarriers[fill[c]!++] = b;
  });

  return {
    map,
    w,
    h,
    rank,
    passage,
    cover,
    coverRank,
    barrierXY,
    barrierKind,
    barrierSource,
    barrierRank,
    cellStart,
    cellBarriers,
    barrierSeen: new Uint32Array(n),
    barrierGeneration: 0,
  };
}

/** Starts a new de-duplication round for barriers; returns its generation number. */
export function nextBarrierGeneration(index: MapIndex): number {
  index.barrierGeneration += 1;
  if (index.barrierGeneration === 0xffffffff) {
    index.barrierSeen.fill(0);
    index.barrierGeneration = 1;
  }
  return index.barrierGeneration;
}
