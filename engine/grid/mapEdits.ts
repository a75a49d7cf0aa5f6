import { segmentSchema, type Segment, type Square } from '../model/geometry.ts';
import type { GameMap } from '../model/map.ts';
import { indexAfterEdit, type MapEdit } from './indexEdits.ts';
import { indexAfterSquareEdit } from './indexSquareEdits.ts';
import { cachedIndex, rememberIndex } from './indexCache.ts';

/**
 * Edits of a map's doors and walls that keep the grid queries cheap: each returns a new map (maps
 * are immutable) and, when the old map's index is cached, files the new map's index derived from
 * it (indexAfterEdit), with its movement index, so the next query pays for the squares the edit
 * touched instead of a whole rebuild. A game toggles doors here (turnActions.ts), so a replay or an
 * undo that re-applies a toggle from the log goes the same way; the editor adds and removes walls,
 * and paints squares (withSquaresEdited).
 */

/** M3: the map with door `door` (index in map.doors) opened if closed, closed if open. */
export function withDoorToggled(map: GameMap, door: number): GameMap {
  if (!map.doors[door]) throw new RangeError(`withDoorToggled: no door ${door} on this map`);
  const doors = map.doors.map((d, i) => (i === door ? { ...d, open: !d.open } : d));
  return derived(map, { ...map, doors }, { doorsToggled: [door] });
}

/** The map with wall segments appended after its walls. */
export function withWallsAdded(map: GameMap, segments: readonly Segment[]): GameMap {
  if (segments.length === 0) return map;
  const added = segments.map((s) => segmentSchema.parse(s));
  return derived(map, { ...map, walls: [...map.walls, ...added] }, { wallsAdded: added.length });
}

/** The map without the walls at these indexes in map.walls; the others keep their order. */
export function withWallsRemoved(map: GameMap, walls: readonly number[]): GameMap {
  const removed = [...new Set(walls)].sort((a, b) => a - b);
  if (removed.length === 0) return map;
  for (const i of removed) {
    if (!Number.isInteger(i) || i < 0 || i >= map.walls.length)
      throw new RangeError(`withWallsRemoved: no wall ${i} on this map`);
  }
  const gone = new Set(removed);
  const next = { ...map, walls: map.walls.filter((_, i) => !gone.has(i)) };
  return derived(map, next, { wallsRemoved: removed });
}

/**
 * Files the index of `next`, a map edited from `map` in what its squares hold only (terrain, ranks,
 * passages, cover, buildings, tokens, name, notes; never barriers or size), derived from the old
 * map's cached index: `touched` names the squares whose rank, passage or cover may differ. Returns
 * `next`. The editor's square edits (engine/edit) come here, so a stroke on a big map pays for
 * the squares it paints.
 */
export function withSquaresEdited(
  map: GameMap,
  next: GameMap,
  touched: readonly Square[],
): GameMap {
  if (next === map) return map;
  const index = cachedIndex(map);
  if (index) {
    const w = map.size[0];
    rememberIndex(
      indexAfterSquareEdit(
        index,
        next,
        touched.map(([x, y]) => y * w + x),
      ),
    );
  }
  return next;
}

function derived(prev: GameMap, next: GameMap, edit: MapEdit): GameMap {
  const index = cachedIndex(prev);
  if (index) rememberIndex(indexAfterEdit(index, next, edit));
  return next;
}
