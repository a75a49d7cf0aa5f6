import { stat, unlink } from 'node:fs/promises';

/** A file a prune may remove: where it is, when it was made (ms), and its size. */
export interface PrunableFile {
  at: string;
  time: number;
  bytes: number;
  /**
   * Kept whatever its age, and removed for the size only after every file not spared: a save's
   * newest backup goes last, but the size the Dealer set is a limit, not a wish.
   */
  spared?: boolean;
}

/**
 * Removes, oldest first, the files made before `before` (ms), then the oldest until the rest take
 * at most `maxBytes`: the trash's and the backups' prune by age and size (issue 16, item 4).
 * Answers how many went.
 */
export async function pruneOldest(
  files: readonly PrunableFile[],
  { before, maxBytes }: { before: number; maxBytes: number },
): Promise<number> {
  const oldestFirst = [...files].sort((a, b) => a.time - b.time);
  let total = oldestFirst.reduce((n, f) => n + f.bytes, 0);
  let removed = 0;
  const remove = async (f: PrunableFile) => {
    await unlink(f.at).catch(() => undefined);
    total -= f.bytes;
    removed += 1;
  };
  const left: PrunableFile[] = [];
  for (const f of oldestFirst) {
    if (f.spared || (f.time >= before && total <= maxBytes)) left.push(f);
    else await remove(f);
  }
  for (const f of left) if (total > maxBytes) await remove(f);
  return removed;
}

/** The size of a regular file, or null for anything else (gone, a folder, a link's target). */
export async function fileBytes(at: string): Promise<number | null> {
  const st = await stat(at).catch(() => null);
  return st?.isFile() ? st.size : null;
}

export const DAY_MS = 24 * 60 * 60 * 1000;
export const MEGABYTE = 1024 * 1024;
