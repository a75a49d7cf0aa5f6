import { describe, expect, it } from 'vitest';
import { mapSchema, type EditActionInput } from '../../../../../engine/index.ts';
import { EditorStore } from '../../../../../renderer/screens/editor/editorStore.ts';
import { settledMap } from '../../../../../renderer/screens/editor/settledMap.ts';

const paint = (x: number): EditActionInput => ({ type: 'paintRank', rank: 1, squares: [[x, 2]] });

describe('the map the costly checks follow (issue 12, items 4 and 7)', () => {
  it('is the map after each edit made outside a drag', () => {
    const editor = new EditorStore(mapSchema.parse({ size: [8, 6] }));
    expect(settledMap(editor)).toBe(editor.map);
    editor.edit(paint(1));
    expect(settledMap(editor)).toBe(editor.map);
  });

  it('stays the map from before a drag while it goes on, and catches up when it ends', () => {
    const editor = new EditorStore(mapSchema.parse({ size: [8, 6] }));
    const before = editor.map;
    editor.beginGesture();
    editor.edit(paint(1));
    editor.edit(paint(2));
    expect(editor.map).not.toBe(before);
    expect(settledMap(editor)).toBe(before);
    editor.endGesture();
    expect(settledMap(editor)).toBe(editor.map);
  });

  it('a drag abandoned leaves it where it was', () => {
    const editor = new EditorStore(mapSchema.parse({ size: [8, 6] }));
    const before = editor.map;
    editor.beginGesture();
    editor.edit(paint(3));
    editor.cancelGesture();
    expect(settledMap(editor)).toBe(before);
    expect(editor.map).toBe(before);
  });
});
