/**
 * Zoomed far out, some of the board's detail is smaller than a pixel: a plank seam 2 units wide
 * is a twelfth of a pixel at the smallest zoom, a store name under one pixel high. Drawn, such
 * detail only flecks a sample here and there (moiré, not information), and over a 500×500 map it
 * is most of the drawing. So a stroke narrower than a quarter of a device pixel and a label lower
 * than 3 device pixels are left out; at any zoom where they can be seen they are drawn as ever.
 */
export const MIN_STROKE_PIXELS = 0.25;
export const MIN_LABEL_PIXELS = 3;

/** Whether a stroke `width` world units wide is drawn at `resolution` device pixels a unit. */
export function strokeShown(width: number, resolution: number): boolean {
  return width * resolution >= MIN_STROKE_PIXELS;
}

/** Whether a label of `fontSize` world units is drawn at `resolution` device pixels a unit. */
export function labelShown(fontSize: number, resolution: number): boolean {
  return fontSize * resolution >= MIN_LABEL_PIXELS;
}

/** The strokes and labels the static layers may leave out, by their size in world units. */
const STROKES = [1.5, 2, 3] as const;
const LABELS = [16, 22] as const;

/** Which of the static layers' details a resolution draws: equal keys, equal drawings. */
export function detailKey(resolution: number): string {
  return [
    ...STROKES.map((w) => (strokeShown(w, resolution) ? 's' : '-')),
    ...LABELS.map((f) => (labelShown(f, resolution) ? 'l' : '-')),
  ].join('');
}
