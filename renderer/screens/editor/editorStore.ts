import { type Square } from '../../../engine/core.ts';
import {
  beginGesture,
  cancelGesture,
  copySelection,
  createHistory,
  edit,
  endGesture,
  nextRedo,
  nextUndo,
  redoEdit,
  selectionSchema,
  undoEdit,
  validateMap,
  type Clipboard,
  type EditActionInput,
  type EditActionType,
  type EditHistory,
  type EditResult,
  type GameMap,
  type MapValidation,
  type Selection,
  type SelectionInput,
} from '../../../engine/skirmish.ts';
import { createStore, type Store } from '../../../common/store.ts';

/** What the editor last said: an edit refused (and why), or what an accepted one changed. */
export interface EditorMessage {
  tone: 'refused' | 'report';
  text: string;
}

export const EMPTY_SELECTION: Selection = selectionSchema.parse({});

/** Nothing selected: no square and no element. */
export function isEmptySelection(selection: Selection): boolean {
  return Object.values(selection).every((list) => list.length === 0);
}

/**
 * The map editor's state in this window, outside React (DESIGN.md): the edit history over the map
 * (engine/edit/editHistory.ts: every edit, grouped by gesture), the selection, and the editor's
 * last sentence. Tools never call it directly: their outputs do, through the editor view. Every
 * change of the map goes through `edit`, so undo and redo cover all of them, and the engine's
 * map schema judges each one.
 */
export class EditorStore {
  readonly history: Store<EditHistory>;
  readonly selection: Store<Selection> = createStore(EMPTY_SELECTION);
  readonly message: Store<EditorMessage | null> = createStore<EditorMessage | null>(null);
  /** The squares of the validation finding last clicked, marked on the board. */
  readonly flagged: Store<readonly Square[]> = createStore<readonly Square[]>([]);
  private validated: { map: GameMap; validation: MapValidation } | null = null;

  /**
   * `restored`: the map is a draft kept from before a reload (editorDraft.ts), edits the Library
   * has not seen, though the history that made them is gone.
   */
  constructor(
    map: GameMap,
    readonly restored = false,
  ) {
    this.history = createStore(createHistory(map));
    if (restored)
      this.message.set({
        tone: 'report',
        text: 'Your edits from before the reload are back. Save the map to keep them.',
      });
  }

  /** Edits not yet played nor left: an undo step, or a restored draft. */
  get hasEdits(): boolean {
    return this.restored || this.canUndo;
  }

  get map(): GameMap {
    return this.history.get().present;
  }

  /** The map's errors and warnings (engine/edit/validateMap.ts), worked out once per map. */
  get validation(): MapValidation {
    const map = this.map;
    if (this.validated?.map !== map) this.validated = { map, validation: validateMap(map) };
    return this.validated.validation;
  }

  /**
   * One edit, judged by the engine: on refusal the map stays and the message says why; accepted,
   * the message carries any report (a crop, a renamed paste). The selection follows the map
   * (`followSelection`).
   */
  edit(action: EditActionInput): EditResult {
    const before = this.history.get();
    const { history, result } = edit(before, action);
    if (!result.ok) {
      this.message.set({ tone: 'refused', text: sentence(result.reason) });
      return result;
    }
    this.message.set(
      result.report.length > 0
        ? { tone: 'report', text: sentence(result.report.join('; ')) }
        : null,
    );
    if (history !== before) {
      this.followSelection(before.present, history.present);
      this.history.set(history);
    }
    return result;
  }

  /** A gesture begins (a drag): the edits until `endGesture` are one undo step. */
  beginGesture(): void {
    this.history.set(beginGesture(this.history.get()));
  }

  endGesture(): void {
    this.history.set(endGesture(this.history.get()));
  }

  /** A gesture abandoned (Esc mid-drag): the map goes back to what it was before it. */
  cancelGesture(): void {
    this.history.set(cancelGesture(this.history.get()));
  }

  /** Ctrl+Z: one step back; false when there is none. */
  undo(): boolean {
    return this.step(undoEdit, nextUndo);
  }

  /** Ctrl+Shift+Z: one step forward again; false when there is none. */
  redo(): boolean {
    return this.step(redoEdit, nextRedo);
  }

  get canUndo(): boolean {
    return nextUndo(this.history.get()) !== null;
  }

  get canRedo(): boolean {
    return nextRedo(this.history.get()) !== null;
  }

  select(selection: SelectionInput): void {
    this.selection.set(selectionSchema.parse(selection));
  }

  /** The selection as clipboard JSON (engine/edit/clipboard.ts), or null with nothing selected. */
  copy(): Clipboard | null {
    const selection = this.selection.get();
    return isEmptySelection(selection) ? null : copySelection(this.map, selection);
  }

  /** The editor says something that is no edit's result (a paste with nothing to paste). */
  say(message: EditorMessage | null): void {
    this.message.set(message);
  }

  /**
   * Keeps the selection true to the new map: cover and tokens by id (gone ones dropped), and the
   * indexed elements only while no list they index lost an element (a removal renumbers what
   * follows it, so the old indexes would name other walls). Squares off the map go.
   */
  private followSelection(before: GameMap, after: GameMap): void {
    const selection = this.selection.get();
    if (isEmptySelection(selection)) return;
    const renumbered = INDEXED_LISTS.some((list) => after[list].length < before[list].length);
    const [w, h] = after.size;
    const coverIds = new Set(after.cover.map((c) => c.id));
    const tokenIds = new Set(after.tokens.map((t) => t.id));
    const next: Selection = {
      squares: selection.squares.filter(([x, y]) => x < w && y < h),
      walls: renumbered ? [] : selection.walls.filter((i) => i < after.walls.length),
      doors: renumbered ? [] : selection.doors.filter((i) => i < after.doors.length),
      windows: renumbered ? [] : selection.windows.filter((i) => i < after.windows.length),
      passages: renumbered ? [] : selection.passages.filter((i) => i < after.passages.length),
      buildings: renumbered ? [] : selection.buildings.filter((i) => i < after.buildings.length),
      cover: selection.cover.filter((id) => coverIds.has(id)),
      tokens: selection.tokens.filter((id) => tokenIds.has(id)),
    };
    const same = (Object.keys(next) as (keyof Selection)[]).every(
      (k) => next[k].length === selection[k].length,
    );
    if (!same) this.selection.set(next);
  }

  private step(
    move: (h: EditHistory) => EditHistory,
    next: (h: EditHistory) => EditActionType | null,
  ): boolean {
    const before = this.history.get();
    if (next(before) === null) return false;
    const after = move(before);
    // A step back or forth can put anything anywhere (a move undone keeps every list's length,
    // so no index would tell): what was selected may no longer be there, so nothing is.
    if (!isEmptySelection(this.selection.get())) this.selection.set(EMPTY_SELECTION);
    this.message.set(null);
    this.history.set(after);
    return true;
  }
}

/** Lists whose elements a selection names by their index. */
const INDEXED_LISTS = ['walls', 'doors', 'windows', 'passages', 'buildings'] as const;

/** The engine's reasons are clauses ("the squares … are off the map"): shown as sentences. */
function sentence(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return trimmed;
  const capital = trimmed[0]!.toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}
