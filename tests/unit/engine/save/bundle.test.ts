import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BUNDLE_VERSION,
  MAX_BUNDLE_BYTES,
  bundlePieces,
  characterIdsOf,
  freeName,
  nameKey,
  readBundle,
  referencesOf,
  refKey,
  utf8Bytes,
  withReferencesRenamed,
} from '../../../../engine/save/bundle.ts';
import { parseSaveDocument, type SaveDocument } from '../../../../engine/save/saveDocument.ts';
import { SAVE_KIND_VERSIONS } from '../../../../engine/save/saveDocument.ts';

/** Issue 13, item 8 and Bad input: the library's `.json` bundle, exported and read back. */

const FIXTURES = new URL('../../../fixtures/', import.meta.url);

function raw(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(new URL(file, FIXTURES), 'utf8')) as Record<string, unknown>;
}

function load(file: string): SaveDocument {
  const parsed = parseSaveDocument(raw(file));
  if (!parsed.ok) throw new Error(`${file}: ${parsed.message}`);
  return parsed.doc;
}

/** A bundle's text from entries as they would stand in the file (any version). */
function bundleOf(entries: unknown[], bundleVersion = BUNDLE_VERSION): string {
  return JSON.stringify({ format: 'high-noon-table-bundle', bundleVersion, entries });
}

const CURRENT = [
  'map-v3.json',
  'image-v1.json',
  'character-v1.json',
  'npc-v1.json',
  'encounter-v2.json',
  'campaign-v1.json',
  'session-v2.json',
];
const VERSION_ONE = [
  'map-v1.json',
  'character-v1.json',
  'npc-v1.json',
  'encounter-v1.json',
  'campaign-v1.json',
  'session-v1.json',
  'image-v1.json',
];

describe('library bundles (issue 13, item 8)', () => {
  it('gives back, read, exactly the documents it was exported from, of every kind', () => {
    const docs = CURRENT.map(load);
    const text = bundlePieces(docs, '2026-12-01T23:30:00.000Z').join('');
    const read = readBundle(text);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.version).toBe(BUNDLE_VERSION);
    expect(read.exportedAt).toBe('2026-12-01T23:30:00.000Z');
    expect(read.entries).toEqual(docs.map((doc) => ({ ok: true, doc })));
    // One entry a line, so the file stays readable.
    expect(text.trimEnd().split('\n')).toHaveLength(docs.length + 2);
  });

  it('migrates the version 1 documents it holds, as the store would load them', () => {
    const read = readBundle(bundleOf(VERSION_ONE.map(raw)));
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.entries.every((e) => e.ok)).toBe(true);
    const docs = read.entries.flatMap((e) => (e.ok ? [e.doc] : []));
    for (const doc of docs) expect(doc.schemaVersion).toBe(SAVE_KIND_VERSIONS[doc.kind]);
    expect(docs.map((d) => d.data)).toEqual(VERSION_ONE.map((f) => load(f).data));
    // The v1 encounter's participants and notes, in v2's placements and Dealer notes.
    const encounter = docs.find((d) => d.kind === 'encounter')!.data as {
      placements: unknown[];
      dealerNotes: string;
    };
    expect(encounter.dealerNotes).toBe('Tom waits on the saloon roof.');
    expect(encounter.placements).toHaveLength(4);
    expect(raw('encounter-v1.json').schemaVersion).toBe(1);
  });

  it('reads the good entries and lists each bad one by its name and reason (Bad input)', () => {
    const map = raw('map-v3.json');
    const badEncounter = {
      ...raw('encounter-v2.json'),
      name: 'Broken showdown',
      data: { map: '' },
    };
    const newer = { ...raw('npc-v1.json'), name: 'From the future', schemaVersion: 99 };
    const noKind = { name: 'Mystery', schemaVersion: 1, savedAt: '', data: {} };
    const twice = { ...map, name: 'dusty crossing' };
    const read = readBundle(
      bundleOf([map, badEncounter, newer, 'not an entry', noKind, raw('character-v1.json'), twice]),
    );
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const good = read.entries.flatMap((e) => (e.ok ? [e.doc.name] : []));
    expect(good).toEqual(['Dusty Crossing', 'Ned']);
    const bad = read.entries.flatMap((e) => (e.ok ? [] : [{ name: e.name, kind: e.kind }]));
    expect(bad).toEqual([
      { name: 'Broken showdown', kind: 'encounter' },
      { name: 'From the future', kind: 'npc' },
      { name: 'entry 4', kind: null },
      { name: 'Mystery', kind: null },
      { name: 'dusty crossing', kind: 'map' },
    ]);
    const reasons = read.entries.flatMap((e) => (e.ok ? [] : [e.reason]));
    expect(reasons[0]).toContain('data.map');
    expect(reasons[1]).toContain('newer High Noon Table');
    expect(reasons[3]).toContain('kind');
    expect(reasons[4]).toContain('comes earlier in the bundle');
  });

  it('refuses a bundle over 200 MB by its size, before parsing it', () => {
    // Not JSON at all: were it parsed, the refusal would say so instead.
    const read = readBundle('{ not json', MAX_BUNDLE_BYTES + 1);
    expect(read).toEqual({
      ok: false,
      message: 'The bundle is 200 MB; the most a bundle may be is 200 MB.',
    });
    expect(readBundle('{ not json', MAX_BUNDLE_BYTES)).toMatchObject({
      ok: false,
      message: expect.stringContaining('not valid JSON'),
    });
    expect(utf8Bytes('é€😀a')).toBe(2 + 3 + 4 + 1);
  });

  it('refuses whole a file that is not a bundle, or a bundle of a newer version', () => {
    expect(readBundle(JSON.stringify(raw('map-v3.json')))).toMatchObject({
      ok: false,
      message: expect.stringContaining('not a bundle'),
    });
    expect(readBundle(bundleOf([], BUNDLE_VERSION + 1))).toMatchObject({
      ok: false,
      message: expect.stringContaining('newer High Noon Table'),
    });
  });

  it('names what a document uses, and follows a renamed one', () => {
    const campaign = load('campaign-v1.json');
    const encounter = load('encounter-v2.json');
    const map = load('map-v3.json');
    expect(referencesOf(campaign)).toEqual(
      (campaign.data as { encounters: string[] }).encounters.map((name) => ({
        kind: 'encounter',
        name,
      })),
    );
    expect(referencesOf(encounter)).toEqual([{ kind: 'map', name: 'Dusty Crossing' }]);
    expect(referencesOf(map)).toEqual([{ kind: 'image', name: 'Dusty Crossing art' }]);
    expect(characterIdsOf(campaign)).toEqual(['kate', 'ned']);

    const renamed = new Map([
      [refKey({ kind: 'map', name: 'Dusty Crossing' }), 'Dusty Crossing (2)'],
      [refKey({ kind: 'image', name: 'Dusty Crossing art' }), 'Dusty Crossing art (2)'],
    ]);
    expect(referencesOf(withReferencesRenamed(encounter, renamed))).toEqual([
      { kind: 'map', name: 'Dusty Crossing (2)' },
    ]);
    expect(referencesOf(withReferencesRenamed(map, renamed))).toEqual([
      { kind: 'image', name: 'Dusty Crossing art (2)' },
    ]);
    expect(withReferencesRenamed(campaign, renamed)).toBe(campaign);
  });

  it('keeps both under a free name, within the store’s 100 characters', () => {
    const taken = new Set(['saloon', 'saloon (2)'].map(nameKey));
    expect(freeName('Saloon', taken)).toBe('Saloon (3)');
    const long = 'x'.repeat(100);
    const free = freeName(long, new Set([nameKey(long)]));
    expect(free).toHaveLength(100);
    expect(free.endsWith(' (2)')).toBe(true);
  });
});
