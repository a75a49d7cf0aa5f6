import { link, open, readdir, readFile, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Adapter } from 'lowdb';
import { pidIsAlive } from '../dataFolderLock.ts';
import { withoutByteOrderMark } from '../../engine/model/jsonText.ts';

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

/**
 * A file's text, without the byte order mark some editors put first (Notepad did, for years): JSON
 * has none, and JSON.parse would refuse the file over a character nobody can see.
 */
export async function readTextOrNull(filename: string): Promise<string | null> {
  try {
    const text = await readFile(filename, 'utf8');
    return withoutByteOrderMark(text);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Errors of a disk that cannot make hard links (FAT and exFAT sticks, some network shares). Windows
 * reports exFAT's as EISDIR (nodejs/node#65817); no name linked here is a folder.
 */
const NO_HARD_LINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV', 'EISDIR']);

/** Whether a failed link() says the disk cannot make hard links at all (not that a name is taken). */
export function cannotHardLink(error: unknown): boolean {
  return NO_HARD_LINKS.has((error as NodeJS.ErrnoException).code ?? '');
}

/**
 * Creates a file with its whole text, or answers false when the name is taken (in any case, on the
 * disks of macOS and Windows). Of two processes sharing a folder, only one can get true for a name,
 * so a new save never lands on the file another process has just chosen. The name appears with its
 * text already in it: the text goes to a temporary file first, which is then hard-linked to the
 * name (a link, unlike a rename, fails when the name exists). An empty placeholder made first and
 * written after would stay behind, empty, if the app were killed between the two (issue 16, HD2).
 * A disk without hard links gets the placeholder and the rename, as before.
 */
export async function createFileAtomic(
  filename: string,
  text: string | Uint8Array,
): Promise<boolean> {
  const dir = path.dirname(filename);
  const temp = await writeTemp(filename, text);
  try {
    await link(temp, filename);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    if (code === 'EEXIST' || !NO_HARD_LINKS.has(code)) {
      await unlink(temp).catch(() => undefined);
      if (code === 'EEXIST') return false;
      throw error;
    }
    if (!(await createEmptyExclusive(filename))) {
      await unlink(temp).catch(() => undefined);
      return false;
    }
    await renameOver(temp, filename);
    return true;
  }
  await unlink(temp);
  await syncDirectory(dir);
  return true;
}

async function createEmptyExclusive(filename: string): Promise<boolean> {
  try {
    await (await open(filename, 'wx')).close();
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

export async function writeFileAtomic(filename: string, text: string): Promise<void> {
  await renameOver(await writeTemp(filename, text), filename);
}

const TEMP_SUFFIX = '.tmp';

/** The text in a temporary file beside `filename`, flushed to disk; its name, to link or rename. */
async function writeTemp(filename: string, text: string | Uint8Array): Promise<string> {
  const dir = path.dirname(filename);
  const temp = path.join(
    dir,
    `.${path.basename(filename)}.${process.pid}.${++tempCounter}${TEMP_SUFFIX}`,
  );
  const handle = await open(temp, 'w');
  try {
    await handle.writeFile(text, typeof text === 'string' ? 'utf8' : undefined);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await unlink(temp).catch(() => undefined);
    throw error;
  }
  await handle.close();
  return temp;
}

async function renameOver(temp: string, filename: string): Promise<void> {
  try {
    await rename(temp, filename);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
  await syncDirectory(path.dirname(filename));
}

/**
 * Removes the temporary files a writer killed mid-write left in `dir` (issue 16, HD7): those
 * last changed before `before`, the time this process started, and those whose writer (the pid
 * in the name) has died; the file a live process is writing now is left alone. Answers how many
 * went.
 */
export async function removeStaleTemps(dir: string, before: number): Promise<number> {
  let removed = 0;
  for (const name of await readdir(dir)) {
    if (!name.startsWith('.') || !name.endsWith(TEMP_SUFFIX)) continue;
    const file = path.join(dir, name);
    try {
      const st = await stat(file);
      if (!st.isFile()) continue;
      // Its writer's pid is in its name: one whose writer has died is nobody's, however new (a
      // killed writer, then a store opened in a process that was already running).
      if (st.mtimeMs >= before && !writerIsDead(name)) continue;
      await unlink(file);
      removed += 1;
    } catch {
      // Gone already (another process cleaned it) or not ours to remove: left, not an error.
    }
  }
  return removed;
}

/** Makes the rename itself durable. Windows cannot open a directory; there the rename must do. */
export async function syncDirectory(dir: string): Promise<void> {
  if (process.platform === 'win32') return;
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Whether the writer whose pid a temp file's name holds (`.<file>.<pid>.<n>.tmp`) has died. */
function writerIsDead(tempName: string): boolean {
  const pid = Number(/\.(\d+)\.\d+\.tmp$/.exec(tempName)?.[1]);
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && !pidIsAlive(pid);
}
