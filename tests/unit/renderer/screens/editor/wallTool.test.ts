import { describe, expect, it } from 'vitest';
import { wallBetween } from '../../../../../renderer/screens/editor/tools/wallTool.ts';
import { BarrierToolDriver, blankMap } from './barrierToolDriver.ts';

/** The wall tool (issue 12, item 2; G2): walls on grid vertices, along edges or, with Shift, any angle. */
describe('the wall tool', () => {
  const wallDriver = (walls: [number, number, number, number][] = []) =>
    new BarrierToolDriver(blankMap([10, 8], { walls })).use('wall');

  it('draws one wall per drag, its ends snapped to the nearest vertices, as one edit (G2)', () => {
    const d = wallDriver();
    d.move(2.1, 3.2).down(2.1, 3.2).expectToBeIn('wall.pointing');
    d.move(4, 3.4).expectToBeIn('wall.dragging');
    d.move(5.8, 3.6).up(5.8, 3.6).expectToBeIn('wall.idle');
    expect(d.edits).toEqual([{ type: 'addWalls', segments: [[2, 3, 6, 3]] }]);
    // One edit and no gesture: one undo step for the whole drag.
    expect(d.outputs.some((o) => o.type === 'gesture')).toBe(false);
    expect(d.map.walls).toEqual([[2, 3, 6, 3]]);
  });

  it('keeps a wall along square edges by the drag’s larger stretch', () => {
    const d = wallDriver();
    // Mostly down, a little right: vertical, at the press's column, though the pointer's nearest
    // vertex is a column over.
    d.drag([
      [2.1, 1.1],
      [2.4, 3],
      [2.6, 4.9],
    ]);
    // Mostly right with a drift down: horizontal, at the press's row.
    d.drag([
      [1.2, 6.1],
      [3, 6.4],
      [4.1, 7.4],
    ]);
    expect(d.edits).toEqual([
      { type: 'addWalls', segments: [[2, 1, 2, 5]] },
      { type: 'addWalls', segments: [[1, 6, 4, 6]] },
    ]);
  });

  it('draws at any angle with Shift held, the ends still on vertices', () => {
    const d = wallDriver();
    d.drag(
      [
        [1.1, 1.1],
        [3, 2],
        [4.2, 3.1],
      ],
      { shift: true },
    );
    d.drag([
      [1.1, 5.1],
      [3, 6],
      [4.2, 7.1],
    ]);
    expect(d.edits).toEqual([
      { type: 'addWalls', segments: [[1, 1, 4, 3]] },
      { type: 'addWalls', segments: [[1, 5, 4, 5]] },
    ]);
  });

  it('reads Shift at every move: pressed mid-drag, the wall unlocks its angle', () => {
    const d = wallDriver();
    d.move(1, 1).down(1, 1).move(3, 2);
    expect(d.preview).toEqual({ segments: [[1, 1, 3, 1]], tone: 'add' });
    d.move(3, 2, { shift: true });
    expect(d.preview).toEqual({ segments: [[1, 1, 3, 2]], tone: 'add' });
    d.up(3, 2, { shift: true });
    expect(d.edits).toEqual([{ type: 'addWalls', segments: [[1, 1, 3, 2]] }]);
  });

  it('previews the wall under way as the pointer moves, then drops the preview on release', () => {
    const d = wallDriver();
    d.move(1, 1).down(1, 1).clear().move(3.2, 1.1);
    expect(d.preview).toEqual({ segments: [[1, 1, 3, 1]], tone: 'add' });
    expect(d.edits).toEqual([]);
    d.move(5.9, 1.3);
    expect(d.preview).toEqual({ segments: [[1, 1, 6, 1]], tone: 'add' });
    d.clear().up(5.9, 1.3);
    const previews = d.outputs.filter((o) => o.type === 'preview');
    expect(previews[0]).toEqual({ type: 'preview', preview: null });
  });

  it('refuses a wall off the map or without length: previewed as refused, never added', () => {
    const d = wallDriver();
    d.move(8, 2).down(8, 2).move(11.6, 2.2);
    expect(d.preview).toEqual({ segments: [[8, 2, 12, 2]], tone: 'refused' });
    d.up(11.6, 2.2);
    // A drag that snaps both ends to one vertex.
    d.move(3.1, 3.1).down(3.1, 3.1).move(3.3, 3.3);
    expect(d.preview).toEqual({ segments: [[3, 3, 3, 3]], tone: 'refused' });
    d.up(3.3, 3.3);
    expect(d.edits).toEqual([]);
    expect(d.map.walls).toEqual([]);
  });

  it('a wall along the map’s edge is on the map', () => {
    const d = wallDriver();
    d.drag([
      [-0.1, 0.1],
      [5, 0],
      [10.1, -0.1],
    ]);
    expect(d.edits).toEqual([{ type: 'addWalls', segments: [[0, 0, 10, 0]] }]);
  });

  it('takes a wall away on a click near it, previewed for erasing on hover', () => {
    const d = wallDriver([
      [0, 0, 5, 0],
      [2, 2, 2, 6],
    ]);
    d.move(2.15, 4);
    expect(d.preview).toEqual({ segments: [[2, 2, 2, 6]], tone: 'erase' });
    d.clear().down(2.15, 4).up(2.15, 4).expectToBeIn('wall.idle');
    expect(d.edits).toEqual([{ type: 'removeWalls', walls: [1] }]);
    expect(d.map.walls).toEqual([[0, 0, 5, 0]]);
    // The hover right after the click read the map before the edit: it must not mark the gone wall.
    expect(d.preview).toBeNull();
  });

  it('a click away from every wall changes nothing and draws nothing', () => {
    const d = wallDriver([[2, 2, 2, 6]]);
    d.move(2.3, 4);
    expect(d.preview).toBeNull();
    d.click(2.3, 4).click(6.5, 6.5);
    expect(d.edits).toEqual([]);
    expect(d.map.walls).toEqual([[2, 2, 2, 6]]);
  });

  it('Esc drops the drag under way: no wall, no preview', () => {
    const d = wallDriver();
    d.move(1, 1).down(1, 1).move(4, 1.2).expectToBeIn('wall.dragging');
    d.clear().cancel().expectToBeIn('wall.idle');
    expect(d.preview).toBeNull();
    d.up(4, 1.2);
    expect(d.edits).toEqual([]);
  });

  it('a drag the browser takes away adds nothing and drops its preview', () => {
    const d = wallDriver();
    d.move(1, 1).down(1, 1).move(4, 1.2).clear().pointerCancel().expectToBeIn('wall.idle');
    expect(d.preview).toBeNull();
    expect(d.edits).toEqual([]);
  });
});

describe('wallBetween', () => {
  it('breaks a drag exactly diagonal towards horizontal, and rounds -0 to 0', () => {
    expect(wallBetween([1, 1], [3, 3], false)).toEqual([1, 1, 3, 1]);
    expect(wallBetween([-0.2, 2], [-0.3, 5], false)).toEqual([0, 2, 0, 5]);
  });
});
