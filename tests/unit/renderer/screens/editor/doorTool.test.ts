import { describe, expect, it } from 'vitest';
import type { GameMap } from '../../../../../engine/index.ts';
import { BarrierToolDriver, blankMap } from './barrierToolDriver.ts';

/** The door tool (issue 12, item 2): doors and windows on square edges (G2), doors opened (M3). */
describe('the door tool', () => {
  const doorDriver = (extra: Partial<GameMap> = {}) =>
    new BarrierToolDriver(blankMap([10, 8], extra)).use('door');

  it('previews the square edge nearest the pointer (G2)', () => {
    const d = doorDriver();
    d.move(3.5, 2.1);
    expect(d.preview).toEqual({ segments: [[3, 2, 4, 2]], tone: 'add' });
    d.move(3.9, 2.5);
    expect(d.preview).toEqual({ segments: [[4, 2, 4, 3]], tone: 'add' });
    d.move(3.4, 2.8);
    expect(d.preview).toEqual({ segments: [[3, 3, 4, 3]], tone: 'add' });
  });

  it('sets a closed door on the clicked edge, or a window as the options say', () => {
    const d = doorDriver();
    d.click(3.5, 2.1).expectToBeIn('door.idle');
    d.options = { ...d.options, barrier: 'window' };
    d.click(0.1, 5.5);
    expect(d.edits).toEqual([
      { type: 'addDoor', at: [3, 2, 4, 2] },
      { type: 'addWindow', at: [0, 5, 0, 6] },
    ]);
    expect(d.map.doors).toEqual([{ at: [3, 2, 4, 2], open: false }]);
    expect(d.map.windows).toEqual([[0, 5, 0, 6]]);
  });

  it('sets a door in a wall, the engine cutting the wall around it', () => {
    const d = doorDriver({ walls: [[1, 2, 6, 2]] });
    d.click(3.5, 1.95);
    expect(d.refusals).toEqual([]);
    expect(d.map.doors).toEqual([{ at: [3, 2, 4, 2], open: false }]);
    expect(d.map.walls).toEqual([
      [1, 2, 3, 2],
      [4, 2, 6, 2],
    ]);
  });

  it('takes away the door or the window on a clicked edge, previewed for erasing', () => {
    const d = doorDriver({
      doors: [{ at: [3, 2, 4, 2], open: false }],
      windows: [[5, 0, 5, 1]],
    });
    d.move(3.5, 2.1);
    expect(d.preview).toEqual({ segments: [[3, 2, 4, 2]], tone: 'erase' });
    d.clear().down(3.5, 2.1).up(3.5, 2.1);
    // The hover after the click read the map before the edit: it must not preview the gone door.
    expect(d.preview).toBeNull();
    d.click(4.9, 0.5);
    expect(d.edits).toEqual([
      { type: 'removeDoors', doors: [0] },
      { type: 'removeWindows', windows: [0] },
    ]);
    expect(d.map.doors).toEqual([]);
    expect(d.map.windows).toEqual([]);
  });

  it('finds an imported door straddling two edges, and takes it away', () => {
    // The UVTT fixture's door [9.5, 14, 10.5, 14] lies on a grid line but off the square edges.
    const d = new BarrierToolDriver(
      blankMap([20, 20], { doors: [{ at: [9.5, 14, 10.5, 14], open: true }] }),
    ).use('door');
    d.move(9.2, 13.9);
    expect(d.preview).toEqual({ segments: [[9.5, 14, 10.5, 14]], tone: 'erase' });
    d.click(10.8, 14.1);
    expect(d.edits).toEqual([{ type: 'removeDoors', doors: [0] }]);
  });

  it('takes a door and a window sharing an edge away together, as one undo step', () => {
    const d = doorDriver({
      doors: [{ at: [3, 2, 4, 2], open: false }],
      windows: [[3, 2, 4, 2]],
    });
    d.click(3.5, 2.1);
    expect(d.outputs.filter((o) => o.type === 'gesture' || o.type === 'edit')).toEqual([
      { type: 'gesture', phase: 'begin' },
      { type: 'edit', action: { type: 'removeDoors', doors: [0] } },
      { type: 'edit', action: { type: 'removeWindows', windows: [0] } },
      { type: 'gesture', phase: 'end' },
    ]);
  });

  it('opens and closes a door on Alt+click (M3), and does nothing so elsewhere', () => {
    const d = doorDriver({
      doors: [{ at: [3, 2, 4, 2], open: false }],
      windows: [[5, 0, 5, 1]],
    });
    d.move(3.5, 2.1, { alt: true });
    expect(d.preview).toEqual({ segments: [[3, 2, 4, 2]], tone: 'add' });
    d.click(3.5, 2.1, { alt: true });
    expect(d.map.doors).toEqual([{ at: [3, 2, 4, 2], open: true }]);
    d.click(3.5, 2.1, { alt: true });
    expect(d.map.doors).toEqual([{ at: [3, 2, 4, 2], open: false }]);
    // Alt on a window or a bare edge: refused in the preview, no edit.
    d.move(4.9, 0.5, { alt: true });
    expect(d.preview).toEqual({ segments: [[5, 0, 5, 1]], tone: 'refused' });
    d.click(4.9, 0.5, { alt: true }).click(7.5, 7.1, { alt: true });
    expect(d.edits).toEqual([
      { type: 'toggleDoor', door: 0 },
      { type: 'toggleDoor', door: 0 },
    ]);
  });

  it('refuses an edge off the map in the preview, and a click there sets nothing', () => {
    const d = doorDriver();
    d.move(10.9, 3.5);
    expect(d.preview).toEqual({ segments: [[11, 3, 11, 4]], tone: 'refused' });
    d.click(10.9, 3.5);
    // The map's own border is an edge like any other.
    d.click(9.9, 3.5);
    expect(d.edits).toEqual([{ type: 'addDoor', at: [10, 3, 10, 4] }]);
  });

  it('a drag sets nothing and drops the preview until the release', () => {
    const d = doorDriver();
    d.move(3.5, 2.1).down(3.5, 2.1).move(5.5, 2.1).expectToBeIn('door.dragging');
    expect(d.preview).toBeNull();
    d.up(5.5, 2.1).expectToBeIn('door.idle');
    expect(d.edits).toEqual([]);
    expect(d.preview).toEqual({ segments: [[5, 2, 6, 2]], tone: 'add' });
  });

  it('forgets its preview when another tool is picked', () => {
    const d = doorDriver();
    d.move(3.5, 2.1).clear().use('wall');
    expect(d.preview).toBeNull();
  });
});
