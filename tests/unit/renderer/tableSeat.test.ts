import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../../../engine/game/session.ts';
import { startWebHost, type WebHost } from '../../../electron/webHost.ts';
import { createBridge, type AppBridge } from '../../../renderer/bridge/appBridge.ts';
import { httpTransport } from '../../../renderer/bridge/httpTransport.ts';
import { autosaveStatus } from '../../../renderer/state/autosave.ts';
import {
  TableSeat,
  resumeSeat,
  seatSession,
  seatTable,
} from '../../../renderer/state/tableSeat.ts';
import { TableStore } from '../../../renderer/state/tableStore.ts';
import { stashUnsaved, takeUnsaved } from '../../../renderer/state/unsavedStash.ts';
import { activeCharacter } from '../../../engine/game/queries.ts';
import { sessionToSave } from '../../../engine/save/sessionSave.ts';
import { encounter } from '../engine/game/encounterFixture.ts';
import { scaled } from '../../slowdown.ts';
import { BEGIN_TURNS } from '../../../engine/game/records/beginTurns.ts';
import { END_PHASE } from '../../../engine/game/records/endPhase.ts';

/** A window's sessionStorage: kept across its reloads, never shared with another window. */
function windowStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

function stubDocument() {
  if (typeof globalThis.document !== 'undefined') return;
  Object.assign(globalThis, {
    document: { visibilityState: 'visible', addEventListener() {}, removeEventListener() {} },
  });
}

describe('a window’s seat at the table', () => {
  let host: WebHost;
  let dir: string;
  let bridge: AppBridge;
  beforeAll(async () => {
    stubDocument();
    dir = await mkdtemp(path.join(os.tmpdir(), 'high-noon-seat-'));
    host = await startWebHost({ port: 0, dataDir: dir, staticDir: dir, version: '0.0.1' });
    bridge = createBridge(httpTransport(host.url));
  });
  afterAll(async () => {
    await host.close();
    await rm(dir, { recursive: true, force: true });
  });

  /** A new table played in a window: one action, autosaved; returns the save's name. */
  async function playNew(seat: TableSeat, newName: string) {
    const table = new TableStore(startSession(encounter()));
    const status = autosaveStatus();
    const stop = seatTable(table, bridge, seat, status, { name: null, newName, mode: 'playing' });
    expect(table.act({ type: BEGIN_TURNS.type })).toBe(true);
    await stop();
    expect(status.get().state).toBe('saved');
    return { table, name: seat.remembered()! };
  }

  it('is the same window after a reload, and another in another tab', () => {
    const storage = windowStorage();
    const first = new TableSeat(storage);
    expect(new TableSeat(storage).owner).toBe(first.owner);
    expect(new TableSeat(windowStorage()).owner).not.toBe(first.owner);
  });

  it('a reload resumes the session the window was playing, in the same save', async () => {
    const storage = windowStorage();
    const { table, name } = await playNew(new TableSeat(storage), 'Autosave – Seat – 1');
    expect(name).toBe('Autosave – Seat – 1');
    const resumed = await resumeSeat(bridge, new TableSeat(storage));
    expect(resumed).toMatchObject({ name, mode: 'playing' });
    expect(resumed!.session.current).toEqual(table.state);
    // A window that played nothing yet starts a new table.
    expect(await resumeSeat(bridge, new TableSeat(windowStorage()))).toBeNull();
  });

  it('a second window is offered the session read-only; after its take-over the first window’s autosave is refused and it turns read-only', async () => {
    const a = new TableSeat(windowStorage());
    const b = new TableSeat(windowStorage());
    const tableA = new TableStore(startSession(encounter()));
    const statusA = autosaveStatus();
    const stopA = seatTable(tableA, bridge, a, statusA, {
      name: null,
      newName: 'Autosave – Seat – 2',
      mode: 'playing',
    });
    tableA.act({ type: BEGIN_TURNS.type });
    // The first write claims the session for window A (stopping would give it back).
    await expect.poll(() => statusA.get().state, { timeout: scaled(5000) }).toBe('saved');
    const name = a.remembered()!;

    const viewed = await seatSession(bridge, b, name);
    expect(viewed).toMatchObject({ ok: true, seated: { mode: 'viewing' } });
    expect(viewed.ok && viewed.seated.message).toMatch(/Another window is playing/);
    const viewTable = new TableStore(viewed.ok ? viewed.seated.session : startSession(encounter()));
    const stopView = seatTable(viewTable, bridge, b, autosaveStatus(), {
      name,
      newName: name,
      mode: 'viewing',
    });
    expect(b.status.get().mode).toBe('viewing');
    expect(viewTable.act({ type: END_PHASE.type, who: 'kate' })).toBe(false);
    expect(viewTable.feedback.get().rejection).toMatch(
      /^Read-only: another window holds this table/,
    );
    await stopView();

    const taken = await seatSession(bridge, b, name, { takeOver: true });
    expect(taken).toMatchObject({ ok: true, seated: { mode: 'playing' } });

    // Window A plays on, unaware: its write is refused, it says so, and nothing more is played.
    expect(tableA.act({ type: END_PHASE.type, who: 'kate' })).toBe(true);
    await stopA();
    expect(statusA.get()).toMatchObject({ state: 'failed' });
    expect(statusA.get().message).toContain('Autosave failed: Another window took over');
    expect(a.status.get()).toMatchObject({ mode: 'lost', name });
    expect(tableA.readOnly.get()).toMatch(/Another window took over/);
    const played = tableA.session.get().log.length;
    expect(tableA.act({ type: END_PHASE.type, who: 'kate' })).toBe(false);
    expect(tableA.session.get().log.length).toBe(played);
    const saved = await bridge.loadSave({ kind: 'session', name });
    expect(saved.ok && (saved.value.data as { log: unknown[] }).log.length).toBe(1);
  });

  describe('what a window keeps as it goes (nothing lost on a reload)', () => {
    /** The page goes with one action the store never heard of: kept, as pagehide keeps it. */
    async function goneWithOneMore(seat: TableSeat, storage: ReturnType<typeof windowStorage>) {
      const { table, name } = await playNew(seat, `Kept ${Math.random().toString(36).slice(2)}`);
      const who = activeCharacter(table.state)!;
      expect(table.act({ type: END_PHASE.type, who })).toBe(true);
      stashUnsaved(storage, {
        name,
        claimed: true,
        owner: seat.owner,
        data: sessionToSave(table.session.get()),
      });
      return name;
    }

    it('is written before the table is resumed, so the reload has every action', async () => {
      const storage = windowStorage();
      const name = await goneWithOneMore(new TableSeat(storage), storage);
      const seated = await resumeSeat(bridge, new TableSeat(storage));
      expect(seated).toMatchObject({ name, mode: 'playing' });
      expect(seated!.session.log.map((a) => a.type)).toEqual([BEGIN_TURNS.type, END_PHASE.type]);
      // Kept once: a second reload finds nothing more to write.
      expect(takeUnsaved(storage)).toBeNull();
    });

    it('is dropped when another window took the session over meanwhile: its game is kept', async () => {
      const storage = windowStorage();
      const name = await goneWithOneMore(new TableSeat(storage), storage);
      const other = new TableSeat(windowStorage());
      expect((await seatSession(bridge, other, name, { takeOver: true })).ok).toBe(true);
      const seated = await resumeSeat(bridge, new TableSeat(storage));
      expect(seated).toMatchObject({ name, mode: 'viewing' });
      expect(seated!.session.log.map((a) => a.type)).toEqual([BEGIN_TURNS.type]);
    });
  });
});
