import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SaveStore } from '../../../electron/store/saveStore.ts';
import type { StoreError } from '../../../electron/store/storeError.ts';
import { useTempDirs } from './tempDir.ts';
import { SHOOT } from '../../../engine/modes/texas-shootout/records/shoot.ts';

const tempDir = useTempDirs();
const FIXTURE = new URL('../../fixtures/texas-v1.json', import.meta.url);

/**
 * Issue 15, item 4: a saved Texas Shootout game whose log does not replay is listed with the
 * reason, and never overwritten.
 */
describe('a texas save in the store', () => {
  it('round-trips a game that replays', async () => {
    const store = await SaveStore.open(await tempDir());
    const fixture = JSON.parse(await readFile(FIXTURE, 'utf8')) as { data: unknown };
    await store.save('texas', 'Dusk', fixture.data);
    const [entry] = await store.list('texas');
    expect(entry).toMatchObject({ kind: 'texas', name: 'Dusk' });
    expect(entry!.problem).toBeUndefined();
  });

  it('lists a log that does not replay with the step and the reason, and keeps the file untouched', async () => {
    const dir = await tempDir();
    await SaveStore.open(dir);
    const fixture = JSON.parse(await readFile(FIXTURE, 'utf8')) as {
      data: { log: unknown[] };
    };
    const broken = {
      ...fixture,
      name: 'Broken',
      data: { ...fixture.data, log: [{ type: SHOOT.type }, ...fixture.data.log] },
    };
    const file = path.join(dir, 'saves', 'texas', 'broken.json');
    const text = JSON.stringify(broken);
    await writeFile(file, text);
    const store = await SaveStore.open(dir);
    const [entry] = await store.list('texas');
    // Listed under its file's name, as the store lists every file it cannot read.
    expect(entry!.name).toBe('broken.json');
    expect(entry!.problem).toContain(
      'the log does not replay: step 1 is refused (A and B are still placing)',
    );
    const overwrite = await store
      .save('texas', entry!.name, fixture.data, { overwrite: true })
      .then(
        () => null,
        (e: unknown) => e as StoreError,
      );
    expect(overwrite?.code).toBe('corrupt');
    // A game saved under the name it was written with goes to a file of its own.
    await store.save('texas', 'Broken', fixture.data, { overwrite: true });
    expect(await readFile(file, 'utf8')).toBe(text);
  });
});
