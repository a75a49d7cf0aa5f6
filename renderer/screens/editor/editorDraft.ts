import { mapSchema, type GameMap } from '../../../engine/skirmish.ts';
import type { SeatStorage } from '../../state/unsavedStash.ts';
import type { EditorStore } from './editorStore.ts';

/** sessionStorage key: the map this window was editing, kept across a reload or a crash of it. */
const DRAFT_KEY = 'high-noon:editor-draft';

/** How long edits wait before they are written: a stroke writes once, not at every square. */
const WRITE_DELAY_MS = 300;

export interface EditorDraft {
  map: GameMap;
  /** The window was in the editor when it went: a reload opens the editor again. */
  editing: boolean;
}

/**
 * The draft this window kept, checked by the map schema (a draft written by an older version, or
 * damaged, is dropped rather than trusted), or null.
 */
export function readDraft(storage: SeatStorage | null): EditorDraft | null {
  const text = storage?.getItem(DRAFT_KEY);
  if (!text) return null;
  try {
    const raw = JSON.parse(text) as { map?: unknown; editing?: unknown };
    const map = mapSchema.safeParse(raw.map);
    if (!map.success) return null;
    return { map: map.data, editing: raw.editing === true };
  } catch {
    return null;
  }
}

export function clearDraft(storage: SeatStorage | null): void {
  storage?.removeItem(DRAFT_KEY);
}

/**
 * Keeps the editor's map in this window's sessionStorage while it has edits not yet played
 * (nothing lost on a reload or a crash of the page, as the table's unsaved stash does for a game):
 * written a moment after each edit, at once as the page goes, and removed when the editor has no
 * edits left (all undone, or played). A map too big for the storage is not kept (the Library's save is the way to keep it).
 * Returns a function that stops keeping it.
 */
export function keepDraft(
  storage: SeatStorage | null,
  editor: EditorStore,
  editing: () => boolean,
): () => void {
  if (!storage) return () => {};
  let timer: ReturnType<typeof setTimeout> | null = null;
  const write = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (!editor.hasEdits) return clearDraft(storage);
    try {
      storage.setItem(DRAFT_KEY, JSON.stringify({ map: editor.map, editing: editing() }));
    } catch {
      // Over the storage's quota: the draft is not kept.
      clearDraft(storage);
    }
  };
  const later = () => {
    if (timer === null) timer = setTimeout(write, WRITE_DELAY_MS);
  };
  const stop = editor.history.subscribe(later);
  window.addEventListener('pagehide', write);
  return () => {
    stop();
    window.removeEventListener('pagehide', write);
    if (timer !== null) write();
  };
}
