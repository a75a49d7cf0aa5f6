import { open, readFile, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Adapter } from 'lowdb';

let tempCounter = 0;

/**
 * A lowdb adapter for the store's JSON files (saves themselves go straight through writeFileAtomic,
 * below, with their checked text). It writes compact JSON (lowdb's pretty-printed default took
 * 1.35 s for a 17 MB save here) and writes atomically: a temporary file in the same folder is
 * written, flushed to disk with fsync, then renamed over the target, so a crash or power cut leaves
 * either the old save or the new one, never half of one. steno, lowdb's own writer, renames without
 * fsync, and its fixed temp name would collide if the Electron app and the web host shared a folder.
 *
 * Reading returns the raw text; parsing is the store's job, so that a corrupt file can be reported
 * by name instead of failing deep inside lowdb.
 */
export class DurableJsonFile<T> implements Adapter<T> {
  readonly filename: string;
  constructor(filename: string) {
    this.filename = filename;
  }

  async read(): Promise<T | null> {
    const text = await readTextOrNull(this.filename);
    return text === null ? null : (JSON.parse(text) as T);
  }

  async write(data: T): Promise<void> {
    await writeFileAtomic(this.filename, JSON.stringify(data));
  }
}

export async function readTextOrNull(filename: string): Promise<string | null> {
  try {
    return await readFile(filename, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Creates an empty file, or answers false when the name is taken (in any case, on the disks of
 * macOS and Windows). Of two processes sharing a folder, only one can get true for a name, so a new
 * save never lands on the file another process has just chosen.
 */
export async function createExclusive(filename: string): Promise<boolean> {
  try {
    await (await open(filename, 'wx')).close();
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

export async function writeFileAtomic(filename: string, text: string): Promise<void> {
  const dir = path.dirname(filename);
  const temp = path.join(dir, `.${path.basename(filename)}.${process.pid}.${++tempCounter}.tmp`);
  const handle = await open(temp, 'w');
  try {
    await handle.writeFile(text, 'utf8');
    await handle.sync();
  } catch (error) {
    await handle.close();
    await unlink(temp).catch(() => undefined);
    throw error;
  }
  await handle.close();
  try {
    await rename(temp, filename);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
  await syncDirectory(dir);
}

/** Makes the rename itself durable. Windows cannot open a directory; there the rename must do. */
async function syncDirectory(dir: string): Promise<void> {
  if (process.platform === 'win32') return;
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
