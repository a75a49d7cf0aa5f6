import { spawn } from 'node:child_process';

/** How long Electron must run before its exit is the user closing the app, not a failed start. */
export const STARTUP_WINDOW_MS = 3000;

/**
 * Why Electron could not open a window here, or null. On Linux it needs an X11 or Wayland display;
 * over SSH or in a container it would fail with a screen of Chromium errors.
 */
export function whyNoWindow(
  platform: NodeJS.Platform = process.platform,
  env: Record<string, string | undefined> = process.env,
): string | null {
  if (platform !== 'linux' || env.DISPLAY || env.WAYLAND_DISPLAY) return null;
  return 'no display: neither DISPLAY nor WAYLAND_DISPLAY is set';
}

export type Launch = { failed: string } | { exitCode: Promise<number> };

/** The start's window on a clock: `elapsed` once `ms` have gone by, unless cancelled first. */
export type StartupClock = (ms: number) => { elapsed: Promise<void>; cancel(): void };

const realClock: StartupClock = (ms) => {
  let timer: NodeJS.Timeout | undefined;
  const elapsed = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  return { elapsed, cancel: () => clearTimeout(timer) };
};

/**
 * Starts Electron and waits out the start: a binary that cannot be run, or one that stops with an
 * error before a window could have been used (a missing library, a refused sandbox), is a failed
 * start the caller can fall back from; after that, Electron's exit is the app's.
 */
export async function launchElectron(
  binary: string,
  args: readonly string[],
  options: { env?: NodeJS.ProcessEnv; startupMs?: number; clock?: StartupClock } = {},
): Promise<Launch> {
  const child = spawn(binary, args, { stdio: 'inherit', env: options.env ?? process.env });
  const ended = new Promise<{ error: Error } | { code: number | null; signal: string | null }>(
    (resolve) => {
      child.once('error', (error) => resolve({ error }));
      child.once('exit', (code, signal) => resolve({ code, signal }));
    },
  );
  const window = (options.clock ?? realClock)(options.startupMs ?? STARTUP_WINDOW_MS);
  const early = await Promise.race([ended, window.elapsed.then(() => null)]);
  window.cancel();
  if (early === null) {
    return { exitCode: ended.then((end) => ('error' in end ? 1 : (end.code ?? 1))) };
  }
  if ('error' in early) return { failed: `it could not be run: ${early.error.message}` };
  if (early.code === 0) return { exitCode: Promise.resolve(0) };
  return {
    failed: `it stopped at start with ${early.signal ? `signal ${early.signal}` : `exit code ${early.code}`}`,
  };
}
