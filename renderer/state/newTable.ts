import {
  characterSchema,
  createEncounter,
  setupFromEncounter,
  startSession,
  type Character,
  type Encounter,
  type GameMap,
  type RulesOptions,
} from '../../engine/skirmish.ts';
import kate from '../../assets/characters/marshal-kate.json';
import ned from '../../assets/characters/ned-calloway.json';
import { withSettings, type AppSettings } from './settings.ts';
import { TableStore } from './tableStore.ts';

/**
 * A new table: what the start screen, the Dealer's "new encounter" and a map loaded from the
 * library all open, so each starts the same cast on its map with the same settings.
 */

/** The sample posse: Kate with her revolver; Ned with a shotgun, Slug Shells and Hollow Points. */
export const SAMPLE_CHARACTERS = [characterSchema.parse(kate), characterSchema.parse(ned)];

/** The address asks for a table at once (`?seed=` or `?table`): tests, demos, the screenshot script. */
export function tableAsked(search: string = window.location.search): boolean {
  const params = new URLSearchParams(search);
  return params.has('seed') || params.has('table');
}

/** The seed of a new table: from the address (?seed=, for tests and demos), else the clock. */
function seedFromAddress(): number {
  const seed = Number(new URLSearchParams(window.location.search).get('seed'));
  return Number.isInteger(seed) && seed > 0 ? seed : Date.now() % 2 ** 31;
}

/**
 * A new table on a map, its tokens taking part where they stand, with the app's settings. Throws
 * RulesInputError when the rules cannot seat the map's cast (say, a build that breaks B6).
 */
export function tableForMap(map: GameMap, settings: AppSettings, rules?: RulesOptions): TableStore {
  const table = TableStore.forMap(map, {
    seed: seedFromAddress(),
    characters: SAMPLE_CHARACTERS,
    ...(rules ? { rules } : {}),
  });
  return withSettings(table, settings);
}

/**
 * A new table on a prepared encounter (issue 13): its cast on its map, seated as it says, with the
 * house rules it sets, else the table's. `day` is the campaign's (Y1). Throws RulesInputError, in
 * words, when a seat cannot be filled or the rules cannot seat a build (B6).
 */
export function tableForEncounter(
  encounter: Encounter,
  map: GameMap,
  settings: AppSettings,
  cast: { characters: readonly Character[]; rules?: RulesOptions; day?: number },
): TableStore {
  const setup = setupFromEncounter(encounter, map, {
    characters: cast.characters,
    seed: seedFromAddress(),
    ...(cast.rules ? { options: cast.rules } : {}),
    ...(cast.day !== undefined ? { day: cast.day } : {}),
  });
  return withSettings(new TableStore(startSession(createEncounter(setup))), settings);
}
