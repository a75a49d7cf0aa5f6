import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../../../engine/game/session.ts';
import { startWebHost, type WebHost } from '../../../electron/webHost.ts';
import { createBridge, type AppBridge } from '../../../renderer/bridge/appBridge.ts';
import { httpTransport } from '../../../renderer/bridge/httpTransport.ts';
import { autosaveName, autosaveWriter, isAutosaveName } from '../../../common/autosaveWriter.ts';
import { autosaveStatus, startAutosave } from '../../../renderer/state/autosave.ts';
import { act, type Session } from '../../../engine/game/session.ts';
import { sessionSaveSchema, sessionToSave } from '../../../engine/save/sessionSave.ts';
import type { Transport } from '../../../renderer/bridge/appBridge.ts';
import { TableStore } from '../../../renderer/state/tableStore.ts';
import { encounter } from '../engine/game/encounterFixture.ts';
import { BEGIN_TURNS } from '../../../engine/game/records/beginTurns.ts';
import { END_PHASE } from '../../../engine/game/records/endPhase.ts';

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
    expect(table.act({ type: BEGIN_TURNS.type })).toBe(true);
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

describe('the lean autosave: a table’s start is sent once', () => {
  let dir: string;
  const hosts: WebHost[] = [];
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'high-noon-autosave-lean-'));
  });
  afterAll(async () => {
    await Promise.all(hosts.map((h) => h.close()));
    await rm(dir, { recursive: true, force: true });
  });

  /** A bridge to whichever host is current, recording what each writeSave sent. */
  async function connect() {
    const sent: Record<string, unknown>[] = [];
    let transport: Transport | null = null;
    async function restart() {
      const host = await startWebHost({ port: 0, dataDir: dir, staticDir: dir, version: '0.0.1' });
      hosts.push(host);
      transport = httpTransport(host.url);
      return host;
    }
    const recording: Transport = {
      kind: 'http',
      call(method, input) {
        if (method === 'writeSave') sent.push(structuredClone(input) as Record<string, unknown>);
        return transport!.call(method, input);
      },
    };
    await restart();
    return { bridge: createBridge(recording), sent, restart };
  }

  const next = (session: Session): Session => {
    const result = act(
      session,
      session.log.length === 0 ? { type: BEGIN_TURNS.type } : { type: END_PHASE.type, who: 'kate' },
    );
    if (!result.ok) throw new Error(result.message);
    return result.session;
  };

  it('names the start by the host’s hash after the first write; the file stays one whole document', async () => {
    const { bridge, sent } = await connect();
    const write = autosaveWriter(bridge, 'Autosave – Lean – 2025-06-03 09:00:00');
    let session = next(startSession(encounter()));
    expect((await write(session)).ok).toBe(true);
    session = next(session);
    const second = await write(session);
    expect(second.ok).toBe(true);
    expect(sent.map((s) => Object.keys(s.data as object).sort())).toEqual([
      ['log', 'start', 'undone'],
      ['log', 'undone'],
    ]);
    expect(sent[1]!.startHash).toEqual(expect.any(String));
    const loaded = await bridge.loadSave({
      kind: 'session',
      name: second.ok ? second.value.name : '',
    });
    expect(loaded.ok && loaded.value.data).toEqual(sessionSaveSchema.parse(sessionToSave(session)));
  });

  it('sends the start whole again to a host that no longer holds it, and to a new start', async () => {
    const { bridge, sent, restart } = await connect();
    const write = autosaveWriter(bridge, 'Autosave – Lean – 2025-06-03 10:00:00');
    let session = next(startSession(encounter()));
    expect((await write(session)).ok).toBe(true);
    await restart();
    session = next(session);
    const afterRestart = await write(session);
    expect(afterRestart.ok).toBe(true);
    // The lean write was refused as unknown, then the session went whole.
    expect(sent.slice(1).map((s) => 'start' in (s.data as object))).toEqual([false, true]);
    const other = next(startSession(encounter(8)));
    expect((await write(other)).ok).toBe(true);
    expect('start' in (sent.at(-1)!.data as object)).toBe(true);
    const loaded = await bridge.loadSave({
      kind: 'session',
      name: 'Autosave – Lean – 2025-06-03 10:00:00',
    });
    expect(loaded.ok && loaded.value.data).toEqual(sessionSaveSchema.parse(sessionToSave(other)));
  });
});
