import type { Square } from '../model/geometry.ts';
import type { GameMap } from '../model/map.ts';
import { DEFAULT_RULES_OPTIONS, type RulesOptions } from '../rules/rulesOptions.ts';
import type { CoverOptions } from './coverBetween.ts';
import { judgeCover } from './judgeCover.ts';
import { gcdTable } from './gcdTable.ts';
import { indexMap } from './indexCache.ts';
import { createTrace, traceSight } from './sightTrace.ts';

/** LOS and cover from one square to every square within a range, row by row. */
export interface SightOverlay {
  from: Square;
  /** The window of squares covered, clipped to the map. */
  left: number;
  top: number;
  width: number;
  height: number;
  /** 1 where the square is in LOS (G3); the unit's own square is 0. */
  los: Uint8Array;
  /** 1 where an attack on that square would be under cover (G4–G7). */
  cover: Uint8Array;
}

const trace = createTrace();

/**
 * The board's sight overlay: for every square within `range` (Chebyshev, G1) of `from`, whether it
 * is in LOS and whether cover applies, by the very trace and judgement coverBetween uses (so the
 * two never disagree), without building an explanation for each square. Hovering one square asks
 * coverBetween for the why.
 */
export function sightOverlay(
  map: GameMap,
  from: Square,
  range: number,
  coverOptions: CoverOptions = {},
  options: RulesOptions = DEFAULT_RULES_OPTIONS,
): SightOverlay {
  const index = indexMap(map);
  const { w, h } = index;
  const slug = coverOptions.slug ?? false;
  const left = Math.max(0, from[0] - range);
  const top = Math.max(0, from[1] - range);
  const right = Math.min(w - 1, from[0] + range);
  const bottom = Math.min(h - 1, from[1] + range);
  const width = right - left + 1;
  const height = bottom - top + 1;
  const los = new Uint8Array(width * height);
  const cover = new Uint8Array(width * height);
  const fromCell = from[1] * w + from[0];
  const [ox, oy] = from;
  const divisors = gcdTable(range);
  const shut = slug ? 4 : 8;
  // Rings of growing distance, so the lattice point before a square on its own ray (the ray
  // O→T passes it when T's offset is a multiple of a smaller one) is always decided first. If
  // the line to that point is blocked, the longer line, containing it, is blocked too: no trace.
  for (let ring = 1; ring <= range; ring++) {
    for (let y = oy - ring; y <= oy + ring; y++) {
      if (y < top || y > bottom) continue;
      const edgeRow = y === oy - ring || y === oy + ring;
      for (let x = ox - ring; x <= ox + ring; x += edgeRow ? 1 : 2 * ring) {
        if (x < left || x > right) continue;
        const dx = x - ox;
        const dy = y - oy;
        const g = divisors[(dx < 0 ? -dx : dx) * (range + 1) + (dy < 0 ? -dy : dy)]!;
        if (g > 1 && los[(y - dy / g - top) * width + (x - dx / g - left)] === 0) continue;
        // A square walled in on all four sides cannot be seen: any line to it crosses its walls.
        if ((index.cellFlags[y * w + x]! & shut) !== 0) continue;
        traceSight(index, ox, oy, x, y, slug, trace);
        if (trace.blocker !== -1) continue;
        const at = (y - top) * width + (x - left);
        los[at] = 1;
        if (trace.coverCount > 0 || trace.windowCount > 0) {
          cover[at] =
            judgeCover(index, map, fromCell, y * w + x, trace, slug, options).squaresLeft > 0
              ? 1
              : 0;
        }
      }
    }
  }
  return { from, left, top, width, height, los, cover };
}
