import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import type { MethodInput } from '../../../electron/contract.ts';
import { bundlePieces } from '../../../engine/save/bundle.ts';
import { parseSaveDocument, type SaveDocument } from '../../../engine/save/saveDocument.ts';
import type { AppBridge } from '../../../renderer/bridge/appBridge.ts';
import { importBundle, type Asked } from '../../../renderer/screens/library/bundleImport.ts';

/** Issue 13, Bad input: a bundle's import overwrites nothing without asking. */

const FIXTURES = new URL('../../fixtures/', import.meta.url);
function load(file: string): SaveDocument {
  const parsed = parseSaveDocument(JSON.parse(readFileSync(new URL(file, FIXTURES), 'utf8')));
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.doc;
}

/** The store's listing and writes, in memory: enough of the bridge for an import. */
function fakeLibrary(names: [string, string][]) {
  const writes: MethodInput<'writeSave'>[] = [];
  const bridge = {
    listSaves: async () => ({
      ok: true,
      value: names.map(([kind, name]) => ({ kind, name, savedAt: '', bytes: 1 })),
    }),
    writeSave: async (input: MethodInput<'writeSave'>) => {
      writes.push(input);
      return { ok: true, value: { kind: input.kind, name: input.name, savedAt: '', bytes: 1 } };
    },
  } as unknown as AppBridge;
  return { bridge, writes };
}

const encounter = load('encounter-v2.json');
const map = load('map-v3.json');
const image = load('image-v1.json');
const file = new Blob(bundlePieces([encounter, map, image], '2026-12-01T00:00:00.000Z'));

describe('importing a bundle', () => {
  it('asks about each name already there, and keeps both under a name its users follow', async () => {
    const { bridge, writes } = fakeLibrary([
      ['map', 'dusty crossing'],
      ['image', 'Dusty Crossing art'],
    ]);
    const asked: string[] = [];
    const answers: Asked[] = [
      { answer: 'keep-both', forAll: false },
      { answer: 'keep-both', forAll: false },
    ];
    const done = await importBundle(bridge, file, {
      owner: 'window-test',
      ask: async (q) => {
        asked.push(`${q.kind} ${q.name} +${q.more}`);
        return answers.shift()!;
      },
      onProgress: () => undefined,
    });
    expect(asked).toEqual(['image Dusty Crossing art +1', 'map Dusty Crossing +0']);
    // Written what is used first, each under its new name, and the users follow it.
    expect(writes.map((w) => [w.kind, w.name, w.overwrite])).toEqual([
      ['image', 'Dusty Crossing art (2)', false],
      ['map', 'Dusty Crossing (2)', false],
      ['encounter', encounter.name, false],
    ]);
    expect((writes[1]!.data as { background: { image: string } }).background.image).toBe(
      'Dusty Crossing art (2)',
    );
    expect((writes[2]!.data as { map: string }).map).toBe('Dusty Crossing (2)');
    expect(done.ok && done.outcome.imported.map((e) => e.from ?? null)).toEqual([
      'Dusty Crossing art',
      'Dusty Crossing',
      null,
    ]);
  });

  it('overwrites only when told to, and an answer for all is not asked again', async () => {
    const { bridge, writes } = fakeLibrary([
      ['map', 'Dusty Crossing'],
      ['image', 'Dusty Crossing art'],
      ['encounter', encounter.name],
    ]);
    let questions = 0;
    const done = await importBundle(bridge, file, {
      owner: 'window-test',
      ask: async () => {
        questions++;
        return { answer: 'skip', forAll: true };
      },
      onProgress: () => undefined,
    });
    expect(questions).toBe(1);
    expect(writes).toEqual([]);
    expect(done.ok && done.outcome.skipped).toHaveLength(3);

    const again = fakeLibrary([['map', 'Dusty Crossing']]);
    await importBundle(again.bridge, file, {
      owner: 'window-test',
      ask: async () => ({ answer: 'overwrite', forAll: false }),
      onProgress: () => undefined,
    });
    expect(again.writes.map((w) => [w.name, w.overwrite])).toEqual([
      ['Dusty Crossing art', false],
      ['Dusty Crossing', true],
      [encounter.name, false],
    ]);
  });
});

/** Issue 13, item 8: bundles up to 200 MB, never read whole into memory. */
describe('reading a bundle file', () => {
  const noQuestions = {
    owner: 'window-test',
    ask: async (): Promise<Asked> => ({ answer: 'skip', forAll: true }),
    onProgress: () => undefined,
  };

  it('refuses a file over 200 MB by File.size alone, with the limit, before reading a byte', async () => {
    const read = vi.fn(() => {
      throw new Error('read');
    });
    const huge = {
      size: 300 * 1024 * 1024,
      text: read,
      arrayBuffer: read,
      stream: read,
      slice: read,
    } as unknown as File;
    const { bridge, writes } = fakeLibrary([]);
    expect(await importBundle(bridge, huge, noQuestions)).toEqual({
      ok: false,
      message: 'The bundle is 300 MB; the most a bundle may be is 200 MB.',
    });
    expect(read).not.toHaveBeenCalled();
    expect(writes).toEqual([]);
  });

  it('reads the file as a stream of pieces, never as one text', async () => {
    class StreamOnly extends Blob {
      override text(): Promise<string> {
        throw new Error('the whole file was read as one text');
      }
      override arrayBuffer(): Promise<ArrayBuffer> {
        throw new Error('the whole file was read as one buffer');
      }
    }
    const { bridge, writes } = fakeLibrary([]);
    const done = await importBundle(
      bridge,
      new StreamOnly(bundlePieces([encounter, map, image], '2026-12-01T00:00:00.000Z')),
      noQuestions,
    );
    expect(done.ok).toBe(true);
    expect(writes.map((w) => w.name)).toEqual([image.name, map.name, encounter.name]);
  });

  it('lists a bad entry by name while the good ones import, and refuses a broken file whole', async () => {
    const { bridge, writes } = fakeLibrary([]);
    const bad = { schemaVersion: 1, kind: 'encounter', name: 'Broken', savedAt: '', data: {} };
    const pieces = bundlePieces([map], '2026-12-01T00:00:00.000Z');
    pieces.splice(1, 0, `${JSON.stringify(bad)},\n`);
    const done = await importBundle(bridge, new Blob(pieces), noQuestions);
    expect(done.ok && done.outcome.bad.map((b) => b.name)).toEqual(['Broken']);
    expect(writes.map((w) => w.name)).toEqual([map.name]);
    const cut = await importBundle(bridge, new Blob([pieces.join('').slice(0, -5)]), noQuestions);
    expect(cut).toEqual({
      ok: false,
      message: 'The file is not valid JSON (it ends before the bundle does).',
    });
  });
});
