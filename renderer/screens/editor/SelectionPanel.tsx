import { useSyncExternalStore } from 'react';
import { ariaKeys, shownKey, shownKeys, type ShortcutId } from '../../../common/keyMap.ts';
import { copySelected, deleteSelected, pasteLastCopied } from './editorClipboard.ts';
import { isEmptySelection, type EditorStore } from './editorStore.ts';
import { selectionWords } from './selectionWords.ts';

/**
 * What is selected, in words ("2 walls, 1 barrel, 6 squares"), with what can be done to it and
 * the key for each: Delete, Copy, and Paste (what was last copied in this window, in place;
 * the key pastes what the clipboard holds, at the pointer). Under the tool options, where the
 * eye goes after a click on the board.
 */
/** The key shown on a button; "Del" where the key's name is the button's own ("Delete"). */
function keyLabel(id: ShortcutId, name: string): string {
  const key = shownKey(id);
  return key === name ? key.slice(0, 3) : key;
}

export function SelectionPanel({ editor }: { editor: EditorStore }) {
  const selection = useSyncExternalStore(editor.selection.subscribe, editor.selection.get);
  const history = useSyncExternalStore(editor.history.subscribe, editor.history.get);
  const empty = isEmptySelection(selection);
  const button = (id: ShortcutId, name: string, run: () => unknown, disabled: boolean) => (
    <button
      type="button"
      aria-keyshortcuts={ariaKeys(id)}
      title={`${name} (${shownKeys(id)})`}
      disabled={disabled}
      onClick={() => run()}
    >
      {name} <kbd>{keyLabel(id, name)}</kbd>
    </button>
  );
  return (
    <section className="panel selection-panel" aria-labelledby="selection-heading">
      <h2 id="selection-heading">Selection</h2>
      <p data-testid="selection-summary" aria-live="polite">
        {selectionWords(history.present, selection)}
      </p>
      <div className="row actions">
        {button('delete-selection', 'Delete', () => deleteSelected(editor), empty)}
        {button('copy-selection', 'Copy', () => copySelected(editor), empty)}
        {button('paste-elements', 'Paste', () => pasteLastCopied(editor), false)}
      </div>
    </section>
  );
}
