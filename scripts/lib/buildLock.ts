import { rmSync } from 'node:fs';
import { mkdir, readdir, rm, rmdir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A lock with no owner's pid yet older than this was left by a process that died taking it. */
const UNOWNED_STALE_MS = 10_000;
/** A live pid may be a reused one; a lock this old was left by a build that died regardless. */
const STALE_LOCK_MS = 5 * 60_000;
const POLL_MS = 200;

/** Waits `ms` between looks at a held lock: the real clock, or a test's. */
export type Pause = (ms: number) => Promise<void>;
const realPause: Pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` holding a lock folder, waiting while another process holds it. The folder is made
 * atomically (mkdir), then the owner's pid is written into it as a file named `pid-<pid>`, so a lock
 * left by a build that was killed is seen at once: its pid is no longer alive. Taking such a lock
 * first removes that very pid file, which only one waiter can do; a fresh lock has another name.
 * Ctrl+C or a kill while holding the lock removes it on the way out.
 */
export async function withLock<T>(
  lockDir: string,
  work: () => Promise<T>,
  log: (line: string) => void = (line) => console.error(line),
  pause: Pause = realPause,
): Promise<T> {
  await mkdir(path.dirname(lockDir), { recursive: true });
  let told = false;
  for (;;) {
    try {
      await mkdir(lockDir);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = await lockHolder(lockDir);
    if (holder.stale) {
      await breakLock(lockDir, holder.pidFile);
      continue;
    }
    if (!told) {
      told = true;
      const who = holder.pid === undefined ? 'another process' : `pid ${holder.pid}`;
      log(`waiting for another build… (${who} holds ${lockDir})`);
    }
    await pause(POLL_MS);
  }
  let held = true;
  const release = () => {
    if (held) rmSync(lockDir, { recursive: true, force: true });
    held = false;
  };
  const onSignal = (signal: NodeJS.Signals) => {
    release();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    // Dies of the same signal, as it would have without this handler.
    process.kill(process.pid, signal);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  process.on('exit', release);
  try {
    await writeFile(path.join(lockDir, `pid-${process.pid}`), String(process.pid));
    return await work();
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    process.off('exit', release);
    if (held) await rm(lockDir, { recursive: true, force: true });
  }
}

interface Holder {
  pid?: number;
  pidFile?: string;
  stale: boolean;
}

async function lockHolder(lockDir: string): Promise<Holder> {
  const [entries, info] = await Promise.all([
    readdir(lockDir).catch(() => null),
    stat(lockDir).catch(() => null),
  ]);
  // Gone between our mkdir and this look: not stale, just free; the next mkdir decides.
  if (!entries || !info) return { stale: false };
  const age = Date.now() - info.mtimeMs;
  const pidFile = entries.find((e) => /^pid-\d+$/.test(e));
  if (!pidFile) return { stale: age > UNOWNED_STALE_MS };
  const pid = Number(pidFile.slice('pid-'.length));
  return { pid, pidFile, stale: !isAlive(pid) || age > STALE_LOCK_MS };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's.
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

/**
 * Only the waiter that removes the dead owner's pid file goes on to remove the folder; the others
 * find it gone and wait again. The folder cannot have been taken by anyone meanwhile: it still
 * exists until this rmdir, and an owner that took a broken lock writes its own pid file.
 */
async function breakLock(lockDir: string, pidFile: string | undefined): Promise<void> {
  try {
    if (pidFile) await unlink(path.join(lockDir, pidFile));
    await rmdir(lockDir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
  }
}
