import { mapSchema, type GameMap } from '../../engine/index.ts';
import dustyCrossing from '../../assets/maps/dusty-crossing.json';

/** The map a fresh table opens on: a street, a store, cover, a raised platform with stairs. */
export function sampleMap(): GameMap {
  return mapSchema.parse(dustyCrossing);
}
