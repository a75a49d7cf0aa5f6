import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * Starts the web mode exactly as a user would (`npm run web`), on a free port and a fresh data
 * folder, and hands its URL to the tests. The renderer is built first if it is stale.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'high-noon-e2e-'));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/web.ts', '--port', '0', '--data', dataDir],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(
      () => reject(new Error(`the web host did not start: ${out}`)),
      180_000,
    );
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /High Noon Table: (http:\/\/\S+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.on('exit', (code) => reject(new Error(`the web host exited with ${code}: ${out}`)));
  });
  process.env.HIGH_NOON_URL = url;
  process.env.HIGH_NOON_DATA = dataDir;
  return async () => {
    child.kill('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
  };
}
