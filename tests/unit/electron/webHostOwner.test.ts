import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCK_FILE_NAME } from '../../../electron/dataFolderLock.ts';
import { useTempDirs } from './tempDir.ts';
import { scaled } from '../../slowdown.ts';

const tempDir = useTempDirs();
const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill('SIGTERM');
});

interface Host {
  child: ChildProcess;
  /** Resolves when it serves (prints its URL) or ends, whichever comes first. */
  firstNews: Promise<'served' | 'ended'>;
  ended: Promise<{ code: number | null; stderr: string }>;
}

function startWeb(dataDir: string): Host {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/web.ts', '--port', '0', '--data', dataDir],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  started.push(child);
  let out = '';
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const ended = new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stderr })),
  );
  const firstNews = new Promise<'served' | 'ended'>((resolve) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (/High Noon Table: http:\/\//.test(out)) resolve('served');
    });
    void ended.then(() => resolve('ended'));
  });
  return { child, firstNews, ended };
}

describe('two web hosts on one data folder (issue 16, HD4)', () => {
  it(
    'refuses the second in one line naming the first, and the first frees the folder on exit',
    async () => {
      const dir = await tempDir();
      const first = startWeb(dir);
      expect(await first.firstNews).toBe('served');
      const second = startWeb(dir);
      expect(await second.firstNews).toBe('ended');
      const refused = await second.ended;
      expect(refused.code).toBe(1);
      expect(refused.stderr.trim()).toBe(
        `High Noon Table: The data folder ${dir} is in use by the web host (npm run web) (pid ${first.child.pid}). Close it first, or give another folder with --data DIR.`,
      );
      first.child.kill('SIGTERM');
      expect((await first.ended).code).toBe(0);
      expect(existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(false);
    },
    scaled(120_000),
  );
});
