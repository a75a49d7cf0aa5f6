import { describeIssues } from '../../../engine/core.ts';
import {
  characterSchema,
  encounterSchema,
  mapSchema,
  type Character,
  type Encounter,
  type GameMap,
} from '../../../engine/skirmish.ts';
import dustyShowdown from '../../../assets/encounters/dusty-showdown.json';
import type { AppBridge } from '../../bridge/appBridge.ts';
import { SAMPLE_CHARACTERS } from '../../state/newTable.ts';
import { SAMPLE_MAPS } from '../../state/sampleMap.ts';

/** What the builder reads from the library, each in words when it cannot. */
export type Read<T> = { ok: true; value: T } | { ok: false; reason: string };

/** The sample encounters in assets/encounters, by the name the builder lists them under. */
export const SAMPLE_ENCOUNTERS: readonly { name: string; encounter: Encounter }[] = [
  { name: 'Dusty showdown (sample)', encounter: encounterSchema.parse(dustyShowdown) },
];

/** The sample maps (Dusty Crossing, Main Street, Mesa Mine, Red Dog Saloon), which an encounter names as the library's. */
export const SAMPLE_MAP_LIST: readonly GameMap[] = Object.values(SAMPLE_MAPS).map((raw) =>
  mapSchema.parse(raw),
);

/** The sample map of that name, if there is one. */
export function sampleMapNamed(name: string): GameMap | undefined {
  return SAMPLE_MAP_LIST.find((map) => map.name === name);
}

/** The maps an encounter can be fought on: the sample maps first, then the library's by name. */
export async function mapNames(bridge: AppBridge): Promise<string[]> {
  const samples = SAMPLE_MAP_LIST.flatMap((map) => (map.name ? [map.name] : []));
  const list = await bridge.listSaves({ kind: 'map' });
  const saved = list.ok ? list.value.filter((s) => !s.problem).map((s) => s.name) : [];
  return [...samples, ...saved.filter((name) => !samples.includes(name))];
}

/**
 * The map an encounter names (engine/model/encounter.ts: by its library name): the library's map
 * of that name, else the sample map of that name.
 */
export async function mapNamed(bridge: AppBridge, name: string): Promise<Read<GameMap>> {
  const read = await bridge.loadSave({ kind: 'map', name });
  if (read.ok) {
    const parsed = mapSchema.safeParse(read.value.data);
    if (parsed.success) return { ok: true, value: parsed.data };
    return {
      ok: false,
      reason: `the map “${name}” does not read: ${describeIssues(parsed.error)}`,
    };
  }
  const sample = sampleMapNamed(name);
  if (sample) return { ok: true, value: sample };
  return { ok: false, reason: `the map “${name}” is not in the library` };
}

/**
 * The characters a PC seat can name: the library's character saves, then the sample posse (a
 * library character with a sample's id is the one that plays).
 */
export async function castCharacters(bridge: AppBridge): Promise<Character[]> {
  const list = await bridge.listSaves({ kind: 'character' });
  const saved: Character[] = [];
  if (list.ok)
    for (const entry of list.value.filter((s) => !s.problem)) {
      const read = await bridge.loadSave({ kind: 'character', name: entry.name });
      if (!read.ok) continue;
      const parsed = characterSchema.safeParse(read.value.data);
      if (parsed.success) saved.push(parsed.data);
    }
  const ids = new Set(saved.map((c) => c.id));
  return [...saved, ...SAMPLE_CHARACTERS.filter((c) => !ids.has(c.id))];
}

/** The library's encounters, by name. */
export async function encounterNames(bridge: AppBridge): Promise<string[]> {
  const list = await bridge.listSaves({ kind: 'encounter' });
  return list.ok ? list.value.filter((s) => !s.problem).map((s) => s.name) : [];
}

/** A saved encounter, or a sample one by its listed name. */
export async function encounterNamed(bridge: AppBridge, name: string): Promise<Read<Encounter>> {
  const sample = SAMPLE_ENCOUNTERS.find((s) => s.name === name);
  if (sample) return { ok: true, value: sample.encounter };
  const read = await bridge.loadSave({ kind: 'encounter', name });
  if (!read.ok) return { ok: false, reason: read.error.message };
  const parsed = encounterSchema.safeParse(read.value.data);
  if (!parsed.success)
    return {
      ok: false,
      reason: `“${name}” is not an encounter this version can read: ${describeIssues(parsed.error)}`,
    };
  return { ok: true, value: parsed.data };
}
