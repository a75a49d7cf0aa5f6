import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { withLock } from '../../../scripts/lib/buildLock.ts';
import { useTempDirs } from '../electron/tempDir.ts';
import { scaled } from '../../slowdown.ts';

const tempDir = useTempDirs();

/** The pid of a process that has exited, as a build killed mid-way leaves in its lock. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

/** A build in another process: takes the lock, says "locked", and works until it is killed. */
interface Holder {
  child: ChildProcess;
  err: () => string;
  /**
   * Resolves once the build has said `text` on `stream` (at once if it already has), or rejects
   * if it exits first: the process's own word that it got there, however long a busy machine takes.
   */
  said(stream: 'stdout' | 'stderr', text: string): Promise<void>;
}

function holder(lockDir: string): Holder {
  const lockModule = pathToFileURL(path.resolve('scripts/lib/buildLock.ts')).href;
  const script = `import { withLock } from ${JSON.stringify(lockModule)};
    await withLock(process.env.LOCK_DIR, () => {
      console.log('locked');
      return new Promise(() => setInterval(() => {}, 1000));
    });`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    env: { ...process.env, LOCK_DIR: lockDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const text = { stdout: '', stderr: '' };
  const listeners = new Set<() => void>();
  for (const stream of ['stdout', 'stderr'] as const)
    child[stream]!.on('data', (c: Buffer) => {
      text[stream] += c.toString();
      listeners.forEach((heard) => heard());
    });
  const said = (stream: 'stdout' | 'stderr', wanted: string) =>
    new Promise<void>((resolve, reject) => {
      const heard = () => {
        if (!text[stream].includes(wanted)) return;
        listeners.delete(heard);
        child.off('exit', gone);
        resolve();
      };
      const gone = (code: number | null) =>
        reject(new Error(`exited (${code}) before saying "${wanted}": ${text[stream]}`));
      listeners.add(heard);
      child.once('exit', gone);
      heard();
    });
  return { child, err: () => text.stderr, said };
}

/** A clock the lock waits on that the test moves: each pause is held until the test lets it go. */
function heldPauses() {
  const held: (() => void)[] = [];
  let asked: (() => void) | undefined;
  return {
    pause: () =>
      new Promise<void>((resolve) => {
        held.push(resolve);
        asked?.();
      }),
    /** Resolves when the lock has asked for its next pause: it looked, and found the lock held. */
    nextPause: () => new Promise<void>((resolve) => (asked = resolve)),
    releaseAll: () => held.splice(0).forEach((go) => go()),
  };
}

function exited(child: ChildProcess): Promise<NodeJS.Signals | number | null> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve(child.signalCode ?? child.exitCode);
  }
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
}

describe('the build lock', () => {
  it('takes at once a lock left by a build that was killed', async () => {
    const lockDir = path.join(await tempDir(), '.build-lock');
    await mkdir(lockDir);
    await writeFile(path.join(lockDir, `pid-${await deadPid()}`), '');
    const lines: string[] = [];
    // At once: a pause to wait for the dead build fails the test.
    const noPause = () => Promise.reject(new Error('it paused, waiting for a build that is dead'));
    expect(
      await withLock(
        lockDir,
        async () => 'built',
        (l) => lines.push(l),
        noPause,
      ),
    ).toBe('built');
    expect(lines).toEqual([]);
    expect(existsSync(lockDir)).toBe(false);
  });

  it('waits for a live build, saying so once, and goes on when it finishes', async () => {
    const lockDir = path.join(await tempDir(), '.build-lock');
    await mkdir(lockDir);
    await writeFile(path.join(lockDir, `pid-${process.pid}`), '');
    const lines: string[] = [];
    const clock = heldPauses();
    const paused = clock.nextPause();
    const waiting = withLock(
      lockDir,
      async () => readdir(lockDir),
      (l) => lines.push(l),
      clock.pause,
    );
    await paused;
    // A second look finds it still held, and says nothing more.
    const pausedAgain = clock.nextPause();
    clock.releaseAll();
    await pausedAgain;
    expect(lines).toEqual([`waiting for another build… (pid ${process.pid} holds ${lockDir})`]);
    await rm(lockDir, { recursive: true });
    clock.releaseAll();
    // Once taken, the lock names its new owner.
    expect(await waiting).toEqual([`pid-${process.pid}`]);
    expect(lines).toHaveLength(1);
  });

  it(
    'is removed when the build holding it is interrupted (Ctrl+C) or stopped',
    async () => {
      for (const signal of ['SIGINT', 'SIGTERM'] as const) {
        const lockDir = path.join(await tempDir(), '.build-lock');
        const build = holder(lockDir);
        try {
          await build.said('stdout', 'locked');
          expect(await readdir(lockDir)).toEqual([`pid-${build.child.pid}`]);
          build.child.kill(signal);
          expect(await exited(build.child)).toBe(signal);
          expect(existsSync(lockDir), signal).toBe(false);
        } finally {
          build.child.kill('SIGKILL');
        }
      }
    },
    scaled(30_000),
  );

  it(
    'tells a waiting build on stderr, which takes the lock once the holder is killed',
    async () => {
      const lockDir = path.join(await tempDir(), '.build-lock');
      const first = holder(lockDir);
      let second: ReturnType<typeof holder> | undefined;
      try {
        await first.said('stdout', 'locked');
        // Started once the first holds the lock, so which one waits is known.
        second = holder(lockDir);
        await second.said('stderr', 'waiting');
        expect(second.err().trim().split('\n')).toEqual([
          `waiting for another build… (pid ${first.child.pid} holds ${lockDir})`,
        ]);
        // SIGKILL cannot be handled: the lock stays, naming a pid that is no longer alive.
        first.child.kill('SIGKILL');
        await exited(first.child);
        await second.said('stdout', 'locked');
        expect(await readdir(lockDir)).toEqual([`pid-${second.child.pid}`]);
      } finally {
        first.child.kill('SIGKILL');
        second?.child.kill('SIGKILL');
      }
    },
    scaled(30_000),
  );
});
