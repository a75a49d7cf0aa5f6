import { rmSync, writeFileSync } from 'node:fs';
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { openStores } from '../../../electron/store/openStores.ts';
import { versionsToKeep } from '../../../electron/store/savedVersions.ts';
import { SaveStore } from '../../../electron/store/saveStore.ts';
import { act, startSession } from '../../../engine/game/session.ts';
import { StoreError } from '../../../electron/store/storeError.ts';
import { mapSchema } from '../../../engine/model/map.ts';
import { sessionToSave } from '../../../engine/save/sessionSave.ts';
import { encounter } from '../engine/game/encounterFixture.ts';
import sample from '../../../assets/maps/dusty-crossing.json';
import { useTempDirs } from './tempDir.ts';
import { BEGIN_TURNS } from '../../../engine/game/records/beginTurns.ts';

const tempDir = useTempDirs();
const map = mapSchema.parse(sample);
const noted = (dealerNotes: string) => ({ ...map, dealerNotes });

/** A store in a new folder whose clock moves a second at each reading, so versions never tie. */
async function storeOnAClock(): Promise<SaveStore> {
  let clock = Date.parse('2026-12-04T10:00:00.000Z');
  return SaveStore.open(await tempDir(), { now: () => new Date((clock += 1000)) });
}

/**
 * A store of `maps` maps of about 21 KB, each saved and then overwritten `overwrites` times, on a
 * clock a minute on at each reading: maps × overwrites versions, the first map's the oldest.
 */
async function bigMapsOverwritten(
  maps: number,
  overwrites: number,
): Promise<{ dir: string; store: SaveStore }> {
  const dir = await tempDir();
  let clock = Date.parse('2026-12-01T12:00:00.000Z');
  const store = await SaveStore.open(dir, { now: () => new Date((clock += 60_000)) });
  const big = (n: string) => ({ ...map, dealerNotes: n + 'x'.repeat(19_000) });
  for (let i = 0; i < maps; i++) {
    await store.save('map', `Map ${i}`, big('0'));
    for (let v = 1; v <= overwrites; v++)
      await store.save('map', `Map ${i}`, big(String(v)), { overwrite: true });
  }
  return { dir, store };
}

/** The map versions left on disk: their bytes in all, and how many each save keeps. */
async function mapVersionsOnDisk(dir: string): Promise<{ bytes: number; perSave: number[] }> {
  const versionsRoot = path.join(dir, 'saves', 'versions', 'maps');
  let bytes = 0;
  const perSave: number[] = [];
  for (const stem of await readdir(versionsRoot)) {
    const files = await readdir(path.join(versionsRoot, stem));
    for (const f of files) bytes += (await stat(path.join(versionsRoot, stem, f))).size;
    perSave.push(files.length);
  }
  return { bytes, perSave };
}

describe('earlier versions of a save (issue 16, item 4: backups)', () => {
  it('each overwrite keeps the file it replaced; one is put back, and the replaced one kept in turn', async () => {
    const store = await storeOnAClock();
    await store.save('map', 'Saloon', noted('first'));
    await store.save('map', 'Saloon', noted('second'), { overwrite: true });
    await store.save('map', 'Saloon', noted('third'), { overwrite: true });

    const versions = await store.listVersions('map', 'Saloon');
    // Two overwrites, two versions kept, newest first.
    expect(versions).toHaveLength(2);
    expect(versions[0]!.savedAt > versions[1]!.savedAt).toBe(true);
    const first = versions[1]!;
    await store.restoreVersion('map', 'Saloon', first.version);
    expect((await store.load('map', 'Saloon')).data).toMatchObject({ dealerNotes: 'first' });
    // "third" was replaced by the restore: kept, so the restore can be taken back.
    const after = await store.listVersions('map', 'Saloon');
    expect(after).toHaveLength(3);
    await store.restoreVersion('map', 'Saloon', after[0]!.version);
    expect((await store.load('map', 'Saloon')).data).toMatchObject({ dealerNotes: 'third' });
  });

  it('a renamed save takes its versions with it; a new save of a deleted or renamed name has none', async () => {
    const store = await storeOnAClock();
    await store.save('map', 'Saloon', noted('saloon 1'));
    await store.save('map', 'Saloon', noted('saloon 2'), { overwrite: true });
    await store.rename('map', 'Saloon', 'Bank');
    const moved = await store.listVersions('map', 'Bank');
    expect(moved).toHaveLength(1);
    await store.restoreVersion('map', 'Bank', moved[0]!.version);
    expect((await store.load('map', 'Bank')).data).toMatchObject({ dealerNotes: 'saloon 1' });

    // A new Saloon is not the one renamed away: nothing of that one is offered to restore over it.
    await store.save('map', 'Saloon', noted('new saloon'));
    expect(await store.listVersions('map', 'Saloon')).toEqual([]);

    await store.save('map', 'Cantina', noted('cantina 1'));
    await store.save('map', 'Cantina', noted('cantina 2'), { overwrite: true });
    await store.delete('map', 'Cantina');
    await store.save('map', 'Cantina', noted('another cantina'));
    expect(await store.listVersions('map', 'Cantina')).toEqual([]);
    // A copy starts with no versions of its own, and its source keeps its.
    await store.duplicate('map', 'Bank', 'Bank copy');
    expect(await store.listVersions('map', 'Bank copy')).toEqual([]);
    expect(await store.listVersions('map', 'Bank')).toHaveLength(2);
  });

  it('keeps the last 3 and the newest of each of the last 7 days', async () => {
    const day = 24 * 60 * 60 * 1000;
    const now = new Date('2026-12-10T12:00:00.000Z');
    const at = (ms: number) => {
      const iso = new Date(ms).toISOString();
      return { version: `${iso.replace(/[:.]/g, '-')}.json`, savedAt: iso };
    };
    const versions = [
      ...[0, 1, 2, 3, 4].map((m) => at(now.getTime() - m * 60_000)), // five today
      at(now.getTime() - 2 * day), // two days ago, twice
      at(now.getTime() - 2 * day - 3600_000),
      at(now.getTime() - 9 * day), // too old for the week
    ];
    const kept = [...versionsToKeep(versions, now)].sort();
    expect(kept).toEqual(
      [versions[0], versions[1], versions[2], versions[5]].map((v) => v!.version).sort(),
    );
  });

  it('prunes as it keeps: many overwrites in one day leave 3', async () => {
    const store = await storeOnAClock();
    await store.save('map', 'Bank', noted('0'));
    for (let i = 1; i <= 8; i++)
      await store.save('map', 'Bank', noted(String(i)), { overwrite: true });
    expect(await store.listVersions('map', 'Bank')).toHaveLength(3);
  });

  it('keeps fewer days of daily versions where the settings say so', () => {
    const day = 24 * 60 * 60 * 1000;
    const now = new Date('2026-12-10T12:00:00.000Z');
    const at = (ms: number) => {
      const iso = new Date(ms).toISOString();
      return { version: `${iso.replace(/[:.]/g, '-')}.json`, savedAt: iso };
    };
    // One a day for six days, the newest first.
    const versions = [0, 1, 2, 3, 4, 5].map((d) => at(now.getTime() - d * day));
    expect(versionsToKeep(versions, now).size).toBe(6);
    // Two days: the last 3 still, and nothing older.
    expect([...versionsToKeep(versions, now, 2)].sort()).toEqual(
      versions
        .slice(0, 3)
        .map((v) => v.version)
        .sort(),
    );
  });
});

describe('backups pruned by age and size, set in the settings (issue 16, item 4)', () => {
  const day = 24 * 60 * 60 * 1000;
  const settingsWith = (backups: { days: number; megabytes: number }) =>
    JSON.stringify({
      kind: 'settings',
      schemaVersion: 1,
      data: { autoAdvance: false, showCoordinates: true, backups },
    });

  it("at a start, drops the daily versions older than the settings' days, keeping the last 3", async () => {
    const dir = await tempDir();
    // Ten days ago, as openStores below prunes by the real clock.
    let clock = Date.now() - 10 * day;
    const store = await SaveStore.open(dir, { now: () => new Date(clock) });
    await store.save('map', 'Bank', noted('0'));
    // One overwrite a day for six days: six versions, all within the default week.
    for (let i = 1; i <= 6; i++) {
      clock += day;
      await store.save('map', 'Bank', noted(String(i)), { overwrite: true });
    }
    expect(await store.listVersions('map', 'Bank')).toHaveLength(6);
    await store.close();

    await writeFile(path.join(dir, 'settings.json'), settingsWith({ days: 2, megabytes: 500 }));
    const { saves } = await openStores(dir);
    try {
      const kept = await saves.listVersions('map', 'Bank');
      // Every version is 4 to 9 days old, older than 2 days: only the last 3 stay.
      expect(kept).toHaveLength(3);
      // The newest three: they hold what the three last overwrites replaced.
      await saves.restoreVersion('map', 'Bank', kept[2]!.version);
      expect((await saves.load('map', 'Bank')).data).toMatchObject({ dealerNotes: '3' });
    } finally {
      await saves.close();
    }
  });

  it("keeps at most the settings' megabytes of versions, the oldest going first, each save its newest", async () => {
    // Twenty maps of about 21 KB, each overwritten three times: sixty versions, about 1.3 MB.
    const { dir, store } = await bigMapsOverwritten(20, 3);
    const removed = await store.pruneBackups({ days: 7, megabytes: 1 });
    expect(removed).toBeGreaterThan(0);
    const { bytes, perSave } = await mapVersionsOnDisk(dir);
    // Every save keeps at least its newest version.
    for (const files of perSave) expect(files).toBeGreaterThanOrEqual(1);
    const count = perSave.reduce((a, b) => a + b, 0);
    expect(count).toBe(60 - removed);
    expect(bytes).toBeLessThanOrEqual(1024 * 1024);
    // The oldest went: the first map, saved first, has only its newest version left.
    expect(await store.listVersions('map', 'Map 0')).toHaveLength(1);
    expect(await store.listVersions('map', 'Map 19')).toHaveLength(3);
    await store.close();
  });
});

describe('versions of every kind, and of a damaged save (issue 16, item 4)', () => {
  const session = sessionToSave(startSession(encounter()));

  it("a session's autosaves keep their earlier versions, and one is put back", async () => {
    const store = await storeOnAClock();
    await store.save('session', 'Night game', session);
    const begun = act(startSession(encounter()), { type: BEGIN_TURNS.type });
    if (!begun.ok) throw new Error('the encounter did not begin');
    await store.save('session', 'Night game', sessionToSave(begun.session), { overwrite: true });
    const versions = await store.listVersions('session', 'Night game');
    expect(versions).toHaveLength(1);
    const restored = await store.restoreVersion('session', 'Night game', versions[0]!.version);
    expect(restored.name).toBe('Night game');
    // The game before its first move is back; the game with it is kept in turn.
    expect((await store.load('session', 'Night game')).data).toMatchObject({ log: [] });
    const kept = await store.listVersions('session', 'Night game');
    expect(kept).toHaveLength(2);
    await store.restoreVersion('session', 'Night game', kept[0]!.version);
    expect((await store.load('session', 'Night game')).data).toMatchObject({
      log: [{ type: BEGIN_TURNS.type }],
    });
    await store.close();
  });

  it('a restore refused where it writes (another window took the session) changes nothing', async () => {
    const store = await storeOnAClock();
    await store.save('map', 'Saloon', noted('old'));
    await store.save('map', 'Saloon', noted('new'), { overwrite: true });
    const [version] = await store.listVersions('map', 'Saloon');
    const taken = () => {
      throw new StoreError('leased', 'Another window is playing this game.');
    };
    await expect(
      store.restoreVersion('map', 'Saloon', version!.version, { mayChange: taken }),
    ).rejects.toMatchObject({ code: 'leased' });
    expect((await store.load('map', 'Saloon')).data).toMatchObject({ dealerNotes: 'new' });
    expect(await store.listVersions('map', 'Saloon')).toHaveLength(1);
    await store.close();
  });

  it('a restore never writes over a save that took the name while its version was read', async () => {
    const dir = await tempDir();
    // One clock reading for every write: both saves' versions get the same file name, so the
    // version read after the renames below is found, and only the write can tell.
    const at = new Date('2026-12-04T10:00:00.000Z');
    const store = await SaveStore.open(dir, { now: () => at });
    await store.save('map', 'Saloon', noted('saloon 1'));
    await store.save('map', 'Saloon', noted('saloon 2'), { overwrite: true });
    await store.save('map', 'Bank', noted('bank 1'));
    await store.save('map', 'Bank', noted('bank 2'), { overwrite: true });
    const [version] = await store.listVersions('map', 'Saloon');
    // Queued behind the restore's look-up, ahead of its read and its write.
    const restoring = store.restoreVersion('map', 'Saloon', version!.version);
    const moves = Promise.all([
      store.rename('map', 'Saloon', 'Cantina'),
      store.rename('map', 'Bank', 'Saloon'),
    ]);
    await expect(restoring).rejects.toMatchObject({
      code: 'not_found',
      message: expect.stringMatching(/^“Saloon” was saved, renamed or deleted while its version/),
    });
    await moves;
    expect((await store.load('map', 'Saloon')).data).toMatchObject({ dealerNotes: 'bank 2' });
    expect((await store.load('map', 'Cantina')).data).toMatchObject({ dealerNotes: 'saloon 2' });
    await store.close();
  });

  it('a version gone since it was listed is said to be no longer kept', async () => {
    const dir = await tempDir();
    const store = await SaveStore.open(dir);
    await store.save('map', 'Saloon', noted('one'));
    await store.save('map', 'Saloon', noted('two'), { overwrite: true });
    const [version] = await store.listVersions('map', 'Saloon');
    await rm(path.join(dir, 'saves', 'versions', 'maps', 'saloon', version!.version));
    await expect(store.restoreVersion('map', 'Saloon', version!.version)).rejects.toMatchObject({
      code: 'not_found',
      message: 'That version of “Saloon” is no longer kept.',
    });
    await store.close();
  });

  it('a save that can no longer be read lists its versions, and a restore brings it back', async () => {
    const dir = await tempDir();
    let clock = Date.parse('2026-12-04T10:00:00.000Z');
    const store = await SaveStore.open(dir, { now: () => new Date((clock += 1000)) });
    await store.save('map', 'Saloon', noted('the good plan'));
    await store.save('map', 'Saloon', noted('the last plan'), { overwrite: true });
    const mapsDir = path.join(dir, 'saves', 'maps');
    const [file] = (await readdir(mapsDir)).filter((f) => f.endsWith('.json'));
    // The disk damaged it: half a file.
    await writeFile(path.join(mapsDir, file!), '{"schemaVersion": 2, "kind": "map", "na');
    await expect(store.load('map', 'Saloon')).rejects.toThrow();
    const versions = await store.listVersions('map', 'Saloon');
    expect(versions).toHaveLength(1);
    await store.restoreVersion('map', 'Saloon', versions[0]!.version);
    expect((await store.load('map', 'Saloon')).data).toMatchObject({
      dealerNotes: 'the good plan',
    });
    // The damaged file is not thrown away: kept among the versions, for a repair by hand.
    const kept = await store.listVersions('map', 'Saloon');
    expect(kept).toHaveLength(2);
    const damaged = await readFile(
      path.join(dir, 'saves', 'versions', 'maps', file!.replace(/\.json$/, ''), kept[0]!.version),
      'utf8',
    );
    expect(damaged).toBe('{"schemaVersion": 2, "kind": "map", "na');
    await store.close();
  });

  it('a damaged save is not restored over when it cannot first be kept, and says so', async () => {
    const dir = await tempDir();
    const store = await SaveStore.open(dir);
    await store.save('map', 'Saloon', noted('the good plan'));
    await store.save('map', 'Saloon', noted('the last plan'), { overwrite: true });
    const [version] = await store.listVersions('map', 'Saloon');
    const file = path.join(dir, 'saves', 'maps', 'saloon.json');
    await writeFile(file, '{"half a');
    // Once the version is read, its folder gives way to a file, so nothing can be kept there (as
    // on a full or failing disk; a read-only folder would not stop a test run as root).
    const versions = path.join(dir, 'saves', 'versions', 'maps', 'saloon');
    const folderGone = () => {
      rmSync(versions, { recursive: true });
      writeFileSync(versions, 'not a folder');
    };
    await expect(
      store.restoreVersion('map', 'Saloon', version!.version, { mayChange: folderGone }),
    ).rejects.toMatchObject({
      code: 'io',
      message: expect.stringMatching(/damaged file saloon\.json could not be kept.*not replaced/),
    });
    expect(await readFile(file, 'utf8')).toBe('{"half a');
    await store.close();
  });

  it('a version that is itself damaged is refused in words, naming no raw error', async () => {
    const dir = await tempDir();
    const store = await SaveStore.open(dir);
    await store.save('map', 'Saloon', noted('one'));
    await store.save('map', 'Saloon', noted('two'), { overwrite: true });
    const [version] = await store.listVersions('map', 'Saloon');
    const at = path.join(dir, 'saves', 'versions', 'maps', 'saloon', version!.version);
    await rm(at);
    await writeFile(at, '{"half a');
    await expect(store.restoreVersion('map', 'Saloon', version!.version)).rejects.toMatchObject({
      code: 'corrupt',
      message: expect.stringMatching(
        /^That version of “Saloon” is damaged too, and cannot be restored \(.+\)\. Choose another\.$/,
      ),
    });
    expect((await store.load('map', 'Saloon')).data).toMatchObject({ dealerNotes: 'two' });
    await store.close();
  });

  it('a kept version is the replaced file itself, linked, not read and copied', async () => {
    const dir = await tempDir();
    const store = await SaveStore.open(dir);
    await store.save('map', 'Saloon', noted('one'));
    const file = path.join(dir, 'saves', 'maps', 'saloon.json');
    const before = await stat(file);
    await store.save('map', 'Saloon', noted('two'), { overwrite: true });
    const [version] = await store.listVersions('map', 'Saloon');
    const kept = await stat(
      path.join(dir, 'saves', 'versions', 'maps', 'saloon', version!.version),
    );
    expect(kept.ino).toBe(before.ino);
    // The save has moved on to a file of its own, so the version does not change with it.
    expect((await stat(file)).ino).not.toBe(before.ino);
    await store.close();
  });

  it('two overwrites in one millisecond keep both versions', async () => {
    const at = new Date('2026-12-04T10:00:00.000Z');
    const store = await SaveStore.open(await tempDir(), { now: () => at });
    await store.save('map', 'Bank', noted('0'));
    await store.save('map', 'Bank', noted('1'), { overwrite: true });
    await store.save('map', 'Bank', noted('2'), { overwrite: true });
    const versions = await store.listVersions('map', 'Bank');
    expect(versions).toHaveLength(2);
    const notes = [];
    for (const v of [...versions].reverse()) {
      await store.restoreVersion('map', 'Bank', v.version);
      notes.push(((await store.load('map', 'Bank')).data as { dealerNotes: string }).dealerNotes);
    }
    expect(notes).toEqual(['0', '1']);
    await store.close();
  });

  it('a version that cannot be kept does not stop the save, and the reason is logged', async () => {
    const dir = await tempDir();
    const store = await SaveStore.open(dir);
    await store.save('map', 'Bank', noted('0'));
    // Where the versions folder would go, a file: no version can be kept there.
    await writeFile(path.join(dir, 'saves', 'versions'), 'not a folder');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await store.save('map', 'Bank', noted('1'), { overwrite: true });
      expect((await store.load('map', 'Bank')).data).toMatchObject({ dealerNotes: '1' });
      expect(warn).toHaveBeenCalledWith(
        expect.stringMatching(/the earlier version of map file bank\.json could not be kept/),
      );
    } finally {
      warn.mockRestore();
      await store.close();
    }
  });

  it('a copy killed midway leaves no version, and its temporary file goes at the next open', async () => {
    const dir = await tempDir();
    let store = await SaveStore.open(dir);
    await store.save('map', 'Bank', noted('0'));
    await store.save('map', 'Bank', noted('1'), { overwrite: true });
    await store.close();
    const versionsDir = path.join(dir, 'saves', 'versions', 'maps', 'bank');
    // What a copy killed before its link leaves: a temporary file of a writer that has died.
    const temp = path.join(versionsDir, '.2026-12-04T10-00-00-000Z.json.999999999.1.tmp');
    await writeFile(temp, '{"half": ');
    store = await SaveStore.open(dir);
    expect(await store.listVersions('map', 'Bank')).toHaveLength(1);
    expect((await readdir(versionsDir)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    await store.close();
  });

  it("the size limit holds even when each save's newest version alone exceeds it", async () => {
    // Sixty maps of about 21 KB, each overwritten once: sixty newest versions, about 1.3 MB.
    const { dir, store } = await bigMapsOverwritten(60, 1);
    const removed = await store.pruneBackups({ days: 7, megabytes: 1 });
    expect(removed).toBeGreaterThan(0);
    const { bytes } = await mapVersionsOnDisk(dir);
    expect(bytes).toBeLessThanOrEqual(1024 * 1024);
    // The oldest went first.
    expect(await store.listVersions('map', 'Map 0')).toEqual([]);
    expect(await store.listVersions('map', 'Map 59')).toHaveLength(1);
    await store.close();
  });
});
