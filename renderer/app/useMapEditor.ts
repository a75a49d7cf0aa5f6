import { useEffect, useRef, useState } from 'react';
import type { GameMap } from '../../engine/skirmish.ts';
import { createEditorOptions, type EditorOptions } from '../screens/editor/editorOptions.ts';
import { keepDraft, readDraft } from '../screens/editor/editorDraft.ts';
import { EditorStore } from '../screens/editor/editorStore.ts';
import type { Store } from '../../common/store.ts';
import type { TableSeat } from '../state/tableSeat.ts';

/** The map editor as last left: its edits and undo history, and its options. */
export interface EditorSession {
  editor: EditorStore;
  options: Store<EditorOptions>;
}

/**
 * The map editor, when open; its edits and undo history are kept for the next visit.
 * A reload while editing opens the editor again on the draft it kept (editorDraft.ts).
 */
export function useMapEditor(seat: TableSeat, map: GameMap) {
  const [draft] = useState(() => readDraft(seat.storage));
  const [editorSession, setEditorSession] = useState<EditorSession | null>(() =>
    draft ? { editor: new EditorStore(draft.map, true), options: createEditorOptions() } : null,
  );
  const [editing, setEditing] = useState(draft?.editing ?? false);
  const editingRef = useRef(editing);
  useEffect(() => {
    editingRef.current = editing;
  }, [editing]);
  useEffect(
    () =>
      editorSession
        ? keepDraft(seat.storage, editorSession.editor, () => editingRef.current)
        : undefined,
    [editorSession, seat],
  );

  /** Opens the editor on the table's map, or on the edits left last time if there are any. */
  const openEditor = () => {
    setEditorSession((session) =>
      session?.editor.hasEdits
        ? session
        : { editor: new EditorStore(map), options: session?.options ?? createEditorOptions() },
    );
    setEditing(true);
  };

  return { editorSession, setEditorSession, editing, setEditing, openEditor };
}
