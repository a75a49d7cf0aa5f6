import type { Square } from '../model/geometry.ts';
import type { GameMap } from '../model/map.ts';
import { DEFAULT_RULES_OPTIONS, type RulesOptions } from '../rules/rulesOptions.ts';
import { findPath } from './findPath.ts';
import { reachable } from './reachable.ts';
import type { MovingUnit, OtherUnit } from './stepRules.ts';

/** A square in reach, and the cheapest legal way there (findPath's). */
export interface PathInReach {
  to: Square;
  path: Square[];
  cost: number;
}

/**
 * M1–M3, E3, E4: every square the unit can end its move on but its own, each with findPath's
 * path there. The MOVE record offers these on the real map; a seat's phone on the ground its
 * players know (seatOffers.ts).
 */
export function pathsInReach(
  map: GameMap,
  unit: MovingUnit,
  others: readonly OtherUnit[],
  options: RulesOptions = DEFAULT_RULES_OPTIONS,
): PathInReach[] {
  const paths: PathInReach[] = [];
  for (const square of reachable(map, unit, others, options)) {
    if (square.at[0] === unit.at[0] && square.at[1] === unit.at[1]) continue;
    const found = findPath(map, unit, others, square.at, options);
    if (found && found.path.length > 0)
      paths.push({ to: square.at, path: found.path, cost: found.cost });
  }
  return paths;
}
