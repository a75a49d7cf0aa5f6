import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import vm from 'node:vm';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { METHOD_NAMES, channelOf } from '../../../electron/contract.ts';
import { KEY_MAP, MENU_SHORTCUT_EVENT, acceleratorOf } from '../../../common/keyMap.ts';
import { buildElectron, ensureRendererBuilt } from '../../../scripts/lib/build.ts';
import { useTempDirs } from './tempDir.ts';
import { scaled } from '../../slowdown.ts';

const tempDir = useTempDirs();

/** Runs dist/electron/main.js under the fake Electron and returns its report. */
async function runMain(env: Record<string, string>): Promise<Record<string, unknown>> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      path.resolve('tests/unit/electron/fakeElectron/runMain.mjs'),
      path.resolve('dist/electron/main.js'),
    ],
    { env: { ...process.env, ...env } },
  );
  return JSON.parse(stdout);
}

/** One build for both bundles; building twice at once in parallel test files would race. */
const built = (async () => {
  await ensureRendererBuilt();
  await buildElectron();
})();

/**
 * The Electron binary cannot be installed here, so the bundled main process (dist/electron/main.js,
 * exactly what Electron would load) runs under Node against a recording stand-in for the
 * 'electron' module. What stays untested: Electron itself honouring these settings, and the
 * preload running in a real sandbox.
 */
describe('the bundled Electron main process', () => {
  let report: Record<string, unknown> & {
    channels: string[];
    window: { webPreferences: Record<string, unknown> };
    page: { status: number; csp: string; body: string };
    menu: {
      menus: string[];
      items: { label: string; accelerator: string; registerAccelerator: boolean }[];
      executed: string[];
    };
  };

  beforeAll(async () => {
    await built;
    report = (await runMain({ FAKE_USER_DATA: await tempDir() })) as typeof report;
  }, scaled(120_000));

  it('handles exactly the contract’s channels', () => {
    expect(report.channels).toEqual(METHOD_NAMES.map(channelOf).sort());
  });

  it('opens a sandboxed, isolated window without Node, on the app:// page', () => {
    expect(report.window.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
    });
    expect(String(report.window.webPreferences.preload)).toMatch(/preload\.cjs$/);
    expect(report.loadedUrl).toBe('app://bundle/index.html');
    expect(report.schemes).toEqual([
      { scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } },
    ]);
  });

  it('serves the page with the CSP, and nothing outside the build', () => {
    expect(report.page.status).toBe(200);
    expect(report.page.csp).toContain("script-src 'self'");
    expect(report.page.body).toContain('<!doctype html>');
    expect(report.outsideStatus).toBe(404);
  });

  it('answers the app page from the store in userData, and refuses other senders and bad arguments', () => {
    expect(report.saveFromApp).toMatchObject({ ok: true, value: { name: 'Main test' } });
    expect(report.listFromApp).toMatchObject({ ok: true, value: [{ name: 'Main test' }] });
    expect(report.fromForeign).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(report.badArgument).toMatchObject({ ok: false, error: { code: 'invalid_argument' } });
    // The document comes back whole through the text the main process hands on unparsed.
    expect(report.loadFromApp).toMatchObject({
      ok: true,
      value: { kind: 'map', name: 'Main test', data: { size: [3, 3] } },
    });
    expect(report.notText).toMatchObject({ ok: false, error: { code: 'invalid_argument' } });
  });

  it('keeps the settings for the app page only', () => {
    const settings = { autoAdvance: true, showCoordinates: false };
    expect(report.settingsFromApp).toEqual({ ok: true, value: { settings } });
    expect(report.settingsFromForeign).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(report.settingsRead).toEqual({ ok: true, value: { settings } });
  });

  it('denies new windows, navigation and permissions', () => {
    expect(report.windowOpen).toEqual({ action: 'deny' });
    expect(report.navigationPrevented).toBe(true);
    expect(report.permissionGranted).toBe(false);
    expect(report.permissionCheck).toBe(false);
  });

  it('lists the key map’s shortcuts in its menu, and runs a chosen one in the page', () => {
    expect(report.menu.menus).toEqual(['File', 'Edit', 'View', 'Turn', 'Players', 'windowMenu']);
    const listed = KEY_MAP.filter((s) => s.menu !== null);
    expect(report.menu.items).toEqual(
      expect.arrayContaining(
        listed.map((s) => ({
          label: s.name,
          accelerator: acceleratorOf(s.keys[0]),
          registerAccelerator: false,
        })),
      ),
    );
    expect(report.menu.items).toHaveLength(listed.length);
    expect(report.menu.executed).toHaveLength(1);
    expect(report.menu.executed[0]).toContain(MENU_SHORTCUT_EVENT);
    expect(report.menu.executed[0]).toContain('{"id":"undo","byKey":false}');
  });

  it("opens the players' view from the Players menu: on the projector's display, hardened like the main window, with no preload", () => {
    const {
      window: projector,
      loadedUrl,
      ticked,
    } = report.projectorOpened as {
      window: { webPreferences: Record<string, unknown>; fullscreen?: boolean; x?: number };
      loadedUrl: string;
      ticked: boolean;
    };
    const hardening = { ...report.window.webPreferences };
    delete hardening.preload;
    // Every checklist setting of the main window, the same; and no preload, so no AppBridge. It
    // keeps drawing while the Dealer's window has the focus (no background throttling).
    expect(projector.webPreferences).toEqual({ ...hardening, backgroundThrottling: false });
    expect(projector.webPreferences).not.toHaveProperty('preload');
    expect(projector).toMatchObject({ fullscreen: true, x: 1920, width: 1280, height: 720 });
    // Its pass to the table room (issue 38) rides in the fragment, which no request carries: the
    // public's pass, and the room on a 127.0.0.1 port of its own.
    const [page, fragment] = loadedUrl.split('#');
    expect(page).toBe('app://bundle/projector.html');
    const ticket = new URLSearchParams(fragment);
    expect(ticket.get('pass')).toMatch(/^[\w-]{24}$/);
    expect(ticket.get('room')).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/);
    expect(ticked).toBe(true);
    expect(report.playersItems).toEqual([
      { label: "Players' view window", type: 'checkbox', checked: false },
      {
        label: 'Show on display',
        displays: [
          { label: 'Built-in (1920×1080)', checked: false },
          { label: 'Projector (1280×720)', checked: true },
        ],
      },
      { type: 'separator' },
      { label: "Share players' view on the LAN", type: 'checkbox', checked: false },
    ]);
  });

  it('brings its window forward when the app is started a second time', () => {
    expect(report.lockRequested).toBe(true);
    expect(report.afterSecondInstance).toEqual({ restored: true, focused: true });
  });
});

describe('the bundled Electron main process, started again while one runs', () => {
  it(
    'quits without opening a window or touching the saves',
    async () => {
      await built;
      const userData = await tempDir();
      const report = await runMain({ FAKE_USER_DATA: userData, FAKE_INSTANCE_LOCK: 'held' });
      expect(report).toMatchObject({ quit: true, windows: 0, channels: [] });
      expect(await readdir(userData)).toEqual([]);
    },
    scaled(120_000),
  );
});

describe('the bundled Electron main process, given a data folder by npm start --data', () => {
  it(
    'keeps its saves there, not in the default userData',
    async () => {
      await built;
      const userData = await tempDir();
      const data = await tempDir();
      const report = await runMain({ FAKE_USER_DATA: userData, HIGH_NOON_TABLE_DATA: data });
      expect(report.appInfo).toMatchObject({ ok: true, value: { dataDir: data } });
      expect(await readdir(path.join(data, 'saves', 'maps'))).toEqual(['main-test.json']);
      expect((await readdir(data)).sort()).toEqual(['saves', 'settings.json']);
      expect(await readdir(userData)).toEqual([]);
    },
    scaled(120_000),
  );
});

/**
 * The bundled preload, run in a bare VM context the way a sandboxed preload runs: its only module
 * is 'electron', here a recording fake.
 */
describe('the bundled preload', () => {
  const exposed: Record<string, unknown> = {};
  const invoked: [string, unknown][] = [];
  const required: string[] = [];

  beforeAll(async () => {
    await built;
    const code = await readFile('dist/electron/preload.cjs', 'utf8');
    const fakeElectron = {
      contextBridge: {
        exposeInMainWorld: (key: string, api: unknown) => void (exposed[key] = api),
      },
      ipcRenderer: {
        invoke: async (channel: string, input: unknown) => (
          invoked.push([channel, input]),
          { ok: true, value: null }
        ),
      },
    };
    const module = { exports: {} };
    const require = (name: string) => {
      required.push(name);
      if (name !== 'electron') throw new Error(`a sandboxed preload cannot require ${name}`);
      return fakeElectron;
    };
    vm.runInNewContext(code, { require, module, exports: module.exports, console });
  }, scaled(120_000));

  it('requires nothing but electron, as a sandboxed preload must', () => {
    expect(new Set(required)).toEqual(new Set(['electron']));
  });

  it('exposes one named function per contract method on window.highNoon, and nothing else', () => {
    const api = exposed.highNoon as Record<string, unknown>;
    expect(Object.keys(exposed)).toEqual(['highNoon']);
    expect(Object.keys(api).sort()).toEqual([...METHOD_NAMES].sort());
    for (const name of METHOD_NAMES) expect(typeof api[name], name).toBe('function');
    expect(Object.isFrozen(api)).toBe(true);
    expect(JSON.stringify(api)).not.toContain('ipcRenderer');
  });

  it('sends each call on its own method’s channel with its argument', async () => {
    const api = exposed.highNoon as Record<string, (input: unknown) => Promise<unknown>>;
    await api.listSaves!({ kind: 'map' });
    expect(invoked).toEqual([['high-noon:listSaves', { kind: 'map' }]]);
  });
});
