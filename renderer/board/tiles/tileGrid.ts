import { CELL } from '../boardUnits.ts';

/**
 * The tile grid of the static board, as plain numbers (tested without a canvas). A tile is a
 * square block of map squares drawn once into a texture at the screen's own pixel density, so the
 * texture lands on the screen texel for pixel, exactly as the shapes would have been drawn.
 */

/** A rectangle in world units (CELL a square), from (x0, y0) to (x1, y1), x1 > x0, y1 > y0. */
export interface WorldRect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** How a tile's texture is drawn: device pixels per world unit and the screen's sub-pixel phase. */
export interface TileRaster {
  /** Device pixels per world unit: the view's scale times the device pixel ratio. */
  resolution: number;
  /** Where world x = 0 falls inside a device pixel, in [0, 1); likewise y. */
  phaseX: number;
  phaseY: number;
}

/** Tiles are at least this many device pixels wide (and under twice that): few, but not huge. */
export const TILE_MIN_PIXELS = 256;

/**
 * How many squares a tile's side spans at a resolution: a power of two, the smallest that makes
 * the tile at least TILE_MIN_PIXELS wide. Zoomed out, a tile spans more of the map, so the number
 * of tiles on screen stays about the same at any zoom.
 */
export function tileSquares(resolution: number): number {
  const squares = TILE_MIN_PIXELS / (CELL * resolution);
  return squares <= 1 ? 1 : 2 ** Math.ceil(Math.log2(squares) - 1e-9);
}

/** The fractional part, folded so that 0.9999999 (a rounding error) reads as 0. */
function phase(value: number): number {
  const f = value - Math.floor(value);
  return f > 1 - 1e-6 ? 0 : f;
}

/** The raster of a view: its scale × the device pixel ratio, and its offset's sub-pixel phase. */
export function rasterOf(
  view: { x: number; y: number; scale: number },
  pixelRatio: number,
): TileRaster {
  return {
    resolution: view.scale * pixelRatio,
    phaseX: phase(view.x * pixelRatio),
    phaseY: phase(view.y * pixelRatio),
  };
}

export function sameRaster(a: TileRaster, b: TileRaster): boolean {
  const near = (p: number, q: number) => {
    const d = Math.abs(p - q);
    return Math.min(d, 1 - d) < 1e-4;
  };
  return (
    Math.abs(a.resolution - b.resolution) < 1e-9 * a.resolution &&
    near(a.phaseX, b.phaseX) &&
    near(a.phaseY, b.phaseY)
  );
}

/** A tile: column i and row j of the grid whose tiles span `squares` squares each. */
export interface TileId {
  squares: number;
  i: number;
  j: number;
}

export function tileKey({ squares, i, j }: TileId): string {
  return `${squares}:${i}:${j}`;
}

/**
 * A tile's texture in device pixels: from the pixel where its first square starts to the pixel
 * where the next tile starts, so neighbours abut on the pixel grid, and the world position of that
 * first pixel's corner. A tile on the map's edge reaches `margin` world units past it, for the
 * strokes and labels that overhang the edge.
 */
export function tilePixels(
  tile: TileId,
  raster: TileRaster,
  mapSquares: readonly [number, number],
  margin: number,
): { px: number; py: number; width: number; height: number; world: WorldRect } {
  const { resolution: r, phaseX, phaseY } = raster;
  const side = tile.squares * CELL;
  const span = (index: number, count: number, phase: number) => {
    const start = index === 0 ? -margin : index * side;
    const end = (index + 1) * tile.squares >= count ? count * CELL + margin : (index + 1) * side;
    const p0 = Math.floor(start * r + phase);
    const p1 = Math.floor(end * r + phase);
    return { p0, p1, w0: (p0 - phase) / r, w1: (p1 - phase) / r };
  };
  const x = span(tile.i, mapSquares[0], phaseX);
  const y = span(tile.j, mapSquares[1], phaseY);
  return {
    px: x.p0,
    py: y.p0,
    width: Math.max(1, x.p1 - x.p0),
    height: Math.max(1, y.p1 - y.p0),
    world: { x0: x.w0, y0: y.w0, x1: x.w1, y1: y.w1 },
  };
}

/**
 * The tiles of the map that a world rectangle (say, what the screen shows) touches, counting the
 * edge tiles' overhang of `margin` world units past the map.
 */
export function tilesIn(
  rect: WorldRect,
  squares: number,
  mapSquares: readonly [number, number],
  margin = 0,
): TileId[] {
  const side = squares * CELL;
  const [w, h] = mapSquares;
  if (rect.x1 <= -margin || rect.y1 <= -margin) return [];
  if (rect.x0 >= w * CELL + margin || rect.y0 >= h * CELL + margin) return [];
  const columns = Math.ceil(w / squares);
  const rows = Math.ceil(h / squares);
  const clamp = (index: number, n: number) => Math.min(n - 1, Math.max(0, index));
  // The rectangle's far edges are not in it: a square ending on a tile's edge is not in the next.
  const first = (v: number, n: number) => clamp(Math.floor(v / side), n);
  const last = (v: number, n: number) => clamp(Math.ceil(v / side) - 1, n);
  const tiles: TileId[] = [];
  for (let j = first(rect.y0, rows); j <= last(rect.y1, rows); j++)
    for (let i = first(rect.x0, columns); i <= last(rect.x1, columns); i++)
      tiles.push({ squares, i, j });
  return tiles;
}

/** The world rectangle the screen shows under a view. */
export function visibleWorld(
  view: { x: number; y: number; scale: number },
  screen: { width: number; height: number },
): WorldRect {
  return {
    x0: -view.x / view.scale,
    y0: -view.y / view.scale,
    x1: (screen.width - view.x) / view.scale,
    y1: (screen.height - view.y) / view.scale,
  };
}

export function intersects(a: WorldRect, b: WorldRect): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}
