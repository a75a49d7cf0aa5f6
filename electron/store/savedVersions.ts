import { link, mkdir, readdir, readFile, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_BACKUP_LIMITS, type BackupLimits } from '../../engine/save/settingsDocument.ts';
import {
  cannotHardLink,
  createFileAtomic,
  removeStaleTemps,
  syncDirectory,
} from './durableJsonFile.ts';
import { FILE_STAMP, fileStamp, stampTime } from './fileStamp.ts';
import { DAY_MS, fileBytes, MEGABYTE, pruneOldest, type PrunableFile } from './pruneOldest.ts';

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

/**
 * What an overwrite keeps (issue 16): the last 3 versions, and the newest of each of the last
 * `days` days (a week unless the settings say otherwise).
 */
export function versionsToKeep(
  versions: readonly SavedVersion[],
  now: Date,
  days: number = DEFAULT_BACKUP_LIMITS.days,
): Set<string> {
  const newestFirst = [...versions].sort((a, b) => b.savedAt.localeCompare(a.savedAt));
  const keep = new Set(newestFirst.slice(0, 3).map((v) => v.version));
  const oldest = now.getTime() - days * DAY_MS;
  const daysKept = new Set<string>();
  for (const v of newestFirst) {
    const day = v.savedAt.slice(0, 10);
    if (Date.parse(v.savedAt) < oldest || daysKept.has(day)) continue;
    daysKept.add(day);
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

/**
 * Removes a save's versions: they are keyed by its file's stem, and a save created under a stem
 * that another save once had (deleted, or renamed away) must not list that save's versions, nor
 * offer to restore its content over the new one.
 */
export async function forgetVersions(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}

/** Moves a save's versions to its new file's stem, when a rename gives it a new file. */
export async function moveVersions(from: string, to: string): Promise<void> {
  await forgetVersions(to);
  await rename(from, to).catch(ignoreGone);
}

/**
 * Keeps the file an overwrite is about to replace in `dir`, and answers where (null when there was
 * nothing to keep). It is kept by a hard link, not a copy: a save is only ever replaced by a
 * rename (writeFileAtomic), never written in place, so the linked file never changes once the save
 * has moved on, and the version costs neither a read nor a write of its bytes (a session's
 * autosave of megabytes keeps one at each write). A disk that cannot link (FAT, exFAT, some
 * shares) gets a copy, made whole under a temporary name and then linked or renamed in
 * (createFileAtomic), so a kill mid-copy leaves no half version. It never replaces a version: two
 * overwrites in one millisecond keep both, the second a millisecond on. A file already gone keeps
 * nothing, nor does one already kept as it is (the same file as the newest version: a write that
 * failed after keeping it, tried again). Any other failure (the disk full, the folder not
 * writable) is thrown, for the store to say. The caller prunes (pruneVersions) once its write
 * has succeeded, and removes the version if it failed.
 */
export async function keepVersion(
  source: string,
  dir: string,
  now: Date,
  /** The disk's link(): a test gives one that fails as a FAT stick's does. */
  linkFile: (existing: string, created: string) => Promise<void> = link,
): Promise<string | null> {
  await mkdir(dir, { recursive: true });
  if (await keptAlready(source, dir)) return null;
  for (let at = now.getTime(); ; at += 1) {
    const target = path.join(dir, `${fileStamp(new Date(at))}.json`);
    const kept = await linkOrCopy(source, target, linkFile);
    if (kept === 'source gone') return null;
    if (kept === 'kept') {
      await syncDirectory(dir);
      return target;
    }
  }
}

/** Whether the newest version in `dir` is `source` itself (one file under two names). */
async function keptAlready(source: string, dir: string): Promise<boolean> {
  const [newest] = await versionsIn(dir);
  if (!newest) return false;
  const [a, b] = await Promise.all([
    stat(source).catch(() => null),
    stat(path.join(dir, newest.version)).catch(() => null),
  ]);
  return a !== null && b !== null && a.dev === b.dev && a.ino === b.ino;
}

/** Puts `source` at `target`, a link where the disk allows and a copy where it does not. */
async function linkOrCopy(
  source: string,
  target: string,
  linkFile: (existing: string, created: string) => Promise<void>,
): Promise<'kept' | 'target taken' | 'source gone'> {
  try {
    await linkFile(source, target);
    return 'kept';
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return 'target taken';
    // The source gone, unless the folder was (another process sharing it removed it): that is a
    // failure to keep, not nothing to keep.
    if (code === 'ENOENT') {
      if (await stat(source).catch(() => null)) throw error;
      return 'source gone';
    }
    if (!cannotHardLink(error)) throw error;
  }
  const bytes = await readFile(source).catch((e: NodeJS.ErrnoException) => {
    if (e.code === 'ENOENT') return null;
    throw e;
  });
  if (bytes === null) return 'source gone';
  return (await createFileAtomic(target, bytes)) ? 'kept' : 'target taken';
}

/**
 * Removes the temporary files of copies killed midway from every save's versions folder under
 * `versionsRoot` (issue 16, HD7), as the store does in its own folders when it opens.
 */
export async function removeStaleVersionTemps(versionsRoot: string, before: number): Promise<void> {
  for (const kindFolder of await readdir(versionsRoot).catch(() => [] as string[])) {
    const kindDir = path.join(versionsRoot, kindFolder);
    for (const stem of await readdir(kindDir).catch(() => [] as string[]))
      await removeStaleTemps(path.join(kindDir, stem), before).catch(() => 0);
  }
}

/**
 * Removes from `dir` the versions versionsToKeep does not keep (after an overwrite has added one,
 * and across the library at a prune); answers those left (newest first) and how many went.
 */
export async function pruneVersions(
  dir: string,
  now: Date,
  days: number,
): Promise<{ kept: SavedVersion[]; removed: number }> {
  const versions = await versionsIn(dir);
  const keep = versionsToKeep(versions, now, days);
  for (const v of versions) {
    // Another process sharing the folder (the app beside the web host) may have pruned it first.
    if (!keep.has(v.version)) await unlink(path.join(dir, v.version)).catch(ignoreGone);
  }
  const kept = versions.filter((v) => keep.has(v.version));
  return { kept, removed: versions.length - kept.length };
}

/**
 * Prunes every save's versions under `versionsRoot` (`saves/versions/`) to the settings' limits:
 * by age as an overwrite would today, then the oldest across the library until all of them take
 * at most `megabytes`, each save's newest version going only after all the others. Answers how
 * many went.
 */
export async function pruneAllVersions(
  versionsRoot: string,
  { days, megabytes }: BackupLimits,
  now: Date,
): Promise<number> {
  const files: PrunableFile[] = [];
  let removed = 0;
  for (const kindFolder of await readdir(versionsRoot).catch(() => [] as string[])) {
    const kindDir = path.join(versionsRoot, kindFolder);
    for (const stem of await readdir(kindDir).catch(() => [] as string[])) {
      const dir = path.join(kindDir, stem);
      const pruned = await pruneVersions(dir, now, days);
      removed += pruned.removed;
      const kept = pruned.kept;
      for (const [i, v] of kept.entries()) {
        const at = path.join(dir, v.version);
        const bytes = await fileBytes(at);
        // versionsIn lists newest first: the first is the save's newest version.
        if (bytes !== null) files.push({ at, time: Date.parse(v.savedAt), bytes, spared: i === 0 });
      }
    }
  }
  return (
    removed + (await pruneOldest(files, { before: -Infinity, maxBytes: megabytes * MEGABYTE }))
  );
}

function ignoreGone(error: NodeJS.ErrnoException): void {
  if (error.code !== 'ENOENT') throw error;
}
