import type { Square } from '../model/geometry.ts';
import type { GameMap } from '../model/map.ts';
import { withSquaresEdited } from '../grid/mapEdits.ts';
import { accepted, refused, type EditResult } from './editResult.ts';
import { checkElements } from './elementChecks.ts';
import { cellOf, offMap, uniqueSquares, withoutSquares } from './squareSets.ts';

/**
 * Paint strokes: terrain and ranks. A painted square holds one terrain kind and one rank, so a
 * stroke takes its squares out of every other list of its kind first; lists left empty go. The
 * new map's index is derived from the old one's for the stroke's squares (withSquaresEdited), so
 * a drag on a 200×200 map stays cheap.
 */

/** The squares painted with terrain `kind` (dust, mud, boards…: the board's fill). */
export function paintTerrain(map: GameMap, kind: string, squares: readonly Square[]): EditResult {
  return repaint(
    map,
    'terrain',
    squares,
    (t) => t.kind === kind,
    (lists, painted) => {
      const at = lists.findIndex((t) => t.kind === kind);
      if (at === -1) return [...lists, { kind, squares: painted }];
      return lists.map((t, i) => (i === at ? { ...t, squares: [...t.squares, ...painted] } : t));
    },
  );
}

/** The squares with no terrain: the board's plain ground. */
export function eraseTerrain(map: GameMap, squares: readonly Square[]): EditResult {
  return repaint(map, 'terrain', squares, null, (lists) => lists);
}

/**
 * E1–E4: the squares raised to `rank` (0 is the ground: the squares leave every raised area).
 * The schema bounds the rank (0..20); a rank outside is refused by it, naming the field.
 */
export function paintRank(map: GameMap, rank: number, squares: readonly Square[]): EditResult {
  const isTarget = rank === 0 ? null : (r: { rank: number }) => r.rank === rank;
  return repaint(map, 'ranks', squares, isTarget, (lists, painted) => {
    if (rank === 0) return lists;
    const at = lists.findIndex((r) => r.rank === rank);
    if (at === -1) return [...lists, { rank, squares: painted }];
    return lists.map((r, i) => (i === at ? { ...r, squares: [...r.squares, ...painted] } : r));
  });
}

type PaintField = 'terrain' | 'ranks';

function repaint<K extends PaintField>(
  map: GameMap,
  field: K,
  squares: readonly Square[],
  isTarget: ((list: GameMap[K][number]) => boolean) | null,
  add: (lists: GameMap[K], painted: Square[]) => GameMap[K],
): EditResult {
  const w = map.size[0];
  const off = offMap(map, squares);
  if (off) return refused(map, `${field}: ${off}`);
  const painted = uniqueSquares(squares, w);
  if (alreadyPainted(map[field], painted, isTarget, w)) return accepted(map);
  const cleared = withoutSquares(map[field] as { squares: Square[] }[], cells(painted, w), w);
  const kept = cleared.filter(
    (item, i) => item.squares.length > 0 || item === (map[field] as unknown[])[i],
  ) as GameMap[K];
  // The schema checks what the stroke adds, alone: the squares already in a list passed when
  // they were painted, and a big map's areas hold thousands of them.
  const added = add([] as unknown as GameMap[K], painted) as unknown[];
  const checked = checkElements(
    map.size,
    field,
    added as never[],
    // Named at its place in the map: the target list's, or the end where a new one goes.
    added.map(() => {
      const at = isTarget ? (kept as GameMap[K][number][]).findIndex(isTarget) : -1;
      return at === -1 ? kept.length : at;
    }),
  );
  if (!checked.ok) return refused(map, checked.reason);
  const value = add(kept, painted);
  return accepted(withSquaresEdited(map, { ...map, [field]: value }, painted));
}

/**
 * Whether every painted square already lies in a target list and in no other: the stroke would
 * change nothing (a drag passing over its own squares again), and the map is kept as it is.
 */
function alreadyPainted<T extends { squares: Square[] }>(
  lists: readonly T[],
  painted: readonly Square[],
  isTarget: ((list: T) => boolean) | null,
  w: number,
): boolean {
  const erase = isTarget === null;
  const wanted = cells(painted, w);
  const inTarget = new Set<number>();
  for (const list of lists) {
    const target = isTarget?.(list) ?? false;
    for (const sq of list.squares) {
      const c = cellOf(sq, w);
      if (!wanted.has(c)) continue;
      if (!target) return false;
      inTarget.add(c);
    }
  }
  // An erase (no target) changes nothing when no list holds the squares; a paint, when the
  // target lists hold them all.
  return erase || inTarget.size === wanted.size;
}

function cells(squares: readonly Square[], w: number): Set<number> {
  return new Set(squares.map((sq) => cellOf(sq, w)));
}
