import {
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/**
 * One owner per data folder (issue 16, HD4). The Electron app and the web host default to the same
 * folder; two of them at once raced over the save files and the index (io failures, two saves
 * under one name). Each takes this lock before opening the stores, and a second is refused.
 */
export const LOCK_FILE_NAME = 'owner.lock';

export type OwnerKind = 'electron' | 'web';

const OWNER_NAMES: Record<OwnerKind, string> = {
  electron: 'the High Noon Table app',
  web: 'the web host (npm run web)',
};

interface OwnerRecord {
  pid: number;
  /** Null in a lock written by a later version with an owner this one does not know. */
  owner: OwnerKind | null;
  since: string;
}

export interface DataFolderLock {
  file: string;
  /** Removes the lock if it is still this owner's; safe to call more than once. */
  release(): void;
}

export type LockOutcome = { taken: DataFolderLock } | { refused: string };

/** A lock file with no readable owner yet older than this was left by a start that crashed. */
const UNREADABLE_STALE_MS = 10_000;
/** Enough for a few owners breaking one stale lock at the same moment. */
const ATTEMPTS = 5;

/** The lock files this process holds, so a second take in the same process is refused too. */
const heldHere = new Set<string>();

export interface LockOptions {
  /** Whether a pid is a live process; process.kill(pid, 0) unless a test says otherwise. */
  isAlive?: (pid: number) => boolean;
  now?: () => Date;
}

/**
 * Takes the data folder's lock for this process, or says in one line who holds it. The lock file
 * is created with 'wx' (fails if it exists), so two starts cannot both take it. A lock whose pid is
 * no longer alive was left by a crash and is taken over. The lock is released when the process
 * exits normally (Ctrl+C in the web mode exits through process.exit, so it counts).
 */
export function takeDataFolderLock(
  dataDir: string,
  owner: OwnerKind,
  { isAlive = pidIsAlive, now = () => new Date() }: LockOptions = {},
): LockOutcome {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE_NAME);
  const record: OwnerRecord = { pid: process.pid, owner, since: now().toISOString() };
  const content = JSON.stringify(record);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    try {
      writeFileSync(file, content, { flag: 'wx' });
      return { taken: holdLock(file, content) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const seen = readOrNull(file);
    if (seen === null) continue; // released between our try and this read: try again
    const holder = parseRecord(seen);
    if (holder === null) {
      if (ageMs(file, now()) > UNREADABLE_STALE_MS) breakStaleLock(file, seen);
      else return { refused: refusal(dataDir, null) };
      continue;
    }
    // Our own pid in a lock we do not hold: an earlier process had it (a container restarted).
    const ownPidLeftOver = holder.pid === process.pid && !heldHere.has(file);
    if (ownPidLeftOver || !isAlive(holder.pid)) {
      breakStaleLock(file, seen);
      continue;
    }
    return { refused: refusal(dataDir, holder) };
  }
  return { refused: refusal(dataDir, null) };
}

/** The one line a second owner is refused with: who holds the folder, and the way out. */
function refusal(dataDir: string, holder: OwnerRecord | null): string {
  const who = holder
    ? `${holder.owner ? OWNER_NAMES[holder.owner] : 'another program'} (pid ${holder.pid})`
    : 'another program that is starting';
  return `The data folder ${dataDir} is in use by ${who}. Close it first, or give another folder with --data DIR.`;
}

function holdLock(file: string, content: string): DataFolderLock {
  heldHere.add(file);
  const release = () => {
    process.off('exit', release);
    if (!heldHere.delete(file)) return;
    // Only our own lock: a folder taken over after a mistaken stale call is not ours to free.
    if (readOrNull(file) === content) unlinkQuietly(file);
  };
  process.on('exit', release);
  return { file, release };
}

/**
 * Moves the stale lock aside before deleting it, and checks it was the stale one: another owner
 * breaking the same lock may already have put its fresh lock there, which is then put back.
 */
function breakStaleLock(file: string, seen: string): void {
  const aside = `${file}.stale-${process.pid}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (readOrNull(aside) !== seen) {
    try {
      linkSync(aside, file);
    } catch {
      // Yet another owner took the name meanwhile; theirs stands.
    }
  }
  unlinkQuietly(aside);
}

function parseRecord(text: string): OwnerRecord | null {
  try {
    const value = JSON.parse(text) as Partial<OwnerRecord>;
    if (!Number.isInteger(value.pid) || (value.pid as number) <= 0) return null;
    return {
      pid: value.pid as number,
      owner: value.owner === 'web' || value.owner === 'electron' ? value.owner : null,
      since: String(value.since ?? ''),
    };
  } catch {
    return null;
  }
}

export function pidIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOrNull(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function ageMs(file: string, now: Date): number {
  try {
    return now.getTime() - statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

function unlinkQuietly(file: string): void {
  try {
    unlinkSync(file);
  } catch {
    // Already gone.
  }
}
