import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { defaultDataDir } from '../../electron/dataDir.ts';
import { takeDataFolderLock } from '../../electron/dataFolderLock.ts';
import { lanAddress } from '../../electron/players/lanAddress.ts';
import { DEFAULT_PLAYERS_PORT } from '../../electron/players/playersListener.ts';
import { DEFAULT_WEB_PORT, startWebHost, type WebHost } from '../../electron/webHost.ts';
import { ensureRendererBuilt, rendererDir } from './build.ts';
import { projectRoot } from './projectRoot.ts';

export interface WebModeArgs {
  port: number;
  dataDir: string;
  /** --data was given: `npm start` then hands the folder to the Electron app too. */
  dataDirGiven?: boolean;
  /**
   * The LAN (issues 11, 38), which the Players panel turns on and off: its port (--lan-port), and
   * with --lan or --lan-address, on from the start, at the LAN interface's address or at
   * --lan-address's (127.0.0.1 in tests), which the panel then offers too. The save API stays on
   * 127.0.0.1.
   */
  lan?: { port: number; on: boolean; extraAddress?: string };
}

/** `--port N` (0 picks a free port) and `--data DIR`; anything else is an error worth showing. */
export function parseWebArgs(argv: string[]): WebModeArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      data: { type: 'string' },
      lan: { type: 'boolean' },
      'lan-address': { type: 'string' },
      'lan-port': { type: 'string' },
    },
    strict: true,
  });
  const port = values.port === undefined ? DEFAULT_WEB_PORT : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`--port must be a whole number from 0 to 65535, not "${values.port}"`);
  }
  const lanPort =
    values['lan-port'] === undefined ? DEFAULT_PLAYERS_PORT : Number(values['lan-port']);
  if (!Number.isInteger(lanPort) || lanPort < 0 || lanPort > 65535) {
    throw new Error(
      `--lan-port must be a whole number from 0 to 65535, not "${values['lan-port']}"`,
    );
  }
  const on = Boolean(values.lan) || values['lan-address'] !== undefined;
  if (on && values['lan-address'] === undefined && !lanAddress()) {
    throw new Error('--lan: this machine has no network interface up');
  }
  const lan: WebModeArgs['lan'] = {
    port: lanPort,
    on,
    ...(values['lan-address'] !== undefined ? { extraAddress: values['lan-address'] } : {}),
  };
  return {
    port,
    lan,
    dataDir: values.data
      ? path.resolve(process.env.INIT_CWD ?? process.cwd(), values.data)
      : defaultDataDir(),
    dataDirGiven: Boolean(values.data),
  };
}

/**
 * Takes the data folder's owner lock, builds the renderer if needed, serves it with the save API,
 * and prints the one line with its URL. Closing the host frees the folder.
 */
export async function runWebMode(args: WebModeArgs): Promise<WebHost> {
  // Before the build, so a second host on the folder is refused at once, not after a wait.
  const lock = takeDataFolderLock(args.dataDir, 'web');
  if ('refused' in lock) throw new Error(lock.refused);
  try {
    return await serveWebMode(args, lock.taken.release);
  } catch (error) {
    lock.taken.release();
    throw error;
  }
}

async function serveWebMode(args: WebModeArgs, releaseFolder: () => void): Promise<WebHost> {
  await ensureRendererBuilt();
  const { version } = JSON.parse(
    await readFile(path.join(projectRoot, 'package.json'), 'utf8'),
  ) as { version: string };
  let served: WebHost;
  try {
    served = await startWebHost({
      port: args.port,
      dataDir: args.dataDir,
      staticDir: rendererDir,
      version,
      table: true,
      ...(args.lan ? { lan: args.lan } : {}),
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new Error(`port ${args.port} is already in use; pass --port 0 to pick a free one`, {
        cause: error,
      });
    }
    throw error;
  }
  const host: WebHost = {
    ...served,
    close: async () => {
      await served.close();
      releaseFolder();
    },
  };
  console.log(`High Noon Table: ${host.url}`);
  const lanUrl = served.lan?.state().url;
  if (lanUrl) console.log(`High Noon Table: players' view on the LAN: ${lanUrl}`);
  const stop = () => void host.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return host;
}

export function exitWithError(error: unknown): never {
  console.error(`High Noon Table: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
