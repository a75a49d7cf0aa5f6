import type { GameMap } from '../model/map.ts';
import type { RulesOptions } from '../rules/rulesOptions.ts';
import type { MapIndex } from './mapIndex.ts';
import { segmentsOverlap } from './segments.ts';
import type { SightTrace } from './sightTrace.ts';

/** Why an object the line crosses does or does not give cover. */
export type CoverStatus =
  /** It gives cover. */
  | 'counted'
  /** G5: the attacker shares it. */
  | 'shared'
  /** G6: ignored because the attacker is higher and it lies below the attacker. */
  | 'elevation'
  /** G7: its only square crossed is the one a Slug ignores. */
  | 'slug';

/** One object a sight line crosses, as G5–G7 judge it. */
export interface CrossedObject {
  source: 'cover' | 'window';
  /** Index in map.cover or map.windows. */
  index: number;
  /** G4: squares of it the line crosses (a window always counts as one). */
  squares: number;
  /** G6: a cover object's highest square rank; a window's lowest rank beside it. */
  rank: number;
  status: CoverStatus;
}

/**
 * G5–G7 on a traced line: which crossed objects give cover, and whether cover applies. The one
 * place these rules live; coverBetween explains its answer and the overlay only counts.
 *  - G5: an object the attacker shares never gives cover.
 *  - G6: for each rank the attacker is above the target, one whole object below the attacker is
 *    ignored, the most squares crossed first (ties: map order, cover objects before windows).
 *  - G7: a Slug then ignores one more square. Cover applies if any square is left.
 */
export function judgeCover(
  index: MapIndex,
  map: GameMap,
  fromCell: number,
  toCell: number,
  trace: SightTrace,
  slug: boolean,
  options: RulesOptions,
): { squaresLeft: number; objects: CrossedObject[] } {
  if (trace.coverCount === 0 && trace.windowCount === 0) return NOTHING_CROSSED;
  const { w } = index;
  const fx = fromCell % w;
  const fy = (fromCell - fx) / w;
  const objects: CrossedObject[] = [];
  for (let i = 0; i < trace.coverCount; i++) {
    const object = trace.coverObjects[i]!;
    const shared = map.cover[object]!.squares.some(
      ([x, y]) => Math.max(Math.abs(x - fx), Math.abs(y - fy)) <= options.sharedCoverReach,
    );
    objects.push({
      source: 'cover',
      index: object,
      squares: trace.coverSquares[i]!,
      rank: index.coverRank[object]!,
      status: shared ? 'shared' : 'counted',
    });
  }
  for (let i = 0; i < trace.windowCount; i++) {
    const barrier = trace.windows[i]!;
    const source = index.barrierSource[barrier]!;
    const [x1, y1, x2, y2] = map.windows[source]!;
    objects.push({
      source: 'window',
      index: source,
      squares: 1,
      rank: index.barrierRank[barrier]!,
      status: windowOnSquareEdge(x1, y1, x2, y2, fx, fy) ? 'shared' : 'counted',
    });
  }
  objects.sort((a, b) =>
    a.source === b.source ? a.index - b.index : a.source === 'cover' ? -1 : 1,
  );

  const attackerRank = index.rank[fromCell]!;
  const ranksAbove = attackerRank - index.rank[toCell]!;
  if (ranksAbove > 0) {
    // Array.prototype.sort is stable, so equal squares keep map order.
    const eligible = objects
      .filter((o) => o.status === 'counted' && o.rank < attackerRank)
      .sort((a, b) => b.squares - a.squares);
    for (const object of eligible.slice(0, ranksAbove)) object.status = 'elevation';
  }

  const counted = objects.filter((o) => o.status === 'counted');
  let squaresLeft = counted.reduce((sum, o) => sum + o.squares, 0);
  if (slug && squaresLeft > 0) {
    squaresLeft -= 1;
    // Credit the slug's square to the smallest object, so the verdict names one it cleared if any.
    const smallest = counted.reduce((min, o) => (o.squares < min.squares ? o : min));
    if (smallest.squares === 1) smallest.status = 'slug';
  }
  return { squaresLeft, objects };
}

// Shared by every line that crosses nothing, so frozen in place: a caller that tried to add to it
// would throw rather than change every later answer.
const NO_OBJECTS: CrossedObject[] = [];
Object.freeze(NO_OBJECTS);
const NOTHING_CROSSED = Object.freeze({ squaresLeft: 0, objects: NO_OBJECTS });

/** G5 (house): the attacker shares a window lying on an edge of its own square. */
function windowOnSquareEdge(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  sx: number,
  sy: number,
): boolean {
  return (
    segmentsOverlap(sx, sy, sx + 1, sy, x1, y1, x2, y2) ||
    segmentsOverlap(sx, sy + 1, sx + 1, sy + 1, x1, y1, x2, y2) ||
    segmentsOverlap(sx, sy, sx, sy + 1, x1, y1, x2, y2) ||
    segmentsOverlap(sx + 1, sy, sx + 1, sy + 1, x1, y1, x2, y2)
  );
}
