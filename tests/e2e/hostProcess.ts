import { spawn, type ChildProcess } from 'node:child_process';
import { scaled } from '../slowdown.ts';

/** A web host as `npm run web` starts it, in a process of its own, and its two addresses. */
export interface HostProcess {
  child: ChildProcess;
  url: string;
  lanUrl: string;
}

/**
 * Starts the web mode exactly as a user would (`npm run web`) on `port` (0: a free one) and the
 * data folder `dataDir`, with the LAN on at 127.0.0.1 (test traffic never leaves this machine) on
 * `lanPort`, and resolves once it has printed both addresses. The renderer is built first if it is
 * stale.
 */
export async function startHostProcess(options: {
  port: number;
  dataDir: string;
  lanPort: number;
}): Promise<HostProcess> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/web.ts',
      '--port',
      String(options.port),
      '--data',
      options.dataDir,
      '--lan-address',
      '127.0.0.1',
      '--lan-port',
      String(options.lanPort),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [url, lanUrl] = await new Promise<[string, string]>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(
      () => reject(new Error(`the web host did not start: ${out}`)),
      // A build of the renderer, when it is stale, comes first: about 40 s idle.
      scaled(90_000),
    );
    child.stdout!.on('data', (chunk: Buffer) => {
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
  return { child, url, lanUrl };
}
