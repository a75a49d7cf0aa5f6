import { listenShortcuts } from '../../keys/listenShortcuts.ts';
import { deleteSelected } from './editorClipboard.ts';
import type { EditorStore } from './editorStore.ts';
import { isEmptySelection } from './editorStore.ts';
import type { EditorToolManager } from './editorTools.ts';
import { EDITOR_TOOL_BUTTONS } from './editorTools.ts';

/**
 * The editor's keys (common/keyMap.ts, scope 'editor'): each tool's letter, undo and redo
 * of edits (one gesture, one step), delete, rotate, and Esc. Copy, cut and paste are left to the
 * browser's own clipboard events (editorClipboard.ts), which carry the system clipboard's text.
 */
export function listenEditorKeys(editor: EditorStore, tools: EditorToolManager): () => void {
  const toolKeys = Object.fromEntries(
    EDITOR_TOOL_BUTTONS.map(({ id, shortcut }) => [shortcut, () => tools.use(id)]),
  );
  return listenShortcuts('editor', {
    ...toolKeys,
    'edit-undo': () => {
      tools.cancel();
      return editor.undo();
    },
    'edit-redo': () => {
      tools.cancel();
      return editor.redo();
    },
    'delete-selection': () => {
      if (isEmptySelection(editor.selection.get())) return false;
      tools.cancel();
      deleteSelected(editor);
    },
    'rotate-cover': () => {
      const ids = editor.selection.get().cover;
      if (ids.length === 0) return false;
      // One turn of them all, or none: a refused one (turned off the map) puts the others back.
      editor.beginGesture();
      const turned = ids.every((id) => editor.edit({ type: 'rotateCover', id }).ok);
      if (turned) editor.endGesture();
      else editor.cancelGesture();
    },
    'cancel-edit': () => {
      if (tools.cancel()) return;
      if (isEmptySelection(editor.selection.get())) return false;
      editor.select({});
    },
    // The clipboard's own events do these (editorClipboard.ts): the key goes on to the browser.
    'copy-selection': () => false,
    'cut-selection': () => false,
    'paste-elements': () => false,
  });
}
