import { describeIssues } from '../../../engine/core.ts';
import {
  fingerGunsSaveSchema,
  fingerGunsSessionOf,
  fingerGunsToSave,
  type FingerGunsBot,
  type FingerGunsEntryMode,
  type FingerGunsSession,
} from '../../../engine/fingerGuns.ts';
import type { AppBridge } from '../../bridge/appBridge.ts';

/** A saved Finger Guns game as the screen lists it: one that does not replay says why. */
export interface SavedGame {
  name: string;
  savedAt: string;
  problem?: string;
}

export type Loaded =
  | {
      ok: true;
      session: FingerGunsSession;
      bots: Record<string, FingerGunsBot>;
      entry: FingerGunsEntryMode;
    }
  | { ok: false; reason: string };

export async function listFingerGuns(bridge: AppBridge): Promise<SavedGame[]> {
  const list = await bridge.listSaves({ kind: 'fingerguns' });
  if (!list.ok) return [];
  return list.value
    .map((s) => ({
      name: s.name,
      savedAt: s.savedAt,
      ...(s.problem ? { problem: s.problem } : {}),
    }))
    .sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

export async function loadFingerGuns(bridge: AppBridge, name: string): Promise<Loaded> {
  const read = await bridge.loadSave({ kind: 'fingerguns', name });
  if (!read.ok) return { ok: false, reason: read.error.message };
  const parsed = fingerGunsSaveSchema.safeParse(read.value.data);
  if (!parsed.success) return { ok: false, reason: describeIssues(parsed.error, 'data') };
  return {
    ok: true,
    session: fingerGunsSessionOf(parsed.data),
    bots: parsed.data.bots,
    entry: parsed.data.entry,
  };
}

/** Writes the game under its name after each decision, so a closed window loses nothing. */
export async function saveFingerGuns(
  bridge: AppBridge,
  name: string,
  session: FingerGunsSession,
  bots: Record<string, FingerGunsBot>,
  entry: FingerGunsEntryMode,
): Promise<string | null> {
  const saved = await bridge.writeSave({
    kind: 'fingerguns',
    name,
    data: fingerGunsToSave(session, bots, entry),
    overwrite: true,
  });
  return saved.ok ? null : saved.error.message;
}
