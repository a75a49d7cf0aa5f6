import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { keepVersion, versionsIn } from '../../../electron/store/savedVersions.ts';
import { useTempDirs } from './tempDir.ts';

const tempDir = useTempDirs();

/** link() as it fails on a disk that cannot make hard links (a FAT or exFAT stick, some shares). */
async function noLinks(): Promise<void> {
  throw Object.assign(new Error('EPERM: operation not permitted, link'), { code: 'EPERM' });
}

/** A save holding `text`, in a new folder, and where its versions go. */
async function aSave(text: string): Promise<{ save: string; versions: string }> {
  const dir = await tempDir();
  const save = path.join(dir, 'saloon.json');
  await writeFile(save, text);
  return { save, versions: path.join(dir, 'versions') };
}

describe('earlier versions on a disk without hard links (issue 16, item 4)', () => {
  it('are kept as whole copies of their own, and leave no temporary file', async () => {
    const { save, versions } = await aSave('{"the": "first plan"}');
    const now = new Date('2026-12-04T10:00:00.000Z');
    await keepVersion(save, versions, now, noLinks);
    // Twice in one millisecond: the second is kept beside the first, not over it.
    await keepVersion(save, versions, now, noLinks);
    const kept = await versionsIn(versions);
    expect(kept).toHaveLength(2);
    for (const v of kept) {
      const at = path.join(versions, v.version);
      expect(await readFile(at, 'utf8')).toBe('{"the": "first plan"}');
      expect((await stat(at)).ino).not.toBe((await stat(save)).ino);
    }
    expect((await readdir(versions)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('keep nothing of a file already gone, with links or without', async () => {
    const dir = await tempDir();
    const versions = path.join(dir, 'versions');
    await keepVersion(path.join(dir, 'gone.json'), versions, new Date(), noLinks);
    await keepVersion(path.join(dir, 'gone.json'), versions, new Date());
    expect(await versionsIn(versions)).toEqual([]);
  });

  it('keep a file once: kept again as it is (a failed write tried again), it adds no version', async () => {
    const { save, versions } = await aSave('{"the": "plan"}');
    const now = new Date('2026-12-04T10:00:00.000Z');
    expect(await keepVersion(save, versions, now)).not.toBeNull();
    // The save was not replaced after all: the next try finds it kept already, by a link.
    expect(await keepVersion(save, versions, now)).toBeNull();
    expect(await versionsIn(versions)).toHaveLength(1);
  });
});
