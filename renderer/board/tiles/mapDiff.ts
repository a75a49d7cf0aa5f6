import type { GameMap } from '../../../engine/skirmish.ts';
import {
  buildingBounds,
  coverBounds,
  doorBounds,
  RANK_EDGE_REACH,
  rankMarkBounds,
  rankMarkSquare,
  segmentBounds,
  squareRect,
  squaresRect,
  WALL_REACH,
  WINDOW_REACH,
} from './staticBounds.ts';
import { tilesIn, type TileId, type WorldRect } from './tileGrid.ts';

type Square = readonly [number, number];

/**
 * What a map edit touches on the static board: the world rectangles whose drawing may differ
 * between two maps, or 'all' when the map changed size. Only slices that are a different object
 * are compared (maps are immutable, so an unchanged slice keeps its identity), and within a slice
 * only the items that differ: a door toggle touches its door, not the walls around it. Pure, so
 * "which tiles an edit touches" is tested without a canvas.
 */
export function touchedRects(prev: GameMap, next: GameMap): WorldRect[] | 'all' {
  if (prev.size !== next.size && (prev.size[0] !== next.size[0] || prev.size[1] !== next.size[1]))
    return 'all';
  const rects: WorldRect[] = [];
  const push = (r: WorldRect | null) => r && rects.push(r);
  if (prev.walls !== next.walls)
    for (const w of changedItems(prev.walls, next.walls)) push(segmentBounds(w, WALL_REACH));
  if (prev.windows !== next.windows)
    for (const w of changedItems(prev.windows, next.windows)) push(segmentBounds(w, WINDOW_REACH));
  if (prev.doors !== next.doors)
    for (const d of changedItems(prev.doors, next.doors)) push(doorBounds(d));
  if (prev.cover !== next.cover)
    for (const c of changedItems(prev.cover, next.cover)) push(coverBounds(c));
  if (prev.passages !== next.passages)
    for (const p of changedItems(prev.passages, next.passages)) push(squaresRect(p.squares));
  if (prev.buildings !== next.buildings)
    for (const b of changedItems(prev.buildings, next.buildings)) push(buildingBounds(b));
  if (prev.terrain !== next.terrain)
    for (const s of changedAreaSquares(prev.terrain, next.terrain, (a) => a.kind))
      push(squareRect(s));
  if (prev.ranks !== next.ranks) {
    // A rank change also moves the outline on the neighbours' edges, and maybe the area's triangle.
    for (const s of changedAreaSquares(prev.ranks, next.ranks, (a) => String(a.rank)))
      push(squareRect(s, RANK_EDGE_REACH));
    for (const area of changedItems(prev.ranks, next.ranks)) {
      const mark = rankMarkSquare(area.squares);
      if (mark) push(rankMarkBounds(mark));
    }
  }
  return rects;
}

/** The tiles of a grid that touched rectangles meet, each once. */
export function touchedTiles(
  rects: readonly WorldRect[],
  squares: number,
  mapSquares: readonly [number, number],
  margin = 0,
): TileId[] {
  const seen = new Map<string, TileId>();
  for (const rect of rects)
    for (const tile of tilesIn(rect, squares, mapSquares, margin))
      seen.set(`${tile.i}:${tile.j}`, tile);
  return [...seen.values()];
}

/**
 * The items of the old list and of the new that are not in both: element by element when the
 * lists are as long (an item edited in place, as a door toggle is), else as multisets (an item
 * added or removed shifts the rest, which have not changed).
 */
export function changedItems<T>(prev: readonly T[], next: readonly T[]): T[] {
  if (prev.length === next.length) {
    const changed: T[] = [];
    for (let i = 0; i < prev.length; i++) {
      if (prev[i] !== next[i] && keyOf(prev[i]) !== keyOf(next[i]))
        changed.push(prev[i]!, next[i]!);
    }
    return changed;
  }
  const count = new Map<string, { n: number; item: T }>();
  for (const item of prev) {
    const key = keyOf(item);
    const entry = count.get(key);
    if (entry) entry.n += 1;
    else count.set(key, { n: 1, item });
  }
  const added: T[] = [];
  for (const item of next) {
    const entry = count.get(keyOf(item));
    if (entry && entry.n > 0) entry.n -= 1;
    else added.push(item);
  }
  const removed = [...count.values()].flatMap(({ n, item }) => Array<T>(n).fill(item));
  return [...removed, ...added];
}

function keyOf(item: unknown): string {
  return JSON.stringify(item);
}

/**
 * The squares whose paint may differ between two lists of areas (terrain, raised ground): those
 * that joined or left an area, and every square of an area whose kind changed or that appeared or
 * went. Areas are compared by place in the list when there are as many, else by identity.
 */
export function changedAreaSquares<A extends { squares: readonly Square[] }>(
  prev: readonly A[],
  next: readonly A[],
  kindOf: (area: A) => string,
): Square[] {
  const squares: Square[] = [];
  const whole = (area: A) => squares.push(...area.squares);
  if (prev.length !== next.length) {
    const before = new Set(prev);
    const after = new Set(next);
    for (const a of prev) if (!after.has(a)) whole(a);
    for (const a of next) if (!before.has(a)) whole(a);
    return squares;
  }
  for (let i = 0; i < prev.length; i++) {
    const a = prev[i]!;
    const b = next[i]!;
    if (a === b) continue;
    if (kindOf(a) !== kindOf(b)) {
      whole(a);
      whole(b);
      continue;
    }
    if (a.squares === b.squares) continue;
    const inA = new Set(a.squares.map(([x, y]) => `${x},${y}`));
    const inB = new Set(b.squares.map(([x, y]) => `${x},${y}`));
    for (const s of a.squares) if (!inB.has(`${s[0]},${s[1]}`)) squares.push(s);
    for (const s of b.squares) if (!inA.has(`${s[0]},${s[1]}`)) squares.push(s);
  }
  return squares;
}
