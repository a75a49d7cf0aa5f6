import { isTextEntry } from '../keys/keyTargets.ts';
import type { Square } from '../../engine/index.ts';
import type { EditorStore } from './editorStore.ts';
import { isEmptySelection } from './editorStore.ts';

/**
 * Copy, cut and paste of map elements through the system clipboard, as text: the clipboard JSON
 * of engine/edit/clipboard.ts. The browser's own copy, cut and paste events carry it (Ctrl+C,
 * Ctrl+X, Ctrl+V, and the Edit menu in Electron), so a map element copied in one window pastes
 * in another, and into a text editor as JSON. In a text field the events are the field's own.
 *
 * A paste lands with the copied elements' top-left square on the square under the pointer (in
 * place when the pointer is off the board). A paste the engine refuses (text that is not map
 * elements, or elements that would fall off the map) changes nothing, and the editor says why.
 */
export function listenEditorClipboard(
  editor: EditorStore,
  pointer: () => Square | null,
): () => void {
  const inField = (e: Event) => e.target instanceof HTMLElement && isTextEntry(e.target);
  const onCopy = (e: ClipboardEvent, cut: boolean) => {
    if (inField(e) || !e.clipboardData) return;
    const clip = editor.copy();
    if (!clip) return;
    e.preventDefault();
    e.clipboardData.setData('text/plain', JSON.stringify(clip));
    if (cut) editor.edit({ type: 'deleteSelection', selection: editor.selection.get() });
    else
      editor.say({
        tone: 'report',
        text: 'Copied the selection: paste it with Ctrl+V where the pointer is.',
      });
  };
  const onPaste = (e: ClipboardEvent) => {
    if (inField(e) || !e.clipboardData) return;
    e.preventDefault();
    const text = e.clipboardData.getData('text/plain');
    if (!text.trim()) {
      editor.say({ tone: 'refused', text: 'Nothing to paste: the clipboard holds no text.' });
      return;
    }
    const at = pointer();
    const origin = originOf(text);
    const offset: [number, number] = at && origin ? [at[0] - origin[0], at[1] - origin[1]] : [0, 0];
    const result = editor.edit({ type: 'paste', clipboard: text, offset });
    if (result.ok && !isEmptySelection(editor.selection.get())) editor.select({});
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
