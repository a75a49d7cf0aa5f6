import { mapSchema, type GameMap } from '../../engine/skirmish.ts';
import dustyCrossing from '../../assets/maps/dusty-crossing.json';
import mainStreet from '../../assets/maps/main-street.json';
import mesaMine from '../../assets/maps/mesa-mine.json';
import redDogSaloon from '../../assets/maps/red-dog-saloon.json';

/**
 * The sample maps, by the name an address asks for (`?map=main-street`). Dusty Crossing: a street,
 * a store, cover, a raised platform with stairs. Main Street: the three store buildings of the
 * Marketplace (X2), two PCs and two NPCs, the NPCs inside Jenkins Bros. Mesa Mine: open ground
 * under a bench (rank 1) and a mesa (rank 2), stairs and a ladder between them (E1–E4). Red Dog
 * Saloon: indoors, rooms behind doors (M3), windows, the bar and tables as cover.
 */
export const SAMPLE_MAPS = {
  'dusty-crossing': dustyCrossing,
  'main-street': mainStreet,
  'mesa-mine': mesaMine,
  'red-dog-saloon': redDogSaloon,
} as const;

export type SampleMapName = keyof typeof SAMPLE_MAPS;

/** The map a fresh table opens on: Dusty Crossing, unless the address names another sample. */
export function sampleMap(search: string = window.location.search): GameMap {
  const asked = new URLSearchParams(search).get('map');
  const name: SampleMapName =
    asked !== null && Object.hasOwn(SAMPLE_MAPS, asked)
      ? (asked as SampleMapName)
      : 'dusty-crossing';
  return mapSchema.parse(SAMPLE_MAPS[name]);
}
