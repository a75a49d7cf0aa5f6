import { describe, expect, it } from 'vitest';
import { ToolDriver, centre } from './toolDriver.ts';

/** The Measure tool (issue 12, item 2) through the one input chart: it only ever asks for a line. */
describe('the Measure tool', () => {
  it('press on a square and drag to another: pointing, dragging, then the line stays', () => {
    const t = new ToolDriver().use('measure');
    const a = centre([1, 9]);
    const b = centre([10, 9]);
    t.pointerMove(a.x, a.y).pointerDown(a.x, a.y).expectToBeIn('measure.pointing');
    t.pointerMove(a.x + 30, a.y).expectToBeIn('measure.dragging');
    t.pointerMove(b.x, b.y).pointerUp(b.x, b.y).expectToBeIn('measure.idle');
    expect(t.measures.at(-1)).toEqual({ from: [1, 9], to: [10, 9] });
    // Measured: the pointer wandering off does not move the second square.
    const c = centre([5, 5]);
    t.pointerMove(c.x, c.y);
    expect(t.measures.at(-1)).toEqual({ from: [1, 9], to: [10, 9] });
  });

  it('click one square, then another; between the two, the line follows the pointer', () => {
    const t = new ToolDriver().use('measure');
    const [a, b, c] = [centre([2, 2]), centre([6, 2]), centre([4, 7])];
    t.click(a.x, a.y);
    expect(t.measures.at(-1)).toEqual({ from: [2, 2], to: null });
    t.pointerMove(c.x, c.y);
    expect(t.measures.at(-1)).toEqual({ from: [2, 2], to: [4, 7] });
    t.click(b.x, b.y);
    expect(t.measures.at(-1)).toEqual({ from: [2, 2], to: [6, 2] });
    t.pointerMove(c.x, c.y);
    expect(t.measures.at(-1)).toEqual({ from: [2, 2], to: [6, 2] });
    // A third click starts a new measure from there.
    t.click(c.x, c.y);
    expect(t.measures.at(-1)).toEqual({ from: [4, 7], to: null });
  });

  it('a click off the map clears the line', () => {
    const t = new ToolDriver().use('measure');
    const a = centre([2, 2]);
    t.click(a.x, a.y).click(-5, -5);
    expect(t.measures.at(-1)).toEqual({ from: null, to: null });
  });

  it('never pans on a primary drag, never clicks for the table; a right drag still pans', () => {
    const t = new ToolDriver().use('measure');
    t.pointerDown(20, 20).pointerMove(300, 20).pointerUp(300, 20);
    expect(t.view).toEqual({ x: 0, y: 0, scale: 1 });
    expect(t.play).toEqual([]);
    t.pointerDown(20, 20, 2).expectToBeIn('measure.panning').pointerMove(30, 20).pointerUp(30, 20);
    expect(t.view.x).toBe(10);
    expect(t.measures.at(-1)).toEqual({ from: [0, 0], to: [7, 0] });
  });

  it('picking the play tool mid-drag cancels the drag and takes the line away', () => {
    const t = new ToolDriver().use('measure');
    t.pointerDown(20, 20).pointerMove(300, 20).expectToBeIn('measure.dragging');
    t.use('play').expectToBeIn('play.idle');
    expect(t.measures.at(-1)).toEqual({ from: null, to: null });
    expect([...t.captured]).toEqual([]);
    // The play tool hears the pointer now; the Measure tool, picked again, starts afresh.
    t.pointerUp(300, 20);
    t.use('measure').expectToBeIn('measure.idle');
    t.pointerMove(60, 20);
    expect(t.measures.at(-1)).toEqual({ from: null, to: null });
  });

  it('the play tool, put down, lets its hover go, so no path is left on the board', () => {
    const t = new ToolDriver();
    t.pointerMove(50, 50).use('measure');
    expect(t.play).toEqual([
      { type: 'hover', square: [1, 1] },
      { type: 'hover', square: null },
    ]);
  });
});
