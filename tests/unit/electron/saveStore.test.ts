import { SAVE_KIND_VERSIONS } from '../../../engine/save/saveDocument.ts';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { mapSchema } from '../../../engine/model/map.ts';
import { SaveStore } from '../../../electron/store/saveStore.ts';
import type { StoreError } from '../../../electron/store/storeError.ts';
import sample from '../../../assets/maps/dusty-crossing.json';
import kate from '../../../assets/characters/marshal-kate.json';
import { characterSchema } from '../../../engine/model/character.ts';
import { sessionFromSave, sessionToSave } from '../../../engine/save/sessionSave.ts';
import { rejection } from './storeRejection.ts';
import { useTempDirs } from './tempDir.ts';
import { scaled } from '../../slowdown.ts';

const tempDir = useTempDirs();
const map = mapSchema.parse(sample);

/** Every file under a folder with its bytes, to prove a refused call touched nothing. */
async function snapshot(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  async function walk(d: string) {
    for (const entry of await readdir(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) await walk(full);
      else out[path.relative(dir, full)] = await readFile(full, 'utf8');
    }
  }
  await walk(dir);
  return out;
}

async function listFiles(dir: string): Promise<string[]> {
  const maps = path.join(dir, 'saves', 'maps');
  return (await readdir(maps)).map((f) => path.join(maps, f));
}

describe('SaveStore', () => {
  it('saves, lists, and loads a map back identical, with schemaVersion', async () => {
    const store = await SaveStore.open(await tempDir());
    await store.save('map', 'Dusty Crossing', map);
    expect(await store.list('map')).toEqual([
      expect.objectContaining({ kind: 'map', name: 'Dusty Crossing', bytes: expect.any(Number) }),
    ]);
    const doc = await store.load('map', 'dusty crossing');
    // The version this build writes maps at (2 since Dealer notes, issue 11).
    expect(doc.schemaVersion).toBe(SAVE_KIND_VERSIONS.map);
    expect(doc.data).toEqual(map);
  });

  it('writes one compact JSON file per save, plus an index', async () => {
    const dir = await tempDir();
    const store = await SaveStore.open(dir);
    await store.save('map', 'Dusty Crossing', map);
    await store.save('character', 'Kate', characterSchema.parse(kate));
    const maps = await readdir(path.join(dir, 'saves', 'maps'));
    expect(maps).toEqual(['dusty-crossing.json']);
    expect(await readdir(path.join(dir, 'saves', 'characters'))).toEqual(['kate.json']);
    const text = await readFile(path.join(dir, 'saves', 'maps', 'dusty-crossing.json'), 'utf8');
    expect(text).not.toContain('\n');
    expect(JSON.parse(text)).toMatchObject({
      schemaVersion: SAVE_KIND_VERSIONS.map,
      kind: 'map',
      name: 'Dusty Crossing',
    });
    // The index reaches the disk within a second of a change, and at close.
    await store.close();
    const index = JSON.parse(await readFile(path.join(dir, 'saves', 'index.json'), 'utf8'));
    expect(index.entries.map((e: { name: string }) => e.name).sort()).toEqual([
      'Dusty Crossing',
      'Kate',
    ]);
  });

  it('leaves no temporary files behind and keeps the old save when a write fails', async () => {
    const dir = await tempDir();
    const store = await SaveStore.open(dir);
    await store.save('map', 'Dusty Crossing', map);
    const before = await snapshot(dir);
    // A map that fails validation is refused before anything is written.
    const bad = await rejection(
      store.save('map', 'Dusty Crossing', { ...map, size: [0, 0] }, { overwrite: true }),
    );
    expect(bad.code).toBe('invalid_data');
    expect(bad.message).toContain('data.size');
    expect(await snapshot(dir)).toEqual(before);
    const names = Object.keys(before);
    expect(names.some((n) => n.endsWith('.tmp'))).toBe(false);
  });

  it('refuses traversal, empty and over-long names with a clear error, touching no file', async () => {
    const dir = await tempDir();
    const store = await SaveStore.open(dir);
    const before = await snapshot(dir);
    for (const [name, text] of [
      ['../../etc/passwd', 'cannot be a path'],
      ['..\\..\\windows', 'cannot be a path'],
      ['..', '".."'],
      ['', 'needs a name'],
      ['   ', 'needs a name'],
      ['x'.repeat(101), 'at most 100 characters'],
      ['tab\there', 'control characters'],
    ] as const) {
      const error = await rejection(store.save('map', name, map));
      expect(error.code, name).toBe('invalid_name');
      expect(error.message, name).toContain(text);
    }
    expect(await snapshot(dir)).toEqual(before);
  });

  it('accepts a name of exactly 100 characters', async () => {
    const store = await SaveStore.open(await tempDir());
    await store.save('map', 'y'.repeat(100), map);
    expect((await store.list('map'))[0]!.name).toHaveLength(100);
  });

  it('needs an explicit overwrite to save over an existing name', async () => {
    const store = await SaveStore.open(await tempDir());
    await store.save('map', 'Saloon', map);
    const refused = await rejection(store.save('map', 'SALOON', { ...map, name: 'changed' }));
    expect(refused.code).toBe('exists');
    expect((await store.load('map', 'Saloon')).data).toEqual(map);
    await store.save('map', 'Saloon', { ...map, name: 'changed' }, { overwrite: true });
    expect(((await store.load('map', 'Saloon')).data as { name: string }).name).toBe('changed');
    expect(await store.list('map')).toHaveLength(1);
  });

  it('renames, refusing to rename onto an existing name', async () => {
    const dir = await tempDir();
    const store = await SaveStore.open(dir);
    await store.save('map', 'Saloon', map);
    await store.save('map', 'Bank', map);
    const refused = await rejection(store.rename('map', 'Saloon', 'bank'));
    expect(refused.code).toBe('exists');
    await store.rename('map', 'Saloon', 'Old Saloon');
    expect((await store.list('map')).map((s) => s.name)).toEqual(['Bank', 'Old Saloon']);
    expect(await readdir(path.join(dir, 'saves', 'maps'))).toEqual([
      'bank.json',
      'old-saloon.json',
    ]);
    expect((await store.load('map', 'Old Saloon')).name).toBe('Old Saloon');
    // Changing only the case renames the same save.
    await store.rename('map', 'Old Saloon', 'OLD SALOON');
    expect((await store.list('map')).map((s) => s.name)).toEqual(['Bank', 'OLD SALOON']);
  });

  it('duplicates, and deletes into a trash folder', async () => {
    const dir = await tempDir();
    const store = await SaveStore.open(dir);
    await store.save('map', 'Saloon', map);
    await store.duplicate('map', 'Saloon', 'Saloon copy');
    expect((await store.load('map', 'Saloon copy')).data).toEqual(map);
    expect((await rejection(store.duplicate('map', 'Saloon', 'saloon copy'))).code).toBe('exists');
    await store.delete('map', 'Saloon');
    expect((await store.list('map')).map((s) => s.name)).toEqual(['Saloon copy']);
    expect(await readdir(path.join(dir, 'saves', 'trash', 'maps'))).toEqual([
      expect.stringMatching(/-saloon\.json$/),
    ]);
    expect((await rejection(store.load('map', 'Saloon'))).code).toBe('not_found');
  });

  it('reports a corrupt file by name, keeps it, and never overwrites it', async () => {
    const dir = await tempDir();
    const store = await SaveStore.open(dir);
    await store.save('map', 'Saloon', map);
    const file = path.join(dir, 'saves', 'maps', 'saloon.json');
    await writeFile(file, '{"schemaVersion":1,"kind":"map","name":"Saloon","sav');
    const listed = await store.list('map');
    expect(listed).toEqual([
      expect.objectContaining({
        name: 'Saloon',
        problem: expect.stringContaining('maps/saloon.json is not valid JSON'),
      }),
    ]);
    const load = await rejection(store.load('map', 'Saloon'));
    expect(load.code).toBe('corrupt');
    expect(load.message).toContain('maps/saloon.json');
    const overwrite = await rejection(store.save('map', 'Saloon', map, { overwrite: true }));
    expect(overwrite.code).toBe('corrupt');
    expect((await rejection(store.rename('map', 'Saloon', 'Other'))).code).toBe('corrupt');
    expect(await readFile(file, 'utf8')).toBe(
      '{"schemaVersion":1,"kind":"map","name":"Saloon","sav',
    );
  });

  it('reports a file that parses but does not validate, naming the field', async () => {
    const dir = await tempDir();
    await SaveStore.open(dir);
    const file = path.join(dir, 'saves', 'maps', 'hand-made.json');
    await writeFile(
      file,
      JSON.stringify({
        schemaVersion: 1,
        kind: 'map',
        name: 'Hand made',
        savedAt: 'x',
        data: { size: [4, 4], cover: [{ squares: [[9, 9]] }] },
      }),
    );
    const store = await SaveStore.open(dir);
    const [entry] = await store.list('map');
    expect(entry!.problem).toContain(
      'maps/hand-made.json does not validate: data.cover[0].squares[0]: square [9, 9] is off the 4×4 map',
    );
    expect(await readFile(file, 'utf8')).toContain('"Hand made"');
  });

  it('refuses a save written by a newer version instead of half-reading it', async () => {
    const dir = await tempDir();
    await SaveStore.open(dir);
    await writeFile(
      path.join(dir, 'saves', 'maps', 'future.json'),
      JSON.stringify({ schemaVersion: 99, kind: 'map', name: 'Future', savedAt: 'x', data: {} }),
    );
    const [entry] = await (await SaveStore.open(dir)).list('map');
    expect(entry!.problem).toContain('schemaVersion 99 was written by a newer High Noon Table');
  });

  it('keeps the index in memory, writing it once changes settle and at close; a store killed before lists all the same', async () => {
    const dir = await tempDir();
    const indexFile = path.join(dir, 'saves', 'index.json');
    const indexed = async () =>
      JSON.parse(await readFile(indexFile, 'utf8').catch(() => '{"entries":[]}'))
        .entries.map((e: { name: string }) => e.name)
        .sort();
    const store = await SaveStore.open(dir, { indexFlushMs: 60_000 });
    await store.save('map', 'Saloon', map);
    await store.save('map', 'Livery', map);
    // Not written at each save (an overwrite among 3,000 saves paid for it: bench store-3000)...
    expect(await indexed()).toEqual([]);
    // ...and as if the process were killed now, a new store finds both from the files.
    const another = await SaveStore.open(dir, { indexFlushMs: 60_000 });
    expect((await another.list('map')).map((s) => s.name)).toEqual(['Livery', 'Saloon']);
    await store.close();
    expect(await indexed()).toEqual(['Livery', 'Saloon']);

    const soon = await SaveStore.open(dir, { indexFlushMs: 20 });
    await soon.save('map', 'Bank', map);
    await vi.waitFor(async () => expect(await indexed()).toEqual(['Bank', 'Livery', 'Saloon']), {
      timeout: scaled(5_000),
    });
  });

  it('rebuilds a lost or damaged index from the files, losing no save', async () => {
    const dir = await tempDir();
    const store = await SaveStore.open(dir);
    await store.save('map', 'Saloon', map);
    await store.save('encounter', 'Friday game', { map: 'Saloon' });
    await writeFile(path.join(dir, 'saves', 'index.json'), 'garbage');
    const reopened = await SaveStore.open(dir);
    expect((await reopened.list()).map((s) => `${s.kind}:${s.name}`)).toEqual([
      'encounter:Friday game',
      'map:Saloon',
    ]);
    // An index of its own version whose entries are not entries (a hand edit): rebuilt too.
    await reopened.close();
    const damaged = { schemaVersion: 2, entries: [null, { kind: 'map' }] };
    await writeFile(path.join(dir, 'saves', 'index.json'), JSON.stringify(damaged));
    const again = await SaveStore.open(dir);
    expect((await again.load('map', 'Saloon')).name).toBe('Saloon');
    expect((await again.list()).map((s) => `${s.kind}:${s.name}`)).toEqual([
      'encounter:Friday game',
      'map:Saloon',
    ]);
    await again.close();
  });

  it('picks up a save copied into the folder by hand', async () => {
    const dir = await tempDir();
    const store = await SaveStore.open(dir);
    await store.save('map', 'Saloon', map);
    const text = await readFile(path.join(dir, 'saves', 'maps', 'saloon.json'), 'utf8');
    await writeFile(
      path.join(dir, 'saves', 'maps', 'from-a-friend.json'),
      text.replace('"name":"Saloon"', '"name":"From a friend"'),
    );
    expect((await store.list('map')).map((s) => s.name)).toEqual(['From a friend', 'Saloon']);
  });

  it('sees a file copied in or edited in place by hand even when no list came between', async () => {
    const dir = await tempDir();
    const store = await SaveStore.open(dir);
    await store.save('map', 'Saloon', map);
    const file = path.join(dir, 'saves', 'maps', 'saloon.json');
    const text = await readFile(file, 'utf8');
    await writeFile(
      path.join(dir, 'saves', 'maps', 'from-a-friend.json'),
      text.replace('"name":"Saloon"', '"name":"From a friend"'),
    );
    expect((await rejection(store.save('map', 'From a friend', map))).code).toBe('exists');
    // Written over in place, without the rename that moves the folder's time.
    await writeFile(file, text.replace('"size":[', '"size":[0,'));
    const overwrite = await rejection(store.save('map', 'Saloon', map, { overwrite: true }));
    expect(overwrite.code).toBe('corrupt');
    expect(await readFile(file, 'utf8')).toBe(text.replace('"size":[', '"size":[0,'));
  });

  it('runs concurrent saves one at a time, so the index keeps every one', async () => {
    const store = await SaveStore.open(await tempDir());
    await Promise.all(Array.from({ length: 12 }, (_, i) => store.save('map', `Map ${i}`, map)));
    expect(await store.list('map')).toHaveLength(12);
  });

  it('loads back a map whose unnamed cover comes before one named "cover-1"', async () => {
    const store = await SaveStore.open(await tempDir());
    await store.save('map', 'Hand made', {
      size: [5, 5],
      cover: [{ squares: [[1, 1]] }, { id: 'cover-1', squares: [[2, 2]] }],
    });
    const doc = await store.load('map', 'Hand made');
    expect((doc.data as { cover: { id: string }[] }).cover.map((c) => c.id)).toEqual([
      'cover-2',
      'cover-1',
    ]);
  });

  it('refuses a save that would not load back, before writing anything', async () => {
    const dir = await tempDir();
    const store = await SaveStore.open(dir);
    const before = await snapshot(dir);
    // An encounter seated twice in one place: its schema refuses it, so nothing is written.
    const seat = { id: 'kate', side: 'pc', at: [1, 1] };
    const error = await rejection(
      store.save('encounter', 'Friday game', { map: 'Saloon', placements: [seat, seat] }),
    );
    expect(error.code).toBe('invalid_data');
    expect(error.message).toContain('"kate" is placed twice');
    expect(await snapshot(dir)).toEqual(before);
  });

  it('keeps every field of the file when renaming or duplicating', async () => {
    const dir = await tempDir();
    await SaveStore.open(dir);
    const original = {
      schemaVersion: 1,
      kind: 'map',
      name: 'Saloon',
      savedAt: '2024-05-01T12:00:00.000Z',
      data: { size: [4, 4], notes: 'the piano is loaded' },
      editor: { zoom: 2 },
    };
    await writeFile(path.join(dir, 'saves', 'maps', 'saloon.json'), JSON.stringify(original));
    const store = await SaveStore.open(dir);
    await store.duplicate('map', 'Saloon', 'Saloon copy');
    await store.rename('map', 'Saloon', 'Old Saloon');
    const read = async (file: string) =>
      JSON.parse(await readFile(path.join(dir, 'saves', 'maps', file), 'utf8'));
    expect(await read('saloon-copy.json')).toEqual({ ...original, name: 'Saloon copy' });
    expect(await read('old-saloon.json')).toEqual({ ...original, name: 'Old Saloon' });
  });

  it('never gives a new save the file of another save whose file name differs only in case', async () => {
    const dir = await tempDir();
    await SaveStore.open(dir);
    // A save copied in by hand, as a case-insensitive disk (macOS, Windows) holds it.
    const other = JSON.stringify({
      schemaVersion: 1,
      kind: 'map',
      name: 'From a friend',
      savedAt: '2024-05-01T12:00:00.000Z',
      data: { size: [4, 4] },
    });
    await writeFile(path.join(dir, 'saves', 'maps', 'Saloon.json'), other);
    const store = await SaveStore.open(dir);
    await store.save('map', 'Saloon', map);
    expect((await readdir(path.join(dir, 'saves', 'maps'))).sort()).toEqual([
      'Saloon.json',
      'saloon-2.json',
    ]);
    expect(await readFile(path.join(dir, 'saves', 'maps', 'Saloon.json'), 'utf8')).toBe(other);
    expect((await store.list('map')).map((s) => s.name)).toEqual(['From a friend', 'Saloon']);
  });

  it('loses neither save when two stores sharing the folder save the same name at once', async () => {
    const dir = await tempDir();
    const [a, b] = await Promise.all([SaveStore.open(dir), SaveStore.open(dir)]);
    const sent = ['from the app', 'from the web host'];
    const done = await Promise.allSettled([
      a!.save('map', 'Saloon', { ...map, name: sent[0] }),
      b!.save('map', 'Saloon', { ...map, name: sent[1] }),
    ]);
    // Which one sees the other's file depends on the moment: when both write before either sees
    // the other, both are kept (the second under its own file); when one comes after, it is
    // refused because the name is taken. Never is one written over the other, nor lost in silence.
    const kept = sent.filter((_, i) => done[i]!.status === 'fulfilled');
    for (const [i, d] of done.entries())
      if (d.status === 'rejected')
        expect((d.reason as StoreError).code, `${sent[i]} refused`).toBe('exists');
    expect(kept.length).toBeGreaterThan(0);
    const files = await readdir(path.join(dir, 'saves', 'maps'));
    expect(files.sort()).toEqual(['saloon.json', 'saloon-2.json'].slice(0, kept.length).sort());
    const names = await Promise.all(
      files.map(
        async (f) =>
          JSON.parse(await readFile(path.join(dir, 'saves', 'maps', f), 'utf8')).data.name,
      ),
    );
    expect(names.sort()).toEqual(kept.sort());
  });

  it('loads, renames, duplicates and deletes a save listed under its file name, however long', async () => {
    const dir = await tempDir();
    const store = await SaveStore.open(dir);
    const long =
      'A very long map name for the big Friday game at the Crossing, with all four gangs';
    await store.save('map', long, map);
    const text = await readFile((await listFiles(dir))[0]!, 'utf8');
    // An older copy of the same save, dropped in by hand: listed as "name (file)".
    await writeFile(
      path.join(dir, 'saves', 'maps', 'an-older-copy-of-the-friday-map.json'),
      text.replace(/"savedAt":"[^"]*"/, '"savedAt":"2000-01-01T00:00:00.000Z"'),
    );
    const listed = (await store.list('map')).map((s) => s.name);
    const shown = `${long} (an-older-copy-of-the-friday-map.json)`;
    expect(shown.length).toBeGreaterThan(100);
    expect(listed.sort()).toEqual([long, shown]);
    expect((await store.load('map', shown)).data).toEqual(map);
    await store.duplicate('map', shown, 'Friday copy');
    await store.rename('map', shown, 'Friday old');
    await store.delete('map', 'Friday old');
    expect((await store.list('map')).map((s) => s.name).sort()).toEqual([long, 'Friday copy']);
  });

  it('accepts names with dots, refusing only "." and ".."', async () => {
    const store = await SaveStore.open(await tempDir());
    await store.save('map', 'To be continued...', map);
    await store.save('map', '...', map);
    expect((await store.list('map')).map((s) => s.name)).toEqual(['...', 'To be continued...']);
    expect((await rejection(store.save('map', '.', map))).code).toBe('invalid_name');
    expect((await rejection(store.save('map', '..', map))).code).toBe('invalid_name');
  });

  it('gives different files to names that slug alike', async () => {
    const dir = await tempDir();
    const store = await SaveStore.open(dir);
    await store.save('map', 'High Noon!', map);
    await store.save('map', 'High Noon?', map);
    expect(await readdir(path.join(dir, 'saves', 'maps'))).toEqual([
      'high-noon-2.json',
      'high-noon.json',
    ]);
    expect((await stat(path.join(dir, 'saves', 'maps', 'high-noon.json'))).size).toBeGreaterThan(0);
  });

  it('lists and loads a v1 session file as the current version, keeps the file until it is saved, then writes that', async () => {
    const dir = await tempDir();
    await SaveStore.open(dir);
    // The v1 app's own autosave (tests/fixtures/README.md), copied in as that app left it.
    const v1 = await readFile(new URL('../../fixtures/session-v1.json', import.meta.url), 'utf8');
    const file = path.join(dir, 'saves', 'sessions', 'autosave-dusty-crossing.json');
    await writeFile(file, v1);
    const store = await SaveStore.open(dir);
    const name = 'Autosave – Dusty Crossing – 2026-06-01 20:14:05';
    expect(await store.list('session')).toEqual([
      { kind: 'session', name, savedAt: '2026-06-01T20:14:05.000Z', bytes: Buffer.byteLength(v1) },
    ]);
    const doc = await store.load('session', name);
    expect(doc.schemaVersion).toBe(SAVE_KIND_VERSIONS.session);
    const resumed = sessionFromSave(doc.data);
    if (!resumed.ok) throw new Error(resumed.message);
    // Reading migrates in memory only: an older app could still open the file.
    expect(await readFile(file, 'utf8')).toBe(v1);
    // A copy is the file as it stands, and loads as the original does.
    await store.duplicate('session', name, 'Copy of the v1 game');
    expect((await store.load('session', 'Copy of the v1 game')).data).toEqual(doc.data);

    // The resumed table's autosave writes it back, at the current version.
    await store.save('session', name, sessionToSave(resumed.session), { overwrite: true });
    expect(await readdir(path.join(dir, 'saves', 'sessions'))).toContain(
      'autosave-dusty-crossing.json',
    );
    const written = JSON.parse(await readFile(file, 'utf8'));
    expect(written).toMatchObject({
      schemaVersion: SAVE_KIND_VERSIONS.session,
      kind: 'session',
      name,
    });
    expect(written.data).not.toHaveProperty('schemaVersion');
    expect(written.data.start).not.toHaveProperty('autoAdvance');
    const again = sessionFromSave((await store.load('session', name)).data);
    expect(again.ok && again.session.current).toEqual(resumed.session.current);
  });
});
