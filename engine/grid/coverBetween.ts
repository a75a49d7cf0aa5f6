import type { Square } from '../model/geometry.ts';
import type { GameMap } from '../model/map.ts';
import { DEFAULT_RULES_OPTIONS, type RulesOptions } from '../rules/rulesOptions.ts';
import { describeBlocker, type Blocker } from './lineOfSight.ts';
import { indexMap } from './mapIndex.ts';
import { segmentsOverlap } from './segments.ts';
import { traceSight } from './sightTrace.ts';

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

export interface CoverObjectVerdict {
  source: 'cover' | 'window';
  /** The cover object's id, or `window-N` (N from 1, in map.windows order). */
  id: string;
  kind: string;
  /** G4: squares of it the line crosses (a window always counts as one). */
  squares: number;
  /** G6: its rank. */
  rank: number;
  status: CoverStatus;
}

export interface CoverVerdict {
  /** G3: whether there is line of sight at all. Without it there is no cover verdict. */
  los: boolean;
  blocker: Blocker | null;
  /** A5: whether the attack is halved. */
  cover: boolean;
  /** G7: cover squares left after every exemption; cover applies when this is above 0. */
  squaresLeft: number;
  /** Every object the line crosses, in map order (cover objects, then windows), with its status. */
  objects: CoverObjectVerdict[];
  attackerRank: number;
  targetRank: number;
}

export interface CoverOptions {
  /** D6/G7: the attack is a Slug. */
  slug?: boolean;
}

/**
 * G4–G7: whether an attack from `from` on `to` is under cover, and why.
 *  - G4: the cover squares the line crosses through their interior, and every window it touches
 *    (one square each).
 *  - G5: objects the attacker shares never give cover.
 *  - G6: for each rank the attacker stands above the target, one whole object below the attacker
 *    is ignored, the objects with the most squares crossed first (ties: map order).
 *  - G7: a Slug then ignores one more square. Cover applies if any square is left.
 */
export function coverBetween(
  map: GameMap,
  from: Square,
  to: Square,
  coverOptions: CoverOptions = {},
  options: RulesOptions = DEFAULT_RULES_OPTIONS,
): CoverVerdict {
  const index = indexMap(map);
  const slug = coverOptions.slug ?? false;
  const attackerRank = index.rank[from[1] * index.w + from[0]]!;
  const targetRank = index.rank[to[1] * index.w + to[0]]!;
  const trace = traceSight(index, from[0], from[1], to[0], to[1], slug);
  if (trace.blocker !== -1) {
    return {
      los: false,
      blocker: describeBlocker(
        map,
        index.barrierKind[trace.blocker],
        index.barrierSource[trace.blocker],
      ),
      cover: false,
      squaresLeft: 0,
      objects: [],
      attackerRank,
      targetRank,
    };
  }

  const crossed: { order: number; verdict: CoverObjectVerdict }[] = [];
  trace.coverObjects.forEach((object, i) => {
    const item = map.cover[object]!;
    const shared = item.squares.some(
      ([x, y]) =>
        Math.max(Math.abs(x - from[0]), Math.abs(y - from[1])) <= options.sharedCoverReach,
    );
    crossed.push({
      order: object,
      verdict: {
        source: 'cover',
        id: item.id,
        kind: item.kind,
        squares: trace.coverSquares[i]!,
        rank: index.coverRank[object]!,
        status: shared ? 'shared' : 'counted',
      },
    });
  });
  for (const b of trace.windows) {
    const source = index.barrierSource[b]!;
    const [x1, y1, x2, y2] = map.windows[source]!;
    crossed.push({
      order: map.cover.length + source,
      verdict: {
        source: 'window',
        id: `window-${source + 1}`,
        kind: 'window',
        squares: 1,
        rank: index.barrierRank[b]!,
        status: windowOnSquareEdge(x1, y1, x2, y2, from) ? 'shared' : 'counted',
      },
    });
  }
  crossed.sort((a, b) => a.order - b.order);
  const objects = crossed.map((c) => c.verdict);

  // G6: the most squares crossed first; the stable sort keeps map order among ties.
  const ranksAbove = attackerRank - targetRank;
  if (ranksAbove > 0) {
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
    const smallest = [...counted].sort((a, b) => a.squares - b.squares)[0]!;
    if (smallest.squares === 1) smallest.status = 'slug';
  }
  return {
    los: true,
    blocker: null,
    cover: squaresLeft > 0,
    squaresLeft,
    objects,
    attackerRank,
    targetRank,
  };
}

/** G5 (house): the attacker shares a window lying on an edge of its own square. */
function windowOnSquareEdge(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  [sx, sy]: Square,
): boolean {
  const edges: [number, number, number, number][] = [
    [sx, sy, sx + 1, sy],
    [sx, sy + 1, sx + 1, sy + 1],
    [sx, sy, sx, sy + 1],
    [sx + 1, sy, sx + 1, sy + 1],
  ];
  return edges.some(([a, b, c, d]) => segmentsOverlap(a, b, c, d, x1, y1, x2, y2));
}
