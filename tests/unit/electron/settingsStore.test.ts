import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, type Settings } from '../../../engine/save/settingsDocument.ts';
import { SettingsStore } from '../../../electron/store/settingsStore.ts';
import { StoreError } from '../../../electron/store/storeError.ts';
import v1 from '../../fixtures/settings-v1.json';
import { useTempDirs } from './tempDir.ts';

const tempDir = useTempDirs();
const at = new Date('2026-03-04T05:06:07.089Z');
const open = (dir: string) => SettingsStore.open(dir, { now: () => at });

// A file kept aside is reported on the console too; the tests read the sentence from the result.
beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

describe('SettingsStore', () => {
  it('gives the defaults when there is no settings file yet, and writes nothing', async () => {
    const dir = await tempDir();
    expect(await (await open(dir)).get()).toEqual({ settings: DEFAULT_SETTINGS });
    expect(await readdir(dir)).toEqual([]);
  });

  it('removes, when it opens, the temporary file of a settings write that was killed midway (HD7)', async () => {
    const dir = await tempDir();
    // Its writer, pid 999999999, is long dead; its settings.json was never replaced.
    const temp = '.settings.json.999999999.3.tmp';
    await writeFile(path.join(dir, temp), '{"kind": "sett');
    await writeFile(path.join(dir, 'notes.tmp'), 'not ours');
    await open(dir);
    expect((await readdir(dir)).sort()).toEqual(['notes.tmp']);
  });

  it('keeps what was set, across a new store on the same folder', async () => {
    const dir = await tempDir();
    const wanted: Settings = { autoAdvance: true, showCoordinates: false };
    expect(await (await open(dir)).set(wanted)).toEqual(wanted);
    expect(await (await open(dir)).get()).toEqual({ settings: wanted });
    // One compact versioned document, and no temporary file left behind.
    expect(await readdir(dir)).toEqual(['settings.json']);
    expect(JSON.parse(await readFile(path.join(dir, 'settings.json'), 'utf8'))).toEqual(v1);
  });

  it("keeps the players' link (issue 38): made once, renewed on asking, never shown to or written by a page", async () => {
    const dir = await tempDir();
    const store = await open(dir);
    let n = 0;
    const pass = () => `pass-${++n}`.padEnd(24, 'x');
    const first = await store.tableLink(pass);
    expect(await store.tableLink(pass)).toEqual(first);
    expect(await (await open(dir)).tableLink(pass)).toEqual(first);
    // A page's whole settings, written back, neither show nor drop it.
    expect((await store.get()).settings).not.toHaveProperty('tableLink');
    await store.set({
      autoAdvance: true,
      showCoordinates: false,
      tableLink: { pass: 'y'.repeat(24) },
    });
    expect(await store.tableLink(pass)).toEqual(first);
    const renewed = await store.tableLink(pass, true);
    expect(renewed).not.toEqual(first);
    expect(await (await open(dir)).tableLink(pass)).toEqual(renewed);
    expect((await store.get()).settings).toEqual({ autoAdvance: true, showCoordinates: false });
  });

  it('reads the version 1 fixture', async () => {
    const dir = await tempDir();
    await writeFile(path.join(dir, 'settings.json'), JSON.stringify(v1));
    expect(await (await open(dir)).get()).toEqual({
      settings: { autoAdvance: true, showCoordinates: false },
    });
  });

  it('creates the data folder when it does not exist yet', async () => {
    const dir = path.join(await tempDir(), 'new', 'folder');
    await (await open(dir)).set({ ...DEFAULT_SETTINGS, autoAdvance: true });
    expect(await readdir(dir)).toEqual(['settings.json']);
  });

  it('keeps a corrupt file aside, untouched, and uses the defaults', async () => {
    const dir = await tempDir();
    await writeFile(path.join(dir, 'settings.json'), '{"kind":"settings",');
    const store = await open(dir);
    const read = await store.get();
    expect(read.settings).toEqual(DEFAULT_SETTINGS);
    expect(read.problem).toMatch(
      /^The settings file could not be used: it is not valid JSON \(.+\)\. It was kept as settings\.json\.corrupt-2026-03-04T05-06-07-089Z, and the default settings are used\.$/,
    );
    expect(await readdir(dir)).toEqual(['settings.json.corrupt-2026-03-04T05-06-07-089Z']);
    expect(
      await readFile(path.join(dir, 'settings.json.corrupt-2026-03-04T05-06-07-089Z'), 'utf8'),
    ).toBe('{"kind":"settings",');
    // Once aside, the next read is a plain first start.
    expect(await store.get()).toEqual({ settings: DEFAULT_SETTINGS });
  });

  it('refuses a preference of the wrong type, naming it, and keeps the file aside', async () => {
    const dir = await tempDir();
    const text = JSON.stringify({ ...v1, data: { autoAdvance: 1, showCoordinates: false } });
    await writeFile(path.join(dir, 'settings.json'), text);
    const read = await (await open(dir)).get();
    expect(read).toEqual({
      settings: DEFAULT_SETTINGS,
      problem: expect.stringContaining(
        'it does not validate: data.autoAdvance: Invalid input: expected boolean, received number',
      ),
    });
    expect(await readdir(dir)).toEqual(['settings.json.corrupt-2026-03-04T05-06-07-089Z']);
  });

  it('never overwrites an unreadable file, even when set before it was read', async () => {
    const dir = await tempDir();
    const newer = JSON.stringify({ kind: 'settings', schemaVersion: 9, data: { future: 1 } });
    await writeFile(path.join(dir, 'settings.json'), newer);
    await writeFile(path.join(dir, 'settings.json.corrupt-2026-03-04T05-06-07-089Z'), 'older');
    const store = await open(dir);
    await store.set({ autoAdvance: true, showCoordinates: true });
    expect((await readdir(dir)).sort()).toEqual([
      'settings.json',
      'settings.json.corrupt-2026-03-04T05-06-07-089Z',
      'settings.json.corrupt-2026-03-04T05-06-07-089Z-2',
    ]);
    expect(
      await readFile(path.join(dir, 'settings.json.corrupt-2026-03-04T05-06-07-089Z-2'), 'utf8'),
    ).toBe(newer);
    expect(await store.get()).toEqual({ settings: { autoAdvance: true, showCoordinates: true } });
  });

  it('refuses incomplete or unknown settings, and keeps the file as it was', async () => {
    const dir = await tempDir();
    const store = await open(dir);
    await store.set({ autoAdvance: true, showCoordinates: false });
    const before = await readFile(path.join(dir, 'settings.json'), 'utf8');
    for (const bad of [{ autoAdvance: true }, { ...DEFAULT_SETTINGS, theme: 'dark' }]) {
      const error = await store.set(bad as Settings).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(StoreError);
      expect((error as StoreError).code).toBe('invalid_data');
    }
    expect(await readFile(path.join(dir, 'settings.json'), 'utf8')).toBe(before);
  });

  it('writes one change at a time, in the order they were made', async () => {
    const dir = await tempDir();
    const store = await open(dir);
    const writes = Array.from({ length: 12 }, (_, i) =>
      store.set({ autoAdvance: i % 2 === 0, showCoordinates: i % 3 === 0 }),
    );
    await Promise.all(writes);
    expect(await store.get()).toEqual({
      settings: { autoAdvance: false, showCoordinates: false },
    });
    expect(await readdir(dir)).toEqual(['settings.json']);
  });
});
