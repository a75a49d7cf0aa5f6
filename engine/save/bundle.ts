import { BUNDLE_FORMAT, BUNDLE_VERSION, BundleScanner } from './bundleScanner.ts';
import { parseSaveDocument, type SaveDocument } from './saveDocument.ts';
import { SAVE_KINDS, type SaveKind } from './saveKinds.ts';

/**
 * A library bundle (issue 13, item 8): save documents of any kind in one `.json` file, to carry a
 * campaign, with its encounters, maps, images and characters, to another machine. Each entry is a
 * save's envelope exactly as the store keeps it (schemaVersion, kind, name, savedAt, data), so an
 * older document inside is migrated on import by the one reader of saves, parseSaveDocument.
 */
export { BUNDLE_FORMAT, BUNDLE_VERSION } from './bundleScanner.ts';
/** The largest bundle exported or imported (issue 13, item 8): checked before any parsing. */
export const MAX_BUNDLE_BYTES = 200 * 1024 * 1024;

/** A save named in the library: its kind and name. */
export interface SaveRef {
  kind: SaveKind;
  name: string;
}

/** One entry of a bundle as read: a document ready to write, or why it is not. */
export type BundleEntry =
  | { ok: true; doc: SaveDocument }
  | { ok: false; kind: SaveKind | null; name: string; reason: string };

/** A bundle's header read, its entries not yet: each is read on its own (readBundleEntry). */
export type OpenedBundle =
  | { ok: true; version: number; exportedAt: string | null; raw: unknown[] }
  | { ok: false; message: string };

export type ReadBundle =
  | { ok: true; version: number; exportedAt: string | null; entries: BundleEntry[] }
  | { ok: false; message: string };

/**
 * The bundle as text, in pieces: the header, then one entry per piece. A Blob is made of the
 * pieces as they are, so a 200 MB bundle is never one string, and each entry is serialised once.
 * One entry a line keeps the file readable and diffable.
 */
export function bundlePieces(docs: readonly SaveDocument[], exportedAt: string): string[] {
  const header = JSON.stringify({
    format: BUNDLE_FORMAT,
    bundleVersion: BUNDLE_VERSION,
    exportedAt,
  });
  const open = `${header.slice(0, -1)},"entries":[\n`;
  const entries = docs.map(
    (doc, i) =>
      `${JSON.stringify({
        schemaVersion: doc.schemaVersion,
        kind: doc.kind,
        name: doc.name,
        savedAt: doc.savedAt,
        data: doc.data,
      })}${i < docs.length - 1 ? ',\n' : '\n'}`,
  );
  return [open, ...entries, ']}\n'];
}

/** The bytes a text takes in UTF-8, without encoding it. */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** Refuses a bundle by its size alone, before a byte of it is read (issue 13, Bad input). */
export function bundleSizeRefusal(bytes: number): string | null {
  return bytes > MAX_BUNDLE_BYTES
    ? `The bundle is ${megabytes(bytes)}; the most a bundle may be is ${megabytes(MAX_BUNDLE_BYTES)}.`
    : null;
}

/**
 * Opens a bundle held as one text: its size first, then its header. Only a file that is not a
 * bundle at all, or of a newer bundle version, is refused whole; its entries are read one by one
 * after (readBundleEntry). A file read from disk is fed to BundleScanner a piece at a time
 * instead (renderer/screens/library/bundleImport.ts), which this reads through too.
 */
export function openBundle(text: string, bytes: number = utf8Bytes(text)): OpenedBundle {
  const tooBig = bundleSizeRefusal(bytes);
  if (tooBig) return { ok: false, message: tooBig };
  const scanner = new BundleScanner();
  const fed = scanner.feed(text);
  if (!fed.ok) return fed;
  const header = scanner.end();
  if (!header.ok) return header;
  return { ...header, raw: fed.entries };
}

/**
 * Reads a whole bundle. A bad entry is listed by its name and the reason, and never stops the
 * good ones (issue 13, Bad input).
 */
export function readBundle(text: string, bytes?: number): ReadBundle {
  const opened = openBundle(text, bytes);
  if (!opened.ok) return opened;
  const seen = new Set<string>();
  const { raw, ...header } = opened;
  return { ...header, entries: raw.map((entry, i) => readBundleEntry(entry, i, seen)) };
}

/**
 * One entry, through the store's own reader: migrated from its version, then validated. `seen`
 * holds the entries read before it (kind and name key): a second save of one name is refused, as
 * the library holds only one.
 */
export function readBundleEntry(entry: unknown, index: number, seen: Set<string>): BundleEntry {
  const named = isRecord(entry) && typeof entry.name === 'string' && entry.name.trim() !== '';
  const name = named ? (entry.name as string) : `entry ${index + 1}`;
  const kind =
    isRecord(entry) && SAVE_KINDS.includes(entry.kind as SaveKind)
      ? (entry.kind as SaveKind)
      : null;
  const parsed = parseSaveDocument(entry);
  if (!parsed.ok) return { ok: false, kind, name, reason: parsed.message };
  const key = refKey(parsed.doc);
  if (seen.has(key))
    return {
      ok: false,
      kind: parsed.doc.kind,
      name: parsed.doc.name,
      reason: `another ${parsed.doc.kind} of this name comes earlier in the bundle`,
    };
  seen.add(key);
  return parsed;
}

/**
 * The saves a document names, which a bundle of "everything it uses" carries with it: a campaign
 * its encounters, an encounter its map, a map its background image. Characters are named by id
 * (placements, the posse), not by save name: see characterIdsOf.
 */
export function referencesOf(doc: SaveDocument): SaveRef[] {
  const data = doc.data as Record<string, unknown>;
  switch (doc.kind) {
    case 'campaign':
      return strings(data.encounters).map((name) => ({ kind: 'encounter', name }));
    case 'encounter':
      return typeof data.map === 'string' ? [{ kind: 'map', name: data.map }] : [];
    case 'map': {
      const image = isRecord(data.background) ? data.background.image : undefined;
      return typeof image === 'string' ? [{ kind: 'image', name: image }] : [];
    }
    case 'session': {
      const start = isRecord(data.start) ? data.start : undefined;
      const map = start && isRecord(start.map) ? start.map : undefined;
      const image = map && isRecord(map.background) ? map.background.image : undefined;
      return typeof image === 'string' ? [{ kind: 'image', name: image }] : [];
    }
    default:
      return [];
  }
}

/** The characters a campaign's posse or an encounter's PC seats name, by their id. */
export function characterIdsOf(doc: SaveDocument): string[] {
  const data = doc.data as Record<string, unknown>;
  if (doc.kind === 'campaign')
    return (Array.isArray(data.posse) ? data.posse : [])
      .map((m: unknown) => (isRecord(m) && isRecord(m.character) ? m.character.id : undefined))
      .filter((id): id is string => typeof id === 'string');
  if (doc.kind === 'encounter')
    return (Array.isArray(data.placements) ? data.placements : [])
      .map((p: unknown) => (isRecord(p) ? p.character : undefined))
      .filter((id): id is string => typeof id === 'string');
  return [];
}

/**
 * A document with the names it refers to changed, for the entries imported under a new name
 * ("keep both"): an encounter follows its map, a map its image, a campaign its encounters, so a
 * bundle's campaign still finds what came with it. `renamed` maps `kind:nameKey` to the new name.
 * Returns the same document when nothing it names was renamed.
 */
export function withReferencesRenamed(
  doc: SaveDocument,
  renamed: ReadonlyMap<string, string>,
): SaveDocument {
  const to = (kind: SaveKind, name: string) => renamed.get(refKey({ kind, name }));
  const data = doc.data as Record<string, unknown>;
  if (doc.kind === 'campaign') {
    const encounters = strings(data.encounters);
    if (!encounters.some((n) => to('encounter', n))) return doc;
    return {
      ...doc,
      data: { ...data, encounters: encounters.map((n) => to('encounter', n) ?? n) },
    };
  }
  if (doc.kind === 'encounter' && typeof data.map === 'string') {
    const map = to('map', data.map);
    return map ? { ...doc, data: { ...data, map } } : doc;
  }
  if (doc.kind === 'map' && isRecord(data.background)) {
    const image = to('image', String(data.background.image));
    return image ? { ...doc, data: { ...data, background: { ...data.background, image } } } : doc;
  }
  return doc;
}

/** Names are one per kind whatever their case, as the store has them (electron/store/saveNames). */
export function nameKey(name: string): string {
  return name.normalize('NFC').trim().toLowerCase();
}

export function refKey(ref: SaveRef): string {
  return `${ref.kind}:${nameKey(ref.name)}`;
}

/** The store's limit on a save name (electron/store/saveNames.ts). */
const MAX_NAME_LENGTH = 100;

/**
 * A name for "keep both": the name with " (2)", " (3)"… until none of `taken` (name keys) has it,
 * shortened to stay within the store's 100 characters.
 */
export function freeName(name: string, taken: ReadonlySet<string>): string {
  for (let n = 2; ; n++) {
    const suffix = ` (${n})`;
    const candidate = `${name.slice(0, MAX_NAME_LENGTH - suffix.length).trimEnd()}${suffix}`;
    if (!taken.has(nameKey(candidate))) return candidate;
  }
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;
}
