import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { startHostProcess } from './hostProcess.ts';

interface Host {
  child: ChildProcess;
  url: string;
  lanUrl: string;
  dataDir: string;
}

/**
 * Starts the web mode exactly as a user would (`npm run web`), on a free port and a fresh data
 * folder, and hands its URL to the tests. The renderer is built first if it is stale. The players'
 * listener runs too (`--lan`), on 127.0.0.1 only: test traffic never leaves this machine.
 *
 * One host per Playwright worker, each with its own data folder: the tests reset the settings and
 * count autosaves, so two workers sharing one library would trip over each other. Worker i reads
 * its host from HIGH_NOON_URL_i (fixtures.ts puts it in HIGH_NOON_URL). The first host builds the
 * renderer if it is stale; the others start after it, so they never build it twice at once.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const hosts: Host[] = [];
  const stop = async () => {
    for (const host of hosts) {
      // The host writes its save index as it closes: its folder goes once it has exited.
      const exited =
        host.child.exitCode !== null || host.child.signalCode !== null
          ? Promise.resolve()
          : new Promise<void>((resolve) => host.child.once('exit', () => resolve()));
      host.child.kill('SIGTERM');
      await exited;
      await rm(host.dataDir, { recursive: true, force: true });
    }
  };
  try {
    hosts.push(await startHost());
    const others = await Promise.all(
      Array.from({ length: Math.max(0, config.workers - 1) }, () => startHost()),
    );
    hosts.push(...others);
  } catch (error) {
    await stop();
    throw error;
  }
  hosts.forEach((host, i) => {
    process.env[`HIGH_NOON_URL_${i}`] = host.url;
    process.env[`HIGH_NOON_LAN_URL_${i}`] = host.lanUrl;
    process.env[`HIGH_NOON_DATA_${i}`] = host.dataDir;
  });
  // Without a worker index (a script importing the fixtures), the first host.
  process.env.HIGH_NOON_URL = hosts[0]!.url;
  process.env.HIGH_NOON_LAN_URL = hosts[0]!.lanUrl;
  process.env.HIGH_NOON_DATA = hosts[0]!.dataDir;
  return stop;
}

async function startHost(): Promise<Host> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'high-noon-e2e-'));
  const started = await startHostProcess({ port: 0, dataDir, lanPort: 0 });
  return { ...started, dataDir };
}
