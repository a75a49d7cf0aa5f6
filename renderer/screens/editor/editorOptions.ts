import { COVER_KINDS, type Faction } from '../../../engine/skirmish.ts';
import { createStore, type Store } from '../../../common/store.ts';

/**
 * The choices the editor's tools read as they act, set in the tool's options (ToolOptions.tsx):
 * what the terrain brush paints, the rank the rank brush raises squares to, the cover kind and
 * size placed, the passage kind, the building's name, the token to place.
 */
export interface EditorOptions {
  /** A terrain kind (the board draws street, dirt, grass, water, rock, floor), or none to erase. */
  terrain: string | null;
  /** E1–E4: the rank painted, 0 the ground. */
  rank: number;
  /** Which of the door tool's barriers it sets on an edge (G2). */
  barrier: 'door' | 'window';
  cover: { kind: string; size: readonly [number, number] };
  passage: 'stairs' | 'ladder';
  /** X2: the name the next building gets (a store's, or a plain one). */
  building: string;
  /** Which character or NPC card the token tool places, by its source id ("pc:ned", "npc:tom"). */
  token: string | null;
  /** The faction of a token placed from an NPC card that names none (B5). */
  tokenFaction: Faction | null;
}

export const DEFAULT_EDITOR_OPTIONS: EditorOptions = {
  terrain: 'street',
  rank: 1,
  barrier: 'door',
  cover: { kind: COVER_KINDS[1], size: [1, 1] },
  passage: 'stairs',
  building: 'Building',
  token: null,
  tokenFaction: null,
};

export function createEditorOptions(): Store<EditorOptions> {
  return createStore(DEFAULT_EDITOR_OPTIONS);
}

/** Changes some of the options, keeping the rest. */
export function changeOptions(store: Store<EditorOptions>, change: Partial<EditorOptions>): void {
  store.set({ ...store.get(), ...change });
}
