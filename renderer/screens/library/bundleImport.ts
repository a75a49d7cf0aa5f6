import {
  BundleScanner,
  bundleSizeRefusal,
  freeName,
  nameKey,
  readBundleEntry,
  refKey,
  withReferencesRenamed,
  type SaveDocument,
  type SaveKind,
  type SaveRef,
} from '../../../engine/core.ts';
import type { AppBridge } from '../../bridge/appBridge.ts';
import type { Progress } from './bundleExport.ts';
import { IMPORT_ORDER } from './libraryKinds.ts';

/** What to do with an entry whose name the library already holds (issue 13, Bad input). */
export type ConflictAnswer = 'overwrite' | 'keep-both' | 'skip';

export interface ConflictQuestion extends SaveRef {
  /** How many more entries after this one also meet a save of their name. */
  more: number;
}

export interface Asked {
  answer: ConflictAnswer;
  /** The same answer for every conflict after this one, without asking again. */
  forAll: boolean;
}

export interface ImportOutcome {
  imported: { kind: SaveKind; name: string; overwrote: boolean; from?: string }[];
  skipped: SaveRef[];
  /** Each entry not imported, by its name and why (the bundle's reading, or the store's words). */
  bad: { kind: SaveKind | null; name: string; reason: string }[];
}

export type Imported = { ok: true; outcome: ImportOutcome } | { ok: false; message: string };

/** How long the window may be kept busy between two looks at the progress bar. */
const SLICE_MS = 30;

/**
 * Imports a bundle file into the library. Its size is checked before a byte of it is read; then
 * it is read a piece at a time, each entry on its own (readEntries), so that the bad ones are
 * listed by name and reason while the good ones are imported. Nothing is overwritten without asking: an entry whose name the
 * library holds is put to `ask` (overwrite, keep both under a new name, or skip; once or for all).
 * Entries are written in IMPORT_ORDER, so that one kept under a new name is followed by those
 * that use it (an encounter's map, a map's image): a bundle's campaign still finds its own.
 */
export async function importBundle(
  bridge: AppBridge,
  file: Blob,
  {
    owner,
    ask,
    onProgress,
  }: {
    /** This window, for a session's write (tableSeat.ts). */
    owner: string;
    ask: (question: ConflictQuestion) => Promise<Asked>;
    onProgress: (p: Progress) => void;
  },
): Promise<Imported> {
  const read = await readEntries(file, onProgress);
  if (!read.ok) return read;
  const { good, bad } = read;
  const outcome: ImportOutcome = { imported: [], skipped: [], bad };

  const listed = await bridge.listSaves({});
  if (!listed.ok) return { ok: false, message: listed.error.message };
  const taken = new Set(listed.value.map((s) => refKey(s)));
  const takenNames = (kind: SaveKind) =>
    new Set(
      [...taken].filter((k) => k.startsWith(`${kind}:`)).map((k) => k.slice(kind.length + 1)),
    );
  good.sort((a, b) => IMPORT_ORDER.indexOf(a.kind) - IMPORT_ORDER.indexOf(b.kind));
  const conflicts = good.filter((doc) => taken.has(refKey(doc))).length;
  let asked = 0;
  let forAll: ConflictAnswer | null = null;
  const renamed = new Map<string, string>();

  for (const [i, original] of good.entries()) {
    const doc = withReferencesRenamed(original, renamed);
    onProgress({ done: i, total: good.length, what: `Importing “${doc.name}”` });
    let name = doc.name;
    let overwrite = false;
    if (taken.has(refKey(doc))) {
      asked++;
      const answer: ConflictAnswer =
        forAll ??
        (await ask({ kind: doc.kind, name: doc.name, more: conflicts - asked }).then((a) => {
          if (a.forAll) forAll = a.answer;
          return a.answer;
        }));
      if (answer === 'skip') {
        outcome.skipped.push({ kind: doc.kind, name: doc.name });
        continue;
      }
      if (answer === 'overwrite') overwrite = true;
      else {
        name = freeName(doc.name, takenNames(doc.kind));
        renamed.set(refKey(doc), name);
      }
    }
    const written = await bridge.writeSave({
      kind: doc.kind,
      name,
      data: doc.data,
      overwrite,
      ...(doc.kind === 'session' ? { owner } : {}),
    });
    if (!written.ok) {
      outcome.bad.push({ kind: doc.kind, name: doc.name, reason: written.error.message });
      continue;
    }
    taken.add(refKey({ kind: doc.kind, name: written.value.name }));
    outcome.imported.push({
      kind: doc.kind,
      name: written.value.name,
      overwrote: overwrite,
      ...(nameKey(written.value.name) !== nameKey(doc.name) ? { from: doc.name } : {}),
    });
  }
  onProgress({ done: good.length, total: good.length, what: 'Imported' });
  return { ok: true, outcome };
}

/**
 * The file read a piece at a time (BundleScanner): its size first, from File.size, before a byte
 * is read; then each entry checked as soon as it is in, and only the good documents kept. The
 * file is never one string, so a 200 MB bundle is never held twice, as text and as documents.
 */
async function readEntries(
  file: Blob,
  onProgress: (p: Progress) => void,
): Promise<
  { ok: true; good: SaveDocument[]; bad: ImportOutcome['bad'] } | { ok: false; message: string }
> {
  const tooBig = bundleSizeRefusal(file.size);
  if (tooBig) return { ok: false, message: tooBig };
  onProgress({ done: 0, total: file.size, what: 'Reading the file' });
  const scanner = new BundleScanner();
  const decoder = new TextDecoder();
  const reader = file.stream().getReader();
  const good: SaveDocument[] = [];
  const bad: ImportOutcome['bad'] = [];
  const seen = new Set<string>();
  let index = 0;
  let bytes = 0;
  let slice = performance.now();
  for (;;) {
    const { done, value } = await reader.read();
    bytes += value?.byteLength ?? 0;
    // File.size said how big it is; a stream that gives more than the limit is stopped anyway.
    const over = bundleSizeRefusal(bytes);
    if (over) {
      await reader.cancel();
      return { ok: false, message: over };
    }
    const fed = scanner.feed(done ? decoder.decode() : decoder.decode(value, { stream: true }));
    if (!fed.ok) {
      await reader.cancel();
      return fed;
    }
    for (const raw of fed.entries) {
      const entry = readBundleEntry(raw, index++, seen);
      if (entry.ok) good.push(entry.doc);
      else bad.push({ kind: entry.kind, name: entry.name, reason: entry.reason });
    }
    if (done) break;
    if (performance.now() - slice > SLICE_MS) {
      onProgress({ done: bytes, total: file.size, what: 'Reading the file' });
      await nextTask();
      slice = performance.now();
    }
  }
  const header = scanner.end();
  return header.ok ? { ok: true, good, bad } : header;
}

/** Lets the window paint (the progress bar) and hear a click before going on. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
