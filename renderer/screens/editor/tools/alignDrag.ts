import type { MapBackground } from '../../../../engine/skirmish.ts';
import type { MapPoint } from '../../../tools/toolChart.ts';

/** The side of the scale handle at the image's bottom-right corner, in squares (drawn and hit). */
export const ALIGN_HANDLE_SQUARES = 0.6;

/** The image's outline on the map, [left, top, width, height] in squares. */
export type ImageFrame = readonly [number, number, number, number];

/** What a press on the image takes hold of: the whole image (to move it) or its corner (to scale). */
export type AlignGrip = 'move' | 'scale';

/** Where the background image lies: its top-left at the offset, `pixelsPerSquare` pixels a square. */
export function imageFrame(
  background: MapBackground,
  pixels: readonly [number, number],
): ImageFrame {
  const { offset, pixelsPerSquare } = background;
  return [offset[0], offset[1], pixels[0] / pixelsPerSquare, pixels[1] / pixelsPerSquare];
}

/**
 * What a press at `point` holds: the handle first (it sits on the corner, half of it outside the
 * image, so a press just past the corner still scales), then the image itself; else nothing.
 */
export function gripAt(frame: ImageFrame, point: MapPoint): AlignGrip | null {
  const [left, top, width, height] = frame;
  const half = ALIGN_HANDLE_SQUARES / 2;
  const [x, y] = point;
  if (Math.abs(x - (left + width)) <= half && Math.abs(y - (top + height)) <= half) return 'scale';
  if (x >= left && x <= left + width && y >= top && y <= top + height) return 'move';
  return null;
}

/** The schema's bounds on pixels a square (engine/model/map.ts `backgroundSchema`). */
const PIXELS_A_SQUARE = { min: 1, max: 2048 } as const;

/**
 * The background laid as a drag from `origin` to `point` leaves it, from how it was at the press:
 * a move shifts the offset by the pointer's travel; a scale keeps the top-left corner where it is
 * and brings the bottom-right corner to where the pointer took it, the image's proportions kept
 * (the travel is projected on the image's diagonal), so only `pixelsPerSquare` changes. Values are
 * kept to hundredths, as the background panel's fields show them.
 */
export function draggedBackground(
  start: MapBackground,
  pixels: readonly [number, number],
  grip: AlignGrip,
  origin: MapPoint,
  point: MapPoint,
): MapBackground {
  const dx = point[0] - origin[0];
  const dy = point[1] - origin[1];
  if (grip === 'move')
    return {
      ...start,
      offset: [hundredths(start.offset[0] + dx), hundredths(start.offset[1] + dy)],
    };
  const [, , width, height] = imageFrame(start, pixels);
  // The corner's new place, from the top-left: the old diagonal plus the pointer's travel.
  const along = ((width + dx) * width + (height + dy) * height) / (width * width + height * height);
  const factor = Math.max(along, 1e-6);
  const pixelsPerSquare = Math.min(
    PIXELS_A_SQUARE.max,
    Math.max(PIXELS_A_SQUARE.min, hundredths(start.pixelsPerSquare / factor)),
  );
  return { ...start, pixelsPerSquare };
}

function hundredths(v: number): number {
  return Math.round(v * 100) / 100;
}
