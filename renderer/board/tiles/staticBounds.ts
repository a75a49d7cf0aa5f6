import type { Segment } from '../../../engine/core.ts';
import type { CoverObject, GameMap } from '../../../engine/skirmish.ts';
import { CELL, squareBounds } from '../boardUnits.ts';
import type { WorldRect } from './tileGrid.ts';

/**
 * Where each static thing the board draws can put ink, in world units: the shape itself plus the
 * half-width of its strokes, its caps and its label. A tile draws every thing whose bounds meet
 * it, and an edit redraws the tiles the bounds of what changed meet, so a bound may be generous,
 * never short. Pure, so the tile diffing is tested without a canvas.
 */

type Square = readonly [number, number];
type Building = GameMap['buildings'][number];
type Door = GameMap['doors'][number];

/** The widest stroke of each kind, halved (see wallLayer.ts), and a little over. */
export const WALL_REACH = 5;
export const WINDOW_REACH = 6;
export const CLOSED_DOOR_REACH = 9;
/** An open door's leaf (round cap) and the hinges drawn at both ends. */
export const OPEN_DOOR_REACH = 6;
/** The rank triangle: 30 units, 4 in from the square's corner, with a 3-unit border and its label. */
export const RANK_MARK = { inset: 4, size: 30, reach: 3 } as const;
/** The store name along a building's front wall (buildingLayer.ts): 22-unit bold, stroked. */
export const BUILDING_NAME = { fontSize: 22, top: 22 } as const;

export function segmentBounds([x1, y1, x2, y2]: Segment, reach: number): WorldRect {
  return {
    x0: Math.min(x1, x2) * CELL - reach,
    y0: Math.min(y1, y2) * CELL - reach,
    x1: Math.max(x1, x2) * CELL + reach,
    y1: Math.max(y1, y2) * CELL + reach,
  };
}

/** A door, open or shut: an open leaf swings a quarter turn about the first end (wallLayer.ts). */
export function doorBounds(door: Door): WorldRect {
  if (!door.open) return segmentBounds(door.at, CLOSED_DOOR_REACH);
  const [x1, y1, x2, y2] = door.at;
  const radius = Math.hypot(x2 - x1, y2 - y1) * CELL + OPEN_DOOR_REACH;
  return union(segmentBounds(door.at, OPEN_DOOR_REACH), {
    x0: x1 * CELL - radius,
    y0: y1 * CELL - radius,
    x1: x1 * CELL + radius,
    y1: y1 * CELL + radius,
  });
}

export function squareRect([x, y]: Square, reach = 0): WorldRect {
  return {
    x0: x * CELL - reach,
    y0: y * CELL - reach,
    x1: (x + 1) * CELL + reach,
    y1: (y + 1) * CELL + reach,
  };
}

export function squaresRect(squares: readonly Square[], reach = 0): WorldRect | null {
  if (squares.length === 0) return null;
  const b = squareBounds(squares);
  return {
    x0: b.minX * CELL - reach,
    y0: b.minY * CELL - reach,
    x1: (b.maxX + 1) * CELL + reach,
    y1: (b.maxY + 1) * CELL + reach,
  };
}

/** A cover object's sprite fills its squares' box, upright or turned (coverLayer.ts). */
export function coverBounds(object: CoverObject): WorldRect {
  return squaresRect(object.squares)!;
}

/**
 * Where a building's name sits: centred across the building, just inside its front wall. Its
 * width is not known before the text is laid out, so it is bounded from above: no glyph of a
 * 22-unit bold face with 1 unit of letter spacing and a 5-unit stroke is wider than 18 units.
 */
export function buildingNameAnchor(building: Building): { x: number; y: number } | null {
  if (building.squares.length === 0) return null;
  const b = squareBounds(building.squares);
  return { x: ((b.minX + b.maxX + 1) / 2) * CELL, y: b.minY * CELL + BUILDING_NAME.top };
}

export function buildingBounds(building: Building): WorldRect | null {
  const area = squaresRect([...building.squares, ...building.boardwalk]);
  const anchor = buildingNameAnchor(building);
  if (!anchor) return area;
  const halfWidth = (building.name.length * 18 + 24) / 2;
  const halfHeight = BUILDING_NAME.fontSize;
  const name = {
    x0: anchor.x - halfWidth,
    y0: anchor.y - halfHeight,
    x1: anchor.x + halfWidth,
    y1: anchor.y + halfHeight,
  };
  return area ? union(area, name) : name;
}

/** The square a raised area's rank triangle stands on: its top row's leftmost square. */
export function rankMarkSquare(squares: readonly Square[]): Square | null {
  let best: Square | null = null;
  for (const s of squares)
    if (!best || s[1] < best[1] || (s[1] === best[1] && s[0] < best[0])) best = s;
  return best;
}

export function rankMarkBounds(square: Square): WorldRect {
  const left = square[0] * CELL + RANK_MARK.inset;
  const top = square[1] * CELL + RANK_MARK.inset;
  return {
    x0: left - RANK_MARK.reach,
    y0: top - RANK_MARK.reach,
    x1: left + RANK_MARK.size + RANK_MARK.reach,
    y1: top + RANK_MARK.size + RANK_MARK.reach,
  };
}

/** The outline where a raised square meets lower ground: 3 units wide on the square's edges. */
export const RANK_EDGE_REACH = 2;

export function union(a: WorldRect, b: WorldRect): WorldRect {
  return {
    x0: Math.min(a.x0, b.x0),
    y0: Math.min(a.y0, b.y0),
    x1: Math.max(a.x1, b.x1),
    y1: Math.max(a.y1, b.y1),
  };
}
