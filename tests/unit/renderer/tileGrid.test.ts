import { describe, expect, it } from 'vitest';
import { CELL } from '../../../renderer/board/boardUnits.ts';
import {
  rasterOf,
  sameRaster,
  tilePixels,
  tileSquares,
  tilesIn,
  TILE_MIN_PIXELS,
  visibleWorld,
} from '../../../renderer/board/tiles/tileGrid.ts';

describe('the tile grid', () => {
  it('keeps a tile between 256 and 512 device pixels wide at any zoom, down to one square', () => {
    for (const resolution of [0.04, 0.1, 0.33, 0.75, 1, 1.5, 2, 3]) {
      const squares = tileSquares(resolution);
      const pixels = squares * CELL * resolution;
      expect(Number.isInteger(Math.log2(squares)), `${resolution}`).toBe(true);
      expect(pixels, `${resolution}`).toBeGreaterThanOrEqual(TILE_MIN_PIXELS);
      expect(pixels, `${resolution}`).toBeLessThan(2 * TILE_MIN_PIXELS);
    }
    // 48 px a square: 8 squares, 384 px; zoomed right in, a square is already wider than 256 px.
    expect(tileSquares(0.75)).toBe(8);
    expect(tileSquares(6)).toBe(1);
  });

  it('lays neighbouring tiles edge to edge on whole pixels, whatever the sub-pixel offset', () => {
    const raster = rasterOf({ x: 10.37, y: -3.61, scale: 0.6137 }, 1);
    const squares = tileSquares(raster.resolution);
    const size: [number, number] = [40, 40];
    for (let i = 0; i < 4; i++) {
      const a = tilePixels({ squares, i, j: 0 }, raster, size, CELL);
      const b = tilePixels({ squares, i: i + 1, j: 0 }, raster, size, CELL);
      expect(a.px + a.width).toBe(b.px);
      expect(a.world.x1).toBeCloseTo(b.world.x0, 9);
      // Where the texture's first pixel lands on screen is a whole device pixel.
      const screenX = a.world.x0 * raster.resolution + 10.37;
      expect(screenX).toBeCloseTo(Math.round(screenX), 9);
    }
    // The edge tiles reach past the map, for walls and names that overhang it.
    const first = tilePixels({ squares, i: 0, j: 0 }, raster, size, CELL);
    expect(first.world.x0).toBeLessThanOrEqual(-CELL + 1 / raster.resolution);
  });

  it('shows only the tiles the screen meets, none when the map is off screen', () => {
    const view = { x: -1000, y: -500, scale: 0.75 };
    const shown = tilesIn(visibleWorld(view, { width: 1920, height: 1080 }), 8, [200, 200], CELL);
    const columns = new Set(shown.map((t) => t.i));
    const rows = new Set(shown.map((t) => t.j));
    // 1920 px at 384 px a tile, from 1000 px in: columns 2 to 7; 1080 px from 500 px: rows 1 to 4.
    expect([...columns]).toEqual([2, 3, 4, 5, 6, 7]);
    expect([...rows]).toEqual([1, 2, 3, 4]);
    const away = { x: 5000, y: 0, scale: 0.75 };
    expect(tilesIn(visibleWorld(away, { width: 1920, height: 1080 }), 8, [200, 200], CELL)).toEqual(
      [],
    );
  });

  it('a new zoom or a pan by part of a pixel is a new raster; a pan by whole pixels is not', () => {
    const a = rasterOf({ x: 10, y: 20, scale: 0.75 }, 1);
    expect(sameRaster(a, rasterOf({ x: 26, y: 4, scale: 0.75 }, 1))).toBe(true);
    expect(sameRaster(a, rasterOf({ x: 10.5, y: 20, scale: 0.75 }, 1))).toBe(false);
    expect(sameRaster(a, rasterOf({ x: 10, y: 20, scale: 0.8 }, 1))).toBe(false);
    // At 2× a pan by half a CSS pixel is a whole device pixel.
    expect(
      sameRaster(
        rasterOf({ x: 10, y: 20, scale: 1 }, 2),
        rasterOf({ x: 10.5, y: 20, scale: 1 }, 2),
      ),
    ).toBe(true);
  });
});
