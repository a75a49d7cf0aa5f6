import { describe, expect, it } from 'vitest';
import {
  launchElectron,
  whyNoWindow,
  type StartupClock,
} from '../../../scripts/lib/launchElectron.ts';

/** A stand-in for the Electron binary: Node running a one-line script. */
const node = (script: string) => [process.execPath, ['-e', script]] as const;

/**
 * The start's window, on clocks the test holds (issue 35): one that never runs out, so whatever
 * the launch reports came of the process itself, however slowly a busy machine starts it; and one
 * already run out, so the process is past its start whatever it does.
 */
const neverElapses: StartupClock = () => ({ elapsed: new Promise(() => {}), cancel() {} });
const alreadyElapsed: StartupClock = () => ({ elapsed: Promise.resolve(), cancel() {} });

describe('npm start: can Electron open a window here', () => {
  it('not on Linux without an X11 or Wayland display', () => {
    expect(whyNoWindow('linux', {})).toMatch(/DISPLAY/);
    expect(whyNoWindow('linux', { DISPLAY: '' })).toMatch(/DISPLAY/);
    expect(whyNoWindow('linux', { DISPLAY: ':0' })).toBeNull();
    expect(whyNoWindow('linux', { WAYLAND_DISPLAY: 'wayland-0' })).toBeNull();
  });

  it('on macOS and Windows, which always have one', () => {
    expect(whyNoWindow('darwin', {})).toBeNull();
    expect(whyNoWindow('win32', {})).toBeNull();
  });
});

describe('npm start: launching Electron', () => {
  it('reports a binary that cannot be run, so the web mode takes over', async () => {
    const launch = await launchElectron('/nonexistent/electron', [], { clock: neverElapses });
    expect(launch).toEqual({ failed: expect.stringMatching(/^it could not be run: .*ENOENT/) });
  });

  it('reports an Electron that stops with an error at start', async () => {
    // At once: the window never runs out, so only the exit itself can end the wait.
    expect(await launchElectron(...node('process.exit(1)'), { clock: neverElapses })).toEqual({
      failed: 'it stopped at start with exit code 1',
    });
    expect(
      await launchElectron(...node('process.kill(process.pid, "SIGKILL")'), {
        clock: neverElapses,
      }),
    ).toEqual({ failed: 'it stopped at start with signal SIGKILL' });
  });

  it('hands back the exit code of an app that ran past the start', async () => {
    const launch = await launchElectron(...node('process.exit(4)'), { clock: alreadyElapsed });
    if (!('exitCode' in launch)) throw new Error(`expected a start, got ${launch.failed}`);
    expect(await launch.exitCode).toBe(4);
  });

  it('passes the environment through (npm start --data reaches the app this way)', async () => {
    const launch = await launchElectron(
      ...node('process.exit(process.env.HIGH_NOON_TABLE_DATA === "/saves/here" ? 0 : 9)'),
      { env: { ...process.env, HIGH_NOON_TABLE_DATA: '/saves/here' }, clock: neverElapses },
    );
    expect('exitCode' in launch && (await launch.exitCode)).toBe(0);
  });
});
