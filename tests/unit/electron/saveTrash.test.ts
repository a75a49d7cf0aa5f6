import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contract } from '../../../electron/contract.ts';
import { openStores } from '../../../electron/store/openStores.ts';
import { SaveStore } from '../../../electron/store/saveStore.ts';
import { StoreError } from '../../../electron/store/storeError.ts';
import { mapSchema } from '../../../engine/model/map.ts';
import sample from '../../../assets/maps/dusty-crossing.json';
import { useTempDirs } from './tempDir.ts';

const tempDir = useTempDirs();
const map = mapSchema.parse(sample);

describe('the trash (issue 16, item 4: restores from the trash)', () => {
  it('lists a deleted save with when it went, and restores it under its name, as it was', async () => {
    const dir = await tempDir();
    let clock = Date.parse('2026-12-04T10:00:00.000Z');
    const store = await SaveStore.open(dir, { now: () => new Date((clock += 1000)) });
    await store.save('map', 'Saloon', { ...map, name: 'Saloon', dealerNotes: 'the ambush' });
    await store.save('map', 'Bank', map);
    await store.delete('map', 'Saloon');
    await store.delete('map', 'Bank');

    const trash = await store.listTrash();
    expect(trash.map((t) => [t.kind, t.name, t.deletedAt])).toEqual([
      ['map', 'Bank', '2026-12-04T10:00:04.000Z'],
      ['map', 'Saloon', '2026-12-04T10:00:03.000Z'],
    ]);
    const saloon = trash.find((t) => t.name === 'Saloon')!;
    const restored = await store.restore('map', saloon.file);
    expect(restored.name).toBe('Saloon');
    expect((await store.load('map', 'Saloon')).data).toMatchObject({ dealerNotes: 'the ambush' });
    // Out of the trash, and listed again.
    expect((await store.listTrash()).map((t) => t.name)).toEqual(['Bank']);
    expect((await store.list('map')).map((e) => e.name)).toEqual(['Saloon']);
  });

  it('refuses while a save of that name exists, keeping the trash file; and a file not in it', async () => {
    const dir = await tempDir();
    const store = await SaveStore.open(dir);
    await store.save('map', 'Saloon', map);
    await store.delete('map', 'Saloon');
    await store.save('map', 'Saloon', map);
    const [deleted] = await store.listTrash();
    const refused = await store.restore('map', deleted!.file).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(StoreError);
    expect((refused as StoreError).message).toMatch(/already exists/);
    expect(await readdir(path.join(dir, 'saves', 'trash', 'maps'))).toEqual([deleted!.file]);
    await expect(store.restore('map', '2026-12-04T10-00-00-000Z-gone.json')).rejects.toThrow(
      'is not in the trash',
    );
  });

  it('takes a bare file name only: no folder, nothing hidden, nothing outside the trash', () => {
    const input = contract.restoreSave.input;
    expect(
      input.safeParse({ kind: 'map', file: '2026-12-04T10-00-00-000Z-saloon.json' }).success,
    ).toBe(true);
    for (const file of [
      '../maps/saloon.json',
      'a/b.json',
      '.hidden.json',
      'saloon.txt',
      '..\\x.json',
    ])
      expect(input.safeParse({ kind: 'map', file }).success, file).toBe(false);
  });

  it('is pruned by age, then by size, oldest first, to the settings’ limits at each start', async () => {
    const dir = await tempDir();
    const day = 24 * 60 * 60 * 1000;
    let clock = Date.parse('2026-10-01T12:00:00.000Z');
    const store = await SaveStore.open(dir, { now: () => new Date(clock) });
    const big = { ...map, dealerNotes: 'x'.repeat(19_000) };
    // Deleted 60, 20, 10 and 1 days before the last date below.
    for (const [name, daysAgo] of [
      ['Old', 60],
      ['Month', 20],
      ['Week', 10],
      ['Fresh', 1],
    ] as const) {
      clock = Date.parse('2026-12-01T12:00:00.000Z') - daysAgo * day;
      await store.save('map', name, big);
      await store.delete('map', name);
    }
    clock = Date.parse('2026-12-01T12:00:00.000Z');
    expect(await store.pruneTrash({ days: 30, megabytes: 100 })).toBe(1);
    expect((await store.listTrash()).map((t) => t.name)).toEqual(['Fresh', 'Week', 'Month']);
    // Four of about 21 KB are well within 1 MB: only the tighter age drops the next oldest.
    expect(await store.pruneTrash({ days: 15, megabytes: 1 })).toBe(1);
    expect((await store.listTrash()).map((t) => t.name)).toEqual(['Fresh', 'Week']);

    // At a start, the settings document's limits apply: 5 days keeps only Fresh.
    await writeFile(
      path.join(dir, 'settings.json'),
      JSON.stringify({
        kind: 'settings',
        schemaVersion: 1,
        data: { autoAdvance: false, showCoordinates: true, trash: { days: 5, megabytes: 500 } },
      }),
    );
    const { saves, settings } = await openStores(dir, { now: () => new Date(clock) });
    expect((await saves.listTrash()).map((t) => t.name)).toEqual(['Fresh']);

    // Saved with tighter limits while the app runs, the settings prune the trash at once.
    await saves.save('map', 'Today', big);
    await saves.delete('map', 'Today');
    // Half a day on: Fresh went a day and a half ago, Today half a day ago.
    clock += day / 2;
    const current = (await settings.get()).settings;
    await settings.set({ ...current, trash: { days: 1, megabytes: 500 } });
    await expect.poll(async () => (await saves.listTrash()).map((t) => t.name)).toEqual(['Today']);
    await saves.close();
  });

  it('prunes again while the app runs, not only at its start', async () => {
    const dir = await tempDir();
    let clock = Date.parse('2026-12-01T12:00:00.000Z');
    const { saves } = await openStores(dir, {
      now: () => new Date(clock),
      pruneEveryMs: 20,
    });
    await saves.save('map', 'Soon old', map);
    await saves.delete('map', 'Soon old');
    expect((await saves.listTrash()).map((t) => t.name)).toEqual(['Soon old']);
    // A month later, with the app still open: the default 30 days have passed.
    clock += 31 * 24 * 60 * 60 * 1000;
    await expect.poll(async () => (await saves.listTrash()).length).toBe(0);
    await saves.close();
  });

  it('keeps at most its megabytes, the oldest going first', async () => {
    const dir = await tempDir();
    let clock = Date.parse('2026-12-01T00:00:00.000Z');
    const store = await SaveStore.open(dir, { now: () => new Date((clock += 60_000)) });
    // Sixty maps of about 21 KB in the trash, a minute apart: about 1.3 MB.
    const big = { ...map, dealerNotes: 'x'.repeat(19_000) };
    for (let i = 0; i < 60; i++) {
      await store.save('map', `Map ${i}`, big);
      await store.delete('map', `Map ${i}`);
    }
    const removed = await store.pruneTrash({ days: 3650, megabytes: 1 });
    expect(removed).toBeGreaterThan(0);
    const kept = (await store.listTrash())
      .map((t) => Number(t.name.slice(4)))
      .sort((x, y) => x - y);
    // The newest kept, the oldest gone, and what is left within 1 MB.
    expect(kept).toEqual(Array.from({ length: 60 - removed }, (_, i) => removed + i));
    const files = await readdir(path.join(dir, 'saves', 'trash', 'maps'));
    const { stat } = await import('node:fs/promises');
    let bytes = 0;
    for (const f of files) bytes += (await stat(path.join(dir, 'saves', 'trash', 'maps', f))).size;
    expect(bytes).toBeLessThanOrEqual(1024 * 1024);
  });
});
