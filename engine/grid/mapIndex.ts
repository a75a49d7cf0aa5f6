import type { GameMap } from '../model/map.ts';

export const BARRIER_WALL = 0;
export const BARRIER_CLOSED_DOOR = 1;
export const BARRIER_WINDOW = 2;
/** G3: an open door never blocks or counts; it keeps its barrier number so a toggle shifts none. */
export const BARRIER_OPEN_DOOR = 3;
export type BarrierKind =
  | typeof BARRIER_WALL
  | typeof BARRIER_CLOSED_DOOR
  | typeof BARRIER_WINDOW
  | typeof BARRIER_OPEN_DOOR;

/**
 * A map turned into flat arrays for the grid queries.
 *
 * Walls and closed doors on grid lines (integer, axis-aligned: nearly all of them) go into edge
 * tables: which unit edges and which vertices they cover. A sight line or a step between square
 * centres can only touch such a wall where it crosses a grid line, so one table lookup per
 * crossing decides it. Everything else — free-angle or fractional walls and doors from imports,
 * and every window (cover needs to know which ones a line touches) — is filed under the squares
 * it touches and tested exactly, segment against segment. Open doors never block or count (G3):
 * they are in no edge table, and the queries skip a filed one by its kind.
 *
 * Barriers are numbered doors first, then windows, then walls, every door whether open or not:
 * a door toggle renumbers nothing, and a wall edit renumbers only walls (indexEdits.ts derives
 * the index of an edited map from the index before the edit).
 *
 * Maps are immutable, so an index is built once per map object and cached (see indexCache.ts).
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
  /** The barrier number of window 0 (doors come before it) and of wall 0 (windows before it). */
  readonly firstWindow: number;
  readonly firstWall: number;
  /** Every barrier: four numbers each, in vertex units; its kind; its index in its own list. */
  readonly barrierXY: Float64Array;
  readonly barrierKind: Uint8Array;
  readonly barrierSource: Int32Array;
  /** G6: a window's rank is the lowest rank of the squares on its two sides; −1 for non-windows. */
  readonly barrierRank: Int16Array;
  /**
   * Grid-line walls, by the unit edge or vertex they cover: the lowest wall number covering it, or
   * −1. Vertical edge (X, y) runs from vertex (X, y) to (X, y+1), at wallV[y × (w+1) + X];
   * horizontal edge (x, Y) at wallH[Y × w + x]; vertex (X, Y) at wallVertex[Y × (w+1) + X].
   */
  readonly wallV: Int32Array;
  readonly wallH: Int32Array;
  readonly wallVertex: Int32Array;
  /**
   * What blocks a line that does not ignore doors, in the same layout: the wall there, else the
   * lowest closed grid-line door covering the position, else −1.
   */
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
  /** Scratch for de-duplicating barriers met twice on one line; shared with derived indexes. */
  readonly barrierScratch: BarrierScratch;
  /** Movement data, built on first use or derived with the index (grid/movementIndex.ts). */
  movement?: unknown;
}

/** Everything an index holds but its lazily built movement data. */
export type MapIndexParts = Omit<MapIndex, 'movement'>;

/**
 * Every index, built or derived, is made here with its fields in one order, so the queries see
 * one object shape (V8 keeps property access fast for objects that share a shape).
 */
export function createIndex(p: MapIndexParts): MapIndex {
  return {
    map: p.map,
    w: p.w,
    h: p.h,
    rank: p.rank,
    passage: p.passage,
    cover: p.cover,
    coverRank: p.coverRank,
    firstWindow: p.firstWindow,
    firstWall: p.firstWall,
    barrierXY: p.barrierXY,
    barrierKind: p.barrierKind,
    barrierSource: p.barrierSource,
    barrierRank: p.barrierRank,
    wallV: p.wallV,
    wallH: p.wallH,
    wallVertex: p.wallVertex,
    anyV: p.anyV,
    anyH: p.anyH,
    anyVertex: p.anyVertex,
    cellFlags: p.cellFlags,
    cellStart: p.cellStart,
    cellBarriers: p.cellBarriers,
    barrierScratch: p.barrierScratch,
    movement: undefined,
  };
}

/**
 * Searches are synchronous and never overlap, so the indexes derived from one another by edits
 * share one scratch (and its generation counter) instead of allocating their own.
 */
export interface BarrierScratch {
  seen: Uint32Array;
  generation: number;
}

/** Starts a new de-duplication round for barriers; returns its generation number. */
export function nextBarrierGeneration(index: MapIndex): number {
  const scratch = index.barrierScratch;
  scratch.generation += 1;
  if (scratch.generation === 0xffffffff) {
    scratch.seen.fill(0);
    scratch.generation = 1;
  }
  return scratch.generation;
}

/**
 * The grid-line wall (or, unless a Slug ignores doors, closed door) touching the point where a
 * line between centres crosses vertical grid line X at height y, or −1. At a vertex (y whole) any
 * wall through the vertex touches it; elsewhere only one covering that unit edge.
 */
export function barrierOnVertical(index: MapIndex, X: number, y: number, doors: boolean): number {
  const { w } = index;
  if (Number.isInteger(y)) return (doors ? index.anyVertex : index.wallVertex)[y * (w + 1) + X]!;
  return (doors ? index.anyV : index.wallV)[Math.floor(y) * (w + 1) + X]!;
}

/** The same for a crossing of horizontal grid line Y at a non-whole x. */
export function barrierOnHorizontal(index: MapIndex, x: number, Y: number, doors: boolean): number {
  return (doors ? index.anyH : index.wallH)[Y * index.w + Math.floor(x)]!;
}
