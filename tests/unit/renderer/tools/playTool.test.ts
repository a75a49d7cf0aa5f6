import { describe, expect, it } from 'vitest';
import { DRAG_THRESHOLD_PX, ToolDriver, centre } from './toolDriver.ts';

/**
 * The play tool through the one input chart (renderer/tools/toolChart.ts): what a press was — a
 * click for the table, or a drag that pans — is decided there, by a threshold in screen pixels.
 */
describe('the play tool: click versus drag, decided in one chart', () => {
  it('a click is pointing, then a click for the table, and does not pan', () => {
    const t = new ToolDriver();
    const at = centre([3, 4]);
    t.expectToBeIn('play.idle').pointerMove(at.x, at.y).pointerDown(at.x, at.y);
    t.expectToBeIn('play.pointing');
    t.pointerUp().expectToBeIn('play.idle');
    expect(t.clicks).toEqual([{ type: 'click', square: [3, 4] }]);
    expect(t.view).toEqual({ x: 0, y: 0, scale: 1 });
  });

  it('a hand that wobbles within the threshold still clicks, and still does not pan', () => {
    const t = new ToolDriver();
    const at = centre([3, 4]);
    t.pointerDown(at.x, at.y).pointerMove(at.x + DRAG_THRESHOLD_PX, at.y);
    t.expectToBeIn('play.pointing').pointerUp();
    expect(t.clicks).toHaveLength(1);
    expect(t.view).toEqual({ x: 0, y: 0, scale: 1 });
  });

  it('a drag past the threshold pans the map by the whole drag, and is no click', () => {
    const t = new ToolDriver();
    t.pointerDown(100, 100).pointerMove(100 + DRAG_THRESHOLD_PX + 1, 100);
    t.expectToBeIn('play.dragging');
    t.pointerMove(220, 40).pointerUp(220, 40).expectToBeIn('play.idle');
    // The map follows the pointer from where it was pressed, not from where the drag was noticed.
    expect(t.view).toEqual({ x: 120, y: -60, scale: 1 });
    expect(t.clicks).toEqual([]);
  });

  it('a drag that comes back inside the threshold is still a drag: no click on release', () => {
    const t = new ToolDriver();
    t.pointerDown(100, 100).pointerMove(130, 100).pointerMove(101, 100);
    t.expectToBeIn('play.dragging').pointerUp(101, 100);
    expect(t.clicks).toEqual([]);
    expect(t.view).toEqual({ x: 1, y: 0, scale: 1 });
  });

  it('a right or middle press pans from its first pixel and never clicks', () => {
    for (const button of [1, 2]) {
      const t = new ToolDriver();
      t.pointerDown(100, 100, button).expectToBeIn('play.panning');
      t.pointerMove(102, 103).pointerUp(102, 103).expectToBeIn('play.idle');
      expect(t.view, `button ${button}`).toEqual({ x: 2, y: 3, scale: 1 });
      // A right or middle click that does not move does nothing at all.
      t.click(50, 50, button);
      expect(t.clicks, `button ${button}`).toEqual([]);
    }
  });

  it('with Space held, a primary drag pans and a press is no click', () => {
    const t = new ToolDriver();
    t.space(true).pointerDown(100, 100).expectToBeIn('play.panning');
    t.pointerMove(90, 100).pointerUp(90, 100);
    expect(t.view.x).toBe(-10);
    expect(t.clicks).toEqual([]);
    t.space(false).click(100, 100);
    expect(t.clicks).toHaveLength(1);
  });

  it('captures the pointer while pressed, and shows the grabbing hand while it pans', () => {
    const t = new ToolDriver();
    t.pointerDown(100, 100);
    expect([...t.captured]).toEqual([1]);
    expect(t.cursor).toBe('');
    t.pointerMove(120, 100);
    expect(t.cursor).toBe('grabbing');
    t.pointerUp();
    expect([...t.captured]).toEqual([]);
    expect(t.cursor).toBe('');
  });

  it('a cancelled press is neither a click nor the rest of a drag', () => {
    const t = new ToolDriver();
    t.pointerDown(100, 100).pointerCancel().expectToBeIn('play.idle');
    t.pointerMove(200, 200);
    expect(t.clicks).toEqual([]);
    expect(t.view).toEqual({ x: 0, y: 0, scale: 1 });
    expect([...t.captured]).toEqual([]);
  });

  it('tells the table the square under the pointer once per square, not once per pixel', () => {
    const t = new ToolDriver();
    t.pointerMove(5, 5).pointerMove(6, 7).pointerMove(39, 39).pointerMove(41, 5);
    expect(t.play).toEqual([
      { type: 'hover', square: [0, 0] },
      { type: 'hover', square: [1, 0] },
    ]);
  });

  it('a click off the map is still a click, with no square (it lets a resolved attack go)', () => {
    const t = new ToolDriver();
    t.click(-10, 50);
    expect(t.clicks).toEqual([{ type: 'click', square: null }]);
  });
});
