import {
  MAX_BUNDLE_BYTES,
  bundlePieces,
  bundleSizeRefusal,
  characterIdsOf,
  refKey,
  referencesOf,
  type SaveDocument,
  type SaveRef,
} from '../../../engine/core.ts';
import type { AppBridge } from '../../bridge/appBridge.ts';
import { KIND_WORDS } from './libraryKinds.ts';
export { download as downloadBlob } from '../../panels/ExportPanel.tsx';
import { fileStem } from '../../panels/ExportPanel.tsx';

/** How far a long export or import has gone, for its progress bar. */
export interface Progress {
  done: number;
  total: number;
  what: string;
}

export type Collected =
  | {
      ok: true;
      docs: SaveDocument[];
      /** What a chosen entry uses that the library does not hold: exported without it. */
      missing: string[];
    }
  | { ok: false; message: string };

/**
 * The documents of a bundle: the chosen saves and, with `withUses`, everything they use (issue 13,
 * item 8): a campaign's encounters, their maps, the maps' background images, and the characters
 * its posse and its encounters' PC seats name (by id, so the character saves are read to find
 * them). A chosen save that cannot be read stops the export with the store's words; something it
 * uses that cannot be found is listed, and the rest is exported.
 */
export async function collectForBundle(
  bridge: AppBridge,
  chosen: readonly SaveRef[],
  withUses: boolean,
  onProgress: (p: Progress) => void,
): Promise<Collected> {
  const docs: SaveDocument[] = [];
  const missing: string[] = [];
  const queued = new Set(chosen.map(refKey));
  const queue: { ref: SaveRef; usedBy: string | null }[] = chosen.map((ref) => ({
    ref,
    usedBy: null,
  }));
  const characters = new Set<string>();
  for (let i = 0; i < queue.length; i++) {
    const { ref, usedBy } = queue[i]!;
    onProgress({ done: i, total: queue.length, what: `Reading “${ref.name}”` });
    const read = await bridge.loadSave({ kind: ref.kind, name: ref.name });
    if (!read.ok) {
      if (usedBy === null) return { ok: false, message: read.error.message };
      missing.push(
        `${usedBy} uses the ${KIND_WORDS[ref.kind].one} “${ref.name}”: ${read.error.message}`,
      );
      continue;
    }
    const doc = read.value;
    docs.push(doc);
    if (!withUses) continue;
    for (const used of referencesOf(doc)) {
      if (queued.has(refKey(used))) continue;
      queued.add(refKey(used));
      queue.push({ ref: used, usedBy: `The ${KIND_WORDS[doc.kind].one} “${doc.name}”` });
    }
    for (const id of characterIdsOf(doc)) characters.add(id);
  }
  for (const doc of docs)
    if (doc.kind === 'character') characters.delete((doc.data as { id?: string }).id ?? '');
  if (characters.size > 0) {
    const list = await bridge.listSaves({ kind: 'character' });
    if (list.ok) {
      const unread = list.value.filter(
        (s) => !s.problem && !queued.has(refKey({ kind: 'character', name: s.name })),
      );
      for (const [i, summary] of unread.entries()) {
        if (characters.size === 0) break;
        onProgress({ done: i, total: unread.length, what: 'Finding the characters' });
        const read = await bridge.loadSave({ kind: 'character', name: summary.name });
        const id = read.ok ? (read.value.data as { id?: string }).id : undefined;
        if (!read.ok || id === undefined || !characters.has(id)) continue;
        characters.delete(id);
        docs.push(read.value);
      }
    }
  }
  return { ok: true, docs, missing };
}

/** The bundle as a file, or why it cannot be one: over 200 MB, it is refused, not cut short. */
export function bundleBlob(
  docs: readonly SaveDocument[],
  exportedAt: Date,
): { ok: true; blob: Blob } | { ok: false; message: string } {
  const blob = new Blob(bundlePieces(docs, exportedAt.toISOString()), {
    type: 'application/json',
  });
  if (blob.size > MAX_BUNDLE_BYTES)
    return {
      ok: false,
      message: `${bundleSizeRefusal(blob.size)} Export fewer saves at a time.`,
    };
  return { ok: true, blob };
}

/** A file name for the bundle, from the first save in it: "The-Garrett-Feud-bundle.json". */
export function bundleFileName(first: string | undefined): string {
  return `${fileStem(first ?? 'library')}-bundle.json`;
}
