import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { SaveKind } from '../../engine/save/saveKinds.ts';
import type { TrashLimits } from '../../engine/save/settingsDocument.ts';
import { FILE_STAMP, fileStamp, stampTime } from './fileStamp.ts';
import { DAY_MS, fileBytes, MEGABYTE, pruneOldest, type PrunableFile } from './pruneOldest.ts';

/** A deleted save in `saves/trash/<kind folder>/`, its file named `<file stamp>-<file>`. */
export interface TrashEntry {
  kind: SaveKind;
  file: string;
  name: string;
  deletedAt: string;
  problem?: string;
}

const TRASH_STAMP = new RegExp(`^${FILE_STAMP}-`);

export function trashDir(savesDir: string, kindFolder: string): string {
  return path.join(savesDir, 'trash', kindFolder);
}

/** The name a save's file takes in the trash, deleted `at`. */
export function trashedName(file: string, at: Date): string {
  return `${fileStamp(at)}-${file}`;
}

/** Whether a name is a file of the trash, and only that (no path in it). */
export function isTrashFile(name: string): boolean {
  return path.basename(name) === name && TRASH_STAMP.test(name);
}

/** When a trash file's save was deleted (ISO), and its file's name before; null if not one. */
export function trashedFile(name: string): { deletedAt: string; file: string } | null {
  const stamp = TRASH_STAMP.exec(name);
  if (!stamp || name.startsWith('.')) return null;
  return { deletedAt: stampTime(stamp), file: name.slice(stamp[0].length) };
}

/**
 * Empties the trash folders of what they should no longer keep (issue 16): saves deleted more
 * than `days` ago, then the oldest until what is left is at most `megabytes`. Answers how many
 * went.
 */
export async function pruneTrashDirs(
  dirs: readonly string[],
  { days, megabytes }: TrashLimits,
  now: Date,
): Promise<number> {
  const files: PrunableFile[] = [];
  for (const dir of dirs) {
    for (const name of await readdir(dir).catch(() => [] as string[])) {
      const trashed = trashedFile(name);
      if (!trashed) continue;
      const at = path.join(dir, name);
      const bytes = await fileBytes(at);
      if (bytes !== null) files.push({ at, time: Date.parse(trashed.deletedAt), bytes });
    }
  }
  return pruneOldest(files, {
    before: now.getTime() - days * DAY_MS,
    maxBytes: megabytes * MEGABYTE,
  });
}
