import { describe, expect, it } from 'vitest';
import { EditorDriver } from './objectToolDriver.ts';

const withTokenAndBarrel = {
  size: [10, 8] as [number, number],
  cover: [{ id: 'barrel-1', kind: 'barrel', squares: [[5, 5]] as [number, number][] }],
  tokens: [
    {
      id: 'kate',
      name: 'Marshal Kate',
      faction: 'Lawmen' as const,
      at: [2, 2] as [number, number],
      hp: 9,
      hpMax: 9,
    },
  ],
};

describe('the cover tool (issue 12, item 2; G2)', () => {
  it('previews the footprint of the chosen size with its top-left at the pointer', () => {
    const d = new EditorDriver().use('cover', { cover: { kind: 'wagon', size: [2, 3] } });
    d.move([4, 1]).expectToBeIn('cover.idle');
    expect(d.preview).toEqual({
      squares: [
        [4, 1],
        [5, 1],
        [4, 2],
        [5, 2],
        [4, 3],
        [5, 3],
      ],
      tone: 'add',
    });
  });

  it('places the object on a click, as one undo step', () => {
    const d = new EditorDriver().use('cover', { cover: { kind: 'table', size: [2, 1] } });
    d.click([3, 4]);
    expect(d.map.cover).toEqual([
      {
        id: 'table-1',
        kind: 'table',
        squares: [
          [3, 4],
          [4, 4],
        ],
      },
    ]);
    expect(d.editor.undo()).toBe(true);
    expect(d.map.cover).toEqual([]);
    expect(d.editor.canUndo).toBe(false);
  });

  it('crosses out a footprint past the map’s edge, and a click there is refused in the engine’s words', () => {
    const d = new EditorDriver().use('cover', { cover: { kind: 'wagon', size: [2, 1] } });
    d.move([9, 0]);
    expect(d.preview?.tone).toBe('refused');
    d.click([9, 0]);
    expect(d.map.cover).toEqual([]);
    expect(d.said).toMatch(/off the 10×8 map/);
  });

  it('crosses out a footprint on a token or on another object (G2), and a click places nothing and says why', () => {
    const d = new EditorDriver(withTokenAndBarrel).use('cover', {
      cover: { kind: 'crate', size: [2, 2] },
    });
    d.move([1, 1]);
    expect(d.preview?.tone).toBe('refused');
    d.click([1, 1]);
    expect(d.map.cover.map((c) => c.id)).toEqual(['barrel-1']);
    expect(d.said).toMatch(/Marshal Kate stands on the crate/);
    d.move([4, 4]);
    expect(d.preview?.tone).toBe('refused');
    d.click([4, 4]);
    expect(d.map.cover.map((c) => c.id)).toEqual(['barrel-1']);
    expect(d.said).toMatch(/overlaps the barrel at F6/);
    d.move([6, 6]);
    expect(d.preview?.tone).toBe('add');
  });

  it('selects the object under a click instead of placing another', () => {
    const d = new EditorDriver(withTokenAndBarrel).use('cover');
    d.click([5, 5]);
    expect(d.editor.selection.get().cover).toEqual(['barrel-1']);
    expect(d.map.cover).toHaveLength(1);
    expect(d.editor.canUndo).toBe(false);
  });

  it('places nothing on a drag', () => {
    const d = new EditorDriver().use('cover');
    d.dragTo([1, 1], [4, 4]).expectToBeIn('cover.dragging');
    d.up([4, 4]).expectToBeIn('cover.idle');
    expect(d.map.cover).toEqual([]);
  });
});
