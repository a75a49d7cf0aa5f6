import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contract } from '../../../electron/contract.ts';
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
});
