import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../../../engine/game/session.ts';
import { startWebHost, type WebHost } from '../../../electron/webHost.ts';
import { createBridge, type AppBridge } from '../../../renderer/bridge/appBridge.ts';
import { httpTransport } from '../../../renderer/bridge/httpTransport.ts';
import {
  autosaveName,
  autosaveStatus,
  isAutosaveName,
  startAutosave,
} from '../../../renderer/state/autosave.ts';
import { TableStore } from '../../../renderer/state/tableStore.ts';
import { encounter } from '../engine/game/encounterFixture.ts';

describe('the autosave’s name', () => {
  const at = new Date(2025, 5, 1, 20, 14, 5);

  it('names the map and when the table started', () => {
    expect(autosaveName('Dusty Crossing', at)).toBe(
      'Autosave – Dusty Crossing – 2025-06-01 20:14:05',
    );
    expect(autosaveName(undefined, at)).toBe('Autosave – Untitled map – 2025-06-01 20:14:05');
    expect(isAutosaveName(autosaveName('Dusty Crossing', at))).toBe(true);
    expect(isAutosaveName('Dusty Crossing')).toBe(false);
  });

  it('is a valid save name whatever the map is called, with room for “ (2)”', () => {
    const name = autosaveName(`Up/down\\left..${'x'.repeat(200)}\u0007`, at);
    expect(name).toMatch(/^Autosave – Up-down-left\.x+ – 2025-06-01 20:14:05$/);
    expect(name.length).toBeLessThanOrEqual(95);
  });
});

/** The page's visibility, which the autosave watches to write before the window is hidden. */
function stubDocument() {
  if (typeof globalThis.document !== 'undefined') return;
  Object.assign(globalThis, {
    document: { visibilityState: 'visible', addEventListener() {}, removeEventListener() {} },
  });
}

describe('autosaving through the real web host', () => {
  let host: WebHost;
  let dir: string;
  let bridge: AppBridge;
  beforeAll(async () => {
    stubDocument();
    dir = await mkdtemp(path.join(os.tmpdir(), 'high-noon-autosave-'));
    host = await startWebHost({ port: 0, dataDir: dir, staticDir: dir, version: '0.0.1' });
    bridge = createBridge(httpTransport(host.url));
  });
  afterAll(async () => {
    await host.close();
    await rm(dir, { recursive: true, force: true });
  });

  /** A table that takes one action, autosaved under `name`; returns the name it was saved as. */
  async function play(name: string, options?: { resumed?: boolean }): Promise<string> {
    const table = new TableStore(startSession(encounter()));
    const status = autosaveStatus();
    const stop = startAutosave(table, bridge, status, name, options);
    expect(table.act({ type: 'BEGIN_TURNS' })).toBe(true);
    await stop();
    expect(status.get().state).toBe('saved');
    return /as “(.+)”$/.exec(status.get().message)![1]!;
  }

  it('never overwrites another table’s autosave, even one started in the same second', async () => {
    const name = autosaveName('Street', new Date(2025, 5, 1, 20, 14, 5));
    expect(await play(name)).toBe(name);
    expect(await play(name)).toBe(`${name} (2)`);
    const listed = await bridge.listSaves({ kind: 'session' });
    expect(listed.ok && listed.value.map((s) => s.name).sort()).toEqual([name, `${name} (2)`]);
  });

  it('goes on writing to the autosave a resumed table came from', async () => {
    const name = autosaveName('Street', new Date(2025, 5, 2, 9, 0, 0));
    expect(await play(name)).toBe(name);
    expect(await play(name, { resumed: true })).toBe(name);
    const listed = await bridge.listSaves({ kind: 'session' });
    expect(listed.ok && listed.value.filter((s) => s.name.startsWith(name)).length).toBe(1);
  });
});
