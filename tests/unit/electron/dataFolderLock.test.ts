import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCK_FILE_NAME, takeDataFolderLock } from '../../../electron/dataFolderLock.ts';
import { useTempDirs } from './tempDir.ts';

const tempDir = useTempDirs();

/** The pid of a process that has already exited, so no longer alive. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

function writeLock(dir: string, record: object): string {
  const file = path.join(dir, LOCK_FILE_NAME);
  writeFileSync(file, JSON.stringify(record));
  return file;
}

function taken(outcome: ReturnType<typeof takeDataFolderLock>) {
  if (!('taken' in outcome)) throw new Error(`refused: ${outcome.refused}`);
  return outcome.taken;
}

describe('the data folder’s owner lock (one owner per folder)', () => {
  it('is taken with the owner’s pid and kind, and refuses a second owner in one line naming the first', async () => {
    const dir = await tempDir();
    const lock = taken(takeDataFolderLock(dir, 'web'));
    try {
      expect(JSON.parse(readFileSync(lock.file, 'utf8'))).toMatchObject({
        pid: process.pid,
        owner: 'web',
      });
      const second = takeDataFolderLock(dir, 'electron');
      expect(second).toEqual({
        refused: `The data folder ${dir} is in use by the web host (npm run web) (pid ${process.pid}). Close it first, or give another folder with --data DIR.`,
      });
    } finally {
      lock.release();
    }
  });

  it('refuses while another live process holds it, naming that process as the app', async () => {
    const dir = await tempDir();
    // The test runner's parent is alive for the whole test.
    writeLock(dir, { pid: process.ppid, owner: 'electron', since: new Date().toISOString() });
    const outcome = takeDataFolderLock(dir, 'web');
    expect('refused' in outcome && outcome.refused).toBe(
      `The data folder ${dir} is in use by the High Noon Table app (pid ${process.ppid}). Close it first, or give another folder with --data DIR.`,
    );
  });

  it('takes over a lock left by a process that is no longer alive', async () => {
    const dir = await tempDir();
    const file = writeLock(dir, { pid: deadPid(), owner: 'electron', since: '2026-01-01' });
    const lock = taken(takeDataFolderLock(dir, 'web'));
    try {
      expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({
        pid: process.pid,
        owner: 'web',
      });
    } finally {
      lock.release();
    }
  });

  it('frees the folder on release, for the next owner', async () => {
    const dir = await tempDir();
    const first = taken(takeDataFolderLock(dir, 'electron'));
    first.release();
    expect(existsSync(first.file)).toBe(false);
    const next = taken(takeDataFolderLock(dir, 'web'));
    next.release();
  });

  it('does not free a lock that another owner has since taken over', async () => {
    const dir = await tempDir();
    const lock = taken(takeDataFolderLock(dir, 'web'));
    const theirs = writeLock(dir, { pid: process.ppid, owner: 'electron', since: 'now' });
    lock.release();
    expect(existsSync(theirs)).toBe(true);
  });

  it('treats an empty lock (a start that crashed while writing it) as busy at first, stale later', async () => {
    const dir = await tempDir();
    const file = path.join(dir, LOCK_FILE_NAME);
    writeFileSync(file, '');
    expect(takeDataFolderLock(dir, 'web')).toEqual({
      refused: `The data folder ${dir} is in use by another program that is starting. Close it first, or give another folder with --data DIR.`,
    });
    const aMinuteAgo = new Date(Date.now() - 60_000);
    utimesSync(file, aMinuteAgo, aMinuteAgo);
    taken(takeDataFolderLock(dir, 'web')).release();
  });
});
