import { describe, expect, it } from 'vitest';
import { mapSchema } from '../../../../../engine/index.ts';
import { editedMap } from '../../../../../renderer/screens/editor/editedMap.ts';
import { EditorStore } from '../../../../../renderer/screens/editor/editorStore.ts';

const yard = () =>
  mapSchema.parse({
    name: 'Yard',
    size: [8, 6],
    walls: [
      [0, 0, 4, 0],
      [0, 2, 4, 2],
    ],
    cover: [{ id: 'barrel-1', kind: 'barrel', squares: [[5, 5]] }],
  });

describe('the editor store', () => {
  it('a refused edit keeps the map and says why as a sentence; an accepted one clears it', () => {
    const editor = new EditorStore(yard());
    const before = editor.map;
    const result = editor.edit({ type: 'paintRank', rank: 1, squares: [[9, 9]] });
    expect(result.ok).toBe(false);
    expect(editor.map).toBe(before);
    expect(editor.canUndo).toBe(false);
    const message = editor.message.get();
    expect(message?.tone).toBe('refused');
    expect(message?.text).toMatch(/^[A-Z].*9, 9.*\.$/);
    editor.edit({ type: 'paintRank', rank: 1, squares: [[1, 1]] });
    expect(editor.message.get()).toBeNull();
    expect(editor.canUndo).toBe(true);
  });

  it('a gesture of many edits is one undo step, and a cancelled one leaves nothing', () => {
    const editor = new EditorStore(yard());
    const start = editor.map;
    editor.beginGesture();
    editor.edit({ type: 'paintTerrain', kind: 'grass', squares: [[1, 1]] });
    editor.edit({ type: 'paintTerrain', kind: 'grass', squares: [[2, 1]] });
    editor.endGesture();
    const painted = editor.map;
    expect(editor.undo()).toBe(true);
    expect(editor.map).toBe(start);
    expect(editor.undo()).toBe(false);
    expect(editor.redo()).toBe(true);
    expect(editor.map).toBe(painted);

    editor.beginGesture();
    editor.edit({ type: 'paintTerrain', kind: 'water', squares: [[3, 3]] });
    editor.cancelGesture();
    expect(editor.map).toBe(painted);
  });

  it('the selection keeps its ids and drops indexes a removal renumbered', () => {
    const editor = new EditorStore(yard());
    editor.select({ walls: [1], cover: ['barrel-1'], squares: [[0, 0]] });
    // Adding a wall renumbers nothing: wall 1 is still the same wall.
    editor.edit({ type: 'addWalls', segments: [[6, 0, 6, 3]] });
    expect(editor.selection.get().walls).toEqual([1]);
    // Removing wall 0 renumbers the walls after it: the old index would name another wall.
    editor.edit({ type: 'removeWalls', walls: [0] });
    expect(editor.selection.get().walls).toEqual([]);
    expect(editor.selection.get().cover).toEqual(['barrel-1']);
    editor.edit({ type: 'removeCover', ids: ['barrel-1'] });
    expect(editor.selection.get().cover).toEqual([]);
    expect(editor.selection.get().squares).toEqual([[0, 0]]);
  });

  it('undo and redo leave nothing selected: a move undone would leave the selection pointing at empty squares', () => {
    const editor = new EditorStore(yard());
    editor.select({ cover: ['barrel-1'], squares: [[4, 4]] });
    editor.edit({ type: 'moveCover', id: 'barrel-1', by: [-1, 0] });
    expect(editor.selection.get().cover).toEqual(['barrel-1']);
    editor.undo();
    expect(editor.selection.get().cover).toEqual([]);
    expect(editor.selection.get().squares).toEqual([]);
  });

  it('copy gives the clipboard JSON of the selection, and nothing with nothing selected', () => {
    const editor = new EditorStore(yard());
    expect(editor.copy()).toBeNull();
    editor.select({ cover: ['barrel-1'] });
    expect(editor.copy()).toMatchObject({
      format: 'high-noon-table/map-elements',
      cover: [{ id: 'barrel-1', kind: 'barrel' }],
    });
  });
});

describe('the edited map as a panel sees it', () => {
  it('a name and a background set by a panel are edits: one undo step takes both back', () => {
    const editor = new EditorStore(yard());
    const store = editedMap(editor);
    let heard = 0;
    store.subscribe(() => (heard += 1));
    store.set({
      ...store.get(),
      name: 'Yard at dusk',
      background: { image: 'scan', offset: [0, 0], pixelsPerSquare: 64 },
    });
    expect(store.get().name).toBe('Yard at dusk');
    expect(store.get().background?.image).toBe('scan');
    expect(heard).toBeGreaterThan(0);
    editor.undo();
    expect(store.get().name).toBe('Yard');
    expect(store.get().background).toBeUndefined();
  });

  it('a panel setting what no edit sets is a programming error, not a silent change', () => {
    const editor = new EditorStore(yard());
    const store = editedMap(editor);
    expect(() => store.set({ ...store.get(), walls: [] })).toThrow(/walls/);
    expect(editor.map.walls).toHaveLength(2);
  });
});
