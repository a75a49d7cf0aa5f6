import type { Square } from '../model/geometry.ts';
import type { GameMap } from '../model/map.ts';
import { indexMap } from './indexCache.ts';

/** E1–E4: the rank of a square: the highest of the raised areas listing it, else 0. */
export function rankOf(map: GameMap, [x, y]: Square): number {
  const index = indexMap(map);
  return index.rank[y * index.w + x]!;
}
