import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { withLock } from '../../../scripts/lib/buildLock.ts';
import { useTempDirs } from '../electron/tempDir.ts';

const tempDir = useTempDirs();

/** The pid of a process that has exited, as a build killed mid-way leaves in its lock. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

/** A build in another process: takes the lock, says "locked", and works until it is killed. */
function holder(lockDir: string): { child: ChildProcess; out: () => string; err: () => string } {
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
  let out = '';
  let err = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (err += c.toString()));
  return { child, out: () => out, err: () => err };
}

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
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
    const started = Date.now();
    expect(
      await withLock(
        lockDir,
        async () => 'built',
        (l) => lines.push(l),
      ),
    ).toBe('built');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(lines).toEqual([]);
    expect(existsSync(lockDir)).toBe(false);
  });

  it('waits for a live build, saying so once, and goes on when it finishes', async () => {
    const lockDir = path.join(await tempDir(), '.build-lock');
    await mkdir(lockDir);
    await writeFile(path.join(lockDir, `pid-${process.pid}`), '');
    const lines: string[] = [];
    const waiting = withLock(
      lockDir,
      async () => readdir(lockDir),
      (l) => lines.push(l),
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(lines).toEqual([`waiting for another build… (pid ${process.pid} holds ${lockDir})`]);
    await rm(lockDir, { recursive: true });
    // Once taken, the lock names its new owner.
    expect(await waiting).toEqual([`pid-${process.pid}`]);
    expect(lines).toHaveLength(1);
  });

  it('is removed when the build holding it is interrupted (Ctrl+C) or stopped', async () => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      const lockDir = path.join(await tempDir(), '.build-lock');
      const build = holder(lockDir);
      try {
        await until(() => build.out().includes('locked'), 'the build to take the lock');
        expect(await readdir(lockDir)).toEqual([`pid-${build.child.pid}`]);
        build.child.kill(signal);
        expect(await exited(build.child)).toBe(signal);
        expect(existsSync(lockDir), signal).toBe(false);
      } finally {
        build.child.kill('SIGKILL');
      }
    }
  }, 60_000);

  it('tells a waiting build on stderr, which takes the lock once the holder is killed', async () => {
    const lockDir = path.join(await tempDir(), '.build-lock');
    const first = holder(lockDir);
    let second: ReturnType<typeof holder> | undefined;
    try {
      await until(() => first.out().includes('locked'), 'the first build to take the lock');
      // Started once the first holds the lock, so which one waits is known.
      second = holder(lockDir);
      await until(() => second!.err().includes('waiting'), 'the second build to wait');
      expect(second.err().trim().split('\n')).toEqual([
        `waiting for another build… (pid ${first.child.pid} holds ${lockDir})`,
      ]);
      // SIGKILL cannot be handled: the lock stays, naming a pid that is no longer alive.
      first.child.kill('SIGKILL');
      await exited(first.child);
      await until(() => second!.out().includes('locked'), 'the second build to take the lock');
      expect(await readdir(lockDir)).toEqual([`pid-${second.child.pid}`]);
    } finally {
      first.child.kill('SIGKILL');
      second?.child.kill('SIGKILL');
    }
  }, 60_000);
});
