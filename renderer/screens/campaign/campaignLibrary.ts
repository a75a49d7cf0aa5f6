import { describeIssues } from '../../../engine/core.ts';
import {
  campaignSchema,
  characterSchema,
  encounterSchema,
  mapSchema,
  type Campaign,
  type Character,
  type Encounter,
  type GameMap,
} from '../../../engine/skirmish.ts';
import type { z } from 'zod';
import type { AppBridge } from '../../bridge/appBridge.ts';
import { sampleMap } from '../../state/sampleMap.ts';

export type Loaded<T> = { ok: true; value: T } | { ok: false; message: string };

/** The names of the library's saves of a kind that load (a broken one is not offered). */
export async function savedNames(
  bridge: AppBridge,
  kind: 'campaign' | 'character' | 'encounter',
): Promise<string[]> {
  const list = await bridge.listSaves({ kind });
  if (!list.ok) return [];
  return list.value
    .filter((s) => !s.problem)
    .map((s) => s.name)
    .sort((a, b) => a.localeCompare(b));
}

async function loadKind<T>(
  bridge: AppBridge,
  kind: 'campaign' | 'character' | 'encounter',
  name: string,
  schema: z.ZodType<T>,
  what: string,
): Promise<Loaded<T>> {
  const read = await bridge.loadSave({ kind, name });
  if (!read.ok) return { ok: false, message: read.error.message };
  const parsed = schema.safeParse(read.value.data);
  if (!parsed.success)
    return {
      ok: false,
      message: `“${name}” is not ${what} this version can read: ${describeIssues(parsed.error, 'data')}`,
    };
  return { ok: true, value: parsed.data };
}

export function loadCampaign(bridge: AppBridge, name: string): Promise<Loaded<Campaign>> {
  return loadKind(bridge, 'campaign', name, campaignSchema, 'a campaign');
}

export function loadCharacter(bridge: AppBridge, name: string): Promise<Loaded<Character>> {
  return loadKind(bridge, 'character', name, characterSchema, 'a character');
}

/**
 * An encounter save and the map it is fought on: the library's map of that name, or the sample
 * map, which every table has without saving it.
 */
export async function loadEncounter(
  bridge: AppBridge,
  name: string,
): Promise<Loaded<{ encounter: Encounter; map: GameMap }>> {
  const encounter = await loadKind(bridge, 'encounter', name, encounterSchema, 'an encounter');
  if (!encounter.ok) return encounter;
  const sample = sampleMap();
  const saved = await bridge.loadSave({ kind: 'map', name: encounter.value.map });
  if (!saved.ok) {
    if (sample.name === encounter.value.map)
      return { ok: true, value: { encounter: encounter.value, map: sample } };
    return {
      ok: false,
      message: `“${name}” is fought on the map “${encounter.value.map}”, which is not in the library.`,
    };
  }
  const map = mapSchema.safeParse(saved.value.data);
  if (!map.success)
    return {
      ok: false,
      message: `The map “${encounter.value.map}” does not load: ${describeIssues(map.error, 'data')}`,
    };
  return { ok: true, value: { encounter: encounter.value, map: map.data } };
}

/** The campaign written to the library under its name (an autosave: it overwrites itself). */
export async function writeCampaign(
  bridge: AppBridge,
  name: string,
  campaign: Campaign,
  overwrite = true,
): Promise<Loaded<null>> {
  const saved = await bridge.writeSave({ kind: 'campaign', name, data: campaign, overwrite });
  return saved.ok ? { ok: true, value: null } : { ok: false, message: saved.error.message };
}
