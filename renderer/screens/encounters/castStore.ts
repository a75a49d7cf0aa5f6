import type { EditActionInput, EditResult, SelectionInput } from '../../../engine/skirmish.ts';
import { EditorStore } from '../editor/editorStore.ts';

/** The edits that move the cast and nothing else: place, move and remove tokens. */
const CAST_EDITS: ReadonlySet<EditActionInput['type']> = new Set([
  'placeToken',
  'moveToken',
  'removeTokens',
  'deleteSelection',
]);

export const MAP_IS_NOT_EDITED_HERE =
  'The encounter places its cast only: the map itself is changed in the map editor.';

/**
 * The encounter builder's editor store: the map editor's (its board, select tool, undo by
 * gesture, Delete) over the encounter's map, where only the cast's tokens may change. An
 * encounter names its map by name (engine/model/encounter.ts), so an edit to the map here would
 * be lost: it is refused in words. Only tokens can be selected, so a box or a Delete never takes
 * a wall or a barrel with it.
 */
export class CastStore extends EditorStore {
  override edit(action: EditActionInput): EditResult {
    if (!CAST_EDITS.has(action.type)) {
      this.say({ tone: 'refused', text: MAP_IS_NOT_EDITED_HERE });
      return { ok: false, map: this.map, reason: MAP_IS_NOT_EDITED_HERE };
    }
    return super.edit(action);
  }

  override select(selection: SelectionInput): void {
    super.select({ tokens: selection.tokens ?? [] });
  }
}
