import { isTextEntry } from '../../keys/keyTargets.ts';
import { shownKeys } from '../../../common/keyMap.ts';
import { type Segment, type Square } from '../../../engine/core.ts';
import {
  clipboardSchema,
  selectionSchema,
  type GameMap,
  type Selection,
} from '../../../engine/skirmish.ts';
import type { EditorStore } from './editorStore.ts';
import { isEmptySelection } from './editorStore.ts';
import { selectionWords } from './selectionWords.ts';

/**
 * Copy, cut and paste of map elements through the system clipboard, as text: the clipboard JSON
 * of engine/edit/clipboard.ts. The browser's own copy, cut and paste events carry it (Ctrl+C,
 * Ctrl+X, Ctrl+V, and the Edit menu in Electron), so a map element copied in one window pastes
 * in another, and into a text editor as JSON. In a text field the events are the field's own.
 *
 * A paste lands with the copied elements' top-left square on the square under the pointer (in
 * place when the pointer is off the board). A paste the engine refuses (text that is not map
 * elements, or elements that would fall off the map) changes nothing, and the editor says why.
 * A paste the engine accepts selects what it pasted, so a drag puts it where it belongs.
 */
export function listenEditorClipboard(
  editor: EditorStore,
  pointer: () => Square | null,
): () => void {
  const inField = (e: Event) => e.target instanceof HTMLElement && isTextEntry(e.target);
  const onCopy = (e: ClipboardEvent, cut: boolean) => {
    if (inField(e) || !e.clipboardData) return;
    // Nothing selected in the editor: the page's own text selection, if any, is copied.
    const text = cut ? cutSelected(editor) : copySelected(editor);
    if (text === null) return;
    e.preventDefault();
    e.clipboardData.setData('text/plain', text);
  };
  const onPaste = (e: ClipboardEvent) => {
    if (inField(e) || !e.clipboardData) return;
    e.preventDefault();
    pasteElements(editor, e.clipboardData.getData('text/plain'), pointer());
  };
  const copy = (e: ClipboardEvent) => onCopy(e, false);
  const cut = (e: ClipboardEvent) => onCopy(e, true);
  document.addEventListener('copy', copy);
  document.addEventListener('cut', cut);
  document.addEventListener('paste', onPaste);
  return () => {
    document.removeEventListener('copy', copy);
    document.removeEventListener('cut', cut);
    document.removeEventListener('paste', onPaste);
  };
}

/**
 * The text last copied in this window, for the Selection panel's Paste button: a page may not
 * read the system clipboard without a permission the app does not ask for (Electron denies them
 * all), so the button pastes what was copied here; Ctrl+V pastes whatever the clipboard holds.
 */
const lastCopied = new WeakMap<EditorStore, string>();

/** The selection as clipboard JSON text, kept for the Paste button; null with nothing selected. */
export function copySelected(editor: EditorStore): string | null {
  const clip = editor.copy();
  if (!clip) return null;
  const text = JSON.stringify(clip);
  lastCopied.set(editor, text);
  editor.say({
    tone: 'report',
    text: `Copied ${selectionWords(editor.map, editor.selection.get())}: ${shownKeys('paste-elements')} pastes them at the pointer.`,
  });
  return text;
}

/** Copied, then deleted (one undo step brings them back); null with nothing selected. */
export function cutSelected(editor: EditorStore): string | null {
  const text = copySelected(editor);
  if (text !== null) deleteSelected(editor);
  return text;
}

/**
 * Deletes what is selected, one undo step; the selection is emptied, since what it named is gone.
 * False when nothing was selected or the engine refused (the editor says why).
 */
export function deleteSelected(editor: EditorStore): boolean {
  const selection = editor.selection.get();
  if (isEmptySelection(selection)) return false;
  const words = selectionWords(editor.map, selection);
  const result = editor.edit({ type: 'deleteSelection', selection });
  if (!result.ok) return false;
  editor.select({});
  editor.say({
    tone: 'report',
    text: `Deleted ${words}: ${shownKeys('edit-undo')} brings them back.`,
  });
  return true;
}

/** The Paste button: what was last copied in this window, in place. */
export function pasteLastCopied(editor: EditorStore): boolean {
  const text = lastCopied.get(editor);
  if (text === undefined) {
    editor.say({
      tone: 'refused',
      text: `Nothing copied in this window yet: select something and copy it, or press ${shownKeys('paste-elements')} on the board to paste what the clipboard holds.`,
    });
    return false;
  }
  return pasteElements(editor, text, null);
}

/**
 * Pastes clipboard text with the copied elements' top-left square at `at` (in place without it).
 * The engine judges it: text that is not map elements changes nothing and the editor says why.
 */
export function pasteElements(editor: EditorStore, text: string, at: Square | null): boolean {
  if (!text.trim()) {
    editor.say({ tone: 'refused', text: 'Nothing to paste: the clipboard holds no text.' });
    return false;
  }
  const origin = originOf(text);
  const offset: [number, number] = at && origin ? [at[0] - origin[0], at[1] - origin[1]] : [0, 0];
  const before = editor.map;
  const result = editor.edit({ type: 'paste', clipboard: text, offset });
  if (!result.ok) return false;
  const pasted = pastedSelection(before, editor.map, text, offset);
  editor.select(pasted);
  const engineSaid = editor.message.get();
  editor.say({
    tone: 'report',
    text: `Pasted ${selectionWords(editor.map, pasted)}.${engineSaid ? ` ${engineSaid.text}` : ''}`,
  });
  return true;
}

/** The copied elements' top-left square, if the text is clipboard JSON with one. */
function originOf(text: string): Square | null {
  try {
    const origin = (JSON.parse(text) as { origin?: unknown }).origin;
    return Array.isArray(origin) && origin.length === 2 && origin.every((n) => Number.isInteger(n))
      ? [origin[0] as number, origin[1] as number]
      : null;
  } catch {
    return null;
  }
}

const segmentKey = ([x1, y1, x2, y2]: Segment) =>
  x1 < x2 || (x1 === x2 && y1 <= y2) ? `${x1},${y1},${x2},${y2}` : `${x2},${y2},${x1},${y1}`;

/**
 * What a paste added: the walls, doors and windows the map did not have, the cover and tokens by
 * their new ids, the passages and buildings appended, and the squares whose terrain and rank came
 * from the clipboard.
 */
function pastedSelection(
  before: GameMap,
  after: GameMap,
  text: string,
  [dx, dy]: readonly [number, number],
): Selection {
  const added = <T>(was: readonly T[], now: readonly T[], key: (t: T) => string) => {
    const old = new Set(was.map(key));
    return now.flatMap((t, i) => (old.has(key(t)) ? [] : [i]));
  };
  const clip = clipboardSchema.parse(JSON.parse(text));
  const seen = new Set<string>();
  const squares: Square[] = [];
  for (const area of [...clip.terrain, ...clip.ranks])
    for (const [x, y] of area.squares) {
      const key = `${x + dx},${y + dy}`;
      if (!seen.has(key)) {
        seen.add(key);
        squares.push([x + dx, y + dy]);
      }
    }
  const coverIds = new Set(before.cover.map((c) => c.id));
  const tokenIds = new Set(before.tokens.map((t) => t.id));
  return selectionSchema.parse({
    squares,
    walls: added(before.walls, after.walls, segmentKey),
    doors: added(before.doors, after.doors, (d) => segmentKey(d.at)),
    windows: added(before.windows, after.windows, segmentKey),
    cover: after.cover.filter((c) => !coverIds.has(c.id)).map((c) => c.id),
    passages: after.passages.flatMap((_, i) => (i >= before.passages.length ? [i] : [])),
    buildings: after.buildings.flatMap((_, i) => (i >= before.buildings.length ? [i] : [])),
    tokens: after.tokens.filter((t) => !tokenIds.has(t.id)).map((t) => t.id),
  });
}
