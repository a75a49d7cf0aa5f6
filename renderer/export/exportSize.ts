/**
 * How big a board export may be (issue 12, item 6). 16,384 px is the side every current browser
 * canvas and image viewer opens; a larger file would be written and then refused by whatever the
 * Dealer opens it with, so it is refused here, in words, with the size that would fit.
 */
export const MAX_EXPORT_SIDE = 16_384;
/** A square drawn smaller than this shows nothing a table can read; larger is a poster. */
export const PIXELS_PER_SQUARE = { min: 8, max: 512 } as const;

export type ExportSize =
  { ok: true; width: number; height: number } | { ok: false; reason: string };

/** The export's size in pixels for a map of `size` squares at `perSquare` pixels each. */
export function exportSize(size: readonly [number, number], perSquare: number): ExportSize {
  const { min, max } = PIXELS_PER_SQUARE;
  if (!Number.isInteger(perSquare) || perSquare < min || perSquare > max)
    return { ok: false, reason: `Pixels per square must be a whole number from ${min} to ${max}.` };
  const [w, h] = size;
  const width = w * perSquare;
  const height = h * perSquare;
  if (width > MAX_EXPORT_SIDE || height > MAX_EXPORT_SIDE) {
    const fits = Math.floor(MAX_EXPORT_SIDE / Math.max(w, h));
    const advice =
      fits >= min ? `at most ${fits} px a square fits this ${w}×${h} map` : 'this map is too big';
    return {
      ok: false,
      reason:
        `The image would be ${width.toLocaleString('en')} × ${height.toLocaleString('en')} px; ` +
        `the largest is ${MAX_EXPORT_SIDE.toLocaleString('en')} px a side, so ${advice}.`,
    };
  }
  return { ok: true, width, height };
}
