import type { GameMap } from '../model/map.ts';
import { mapErrors } from './validateMap.ts';

export type Playable = { readonly ok: true } | { readonly ok: false; readonly reason: string };

/**
 * Whether an encounter may start on the map: a map with errors (validateMap) can be saved while
 * the Dealer works on it, but not played. The reason lists the errors in words.
 */
export function playableMap(map: GameMap): Playable {
  const errors = mapErrors(map);
  if (errors.length === 0) return { ok: true };
  const shown = errors.slice(0, 3).map((e) => e.message);
  const more = errors.length - shown.length;
  return {
    ok: false,
    reason: `the map cannot be played yet: ${shown.join('; ')}${more > 0 ? ` (and ${more} more)` : ''}`,
  };
}
