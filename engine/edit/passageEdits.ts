import type { Square } from '../model/geometry.ts';
import type { GameMap } from '../model/map.ts';
import { withSquaresEdited } from '../grid/mapEdits.ts';
import { accepted, refused, type EditResult } from './editResult.ts';
import { checkElements } from './elementChecks.ts';
import { uniqueSquares } from './squareSets.ts';

/**
 * E3: passages (stairs, ladders), the only way up a rank. Each is one entry of map.passages; its
 * squares change the movement index's levels, derived for those squares only.
 */
export function addPassage(
  map: GameMap,
  passage: { kind: 'stairs' | 'ladder'; squares: Square[] },
): EditResult {
  const squares = uniqueSquares(passage.squares, map.size[0]);
  const checked = checkElements(
    map.size,
    'passages',
    [{ kind: passage.kind, squares }],
    [map.passages.length],
  );
  if (!checked.ok) return refused(map, checked.reason);
  const next = { ...map, passages: [...map.passages, ...checked.value] };
  return accepted(withSquaresEdited(map, next, squares));
}

export function removePassages(map: GameMap, passages: readonly number[]): EditResult {
  const missing = passages.find((i) => !Number.isInteger(i) || i < 0 || i >= map.passages.length);
  if (missing !== undefined)
    return refused(map, `passages[${missing}]: no such passage on this map`);
  const gone = new Set(passages);
  if (gone.size === 0) return accepted(map);
  const touched = map.passages.filter((_, i) => gone.has(i)).flatMap((p) => p.squares);
  const next = { ...map, passages: map.passages.filter((_, i) => !gone.has(i)) };
  return accepted(withSquaresEdited(map, next, touched));
}
