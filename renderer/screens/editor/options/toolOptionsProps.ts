import type { Store } from '../../../../common/store.ts';
import type { EditorOptions } from '../editorOptions.ts';
import type { EditorStore } from '../editorStore.ts';

/**
 * What a tool's options panel is given: the options the tool reads, and the editor, whose
 * selection some panels act on (the selected cover object's size, the selected building's name)
 * through the editor's own edits, so undo covers them as it covers the board's.
 */
export interface ToolOptionsProps {
  options: Store<EditorOptions>;
  editor: EditorStore;
}
