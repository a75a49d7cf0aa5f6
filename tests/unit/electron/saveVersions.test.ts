import { describe, expect, it } from 'vitest';
import { versionsToKeep } from '../../../electron/store/savedVersions.ts';
import { SaveStore } from '../../../electron/store/saveStore.ts';
import { mapSchema } from '../../../engine/model/map.ts';
import sample from '../../../assets/maps/dusty-crossing.json';
import { useTempDirs } from './tempDir.ts';

const tempDir = useTempDirs();
const map = mapSchema.parse(sample);
const noted = (dealerNotes: string) => ({ ...map, dealerNotes });

describe('earlier versions of a save (issue 16, item 4: backups)', () => {
  it('each overwrite keeps the file it replaced; one is put back, and the replaced one kept in turn', async () => {
    const dir = await tempDir();
    let clock = Date.parse('2026-12-04T10:00:00.000Z');
    const store = await SaveStore.open(dir, { now: () => new Date((clock += 1000)) });
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
    const dir = await tempDir();
    let clock = Date.parse('2026-12-04T10:00:00.000Z');
    const store = await SaveStore.open(dir, { now: () => new Date((clock += 1000)) });
    await store.save('map', 'Bank', noted('0'));
    for (let i = 1; i <= 8; i++)
      await store.save('map', 'Bank', noted(String(i)), { overwrite: true });
    expect(await store.listVersions('map', 'Bank')).toHaveLength(3);
  });
});
