import type { GameMap } from '../model/map.ts';
import { buildIndex } from './buildIndex.ts';
import type { MapIndex } from './mapIndex.ts';

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
  const index = cache.get(map);
  if (index) {
    lastMap = map;
    lastIndex = index;
    if (cache.size > 1) {
      // Most recently used last: delete and set again.
      cache.delete(map);
      cache.set(map, index);
    }
    return index;
  }
  return rememberIndex(buildIndex(map));
}

/** The cached index of a map, without building one (for deriving an edited map's index). */
export function cachedIndex(map: GameMap): MapIndex | undefined {
  return map === lastMap ? lastIndex! : cache.get(map);
}

/** Caches an index (built or derived) as the newest entry, and returns it. */
export function rememberIndex(index: MapIndex): MapIndex {
  cache.delete(index.map);
  cache.set(index.map, index);
  if (cache.size > MAP_INDEX_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  lastMap = index.map;
  lastIndex = index;
  return index;
}
