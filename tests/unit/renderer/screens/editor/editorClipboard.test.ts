import { describe, expect, it } from 'vitest';
import sample from '../../../../../assets/maps/dusty-crossing.json';
import { mapSchema, selectInBox } from '../../../../../engine/index.ts';
import {
  copySelected,
  cutSelected,
  deleteSelected,
  pasteElements,
  pasteLastCopied,
} from '../../../../../renderer/screens/editor/editorClipboard.ts';
import {
  EditorStore,
  isEmptySelection,
} from '../../../../../renderer/screens/editor/editorStore.ts';
import { selectionWords } from '../../../../../renderer/screens/editor/selectionWords.ts';

const dusty = mapSchema.parse(sample);

/** An editor on Dusty Crossing with the crate, a wall and a window boxed (as the e2e test). */
function boxed() {
  const editor = new EditorStore(dusty);
  editor.select(selectInBox(dusty, [5, 4, 14, 5]));
  return editor;
}

describe('copy, cut, paste and delete of the selection (issue 12, item 2)', () => {
  it('JSON that is no map element, or text that is no JSON, pastes nothing and says why', () => {
    const editor = boxed();
    expect(pasteElements(editor, '{"not":"a map element"}', [3, 3])).toBe(false);
    expect(editor.map).toBe(dusty);
    expect(editor.canUndo).toBe(false);
    expect(editor.message.get()).toEqual({
      tone: 'refused',
      text: 'The clipboard holds no map elements (its format is not "high-noon-table/map-elements").',
    });
    expect(pasteElements(editor, 'two barrels', null)).toBe(false);
    expect(editor.message.get()?.text).toMatch(/not JSON/);
    expect(pasteElements(editor, '   ', null)).toBe(false);
    expect(editor.message.get()).toMatchObject({ tone: 'refused', text: /holds no text/ });
    expect(editor.map).toBe(dusty);
    // The selection is kept: nothing happened to it.
    expect(editor.selection.get().cover).toEqual(['crate-east']);
  });

  it('a copy pasted at a square lands there, one undo step, and the pasted things are selected', () => {
    const editor = boxed();
    const text = copySelected(editor)!;
    expect(editor.message.get()?.text).toBe(
      'Copied 1 wall, 1 window, 1 crate, 20 squares: Ctrl+V pastes them at the pointer.',
    );
    expect(pasteElements(editor, text, [5, 9])).toBe(true);
    const copy = editor.map.cover.find((c) => c.kind === 'crate' && c.id !== 'crate-east')!;
    expect(copy.squares).toEqual([[13, 10]]);
    expect(editor.map.walls).toContainEqual([5, 9, 6, 9]);
    const s = editor.selection.get();
    expect(s.cover).toEqual([copy.id]);
    expect(s.walls.map((i) => editor.map.walls[i])).toEqual([[5, 9, 6, 9]]);
    // The painted squares the copy carried (the street's row): bare ground carries nothing.
    expect(s.squares).toHaveLength(10);
    expect(editor.message.get()?.text).toMatch(/^Pasted 1 wall, 1 window, 1 crate, 10 squares\./);
    expect(editor.message.get()?.text).toContain(`pasted as "${copy.id}"`);
    expect(editor.undo()).toBe(true);
    expect(editor.map).toEqual(dusty);
  });

  it('delete takes the selection away in one undo step and empties the selection', () => {
    const editor = boxed();
    expect(deleteSelected(editor)).toBe(true);
    expect(editor.map.cover.some((c) => c.id === 'crate-east')).toBe(false);
    expect(editor.map.walls).not.toContainEqual([5, 4, 6, 4]);
    expect(isEmptySelection(editor.selection.get())).toBe(true);
    expect(editor.message.get()?.text).toMatch(
      /^Deleted 1 wall, 1 window, 1 crate, 20 squares.*Ctrl\+Z brings them back/,
    );
    expect(deleteSelected(editor)).toBe(false);
    expect(editor.undo()).toBe(true);
    expect(editor.map).toEqual(dusty);
    expect(editor.canUndo).toBe(false);
  });

  it('cut copies, then deletes; the Paste button pastes the last copy here, in place', () => {
    const editor = new EditorStore(dusty);
    expect(pasteLastCopied(editor)).toBe(false);
    expect(editor.message.get()).toMatchObject({ tone: 'refused', text: /Nothing copied/ });
    editor.select({ cover: ['barrel-north'] });
    expect(cutSelected(editor)).not.toBeNull();
    expect(editor.map.cover.some((c) => c.id === 'barrel-north')).toBe(false);
    expect(pasteLastCopied(editor)).toBe(true);
    expect(editor.map.cover.find((c) => c.id === 'barrel-north')?.squares).toEqual([[9, 3]]);
  });
});

describe('the selection in words', () => {
  it('counts walls, cover by its kind, and squares', () => {
    const two = { ...selectInBox(dusty, [0, 0, 0, 0]), squares: [], walls: [0, 3] };
    expect(
      selectionWords(dusty, {
        ...two,
        cover: ['barrel-north'],
        squares: [
          [0, 0],
          [1, 0],
          [2, 0],
          [3, 0],
          [4, 0],
          [5, 0],
        ],
      }),
    ).toBe('2 walls, 1 barrel, 6 squares');
    expect(selectionWords(dusty, { ...two, walls: [] })).toBe('Nothing selected');
    expect(
      selectionWords(dusty, { ...two, walls: [], cover: ['barrel-north', 'barrel-south'] }),
    ).toBe('2 barrels');
  });
});
