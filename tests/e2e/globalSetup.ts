import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * Starts the web mode exactly as a user would (`npm run web`), on a free port and a fresh data
 * folder, and hands its URL to the tests. The renderer is built first if it is stale. The players'
 * listener runs too (`--lan`), on 127.0.0.1 only: test traffic never leaves this machine.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'high-noon-e2e-'));
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/web.ts',
      '--port',
      '0',
      '--data',
      dataDir,
      '--lan-address',
      '127.0.0.1',
      '--lan-port',
      '0',
    ],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const [url, lanUrl] = await new Promise<[string, string]>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(
      () => reject(new Error(`the web host did not start: ${out}`)),
      180_000,
    );
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const app = /High Noon Table: (http:\/\/\S+)/.exec(out);
      const lan = /players' view on the LAN: (http:\/\/\S+)/.exec(out);
      if (app && lan) {
        clearTimeout(timer);
        resolve([app[1]!, lan[1]!]);
      }
    });
    child.on('exit', (code) => reject(new Error(`the web host exited with ${code}: ${out}`)));
  });
  process.env.HIGH_NOON_URL = url;
  process.env.HIGH_NOON_LAN_URL = lanUrl;
  process.env.HIGH_NOON_DATA = dataDir;
  return async () => {
    child.kill('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
  };
}
