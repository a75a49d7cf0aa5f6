import type { GameMap } from '../../../engine/skirmish.ts';
import type { Store } from '../../../common/store.ts';
import type { EditorStore } from './editorStore.ts';

/**
 * The map being edited, as the `Store<GameMap>` the Library's and the background's panels take:
 * they read it, and what they set goes through the editor as edits (the name a save gives it, a
 * background laid or moved), so undo covers those too and the engine judges them. A panel that
 * sets anything else has no edit for it: that is a programming error, thrown.
 */
export function editedMap(editor: EditorStore): Store<GameMap> {
  return {
    get: () => editor.map,
    subscribe: (listener) => editor.history.subscribe(listener),
    set(next) {
      const map = editor.map;
      if (next === map) return;
      const changed = (Object.keys({ ...map, ...next }) as (keyof GameMap)[]).filter(
        (key) => map[key] !== next[key],
      );
      const unsupported = changed.filter(
        (key) => key !== 'name' && key !== 'background' && key !== 'dealerNotes',
      );
      if (unsupported.length > 0)
        throw new Error(`no edit sets the map's ${unsupported.join(', ')} from a panel`);
      editor.beginGesture();
      if (changed.includes('name')) editor.edit({ type: 'setName', name: next.name ?? '' });
      if (changed.includes('dealerNotes'))
        editor.edit({ type: 'setDealerNotes', notes: next.dealerNotes ?? '' });
      if (changed.includes('background'))
        editor.edit({ type: 'setBackground', background: next.background ?? null });
      editor.endGesture();
    },
  };
}
