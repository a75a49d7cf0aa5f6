import { mkdir, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mapSchema } from '../../../engine/model/map.ts';
import { SaveStore } from '../../../electron/store/saveStore.ts';
import sample from '../../../assets/maps/dusty-crossing.json';
import { rejection } from './storeRejection.ts';
import { useTempDirs } from './tempDir.ts';
import { END_PHASE } from '../../../engine/game/records/endPhase.ts';

/** Issue 16 (hardening): one bad file, a crash or a strange name never takes the library down. */

const tempDir = useTempDirs();
const map = mapSchema.parse(sample);

function mapsDir(dir: string): string {
  return path.join(dir, 'saves', 'maps');
}

function mapFile(name: string, data: unknown, savedAt = '2026-01-01T00:00:00.000Z'): string {
  return JSON.stringify({ schemaVersion: 3, kind: 'map', name, savedAt, data });
}

describe('one bad file stays local (HD1)', () => {
  it('lists a file with 150,000 bad squares with a problem, and every operation still works', async () => {
    const dir = await tempDir();
    const store = await SaveStore.open(dir);
    await store.save('map', 'Saloon', map);
    const squares = Array.from({ length: 150_000 }, () => 'x');
    // On the largest map, so that 150,000 squares are not too many for it (map.ts, maxAreaSquares).
    const text = mapFile('Flood', { size: [500, 500], terrain: [{ kind: 'mud', squares }] });
    expect(text.length).toBeGreaterThan(600_000);
    await writeFile(path.join(mapsDir(dir), 'flood.json'), text);

    const [flood, saloon] = await store.list('map');
    // Listed under its file name, as a file that cannot be read does not say its own.
    expect([flood!.name, saloon!.name]).toEqual(['flood.json', 'Saloon']);
    expect(saloon).not.toHaveProperty('problem');
    expect(flood!.problem).toMatch(
      /^maps\/flood\.json does not validate: data\.terrain\[0]\.squares\[0]: /,
    );
    expect(flood!.problem).not.toContain('call stack');
    expect((await store.load('map', 'Saloon')).data).toEqual(map);
    await store.save('map', 'Bank', map);
    expect((await rejection(store.load('map', flood!.name))).code).toBe('corrupt');
    await store.delete('map', flood!.name);
    const reopened = await SaveStore.open(dir);
    expect((await reopened.list('map')).map((s) => s.name)).toEqual(['Bank', 'Saloon']);
  });

  it('lists a file larger than 20 MB with a problem, without reading it as a save', async () => {
    const dir = await tempDir();
    const store = await SaveStore.open(dir);
    // A valid map, padded with spaces past the bound a map document may have.
    const text = mapFile('Huge', map) + ' '.repeat(21 * 1024 * 1024);
    await writeFile(path.join(mapsDir(dir), 'huge.json'), text);
    const [entry] = await store.list('map');
    expect(entry!.problem).toBe(
      'maps/huge.json is 21.0 MB; a map save can be at most 20 MB, so it is not read',
    );
    await store.delete('map', entry!.name);
    expect(await store.list('map')).toEqual([]);
  });

  it('lists a file that cannot even be read (a folder named like a save) and can remove it', async () => {
    const dir = await tempDir();
    const store = await SaveStore.open(dir);
    await store.save('map', 'Saloon', map);
    await mkdir(path.join(mapsDir(dir), 'odd.json'));
    const listed = await store.list('map');
    expect(listed).toEqual([
      expect.objectContaining({
        name: 'odd.json',
        problem: 'maps/odd.json is a folder, not a save',
      }),
      expect.objectContaining({ name: 'Saloon' }),
    ]);
    await store.delete('map', 'odd.json');
    expect((await store.list('map')).map((s) => s.name)).toEqual(['Saloon']);
  });
});

describe('a folder removed by hand', () => {
  it('is made again, and the other kinds are still listed, saved and loaded', async () => {
    const dir = await tempDir();
    const store = await SaveStore.open(dir);
    await store.save('map', 'Saloon', map);
    await rm(path.join(dir, 'saves', 'characters'), { recursive: true });
    expect((await store.list()).map((s) => s.name)).toEqual(['Saloon']);
    await rm(mapsDir(dir), { recursive: true });
    await store.save('map', 'Bank', map);
    expect((await store.load('map', 'Bank')).data).toEqual(map);
    expect((await store.list('map')).map((s) => s.name)).toEqual(['Bank']);
  });
});

describe('a crash leaves no empty file, and its temporary files go (HD2, HD7)', () => {
  it('never shows a new save under its name before its text is in the file', async () => {
    const dir = await tempDir();
    const store = await SaveStore.open(dir);
    const big = { ...map, walls: Array.from({ length: 150_000 }, (_, i) => [i % 9, 0, i % 9, 1]) };
    const seen: number[] = [];
    let done = false;
    const saving = store.save('map', 'Saloon', big).finally(() => (done = true));
    while (!done) {
      const file = path.join(mapsDir(dir), 'saloon.json');
      const size = await stat(file).then(
        (st) => st.size,
        () => -1,
      );
      if (size >= 0) seen.push(size);
      await new Promise((resolve) => setImmediate(resolve));
    }
    await saving;
    // A kill at any of these moments would have left what was seen: never an empty file.
    expect(seen.filter((size) => size === 0)).toEqual([]);
  });

  it('on open removes the temporary files of writers killed before it, keeping newer ones', async () => {
    const dir = await tempDir();
    const store = await SaveStore.open(dir);
    await store.save('map', 'Saloon', map);
    const stale = [
      path.join(mapsDir(dir), '.saloon.json.4242.1.tmp'),
      path.join(mapsDir(dir), '.bank.json.4242.2.tmp'),
      path.join(dir, 'saves', '.index.json.4242.3.tmp'),
    ];
    const old = new Date('2020-01-01T00:00:00Z');
    for (const file of stale) {
      await writeFile(file, '{"half":');
      await utimes(file, old, old);
    }
    // Another live process sharing the folder (this one's parent stands for it) writes this one
    // now: it is not ours to remove. A newer one whose writer has died is nobody's (killMidSave).
    const writer = process.ppid;
    const fresh = path.join(mapsDir(dir), `.cantina.json.${writer}.1.tmp`);
    const orphan = path.join(mapsDir(dir), '.bar.json.999999999.1.tmp');
    const future = new Date(Date.now() + 60_000);
    for (const file of [fresh, orphan]) {
      await writeFile(file, '{"being":"written"');
      await utimes(file, future, future);
    }

    const reopened = await SaveStore.open(dir);
    expect((await readdir(mapsDir(dir))).sort()).toEqual([
      `.cantina.json.${writer}.1.tmp`,
      'saloon.json',
    ]);
    expect(await readdir(path.join(dir, 'saves'))).not.toContain('.index.json.4242.3.tmp');
    expect(await reopened.list('map')).toEqual([expect.objectContaining({ name: 'Saloon' })]);
    expect((await reopened.list('map'))[0]).not.toHaveProperty('problem');
  });

  it('says in words that a file left empty by an older version is empty, and removes it', async () => {
    const dir = await tempDir();
    const store = await SaveStore.open(dir);
    await writeFile(path.join(mapsDir(dir), 'saloon.json'), '');
    const [entry] = await store.list('map');
    expect(entry!.problem).toBe(
      'maps/saloon.json is empty: a save was cut short before its text was written',
    );
    await store.delete('map', entry!.name);
    expect(await store.list('map')).toEqual([]);
  });
});

describe('labels follow the files (HD6)', () => {
  it('gives a save its own name back once the twin it shared it with is deleted', async () => {
    const dir = await tempDir();
    const store = await SaveStore.open(dir);
    await store.save('map', 'Twin', map);
    await writeFile(
      path.join(mapsDir(dir), 'twin-copy.json'),
      mapFile('Twin', map, '2000-01-01T00:00:00.000Z'),
    );
    expect((await store.list('map')).map((s) => s.name)).toEqual(['Twin', 'Twin (twin-copy.json)']);
    await store.delete('map', 'Twin');
    expect((await store.list('map')).map((s) => s.name)).toEqual(['Twin']);
    expect((await (await SaveStore.open(dir)).list('map')).map((s) => s.name)).toEqual(['Twin']);
    expect((await store.load('map', 'Twin')).data).toEqual(map);
  });
  it('an overwrite relabels only what it must: its own name, no twin of another', async () => {
    const dir = await tempDir();
    const store = await SaveStore.open(dir);
    await store.save('map', 'Saloon', map);
    await store.save('map', 'Bank', map);
    // The same save under a new case of its name: listed so, found by either.
    await store.save('map', 'SALOON', map, { overwrite: true });
    expect((await store.list('map')).map((s) => s.name)).toEqual(['Bank', 'SALOON']);
    expect((await store.load('map', 'saloon')).name).toBe('SALOON');
    // A twin newer than Bank's file takes the plain name; Bank's own file gets its file name.
    await writeFile(
      path.join(mapsDir(dir), 'bank-copy.json'),
      mapFile('Bank', map, '2999-01-01T00:00:00.000Z'),
    );
    const listed = ['Bank', 'Bank (bank.json)', 'SALOON'];
    expect((await store.list('map')).map((s) => s.name)).toEqual(listed);
    // The twin that holds the name overwritten: the labels stay, its content is the new one.
    await store.save(
      'map',
      'Bank',
      { ...map, dealerNotes: 'the copy, again' },
      { overwrite: true },
    );
    expect((await store.list('map')).map((s) => s.name)).toEqual(listed);
    expect((await store.load('map', 'Bank')).data).toMatchObject({
      dealerNotes: 'the copy, again',
    });
    expect((await store.load('map', 'Bank (bank.json)')).data).toEqual(map);
  });
});

describe('a session whose log does not replay (HD9)', () => {
  it('is listed with a sentence naming the first action that fails, even for prototype names', async () => {
    const dir = await tempDir();
    const store = await SaveStore.open(dir);
    const v2 = JSON.parse(
      await readFile(new URL('../../fixtures/session-v2.json', import.meta.url), 'utf8'),
    );
    const sessions = path.join(dir, 'saves', 'sessions');
    for (const who of ['__proto__', 'constructor']) {
      const log = [...v2.data.log, { type: END_PHASE.type, who }];
      await writeFile(
        path.join(sessions, `${who.replace(/_/g, '')}.json`),
        JSON.stringify({ ...v2, name: `By ${who}`, data: { ...v2.data, log } }),
      );
    }
    const listed = await store.list('session');
    const action = v2.data.log.length + 1;
    expect(listed.map((s) => s.problem)).toEqual([
      `sessions/proto.json does not replay: action ${action} (END_PHASE) was refused: ` +
        'There is no one called "__proto__" in this encounter.',
      `sessions/constructor.json does not replay: action ${action} (END_PHASE) was refused: ` +
        'There is no one called "constructor" in this encounter.',
    ]);
    expect((await rejection(store.load('session', 'By constructor'))).code).toBe('corrupt');
  });
});

describe('names and numbers the store will not keep (HD10)', () => {
  it('refuses names made only of invisible or direction-changing characters, in words', async () => {
    const store = await SaveStore.open(await tempDir());
    for (const name of [
      '\u200b\u200b',
      '\u202e',
      '\u2066\u2069',
      '\u2060\ufeff\u2060',
      '\u00ad\u200d',
    ]) {
      const error = await rejection(store.save('map', name, map));
      expect(error.code, JSON.stringify(name)).toBe('invalid_name');
      expect(error.message).toBe(
        'A save name needs a character that can be seen; this one has only invisible or ' +
          'direction-changing characters.',
      );
    }
    // A visible name around a joiner is a name.
    await store.save('map', 'Saloon\u200d 2', map);
    expect(await store.list('map')).toHaveLength(1);
  });

  it('reads a file that starts with a byte order mark as if it had none', async () => {
    const dir = await tempDir();
    const store = await SaveStore.open(dir);
    await writeFile(path.join(mapsDir(dir), 'notepad.json'), '\ufeff' + mapFile('Notepad', map));
    expect(await store.list('map')).toEqual([
      expect.not.objectContaining({ problem: expect.anything() }),
    ]);
    expect((await store.load('map', 'Notepad')).data).toEqual(map);
  });

  it('refuses to write a number JSON cannot hold instead of storing it as null', async () => {
    const dir = await tempDir();
    const store = await SaveStore.open(dir);
    // 1e999 reads as Infinity; a field this version does not model is kept by a copy as it is.
    const text = mapFile('Far', map).replace('"data":{', '"data":{"distance":1e999,');
    await writeFile(path.join(mapsDir(dir), 'far.json'), text);
    const error = await rejection(store.duplicate('map', 'Far', 'Far copy'));
    expect(error.code).toBe('invalid_data');
    expect(error.message).toBe(
      'This map cannot be saved: data.distance is Infinity, a number a save cannot hold.',
    );
    expect((await readdir(mapsDir(dir))).sort()).toEqual(['far.json']);
  });
});

describe('an operation on one save does not read the folder again (HD10: every operation rescanned)', () => {
  it('an overwrite lists no folder whose time has not moved, so a file slipped in unseen stays unseen', async () => {
    const dir = await tempDir();
    const store = await SaveStore.open(dir);
    for (const name of ['Saloon', 'Bank', 'Jail']) await store.save('map', name, map);
    // The folder at a time of its own, then read once at that time (a list reads every folder).
    const settled = new Date('2026-01-01T00:00:00.000Z');
    await utimes(mapsDir(dir), settled, settled);
    expect(await store.list('map')).toHaveLength(3);
    // A file put in by hand, its folder's time put back: only a fresh listing would find it.
    await writeFile(path.join(mapsDir(dir), 'trap.json'), mapFile('Trap', map));
    await utimes(mapsDir(dir), settled, settled);
    await store.save('map', 'Bank', { ...map, dealerNotes: 'again' }, { overwrite: true });
    expect((await store.load('map', 'Bank')).data).toMatchObject({ dealerNotes: 'again' });
    // Neither the overwrite nor the load listed the folder: the file is not known to them.
    expect((await rejection(store.load('map', 'Trap'))).code).toBe('not_found');
    // The next list reads every folder, and finds it.
    expect((await store.list('map')).map((s) => s.name)).toContain('Trap');
  });
});
