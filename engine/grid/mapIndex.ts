import type { GameMap } from '../model/map.ts';
import { forEachCellTouched } from './cellsTouched.ts';
import { runsThroughClosedSquare } from './segments.ts';

export const BARRIER_WALL = 0;
export const BARRIER_CLOSED_DOOR = 1;
export const BARRIER_WINDOW = 2;
export type BarrierKind = typeof BARRIER_WALL | typeof BARRIER_CLOSED_DOOR | typeof BARRIER_WINDOW;

/**
 * A map turned into flat arrays for the grid queries.
 *
 * Walls and closed doors on grid lines (integer, axis-aligned: nearly all of them) go into edge
 * tables: which unit edges and which vertices they cover. A sight line or a step between square
 * centres can only touch such a wall where it crosses a grid line, so one table lookup per
 * crossing decides it. Everything else — free-angle or fractional walls from imports, and every
 * window (cover needs to know which ones a line touches) — is filed under the squares it touches
 * and tested exactly, segment against segment. Open doors never block or count (G3): not filed.
 *
 * Maps are immutable, so an index is built once per map object and cached (see indexMap).
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
  /** Every barrier: four numbers each, in vertex units; its kind; its index in its own list. */
  readonly barrierXY: Float64Array;
  readonly barrierKind: Uint8Array;
  readonly barrierSource: Int32Array;
  /** G6: a window's rank is the lowest rank of the squares on its two sides; −1 for non-windows. */
  readonly barrierRank: Int16Array;
  /**
   * Grid-line walls and closed doors, by the unit edge or vertex they cover: the barrier index, or
   * −1. Vertical edge (X, y) runs from vertex (X, y) to (X, y+1), at wallV[y × (w+1) + X];
   * horizontal edge (x, Y) at wallH[Y × w + x]; vertex (X, Y) at wallVertex[Y × (w+1) + X].
   */
  readonly wallV: Int32Array;
  readonly wallH: Int32Array;
  readonly wallVertex: Int32Array;
  readonly doorV: Int32Array;
  readonly doorH: Int32Array;
  readonly doorVertex: Int32Array;
  /** Walls, else closed doors: what blocks a line that does not ignore doors. */
  readonly anyV: Int32Array;
  readonly anyH: Int32Array;
  readonly anyVertex: Int32Array;
  /**
   * Per square: bit 1 when irregular barriers or windows are filed under it, bit 2 when it holds
   * cover, bit 4 when all four of its edges are walls (nothing outside can see in or out), bit 8
   * when all four are walls or closed doors.
   */
  readonly cellFlags: Uint8Array;
  /** Filed barriers by square: those of square i are cellBarriers[cellStart[i] .. cellStart[i+1]). */
  readonly cellStart: Int32Array;
  readonly cellBarriers: Int32Array;
  /** Scratch for de-duplicating barriers met twice on one line. */
  readonly barrierSeen: Uint32Array;
  barrierGeneration: number;
  /** Movement data, built on first use (grid/stepRules.ts). */
  movement?: unknown;
}

/**
 * The indexes of the maps used most recently, newest last. A bounded cache rather than a WeakMap:
 * a session keeps old states alive as undo checkpoints, each holding the map of its moment (a door
 * toggle makes a new map), and a weak cache would keep every one of their indexes too, megabytes
 * each on a big map. The few maps in use — the current one, the one before the last door, the
 * checkpoint an undo replays from — stay cached.
 */
const cache = new Map<GameMap, MapIndex>();
export const MAP_INDEX_CACHE_SIZE = 16;

let lastMap: GameMap | null = null;
let lastIndex: MapIndex | null = null;

export function indexMap(map: GameMap): MapIndex {
  // Queries ask for the same map many times in a row: the newest entry needs no reordering.
  if (map === lastMap) return lastIndex!;
  let index = cache.get(map);
  lastMap = map;
  if (index) {
    lastIndex = index;
    if (cache.size > 1) {
      // Most recently used last: delete and set again.
      cache.delete(map);
      cache.set(map, index);
    }
    return index;
  }
  index = buildIndex(map);
  lastIndex = index;
  cache.set(map, index);
  if (cache.size > MAP_INDEX_CACHE_SIZE) cache.delete(cache.keys().next().value!);
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
  const wallV = new Int32Array((w + 1) * h).fill(-1);
  const wallH = new Int32Array(w * (h + 1)).fill(-1);
  const wallVertex = new Int32Array((w + 1) * (h + 1)).fill(-1);
  const doorV = new Int32Array((w + 1) * h).fill(-1);
  const doorH = new Int32Array(w * (h + 1)).fill(-1);
  const doorVertex = new Int32Array((w + 1) * (h + 1)).fill(-1);
  const filed: number[][] = [];
  const counts = new Int32Array(w * h + 1);
  const mark = (table: Int32Array, at: number, b: number) => {
    if (table[at] === -1) table[at] = b;
  };
  segments.forEach((segment, b) => {
    const [x1, y1, x2, y2] = segment.xy as [number, number, number, number];
    barrierXY.set([x1, y1, x2, y2], b * 4);
    barrierKind[b] = segment.kind;
    barrierSource[b] = segment.source;
    const onGridLine = [x1, y1, x2, y2].every(Number.isInteger) && (x1 === x2 || y1 === y2);
    if (segment.kind !== BARRIER_WINDOW && onGridLine) {
      const door = segment.kind === BARRIER_CLOSED_DOOR;
      const [edgeV, edgeH, vertex] = door ? [doorV, doorH, doorVertex] : [wallV, wallH, wallVertex];
      if (x1 === x2) {
        if (x1 < 0 || x1 > w) return;
        for (let y = Math.max(0, Math.min(y1, y2)); y <= Math.min(h, Math.max(y1, y2)); y++) {
          mark(vertex, y * (w + 1) + x1, b);
          if (y < Math.max(y1, y2) && y < h) mark(edgeV, y * (w + 1) + x1, b);
        }
      } else {
        if (y1 < 0 || y1 > h) return;
        for (let x = Math.max(0, Math.min(x1, x2)); x <= Math.min(w, Math.max(x1, x2)); x++) {
          mark(vertex, y1 * (w + 1) + x, b);
          if (x < Math.max(x1, x2) && x < w) mark(edgeH, y1 * w + x, b);
        }
      }
      return;
    }
    // Filed under every square it touches (with a margin against rounding for free angles):
    // a sight line walks every square whose closed box it touches, so it meets the barrier.
    const cells: number[] = [];
    forEachCellTouched(x1, y1, x2, y2, w, h, (x, y) => cells.push(y * w + x), onGridLine ? 0 : 1);
    filed[b] = cells;
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
  filed.forEach((cells, b) => {
    for (const c of cells) cellBarriers[fill[c]!++] = b;
  });
  const cellFlags = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const edges = [y * (w + 1) + x, y * (w + 1) + x + 1];
      const flats = [y * w + x, (y + 1) * w + x];
      const walled = edges.every((e) => wallV[e] !== -1) && flats.every((e) => wallH[e] !== -1);
      const shut =
        edges.every((e) => wallV[e] !== -1 || doorV[e] !== -1) &&
        flats.every((e) => wallH[e] !== -1 || doorH[e] !== -1);
      cellFlags[i] =
        (cellStart[i + 1]! > cellStart[i]! ? 1 : 0) |
        (cover[i]! >= 0 ? 2 : 0) |
        (walled ? 4 : 0) |
        (shut ? 8 : 0);
    }
  }

  const either = (walls: Int32Array, doors: Int32Array) =>
    walls.map((b, i) => (b !== -1 ? b : doors[i]!));
  return {
    map,
    w,
    h,
    anyV: either(wallV, doorV),
    anyH: either(wallH, doorH),
    anyVertex: either(wallVertex, doorVertex),
    rank,
    passage,
    cover,
    coverRank,
    barrierXY,
    barrierKind,
    barrierSource,
    barrierRank,
    wallV,
    wallH,
    wallVertex,
    doorV,
    doorH,
    doorVertex,
    cellFlags,
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

/**
 * The grid-line wall (or, unless a Slug ignores doors, closed door) touching the point where a
 * line between centres crosses vertical grid line X at height y, or −1. At a vertex (y whole) any
 * wall through the vertex touches it; elsewhere only one covering that unit edge.
 */
export function barrierOnVertical(index: MapIndex, X: number, y: number, doors: boolean): number {
  const { w } = index;
  if (Number.isInteger(y)) {
    const at = y * (w + 1) + X;
    const wall = index.wallVertex[at]!;
    return wall !== -1 || !doors ? wall : index.doorVertex[at]!;
  }
  const at = Math.floor(y) * (w + 1) + X;
  const wall = index.wallV[at]!;
  return wall !== -1 || !doors ? wall : index.doorV[at]!;
}

/** The same for a crossing of horizontal grid line Y at a non-whole x. */
export function barrierOnHorizontal(index: MapIndex, x: number, Y: number, doors: boolean): number {
  const at = Y * index.w + Math.floor(x);
  const wall = index.wallH[at]!;
  return wall !== -1 || !doors ? wall : index.doorH[at]!;
}
