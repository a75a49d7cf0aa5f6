import { execFile, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE_NAME } from '../../../electron/dataFolderLock.ts';
import { buildElectron, ensureRendererBuilt } from '../../../scripts/lib/build.ts';
import { useTempDirs } from './tempDir.ts';
import { scaled } from '../../slowdown.ts';

const tempDir = useTempDirs();

/** Runs dist/electron/main.js under the fake Electron on this data folder. */
async function runMain(dataDir: string) {
  const { stdout, stderr } = await promisify(execFile)(
    process.execPath,
    [
      path.resolve('tests/unit/electron/fakeElectron/runMain.mjs'),
      path.resolve('dist/electron/main.js'),
    ],
    { env: { ...process.env, FAKE_USER_DATA: await tempDir(), HIGH_NOON_TABLE_DATA: dataDir } },
  );
  return { report: JSON.parse(stdout) as Record<string, unknown>, stderr };
}

function writeLock(dir: string, pid: number): string {
  const file = path.join(dir, LOCK_FILE_NAME);
  writeFileSync(file, JSON.stringify({ pid, owner: 'web', since: new Date().toISOString() }));
  return file;
}

describe('the bundled Electron main process and the data folder’s owner (issue 16, HD4)', () => {
  beforeAll(async () => {
    await ensureRendererBuilt();
    await buildElectron();
  }, scaled(120_000));

  it(
    'refuses a folder the web host holds, in one line and a dialog, before opening anything',
    async () => {
      const dir = await tempDir();
      // The test runner's parent stands in for a live web host.
      const file = writeLock(dir, process.ppid);
      const before = readFileSync(file, 'utf8');
      const { report, stderr } = await runMain(dir);
      const line = `The data folder ${dir} is in use by the web host (npm run web) (pid ${process.ppid}). Close it first, or give another folder with --data DIR.`;
      expect(report).toMatchObject({ quit: true, exitCode: 1, windows: 0, channels: [] });
      expect(report.errorBoxes).toEqual([{ title: 'High Noon Table', content: line }]);
      expect(stderr.trim()).toBe(`High Noon Table: ${line}`);
      expect(readFileSync(file, 'utf8')).toBe(before);
      expect(existsSync(path.join(dir, 'saves'))).toBe(false);
    },
    scaled(120_000),
  );

  it(
    'takes over a lock left by a web host that died, and frees the folder when it ends',
    async () => {
      const dir = await tempDir();
      const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
      writeLock(dir, Number(dead.stdout.toString()));
      const { report } = await runMain(dir);
      expect(report.loadedUrl).toBe('app://bundle/index.html');
      expect(existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(false);
    },
    scaled(120_000),
  );
});
