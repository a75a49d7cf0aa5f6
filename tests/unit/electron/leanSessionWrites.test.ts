import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { actionSchema } from '../../../engine/game/actions.ts';
import { gameStateSchema, type GameState } from '../../../engine/game/gameState.ts';
import { act, startSession, type Session } from '../../../engine/game/session.ts';
import { mapSchema } from '../../../engine/model/map.ts';
import { sessionToSave } from '../../../engine/save/sessionSave.ts';
import { inThreadJudge } from '../../../electron/store/judge/inThreadJudge.ts';
import { SaveStore } from '../../../electron/store/saveStore.ts';
import { encounter } from '../engine/game/encounterFixture.ts';
import { rejection } from './storeRejection.ts';
import { useTempDirs } from './tempDir.ts';
import { BEGIN_TURNS } from '../../../engine/game/records/beginTurns.ts';
import { END_PHASE } from '../../../engine/game/records/endPhase.ts';

const tempDir = useTempDirs();
afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * How often each schema runs from now on, nested runs included: zod runs a schema through its
 * `_zod.run`, whether it is parsed itself or as a field of another.
 */
function countRuns() {
  const runs = {
    start: vi.spyOn(gameStateSchema._zod, 'run'),
    map: vi.spyOn(mapSchema._zod, 'run'),
    action: vi.spyOn(actionSchema._zod, 'run'),
  };
  return () => ({
    start: runs.start.mock.calls.length,
    map: runs.map.mock.calls.length,
    action: runs.action.mock.calls.length,
  });
}

/** `actions` more actions: the round begun, then Kate's phases ended (three at most in all). */
function played(session: Session, actions: number): Session {
  let s = session;
  for (let i = 0; i < actions; i++) {
    const next = act(
      s,
      s.log.length === 0 ? { type: BEGIN_TURNS.type } : { type: END_PHASE.type, who: 'kate' },
    );
    if (!next.ok) throw new Error(next.message);
    s = next.session;
  }
  return s;
}

const NAME = 'Autosave – Street – 2026-06-01 20:14:05';

async function openWithFirstWrite(actions = 1) {
  const dir = await tempDir();
  const store = await SaveStore.open(dir, { judge: inThreadJudge });
  const session = played(startSession(encounter()), actions);
  const first = await store.save('session', NAME, sessionToSave(session));
  const file = path.join(dir, 'saves', 'sessions', 'autosave-street-2026-06-01-20-14-05.json');
  const onDisk = async () => JSON.parse(await readFile(file, 'utf8'));
  return { dir, store, session, first, file, onDisk };
}

describe('a save validates its data once, and a session’s unchanged start not again', () => {
  it('validates the start, its map and each action once on a session’s first write', async () => {
    const dir = await tempDir();
    const store = await SaveStore.open(dir, { judge: inThreadJudge });
    const session = played(startSession(encounter()), 3);
    const runs = countRuns();
    const summary = await store.save('session', NAME, sessionToSave(session));
    expect(runs()).toEqual({ start: 1, map: 1, action: 3 });
    expect(summary.startHash).toEqual(expect.any(String));
  });

  it('validates a map save once', async () => {
    const store = await SaveStore.open(await tempDir(), { judge: inThreadJudge });
    const map = mapSchema.parse({ size: [4, 4], walls: [[1, 0, 1, 2]] });
    const runs = countRuns();
    await store.save('map', 'Small', map);
    expect(runs().map).toBe(1);
  });

  it('does not validate again an unchanged start sent whole; validates the new actions once', async () => {
    const { store, session, first, onDisk } = await openWithFirstWrite();
    const longer = played(session, 1);
    const fresh = structuredClone(sessionToSave(longer));
    const runs = countRuns();
    const summary = await store.save('session', NAME, fresh, { overwrite: true });
    expect(runs()).toEqual({ start: 0, map: 0, action: longer.log.length });
    expect(summary.startHash).toBe(first.startHash);
    const written = await onDisk();
    expect(written.data.log).toEqual(longer.log);
    expect(written.data.start).toEqual(gameStateSchema.parse(session.start));
  });

  it('does not validate again a start named by the hash it answered; writes the whole document', async () => {
    const { store, session, first, onDisk } = await openWithFirstWrite();
    const longer = played(session, 2);
    const { log, undone } = sessionToSave(longer);
    const runs = countRuns();
    await store.save(
      'session',
      NAME,
      { log, undone },
      { overwrite: true, startHash: first.startHash },
    );
    expect(runs()).toEqual({ start: 0, map: 0, action: longer.log.length });
    const written = await onDisk();
    expect(written.data).toEqual({
      start: gameStateSchema.parse(session.start),
      log: longer.log,
      undone: [],
    });
    // One whole document, loaded as any other.
    expect((await store.load('session', NAME)).data).toEqual(written.data);
  });

  it('validates a changed start in full, and writes it', async () => {
    const { store, session, first, onDisk } = await openWithFirstWrite();
    const notes: GameState = { ...session.start, notes: 'the stage is late' };
    const runs = countRuns();
    const summary = await store.save(
      'session',
      NAME,
      { ...sessionToSave(session), start: notes },
      { overwrite: true },
    );
    expect(runs()).toMatchObject({ start: 1, map: 1 });
    expect(summary.startHash).not.toBe(first.startHash);
    expect((await onDisk()).data.start.notes).toBe('the stage is late');
  });

  it('never takes a tampered start unvalidated: sent whole, it is refused and nothing written', async () => {
    const { store, session, file } = await openWithFirstWrite();
    const before = await readFile(file, 'utf8');
    const kate = session.start.combatants.kate!;
    const tampered: GameState = {
      ...session.start,
      combatants: {
        ...session.start.combatants,
        kate: { ...kate, hp: { ...kate.hp, hpLeft: 99 } },
      },
    };
    const refused = await rejection(
      store.save(
        'session',
        NAME,
        { ...sessionToSave(session), start: tampered },
        { overwrite: true },
      ),
    );
    expect(refused.code).toBe('invalid_data');
    expect(refused.message).toContain('data.start.combatants.kate.hp.hpLeft');
    expect(await readFile(file, 'utf8')).toBe(before);
  });

  it('never takes a start by a hash it did not answer for that session, nor with a start beside it', async () => {
    const { dir, store, session, first, file } = await openWithFirstWrite();
    const before = await readFile(file, 'utf8');
    const { log, undone } = sessionToSave(session);
    const unknown = await rejection(
      store.save('session', NAME, { log, undone }, { overwrite: true, startHash: 'made-up' }),
    );
    expect(unknown.code).toBe('start_unknown');
    // Another session with the same start has not been written yet: its hash is not its own.
    const other = await rejection(
      store.save('session', 'Another table', { log, undone }, { startHash: first.startHash }),
    );
    expect(other.code).toBe('start_unknown');
    const both = await rejection(
      store.save('session', NAME, sessionToSave(session), {
        overwrite: true,
        startHash: first.startHash,
      }),
    );
    expect(both.code).toBe('invalid_data');
    // A store opened anew holds no start: the table must send it whole again.
    const reopened = await SaveStore.open(dir, { judge: inThreadJudge });
    const restarted = await rejection(
      reopened.save(
        'session',
        NAME,
        { log, undone },
        { overwrite: true, startHash: first.startHash },
      ),
    );
    expect(restarted.code).toBe('start_unknown');
    expect(await readFile(file, 'utf8')).toBe(before);
    expect((await reopened.list('session')).map((s) => s.name)).toEqual([NAME]);
  });

  it('validates in full the first write of each session, even with a start another one holds', async () => {
    const { store, session } = await openWithFirstWrite();
    const runs = countRuns();
    await store.save('session', 'Another table', sessionToSave(session));
    expect(runs()).toMatchObject({ start: 1, map: 1 });
  });

  it('forgets a session’s start when it is renamed or deleted', async () => {
    const { store, session, first } = await openWithFirstWrite();
    const { log, undone } = sessionToSave(session);
    await store.rename('session', NAME, 'Friday');
    await store.save('session', 'Friday', sessionToSave(session), { overwrite: true });
    await store.delete('session', 'Friday');
    for (const name of [NAME, 'Friday']) {
      const gone = await rejection(
        store.save(
          'session',
          name,
          { log, undone },
          { overwrite: true, startHash: first.startHash },
        ),
      );
      expect(gone.code, name).toBe('start_unknown');
    }
  });

  it('only a session leaves its start out', async () => {
    const store = await SaveStore.open(await tempDir(), { judge: inThreadJudge });
    const refused = await rejection(
      store.save('map', 'Small', { size: [4, 4] }, { startHash: 'x' }),
    );
    expect(refused.code).toBe('invalid_data');
  });

  it('writes over a file changed by hand since with the start it validated, whole', async () => {
    const { store, session, first, file, onDisk } = await openWithFirstWrite();
    const edited = await onDisk();
    edited.data.start.notes = 'edited by hand';
    await writeFile(file, JSON.stringify(edited));
    const longer = played(session, 1);
    const { log, undone } = sessionToSave(longer);
    await store.save(
      'session',
      NAME,
      { log, undone },
      { overwrite: true, startHash: first.startHash },
    );
    expect((await onDisk()).data.start).toEqual(gameStateSchema.parse(session.start));
  });
});
