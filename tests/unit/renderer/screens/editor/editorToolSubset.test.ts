import { describe, expect, it } from 'vitest';
import { mapSchema } from '../../../../../engine/index.ts';
import { EditorStore } from '../../../../../renderer/screens/editor/editorStore.ts';
import { createEditorTools } from '../../../../../renderer/screens/editor/editorTools.ts';

const sinks = {
  camera: { view: { x: 0, y: 0, scale: 1 }, setView: () => {} },
  surface: { capture: () => {}, release: () => {}, cursor: () => {} },
  output: () => {},
};

describe('the editor tools, a subset of them (the encounter builder: issue 13, item 3)', () => {
  it('runs only the tools asked for, in the picker order; another tool cannot be taken up', () => {
    const editor = new EditorStore(mapSchema.parse({ size: [4, 4] }));
    const context = {
      map: () => editor.map,
      selection: () => editor.selection.get(),
      options: () => ({}) as never,
    };
    const all = createEditorTools(sinks, context);
    expect(all.ids).toContain('wall');
    const some = createEditorTools(sinks, context, ['measure', 'select']);
    expect(some.ids).toEqual(['select', 'measure']);
    expect(some.active.get()).toBe('select');
    // The wall tool's key does nothing here: the manager has no such tool.
    expect(some.use('wall')).toBe(false);
    expect(some.active.get()).toBe('select');
  });
});
