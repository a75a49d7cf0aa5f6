import type { Square } from '../model/geometry.ts';
import type { CoverObject, GameMap } from '../model/map.ts';
import { withSquaresEdited } from '../grid/mapEdits.ts';
import { accepted, refused, type EditResult } from './editResult.ts';
import { checkElements } from './elementChecks.ts';
import { boundsOf, shiftSquares, uniqueSquares } from './squareSets.ts';

/**
 * Cover objects (G2: tables, barrels, crates, troughs, wagons fill whole squares; COVER_KINDS are
 * the silhouettes the board draws). Objects keep their place in map.cover through a move, a turn
 * or a resize, because G6 breaks ties by that order and cover verdicts name objects by id. Every
 * edit derives the new index for the squares the object left and took (withSquaresEdited).
 * Overlapping objects are allowed while editing; validateMap reports them as an error.
 */

export interface NewCover {
  kind: string;
  squares: Square[];
  /** Kept when given (a paste, an import); otherwise made from the kind: `barrel-3`. */
  id?: string;
}

export function placeCover(map: GameMap, cover: NewCover): EditResult {
  const id = cover.id ?? freeCoverId(map, cover.kind);
  if (map.cover.some((c) => c.id === id))
    return refused(map, `cover[${map.cover.length}].id: "${id}" is already on this map`);
  const squares = uniqueSquares(cover.squares, map.size[0]);
  const checked = checkElements(
    map.size,
    'cover',
    [{ id, kind: cover.kind, squares }],
    [map.cover.length],
  );
  if (!checked.ok) return refused(map, checked.reason);
  const next = { ...map, cover: [...map.cover, ...checked.value] };
  return accepted(withSquaresEdited(map, next, squares));
}

/**
 * Several objects placed in one edit, each with its own id (given ones kept): one check of them
 * all, and the index derived once for every square they cover. A paste of a box holding a dozen
 * objects derived the whole map's index a dozen times, one object at a time (select-move-200).
 */
export function placeCovers(
  map: GameMap,
  covers: readonly (NewCover & { id: string })[],
): EditResult {
  if (covers.length === 0) return accepted(map);
  const seen = new Set(map.cover.map((c) => c.id));
  for (const [i, cover] of covers.entries()) {
    if (seen.has(cover.id))
      return refused(
        map,
        `cover[${map.cover.length + i}].id: "${cover.id}" is already on this map`,
      );
    seen.add(cover.id);
  }
  const placed = covers.map((c) => ({
    id: c.id,
    kind: c.kind,
    squares: uniqueSquares(c.squares, map.size[0]),
  }));
  const checked = checkElements(
    map.size,
    'cover',
    placed,
    placed.map((_, i) => map.cover.length + i),
  );
  if (!checked.ok) return refused(map, checked.reason);
  const next = { ...map, cover: [...map.cover, ...checked.value] };
  return accepted(
    withSquaresEdited(
      map,
      next,
      placed.flatMap((c) => c.squares),
    ),
  );
}

/** The object moved by [dx, dy] squares. */
export function moveCover(map: GameMap, id: string, by: readonly [number, number]): EditResult {
  return reshape(map, id, (squares) => shiftSquares(squares, by));
}

/**
 * The object turned a quarter clockwise about its box's top-left corner: a 2×1 table becomes
 * 1×2, and stays where the Dealer put it.
 */
export function rotateCover(map: GameMap, id: string): EditResult {
  return reshape(map, id, (squares) => {
    const [left, top, , bottom] = boundsOf(squares)!;
    return squares.map(([x, y]): Square => [left + (bottom - y), top + (x - left)]);
  });
}

/** The object made a w×h rectangle from its box's top-left corner (a longer table, a wagon). */
export function resizeCover(
  map: GameMap,
  id: string,
  [w, h]: readonly [number, number],
): EditResult {
  if (!Number.isInteger(w) || !Number.isInteger(h) || w < 1 || h < 1)
    return refused(map, `cover "${id}": a size is whole squares, at least 1×1 (not ${w}×${h})`);
  return reshape(map, id, (squares) => {
    const [left, top] = boundsOf(squares)!;
    const out: Square[] = [];
    for (let y = top; y < top + h; y++) for (let x = left; x < left + w; x++) out.push([x, y]);
    return out;
  });
}

export function removeCover(map: GameMap, ids: readonly string[]): EditResult {
  const missing = ids.find((id) => !map.cover.some((c) => c.id === id));
  if (missing !== undefined) return refused(map, `cover "${missing}" is not on this map`);
  const gone = new Set(ids);
  if (gone.size === 0) return accepted(map);
  const touched = map.cover.filter((c) => gone.has(c.id)).flatMap((c) => c.squares);
  const next = { ...map, cover: map.cover.filter((c) => !gone.has(c.id)) };
  return accepted(withSquaresEdited(map, next, touched));
}

function reshape(
  map: GameMap,
  id: string,
  shape: (squares: readonly Square[]) => Square[],
): EditResult {
  const at = map.cover.findIndex((c) => c.id === id);
  if (at === -1) return refused(map, `cover "${id}" is not on this map`);
  const object = map.cover[at]!;
  const squares = shape(object.squares);
  const checked = checkElements(map.size, 'cover', [{ ...object, squares }], [at]);
  if (!checked.ok) return refused(map, checked.reason);
  const cover = map.cover.map((c, i): CoverObject => (i === at ? checked.value[0]! : c));
  return accepted(withSquaresEdited(map, { ...map, cover }, [...object.squares, ...squares]));
}

/** The lowest `kind-n` not taken by an object on the map. */
export function freeCoverId(map: GameMap, kind: string, taken: ReadonlySet<string> = new Set()) {
  const ids = new Set(map.cover.map((c) => c.id));
  const base = kind.replace(/[^A-Za-z0-9_-]+/g, '-').toLowerCase() || 'cover';
  let n = 1;
  while (ids.has(`${base}-${n}`) || taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}
