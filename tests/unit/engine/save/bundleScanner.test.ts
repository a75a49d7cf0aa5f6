import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUNDLE_VERSION, bundlePieces } from '../../../../engine/save/bundle.ts';
import { BundleScanner } from '../../../../engine/save/bundleScanner.ts';
import { parseSaveDocument, type SaveDocument } from '../../../../engine/save/saveDocument.ts';

/**
 * Issue 13, item 8: a bundle of up to 200 MB is read a piece at a time, never as one string: the
 * scanner hands back each entry as soon as it is in, whatever the pieces are cut at.
 */

const FIXTURES = new URL('../../../fixtures/', import.meta.url);
function load(file: string): SaveDocument {
  const raw: unknown = JSON.parse(readFileSync(new URL(file, FIXTURES), 'utf8'));
  const parsed = parseSaveDocument(raw);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.doc;
}

/** Feeds `text` in pieces of `size` characters; every entry and the header. */
function scanInPieces(text: string, size: number) {
  const scanner = new BundleScanner();
  const entries: unknown[] = [];
  for (let i = 0; i < text.length; i += size) {
    const step = scanner.feed(text.slice(i, i + size));
    if (!step.ok) return { header: step, entries };
    entries.push(...step.entries);
  }
  return { header: scanner.end(), entries };
}

/** Strings that a careless scanner would take for the outline: quotes, escapes, brackets. */
const tricky = {
  ...load('npc-v1.json'),
  name: 'Tom "the \\ Bracket" [R3] {boss}, é😀',
  data: { ...(load('npc-v1.json').data as object), notes: '\\"],}{["\\\\' },
};
const docs = [load('map-v3.json'), tricky, load('encounter-v2.json'), load('image-v1.json')];
const entriesOf = (list: SaveDocument[]) =>
  list.map(({ schemaVersion, kind, name, savedAt, data }) => ({
    schemaVersion,
    kind,
    name,
    savedAt,
    data,
  }));

describe('a bundle read a piece at a time', () => {
  const text = bundlePieces(docs, '2026-12-02T04:00:00.000Z').join('');

  it('reads the same entries whatever the pieces are cut at, one character included', () => {
    for (const size of [1, 2, 3, 7, 64, 1000, text.length]) {
      const { header, entries } = scanInPieces(text, size);
      expect(header).toEqual({
        ok: true,
        version: BUNDLE_VERSION,
        exportedAt: '2026-12-02T04:00:00.000Z',
      });
      expect(entries).toEqual(entriesOf(docs));
    }
  });

  it('hands back an entry as soon as its last character is in, not at the end of the file', () => {
    const scanner = new BundleScanner();
    const firstEnds = text.indexOf('\n', text.indexOf('\n') + 1);
    const first = scanner.feed(text.slice(0, firstEnds));
    expect(first).toEqual({ ok: true, entries: entriesOf(docs.slice(0, 1)) });
    const rest = scanner.feed(text.slice(firstEnds));
    expect(rest.ok && rest.entries).toHaveLength(docs.length - 1);
  });

  it('reads a bundle laid out otherwise: indented, its header after its entries', () => {
    const laidOut = JSON.stringify(
      {
        entries: entriesOf(docs),
        exportedAt: 'today',
        bundleVersion: 1,
        format: 'high-noon-table-bundle',
      },
      null,
      2,
    );
    const { header, entries } = scanInPieces(laidOut, 5);
    expect(header).toEqual({ ok: true, version: 1, exportedAt: 'today' });
    expect(entries).toEqual(entriesOf(docs));
    expect(
      scanInPieces('{"format":"high-noon-table-bundle","bundleVersion":1,"entries":[]}', 4),
    ).toEqual({ header: { ok: true, version: 1, exportedAt: null }, entries: [] });
  });

  it('refuses a file that says it is no bundle, or a newer one, as soon as it says so', () => {
    const scanner = new BundleScanner();
    expect(scanner.feed('{"format":"something-else",')).toEqual({
      ok: false,
      message: 'The file is not a bundle: format: not a High Noon Table bundle.',
    });
    // Refused once, it stays refused: the rest of the file is not read.
    expect(scanner.feed('"entries":[]}')).toMatchObject({ ok: false });
    const newer = new BundleScanner();
    expect(newer.feed('{"format":"high-noon-table-bundle","bundleVersion":2,"entries":[')).toEqual({
      ok: false,
      message: expect.stringContaining('newer High Noon Table'),
    });
  });

  it('refuses in words a file that is not JSON, ends early, or is no bundle at all', () => {
    const broken = scanInPieces(
      '{"format":"high-noon-table-bundle","bundleVersion":1,"entries":[{"a":}]}',
      3,
    );
    expect(broken.header).toMatchObject({
      ok: false,
      message: expect.stringContaining('not valid JSON'),
    });
    expect(scanInPieces(text.slice(0, -10), 100).header).toEqual({
      ok: false,
      message: 'The file is not valid JSON (it ends before the bundle does).',
    });
    expect(scanInPieces(`${text} x`, 100).header).toMatchObject({
      ok: false,
      message: expect.stringContaining('unexpected “x”'),
    });
    expect(scanInPieces('[1, 2]', 100).header).toEqual({
      ok: false,
      message: 'The file is not a bundle: it is not a JSON object.',
    });
    expect(scanInPieces(JSON.stringify(entriesOf(docs)[0]), 50).header).toMatchObject({
      ok: false,
      message: expect.stringContaining('not a bundle'),
    });
    expect(scanInPieces('', 10).header).toMatchObject({ ok: false });
  });
});
