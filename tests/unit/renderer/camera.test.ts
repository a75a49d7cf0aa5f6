import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ZOOM_LIMITS,
  fitView,
  panBy,
  screenToWorld,
  worldToScreen,
  zoomAt,
} from '../../../renderer/board/camera.ts';

describe('the board camera', () => {
  it('fits a world rectangle centred in the screen, inside the margin', () => {
    const view = fitView({ x: 0, y: 0, width: 1000, height: 500 }, { width: 532, height: 400 }, 16);
    expect(view.scale).toBeCloseTo(0.5);
    expect(worldToScreen(view, { x: 500, y: 250 })).toEqual({ x: 266, y: 200 });
    expect(worldToScreen(view, { x: 0, y: 0 }).x).toBeCloseTo(16);
  });

  it('keeps the world point under the pointer in place when zooming', () => {
    fc.assert(
      fc.property(
        fc.record({
          x: fc.double({ min: -2000, max: 2000, noNaN: true }),
          y: fc.double({ min: -2000, max: 2000, noNaN: true }),
          scale: fc.double({ min: 0.1, max: 4, noNaN: true }),
        }),
        fc.double({ min: 0.5, max: 1.5, noNaN: true }),
        fc.record({
          x: fc.double({ min: 0, max: 1920, noNaN: true }),
          y: fc.double({ min: 0, max: 1080, noNaN: true }),
        }),
        (view, factor, anchor) => {
          const before = screenToWorld(view, anchor);
          const after = screenToWorld(zoomAt(view, factor, anchor), anchor);
          expect(after.x).toBeCloseTo(before.x, 6);
          expect(after.y).toBeCloseTo(before.y, 6);
        },
      ),
    );
  });

  it('never zooms past its limits', () => {
    let view = { x: 0, y: 0, scale: 1 };
    for (let i = 0; i < 100; i++) view = zoomAt(view, 2, { x: 10, y: 10 });
    expect(view.scale).toBe(ZOOM_LIMITS.max);
    for (let i = 0; i < 100; i++) view = zoomAt(view, 0.5, { x: 10, y: 10 });
    expect(view.scale).toBe(ZOOM_LIMITS.min);
  });

  it('pans by screen pixels, whatever the zoom', () => {
    expect(panBy({ x: 5, y: 6, scale: 3 }, 10, -4)).toEqual({ x: 15, y: 2, scale: 3 });
  });
});
