import type { Square } from '../model/geometry.ts';
import type { GameMap } from '../model/map.ts';
import { BARRIER_CLOSED_DOOR } from './mapIndex.ts';
import { indexMap } from './indexCache.ts';
import { createTrace, traceSight } from './sightTrace.ts';

const trace = createTrace();

export interface Blocker {
  kind: 'wall' | 'door';
  /** The index in map.walls or map.doors. */
  index: number;
  segment: readonly [number, number, number, number];
}

export interface LineOfSight {
  visible: boolean;
  blocker: Blocker | null;
}

export interface SightOptions {
  /** D6: a Slug ignores doors, so a closed door does not block its line. */
  slug?: boolean;
}

/**
 * G3 (house): LOS is the segment from the centre of one square to the centre of the other. A wall
 * or a closed door blocks it when the segment touches it anywhere, endpoints included; open doors
 * and windows never block. LOS is symmetric.
 */
export function lineOfSight(
  map: GameMap,
  from: Square,
  to: Square,
  options: SightOptions = {},
): LineOfSight {
  const index = indexMap(map);
  traceSight(index, from[0], from[1], to[0], to[1], options.slug ?? false, trace);
  return {
    visible: trace.blocker === -1,
    blocker: describeBlocker(
      map,
      index.barrierKind[trace.blocker],
      index.barrierSource[trace.blocker],
    ),
  };
}

export function describeBlocker(
  map: GameMap,
  kind: number | undefined,
  source: number | undefined,
): Blocker | null {
  if (kind === undefined || source === undefined) return null;
  if (kind === BARRIER_CLOSED_DOOR)
    return { kind: 'door', index: source, segment: map.doors[source]!.at };
  return { kind: 'wall', index: source, segment: map.walls[source]! };
}
