import { PROJECTOR_SCALE_LIMITS } from '../../engine/core.ts';
import { CELL } from '../board/boardUnits.ts';
import type { View } from '../board/camera.ts';

/**
 * True scale for miniatures (issue 11, item 6), as plain numbers: how many CSS pixels make an inch
 * on a screen, from its diagonal, and the camera that draws one square at a chosen size there.
 */

/** A screen's size in device pixels (what its maker states: 1920×1080, 3840×2160). */
export interface ScreenPixels {
  width: number;
  height: number;
}

/**
 * CSS pixels per inch on a screen of `diagonalInches`, `pixels` in device pixels, showing the page
 * at `devicePixelRatio` device pixels per CSS pixel: a 4K TV at ratio 2 has as many CSS pixels
 * per inch as the same TV in 1080p at ratio 1.
 */
export function cssPixelsPerInch(
  diagonalInches: number,
  pixels: ScreenPixels,
  devicePixelRatio: number,
): number {
  return Math.hypot(pixels.width, pixels.height) / diagonalInches / devicePixelRatio;
}

/** The screen the page is on, in device pixels (window.screen is in CSS pixels). */
export function screenPixelsOf(win: Pick<Window, 'screen' | 'devicePixelRatio'>): ScreenPixels {
  const ratio = win.devicePixelRatio || 1;
  return {
    width: Math.round(win.screen.width * ratio),
    height: Math.round(win.screen.height * ratio),
  };
}

export type Checked = { ok: true; value: number } | { ok: false; message: string };

function inRange(value: number, range: { min: number; max: number }, what: string): Checked {
  if (!Number.isFinite(value) || value < range.min || value > range.max)
    return { ok: false, message: `${what} must be between ${range.min} and ${range.max} inches.` };
  return { ok: true, value };
}

/** A typed diagonal, refused outside 10–120 inches with the allowed range. */
export function checkDiagonal(inches: number): Checked {
  return inRange(inches, PROJECTOR_SCALE_LIMITS.diagonalInches, "The screen's diagonal");
}

/** A chosen square size, refused outside 0.5–3 inches with the allowed range. */
export function checkSquare(inches: number): Checked {
  return inRange(inches, PROJECTOR_SCALE_LIMITS.squareInches, 'A square');
}

/**
 * The diagonal of a screen on which a box `boxPixels` CSS pixels wide measures `rulerInches`
 * on a ruler: the ruler calibration, put in the same terms as a typed diagonal.
 */
export function diagonalFromRuler(
  boxPixels: number,
  rulerInches: number,
  pixels: ScreenPixels,
  devicePixelRatio: number,
): number {
  const perInch = boxPixels / rulerInches;
  return Math.hypot(pixels.width, pixels.height) / devicePixelRatio / perInch;
}

/**
 * The camera that draws one square as `squareInches` at `pixelsPerInch`, with the square centre
 * `centre` (in squares) at the middle of a viewport of `viewport` CSS pixels.
 */
export function trueScaleView(
  pixelsPerInch: number,
  squareInches: number,
  centre: readonly [number, number],
  viewport: { width: number; height: number },
): View {
  const scale = (pixelsPerInch * squareInches) / CELL;
  return {
    scale,
    x: viewport.width / 2 - centre[0] * CELL * scale,
    y: viewport.height / 2 - centre[1] * CELL * scale,
  };
}
