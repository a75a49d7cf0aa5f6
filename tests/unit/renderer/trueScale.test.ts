import { describe, expect, it } from 'vitest';
import { CELL } from '../../../renderer/board/boardUnits.ts';
import {
  checkDiagonal,
  checkSquare,
  cssPixelsPerInch,
  diagonalFromRuler,
  screenPixelsOf,
  trueScaleView,
} from '../../../renderer/players/trueScale.ts';

describe('true scale for miniatures (issue 11, item 6)', () => {
  it('finds the pixels per inch of a screen from its diagonal', () => {
    // A 24-inch 1920×1080 monitor: 2203 pixels along a 24-inch diagonal.
    expect(cssPixelsPerInch(24, { width: 1920, height: 1080 }, 1)).toBeCloseTo(91.79, 2);
    // A 3-4-5 screen: 4000 pixels across 40 inches is 100 per inch.
    expect(cssPixelsPerInch(40, { width: 2400, height: 3200 }, 1)).toBeCloseTo(100, 9);
  });

  it('counts CSS pixels: a 4K TV at ratio 2 has the CSS pixels per inch of the same TV in 1080p', () => {
    const uhd = cssPixelsPerInch(55, { width: 3840, height: 2160 }, 2);
    const hd = cssPixelsPerInch(55, { width: 1920, height: 1080 }, 1);
    expect(uhd).toBeCloseTo(hd, 9);
    expect(cssPixelsPerInch(55, { width: 3840, height: 2160 }, 1)).toBeCloseTo(2 * hd, 9);
  });

  it('reads the screen in device pixels', () => {
    expect(
      screenPixelsOf({ screen: { width: 1920, height: 1080 } as Screen, devicePixelRatio: 2 }),
    ).toEqual({
      width: 3840,
      height: 2160,
    });
  });

  it('refuses a diagonal or a square outside its bounds, with the allowed range', () => {
    expect(checkDiagonal(10)).toEqual({ ok: true, value: 10 });
    expect(checkDiagonal(120)).toEqual({ ok: true, value: 120 });
    expect(checkDiagonal(9.9)).toEqual({
      ok: false,
      message: "The screen's diagonal must be between 10 and 120 inches.",
    });
    expect(checkDiagonal(121).ok).toBe(false);
    expect(checkDiagonal(Number.NaN).ok).toBe(false);
    expect(checkSquare(0.5).ok).toBe(true);
    expect(checkSquare(3).ok).toBe(true);
    expect(checkSquare(0.4)).toEqual({
      ok: false,
      message: 'A square must be between 0.5 and 3 inches.',
    });
    expect(checkSquare(3.5).ok).toBe(false);
  });

  it('turns a box matched to a ruler into the diagonal that gives the same pixels per inch', () => {
    const screen = { width: 1920, height: 1080 };
    // A box of 183.6 px measured 2 inches: 91.8 px per inch, the 24-inch monitor's.
    const diagonal = diagonalFromRuler(183.58, 2, screen, 1);
    expect(diagonal).toBeCloseTo(24, 1);
    expect(cssPixelsPerInch(diagonal, screen, 1) * 2).toBeCloseTo(183.58, 6);
  });

  it('draws a square at the chosen size, centred where asked', () => {
    const view = trueScaleView(100, 1.5, [10.5, 4.5], { width: 1000, height: 600 });
    // One square is 150 CSS pixels.
    expect(CELL * view.scale).toBeCloseTo(150, 9);
    // The centre of square [10, 4] lands in the middle of the viewport.
    expect(10.5 * CELL * view.scale + view.x).toBeCloseTo(500, 9);
    expect(4.5 * CELL * view.scale + view.y).toBeCloseTo(300, 9);
  });
});
