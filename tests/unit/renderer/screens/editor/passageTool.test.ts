import { describe, expect, it } from 'vitest';
import { EditorDriver } from './objectToolDriver.ts';

describe('the passage tool (issue 12, item 2; E3)', () => {
  it('lays a one-square passage of the chosen kind on a click', () => {
    const d = new EditorDriver().use('passage', { passage: 'ladder' });
    d.move([2, 3]);
    expect(d.preview).toEqual({ squares: [[2, 3]], tone: 'add' });
    d.click([2, 3]).expectToBeIn('passage.idle');
    expect(d.map.passages).toEqual([{ kind: 'ladder', squares: [[2, 3]] }]);
  });

  it('previews the box as it is dragged and lays it as one passage, one undo step', () => {
    const d = new EditorDriver().use('passage', { passage: 'stairs' });
    d.dragTo([1, 1], [2, 3]).expectToBeIn('passage.dragging');
    expect(d.preview).toEqual({ box: [1, 1, 2, 3], tone: 'add' });
    expect(d.map.passages).toEqual([]);
    d.up([2, 3]).expectToBeIn('passage.idle');
    expect(d.map.passages).toHaveLength(1);
    expect(d.map.passages[0]!.kind).toBe('stairs');
    expect(d.map.passages[0]!.squares).toHaveLength(6);
    d.editor.undo();
    expect(d.map.passages).toEqual([]);
    expect(d.editor.canUndo).toBe(false);
  });

  it('keeps only the squares on the map of a box dragged past its edge', () => {
    const d = new EditorDriver({ size: [4, 4] }).use('passage');
    d.drag([2, 2], [6, 3]);
    expect(d.map.passages[0]!.squares).toEqual([
      [2, 2],
      [3, 2],
      [2, 3],
      [3, 3],
    ]);
  });

  it('lays nothing when the drag is cancelled (Esc), and the preview goes', () => {
    const d = new EditorDriver().use('passage');
    d.dragTo([1, 1], [3, 3]).cancel().expectToBeIn('passage.idle');
    expect(d.map.passages).toEqual([]);
    expect(d.preview).toBeNull();
  });
});
