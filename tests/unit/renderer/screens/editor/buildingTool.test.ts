import { describe, expect, it } from 'vitest';
import { EditorDriver } from './objectToolDriver.ts';

const withSaloon = {
  size: [10, 8] as [number, number],
  buildings: [
    {
      name: 'Saloon',
      squares: [
        [1, 1],
        [2, 1],
      ] as [number, number][],
      boardwalk: [] as [number, number][],
    },
  ],
};

describe('the building tool (issue 12, item 2; X2, X3)', () => {
  it('makes a building of the dragged box, with the name in the options', () => {
    const d = new EditorDriver().use('building', { building: 'Jenkins Bros' });
    d.dragTo([3, 2], [4, 3]).expectToBeIn('building.dragging');
    expect(d.preview).toEqual({ box: [3, 2, 4, 3], tone: 'add' });
    d.up([4, 3]).expectToBeIn('building.idle');
    expect(d.map.buildings).toEqual([
      {
        name: 'Jenkins Bros',
        squares: [
          [3, 2],
          [4, 2],
          [3, 3],
          [4, 3],
        ],
        boardwalk: [],
      },
    ]);
    d.editor.undo();
    expect(d.map.buildings).toEqual([]);
  });

  it('adds a Shift-drag’s box to the boardwalk of the building it starts on, less its interior (X3)', () => {
    const d = new EditorDriver(withSaloon).use('building').shift(true);
    d.drag([1, 1], [3, 2]);
    expect(d.map.buildings).toHaveLength(1);
    expect(d.map.buildings[0]!.squares).toEqual([
      [1, 1],
      [2, 1],
    ]);
    expect(d.map.buildings[0]!.boardwalk).toEqual([
      [3, 1],
      [1, 2],
      [2, 2],
      [3, 2],
    ]);
    d.editor.undo();
    expect(d.map.buildings[0]!.boardwalk).toEqual([]);
  });

  it('says nothing changes for a Shift-drag started off every building, crossed out as it goes', () => {
    const d = new EditorDriver(withSaloon).use('building').shift(true);
    const before = d.map;
    d.dragTo([5, 5], [6, 6]);
    expect(d.preview?.tone).toBe('refused');
    d.up([6, 6]);
    expect(d.map).toBe(before);
    expect(d.editor.canUndo).toBe(false);
    expect(d.said).toMatch(/No building at F6.*Nothing changed/);
  });

  it('selects the building under a click', () => {
    const d = new EditorDriver(withSaloon).use('building');
    d.click([2, 1]);
    expect(d.editor.selection.get().buildings).toEqual([0]);
    d.click([7, 7]);
    expect(d.map.buildings).toHaveLength(1);
  });
});
