import os from 'node:os';
import path from 'node:path';

export const APP_NAME = 'High Noon Table';

export interface PlatformEnv {
  platform: NodeJS.Platform;
  env: Record<string, string | undefined>;
  homedir: string;
}

/**
 * The folder Electron's `app.getPath('userData')` resolves to for this app (appData joined with
 * the productName), computed without Electron so the web host reads and writes the very same saves.
 * Electron's appData is %APPDATA% on Windows, ~/Library/Application Support on macOS, and
 * $XDG_CONFIG_HOME or ~/.config elsewhere.
 */
export function defaultDataDir(
  { platform, env, homedir }: PlatformEnv = {
    platform: process.platform,
    env: process.env,
    homedir: os.homedir(),
  },
): string {
  const join = platform === 'win32' ? path.win32.join : path.posix.join;
  if (platform === 'win32')
    return join(env.APPDATA ?? join(homedir, 'AppData', 'Roaming'), APP_NAME);
  if (platform === 'darwin') return join(homedir, 'Library', 'Application Support', APP_NAME);
  return join(env.XDG_CONFIG_HOME || join(homedir, '.config'), APP_NAME);
}

/** How `npm start -- --data DIR` hands its folder to the Electron app (scripts/start.ts). */
export const DATA_DIR_ENV = 'HIGH_NOON_TABLE_DATA';

/**
 * The data folder the app was started with, or undefined to keep Electron's own userData: the
 * installed app's own `--data DIR` (or `--data=DIR`), which the refusal of a second owner of a
 * folder offers, else the one `npm start -- --data DIR` handed over in the environment.
 */
export function dataDirOverride(
  env: Record<string, string | undefined> = process.env,
  argv: readonly string[] = process.argv,
): string | undefined {
  const dir = dataArgument(argv) ?? env[DATA_DIR_ENV];
  return dir ? path.resolve(dir) : undefined;
}

function dataArgument(argv: readonly string[]): string | undefined {
  for (let i = argv.length - 1; i >= 0; i--) {
    const arg = argv[i]!;
    if (arg.startsWith('--data=')) return arg.slice('--data='.length) || undefined;
    if (arg === '--data') return argv[i + 1];
  }
  return undefined;
}
