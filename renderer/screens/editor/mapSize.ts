import { MAX_MAP_SIDE, mapSchema, type GameMap } from '../../../engine/skirmish.ts';

/**
 * Why a map size typed in a field cannot be, in words, or null when it can: each side a whole
 * number of squares from 1 to the engine's MAX_MAP_SIDE (engine/model/map.ts), the bound the map
 * schema holds every map to.
 */
export function mapSizeProblem(width: number, height: number): string | null {
  for (const [side, value] of [
    ['width', width],
    ['height', height],
  ] as const) {
    if (!Number.isFinite(value)) return `The map's ${side} must be a number of squares.`;
    if (!Number.isInteger(value)) return `The map's ${side} must be a whole number of squares.`;
    if (value < 1) return `The map's ${side} must be at least 1 square.`;
    if (value > MAX_MAP_SIDE)
      return `A map is at most ${MAX_MAP_SIDE} squares a side: a ${side} of ${value} is too large.`;
  }
  return null;
}

/** A side as typed: an empty field is no number (Number('') would make it 0). */
export function typedSide(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/** A blank map of that size (no terrain, walls or tokens), named "Untitled map". */
export function blankMap(width: number, height: number): GameMap {
  return mapSchema.parse({ name: 'Untitled map', size: [width, height] });
}
