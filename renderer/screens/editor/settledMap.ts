import type { GameMap } from '../../../engine/skirmish.ts';
import type { EditorStore } from './editorStore.ts';

const settled = new WeakMap<EditorStore, GameMap>();

/**
 * The edited map as it stands between gestures: the map now when no drag is under way, else the
 * map from before the drag. What is costly to work out after an edit (the warnings search the
 * whole map for unreachable ranks: tens of milliseconds on a 500×500 map) follows this, so a
 * stroke's every square does not wait for it, and it is worked out once when the drag ends.
 * Stable between calls while nothing settles, as useSyncExternalStore needs of a snapshot.
 */
export function settledMap(editor: EditorStore): GameMap {
  const history = editor.history.get();
  if (history.gesture === null) settled.set(editor, history.present);
  else if (!settled.has(editor)) {
    // First asked mid-drag: the map before the drag is the step its undo goes back to.
    const before = history.gesture.recorded ? history.past.at(-1)?.state : undefined;
    settled.set(editor, before ?? history.present);
  }
  return settled.get(editor)!;
}
