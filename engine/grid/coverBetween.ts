import type { Square } from '../model/geometry.ts';
import type { GameMap } from '../model/map.ts';
import { DEFAULT_RULES_OPTIONS, type RulesOptions } from '../rules/rulesOptions.ts';
import { coverName } from './coverName.ts';
import { edgeName } from './doorsBeside.ts';
import { judgeCover, type CoverStatus } from './judgeCover.ts';
import { describeBlocker, type Blocker } from './lineOfSight.ts';
import { indexMap } from './indexCache.ts';
import { createTrace, traceSight } from './sightTrace.ts';

export type { CoverStatus };

export interface CoverObjectVerdict {
  source: 'cover' | 'window';
  /** The cover object's id, or `window-N` (N from 1, in map.windows order). */
  id: string;
  kind: string;
  /**
   * As the table names it: its kind and square ("the barrel at F4"), never its id. Always set
   * here; optional only because an attack saved before issue 10 carries none.
   */
  name?: string;
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

const trace = createTrace();

/**
 * G4–G7: whether an attack from `from` on `to` is under cover, and why: every object the line
 * crosses (G4: cover squares crossed through their interior, windows touched) with what became of
 * it under G5 (shared), G6 (elevation) and G7 (slug). See judgeCover for the rules themselves.
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
  const fromCell = from[1] * index.w + from[0];
  const toCell = to[1] * index.w + to[0];
  const attackerRank = index.rank[fromCell]!;
  const targetRank = index.rank[toCell]!;
  traceSight(index, from[0], from[1], to[0], to[1], slug, trace);
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
  const judged = judgeCover(index, map, fromCell, toCell, trace, slug, options);
  return {
    los: true,
    blocker: null,
    cover: judged.squaresLeft > 0,
    squaresLeft: judged.squaresLeft,
    objects: judged.objects.map((o) =>
      o.source === 'cover'
        ? {
            source: 'cover',
            id: map.cover[o.index]!.id,
            kind: map.cover[o.index]!.kind,
            name: coverName(map.cover[o.index]!),
            squares: o.squares,
            rank: o.rank,
            status: o.status,
          }
        : {
            source: 'window',
            id: `window-${o.index + 1}`,
            kind: 'window',
            name: `the window at ${edgeName(map.windows[o.index]!)}`,
            squares: 1,
            rank: o.rank,
            status: o.status,
          },
    ),
    attackerRank,
    targetRank,
  };
}
