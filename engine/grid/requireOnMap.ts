import type { GameMap } from '../model/map.ts';
import { RulesInputError } from '../rules/rulesInputError.ts';

/** Refuses a position that is not a square of the map, naming the field (`attacker.at`). */
export function requireOnMap(
  map: GameMap,
  at: unknown,
  field: string,
): asserts at is [number, number] {
  const [w, h] = map.size;
  if (!Array.isArray(at) || at.length !== 2 || !at.every((n) => Number.isInteger(n))) {
    throw new RulesInputError(field, 'must be a square [x, y] of whole numbers');
  }
  const [x, y] = at as [number, number];
  if (x < 0 || y < 0 || x >= w || y >= h) {
    throw new RulesInputError(field, `[${x}, ${y}] is off the ${w}×${h} map`);
  }
}
