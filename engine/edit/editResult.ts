import type { GameMap } from '../model/map.ts';

/**
 * What an edit gives back. An accepted edit carries the new map and, when it dropped or changed
 * something the Dealer did not point at (a crop, a wall cut for a door), the sentences saying so.
 * A refused edit carries the reason, naming the field or the squares, and the map unchanged: the
 * editor shows the sentence and keeps the board as it was.
 */
export type EditResult =
  | { readonly ok: true; readonly map: GameMap; readonly report: readonly string[] }
  | { readonly ok: false; readonly map: GameMap; readonly reason: string };

export function accepted(map: GameMap, report: readonly string[] = []): EditResult {
  return { ok: true, map, report };
}

export function refused(map: GameMap, reason: string): EditResult {
  return { ok: false, map, reason };
}
