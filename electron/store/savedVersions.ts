import { copyFile, mkdir, readdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import { FILE_STAMP, fileStamp, stampTime } from './fileStamp.ts';

/** An earlier version of a save, kept when an overwrite replaced it. */
export interface SavedVersion {
  /** Its file among the save's versions: `<file stamp>.json`. */
  version: string;
  /** When it was replaced (the overwrite's time). */
  savedAt: string;
}

const VERSION_FILE = new RegExp(`^${FILE_STAMP}\\.json$`);

/** Whether a name is a version's file, and only that (no path in it). */
export function isVersionFile(name: string): boolean {
  return path.basename(name) === name && VERSION_FILE.test(name);
}

/** Where a save's versions are kept: `saves/versions/<kind folder>/<file stem>/`. */
export function versionsDir(savesDir: string, kindFolder: string, file: string): string {
  return path.join(savesDir, 'versions', kindFolder, file.replace(/\.json$/, ''));
}

/** What an overwrite keeps (issue 16): the last 3 versions, and the newest of each of the last 7 days. */
export function versionsToKeep(versions: readonly SavedVersion[], now: Date): Set<string> {
  const newestFirst = [...versions].sort((a, b) => b.savedAt.localeCompare(a.savedAt));
  const keep = new Set(newestFirst.slice(0, 3).map((v) => v.version));
  const week = now.getTime() - 7 * 24 * 60 * 60 * 1000;
  const days = new Set<string>();
  for (const v of newestFirst) {
    const day = v.savedAt.slice(0, 10);
    if (Date.parse(v.savedAt) < week || days.has(day)) continue;
    days.add(day);
    keep.add(v.version);
  }
  return keep;
}

/** The versions kept in `dir`, newest first. */
export async function versionsIn(dir: string): Promise<SavedVersion[]> {
  const files = await readdir(dir).catch(() => [] as string[]);
  return files
    .map((f) => ({ f, m: VERSION_FILE.exec(f) }))
    .filter((x): x is { f: string; m: RegExpExecArray } => x.m !== null)
    .map(({ f, m }) => ({ version: f, savedAt: stampTime(m) }))
    .sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

/** Copies the file an overwrite is about to replace into `dir`, then keeps only what is kept. */
export async function keepVersion(source: string, dir: string, now: Date): Promise<void> {
  await mkdir(dir, { recursive: true });
  await copyFile(source, path.join(dir, `${fileStamp(now)}.json`)).catch(() => undefined);
  const versions = await versionsIn(dir);
  const keep = versionsToKeep(versions, now);
  for (const v of versions) if (!keep.has(v.version)) await unlink(path.join(dir, v.version));
}
