import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CallResult } from '../../../electron/contract.ts';
import { startSession } from '../../../engine/game/session.ts';
import type { Settings } from '../../../engine/save/settingsDocument.ts';
import { startWebHost, type WebHost } from '../../../electron/webHost.ts';
import { createBridge, type AppBridge } from '../../../renderer/bridge/appBridge.ts';
import { httpTransport } from '../../../renderer/bridge/httpTransport.ts';
import {
  createSettings,
  followAutoAdvance,
  loadSettings,
  withSettings,
} from '../../../renderer/state/settings.ts';
import { TableStore } from '../../../renderer/state/tableStore.ts';
import { encounter } from '../engine/game/encounterFixture.ts';
import { settled as nextTurn } from '../eventLoop.ts';
import { BEGIN_TURNS } from '../../../engine/game/records/beginTurns.ts';

/** The page's `pagehide`, which the settings listen for to send a write still waiting. */
const pageListeners = new Map<string, Set<() => void>>();
function stubWindow() {
  Object.assign(globalThis, {
    window: {
      addEventListener: (type: string, listener: () => void) => {
        if (!pageListeners.has(type)) pageListeners.set(type, new Set());
        pageListeners.get(type)!.add(listener);
      },
      removeEventListener: (type: string, listener: () => void) =>
        pageListeners.get(type)?.delete(listener),
    },
  });
}
const hidePage = () => pageListeners.get('pagehide')?.forEach((listener) => listener());

/** A bridge whose setSettings calls wait until the test answers them, in any order. */
function heldBridge() {
  const calls: { settings: Settings; answer: (result: CallResult<unknown>) => void }[] = [];
  const bridge = {
    setSettings: ({ settings }: { settings: Settings }) =>
      new Promise((resolve) => calls.push({ settings, answer: resolve })),
  } as unknown as AppBridge;
  const answer = async (i: number, result: CallResult<unknown> = { ok: true, value: {} }) => {
    calls[i]!.answer(result);
    await nextTurn();
  };
  return { bridge, calls, answer };
}

const DEFAULTS: Settings = { autoAdvance: false, showCoordinates: true };

beforeEach(() => {
  pageListeners.clear();
  stubWindow();
});

describe('the renderer’s settings', () => {
  it('writes a change at once, the whole document', () => {
    const { bridge, calls } = heldBridge();
    const settings = createSettings(bridge, DEFAULTS);
    settings.change({ showCoordinates: false });
    expect(settings.current.get()).toEqual({ autoAdvance: false, showCoordinates: false });
    expect(calls.map((c) => c.settings)).toEqual([{ autoAdvance: false, showCoordinates: false }]);
    settings.change({ showCoordinates: false });
    expect(calls, 'no change, no write').toHaveLength(1);
  });

  it('writes one at a time, folding the changes made meanwhile into one write after it', async () => {
    const { bridge, calls, answer } = heldBridge();
    const settings = createSettings(bridge, DEFAULTS);
    settings.change({ autoAdvance: true });
    settings.change({ showCoordinates: false });
    settings.change({ autoAdvance: false });
    expect(calls).toHaveLength(1);
    await answer(0);
    expect(calls.map((c) => c.settings)).toEqual([
      { autoAdvance: true, showCoordinates: true },
      { autoAdvance: false, showCoordinates: false },
    ]);
    const settled = settings.settled();
    await answer(1);
    await settled;
    expect(calls).toHaveLength(2);
  });

  it('sends a write still waiting when the page goes away, so a reload loses nothing', async () => {
    const { bridge, calls, answer } = heldBridge();
    const settings = createSettings(bridge, DEFAULTS);
    settings.change({ autoAdvance: true });
    settings.change({ showCoordinates: false });
    hidePage();
    expect(calls.map((c) => c.settings)).toEqual([
      { autoAdvance: true, showCoordinates: true },
      { autoAdvance: true, showCoordinates: false },
    ]);
    await answer(0);
    expect(calls, 'and not a second time after the first answers').toHaveLength(2);
    settings.stop();
    expect(pageListeners.get('pagehide')?.size).toBe(0);
  });

  it('says so when a change cannot be saved, and stops saying so once one is', async () => {
    const { bridge, answer } = heldBridge();
    const settings = createSettings(bridge, DEFAULTS);
    settings.change({ autoAdvance: true });
    await answer(0, { ok: false, error: { code: 'io', message: 'The disk is full.' } });
    expect(settings.problem.get()).toBe('The settings could not be saved: The disk is full.');
    settings.change({ autoAdvance: false });
    await answer(1);
    expect(settings.problem.get()).toBeNull();
  });

  it('starts from the defaults, with the reason, when the store cannot answer', async () => {
    const bridge = {
      getSettings: async () => ({ ok: false, error: { code: 'offline', message: 'Gone.' } }),
    } as unknown as AppBridge;
    const settings = await loadSettings(bridge);
    expect(settings.current.get()).toEqual(DEFAULTS);
    expect(settings.problem.get()).toBe(
      'The settings could not be read, so the defaults are used: Gone.',
    );
  });
});

describe('a table and the auto-advance setting', () => {
  it('takes the setting without acting, so redo is kept; its toggle writes the setting', () => {
    const { bridge, calls } = heldBridge();
    const settings = createSettings(bridge, { autoAdvance: true, showCoordinates: true });
    const table = new TableStore(startSession(encounter()));
    expect(table.act({ type: BEGIN_TURNS.type })).toBe(true);
    table.undo();
    const before = table.session.get();
    expect(withSettings(table, settings)).toBe(table);
    expect(table.autoAdvance.get()).toBe(true);
    expect(table.session.get()).toBe(before);

    const stop = followAutoAdvance(table, settings);
    table.setAutoAdvance(false);
    expect(settings.current.get().autoAdvance).toBe(false);
    expect(calls.map((c) => c.settings)).toEqual([{ autoAdvance: false, showCoordinates: true }]);
    expect(table.session.get().undone).toHaveLength(1);
    stop();
    table.setAutoAdvance(true);
    expect(settings.current.get().autoAdvance, 'a table no longer shown writes nothing').toBe(
      false,
    );
  });
});

describe('settings through the real web host', () => {
  let host: WebHost;
  let dir: string;
  let bridge: AppBridge;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'high-noon-settings-'));
    host = await startWebHost({ port: 0, dataDir: dir, staticDir: dir, version: '0.0.1' });
    bridge = createBridge(httpTransport(host.url));
  });
  afterAll(async () => {
    await host.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('reads back, on the next start, what was changed', async () => {
    const first = await loadSettings(bridge);
    expect(first.current.get()).toEqual(DEFAULTS);
    first.change({ autoAdvance: true });
    first.change({ showCoordinates: false });
    await first.settled();
    const next = await loadSettings(bridge);
    expect(next.current.get()).toEqual({ autoAdvance: true, showCoordinates: false });
    expect(next.problem.get()).toBeNull();
  });
});
