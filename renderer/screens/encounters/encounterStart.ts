import { describeIssues } from '../../../engine/core.ts';
import {
  encounterSchema,
  RulesInputError,
  type Character,
  type GameMap,
} from '../../../engine/skirmish.ts';
import type { AppBridge } from '../../bridge/appBridge.ts';
import { tableForEncounter } from '../../state/newTable.ts';
import type { AppSettings } from '../../state/settings.ts';
import type { TableStore } from '../../state/tableStore.ts';
import { castCharacters, mapNamed, type Read } from './encounterLibrary.ts';

/** A table seated from an encounter, on the map it names. */
export interface StartedEncounter {
  table: TableStore;
  map: GameMap;
}

/**
 * Issue 13, item 3: an encounter started, from the builder or straight from the Library. The map
 * it names is read from the library (else the samples), its PC seats are filled from `characters`
 * (by default the library's characters and the sample posse, as the builder offers them), and
 * the engine seats it (setupFromEncounter). A refusal is the engine's sentence, unchanged: a seat
 * with no one left to seat, a character not in the posse, a seat on cover (G2).
 */
export async function startEncounter(
  bridge: AppBridge,
  data: unknown,
  settings: AppSettings,
  characters?: readonly Character[],
): Promise<Read<StartedEncounter>> {
  const parsed = encounterSchema.safeParse(data);
  if (!parsed.success) return { ok: false, reason: describeIssues(parsed.error) };
  const map = await mapNamed(bridge, parsed.data.map);
  if (!map.ok) return map;
  const cast = characters ?? (await castCharacters(bridge));
  try {
    const table = tableForEncounter(parsed.data, map.value, settings, { characters: cast });
    return { ok: true, value: { table, map: map.value } };
  } catch (error) {
    if (error instanceof RulesInputError) return { ok: false, reason: error.reason };
    throw error;
  }
}
