import { describe, expect, it } from 'vitest';
import { createHandlers, dispatch } from '../../../electron/handlers.ts';
import { SaveStore } from '../../../electron/store/saveStore.ts';
import { LEASE_TIMEOUT_MS, SessionLeases } from '../../../electron/store/sessionLeases.ts';
import { SettingsStore } from '../../../electron/store/settingsStore.ts';
import { sessionToSave } from '../../../engine/save/sessionSave.ts';
import { startSession } from '../../../engine/game/session.ts';
import { encounter } from '../engine/game/encounterFixture.ts';
import { useTempDirs } from './tempDir.ts';

/** A clock the test moves by hand: no test waits 30 s for a lease to run out. */
function fakeClock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code;
  }
}

describe('a session’s lease (two windows never overwrite each other silently)', () => {
  it('is taken by the first window and refused to a second, with words that offer both ways', () => {
    const clock = fakeClock();
    const leases = new SessionLeases({ now: clock.now });
    expect(leases.take('Saloon', 'window-a')).toMatchObject({
      name: 'Saloon',
      owner: 'window-a',
      expiresInMs: LEASE_TIMEOUT_MS,
    });
    // The same window taking it again (a reload keeps its id) is no conflict.
    expect(leases.take('Saloon', 'window-a').owner).toBe('window-a');
    let message = '';
    try {
      leases.take('saloon', 'window-b');
    } catch (error) {
      message = (error as Error).message;
      expect((error as { code: string }).code).toBe('leased');
    }
    expect(message).toMatch(/Another window is playing “Saloon”.*read-only.*take it over/);
  });

  it('a heartbeat keeps the lease alive past the timeout', () => {
    const clock = fakeClock();
    const leases = new SessionLeases({ now: clock.now });
    leases.take('Saloon', 'window-a');
    for (let beat = 0; beat < 5; beat++) {
      clock.advance(LEASE_TIMEOUT_MS - 1000);
      expect(leases.renew('Saloon', 'window-a').expiresInMs).toBe(LEASE_TIMEOUT_MS);
    }
    expect(codeOf(() => leases.take('Saloon', 'window-b'))).toBe('leased');
  });

  it('is free again 30 s after the last heartbeat, and not a moment before', () => {
    const clock = fakeClock();
    const leases = new SessionLeases({ now: clock.now });
    leases.take('Saloon', 'window-a');
    clock.advance(LEASE_TIMEOUT_MS - 1);
    expect(codeOf(() => leases.take('Saloon', 'window-b'))).toBe('leased');
    clock.advance(1);
    expect(leases.take('Saloon', 'window-b').owner).toBe('window-b');
    // The window that fell silent is told, at its next heartbeat and its next write.
    expect(codeOf(() => leases.renew('Saloon', 'window-a'))).toBe('lease_lost');
    expect(codeOf(() => leases.checkWrite('Saloon', 'window-a'))).toBe('lease_lost');
  });

  it('a take-over is granted at once, and the window that lost it is refused from then on', () => {
    const clock = fakeClock();
    const leases = new SessionLeases({ now: clock.now });
    leases.take('Saloon', 'window-a');
    expect(leases.take('Saloon', 'window-b', { takeOver: true }).owner).toBe('window-b');
    expect(codeOf(() => leases.renew('Saloon', 'window-a'))).toBe('lease_lost');
    expect(codeOf(() => leases.checkWrite('Saloon', 'window-a'))).toBe('lease_lost');
    // A write naming no window is refused too: only the holder writes a held session.
    expect(codeOf(() => leases.checkWrite('Saloon', undefined))).toBe('lease_lost');
    expect(codeOf(() => leases.checkWrite('Saloon', 'window-b'))).toBeUndefined();
  });

  it('a lease that ran out while nobody took it is renewed by its slow window', () => {
    const clock = fakeClock();
    const leases = new SessionLeases({ now: clock.now });
    leases.take('Saloon', 'window-a');
    clock.advance(LEASE_TIMEOUT_MS * 3);
    expect(leases.renew('Saloon', 'window-a').owner).toBe('window-a');
  });

  it('only its owner gives a lease back; a rename carries it, a delete ends it', () => {
    const clock = fakeClock();
    const leases = new SessionLeases({ now: clock.now });
    leases.take('Saloon', 'window-a');
    leases.release('Saloon', 'window-b');
    expect(codeOf(() => leases.take('Saloon', 'window-b'))).toBe('leased');
    leases.moved('Saloon', 'Long Branch');
    expect(codeOf(() => leases.take('Long Branch', 'window-b'))).toBe('leased');
    expect(leases.take('Saloon', 'window-b').owner).toBe('window-b');
    leases.release('Long Branch', 'window-a');
    expect(leases.take('Long Branch', 'window-b').owner).toBe('window-b');
    leases.forget('Long Branch');
    expect(leases.take('Long Branch', 'window-c').owner).toBe('window-c');
  });
});

describe('the lease in the handlers (the same over IPC and HTTP)', () => {
  const tempDir = useTempDirs();

  async function setup() {
    const clock = fakeClock();
    const dataDir = await tempDir();
    const handlers = createHandlers(
      {
        saves: await SaveStore.open(dataDir),
        settings: await SettingsStore.open(dataDir),
        leases: new SessionLeases({ now: clock.now }),
      },
      { version: '9.9.9', transport: 'http', dataDir },
    );
    const data = sessionToSave(startSession(encounter()));
    const write = (owner: string | undefined, name = 'Saloon') =>
      dispatch(handlers, 'writeSave', {
        kind: 'session',
        name,
        data,
        overwrite: true,
        ...(owner ? { owner } : {}),
      });
    return { handlers, clock, write };
  }

  it('a first write claims the session; another window’s write is refused, not merged', async () => {
    const { write } = await setup();
    expect(await write('window-a')).toMatchObject({ ok: true });
    const refused = await write('window-b');
    expect(refused).toMatchObject({ ok: false, error: { code: 'lease_lost' } });
    expect(refused.ok || refused.error.message).toMatch(/not saved/);
    expect(await write('window-a')).toMatchObject({ ok: true });
  });

  it('after a take-over, the first window’s autosave is refused with a clear error', async () => {
    const { handlers, write } = await setup();
    expect(await write('window-a')).toMatchObject({ ok: true });
    expect(
      await dispatch(handlers, 'takeLease', { name: 'Saloon', owner: 'window-b' }),
    ).toMatchObject({ ok: false, error: { code: 'leased' } });
    expect(
      await dispatch(handlers, 'takeLease', { name: 'Saloon', owner: 'window-b', takeOver: true }),
    ).toMatchObject({ ok: true, value: { owner: 'window-b' } });
    const refused = await write('window-a');
    expect(refused).toMatchObject({ ok: false, error: { code: 'lease_lost' } });
    expect(refused.ok || refused.error.message).toContain('Another window took over “Saloon”');
    expect(
      await dispatch(handlers, 'renewLease', { name: 'Saloon', owner: 'window-a' }),
    ).toMatchObject({ ok: false, error: { code: 'lease_lost' } });
    expect(await write('window-b')).toMatchObject({ ok: true });
  });

  it('a write refused because the name is taken claims nothing', async () => {
    const { handlers, write } = await setup();
    expect(await write(undefined)).toMatchObject({ ok: true });
    const data = sessionToSave(startSession(encounter()));
    expect(
      await dispatch(handlers, 'writeSave', {
        kind: 'session',
        name: 'Saloon',
        data,
        owner: 'window-a',
      }),
    ).toMatchObject({ ok: false, error: { code: 'exists' } });
    expect(
      await dispatch(handlers, 'takeLease', { name: 'Saloon', owner: 'window-b' }),
    ).toMatchObject({ ok: true });
  });

  it('a session another window plays cannot be renamed or deleted; its own window can', async () => {
    const { handlers, write } = await setup();
    expect(await write('window-a')).toMatchObject({ ok: true });
    expect(
      await dispatch(handlers, 'renameSave', {
        kind: 'session',
        from: 'Saloon',
        to: 'Long Branch',
        owner: 'window-b',
      }),
    ).toMatchObject({ ok: false, error: { code: 'leased' } });
    expect(
      await dispatch(handlers, 'deleteSave', { kind: 'session', name: 'Saloon' }),
    ).toMatchObject({ ok: false, error: { code: 'leased' } });
    expect(
      await dispatch(handlers, 'renameSave', {
        kind: 'session',
        from: 'Saloon',
        to: 'Long Branch',
        owner: 'window-a',
      }),
    ).toMatchObject({ ok: true, value: { name: 'Long Branch' } });
    // The lease went with the session: its window goes on writing under the new name.
    expect(await write('window-a', 'Long Branch')).toMatchObject({ ok: true });
    expect(await write('window-b', 'Long Branch')).toMatchObject({
      ok: false,
      error: { code: 'lease_lost' },
    });
  });

  it('an earlier version of a session another window plays is not restored; its own window restores it', async () => {
    const { handlers, write } = await setup();
    expect(await write('window-a')).toMatchObject({ ok: true });
    expect(await write('window-a')).toMatchObject({ ok: true });
    const listed = await dispatch(handlers, 'listVersions', { kind: 'session', name: 'Saloon' });
    expect(listed).toMatchObject({ ok: true, value: [{ version: expect.any(String) }] });
    const version = (listed as { value: { version: string }[] }).value[0]!.version;
    const restore = (owner?: string) =>
      dispatch(handlers, 'restoreVersion', {
        kind: 'session',
        name: 'Saloon',
        version,
        ...(owner ? { owner } : {}),
      });
    const refused = await restore('window-b');
    expect(refused).toMatchObject({ ok: false, error: { code: 'leased' } });
    expect((refused as { error: { message: string } }).error.message).toMatch(
      /Another window is playing “Saloon”, so it cannot be restored here/,
    );
    expect(await restore()).toMatchObject({ ok: false, error: { code: 'leased' } });
    expect(await restore('window-a')).toMatchObject({ ok: true, value: { name: 'Saloon' } });
  });

  it('a window that fell silent for 30 s loses its session to the next one', async () => {
    const { handlers, clock, write } = await setup();
    expect(await write('window-a')).toMatchObject({ ok: true });
    clock.advance(LEASE_TIMEOUT_MS);
    expect(
      await dispatch(handlers, 'takeLease', { name: 'Saloon', owner: 'window-b' }),
    ).toMatchObject({ ok: true, value: { owner: 'window-b' } });
    expect(await write('window-a')).toMatchObject({ ok: false, error: { code: 'lease_lost' } });
  });
});
