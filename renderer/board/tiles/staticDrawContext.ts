/**
 * What every static layer draws from, and the small measures they share: apart from the list of
 * layers (staticDraw.ts), which imports every layer, so that a layer can read its context without
 * importing the list that holds it.
 */
import type { Container, Graphics, Texture } from 'pixi.js';
import type { GameMap } from '../../../engine/skirmish.ts';
import { CELL } from '../boardUnits.ts';
import type { DrawPool } from './drawPool.ts';
import type { StaticIndex } from './staticIndex.ts';
import type { WorldRect } from './tileGrid.ts';

/**
 * A map's background image as the board draws it (issue 12, item 6): its texture, and where the
 * map lays it (engine/model/map.ts `background`). `imageWidth` is the image's own width in
 * pixels: a texture may be a smaller copy (a GPU's largest texture is smaller than some scans), and
 * the image still spans the squares it says.
 */
export interface BackgroundArt {
  texture: Texture;
  imageWidth: number;
  offset: readonly [number, number];
  pixelsPerSquare: number;
}

/** What a static layer draws from: the map, filed by place, and the part of the world wanted. */
export interface StaticDrawContext {
  map: GameMap;
  index: StaticIndex;
  /** Only what meets this rectangle need be drawn (more may be: it is clipped anyway). */
  rect: WorldRect;
  /** Labels and sprites to borrow (drawPool.ts). */
  pool: DrawPool;
  /** Device pixels a world unit, for leaving out detail too small to see (detail.ts). */
  resolution: number;
  /** The map's background image, loaded; none draws the plain ground (terrainLayer.ts). */
  background?: BackgroundArt | null;
}

/** A static layer's drawing of its part of the wanted rectangle. */
export type StaticLayerDraw = (target: Container, ctx: StaticDrawContext) => void;

/**
 * The squares of the map that meet a rectangle, as column and row ranges (inclusive), with
 * `reach` world units more on every side.
 */
export function squaresIn(
  ctx: StaticDrawContext,
  reach = 0,
): { x0: number; y0: number; x1: number; y1: number } {
  const [w, h] = ctx.map.size;
  const { rect } = ctx;
  return {
    x0: Math.max(0, Math.floor((rect.x0 - reach) / CELL)),
    y0: Math.max(0, Math.floor((rect.y0 - reach) / CELL)),
    x1: Math.min(w - 1, Math.floor((rect.x1 + reach) / CELL)),
    y1: Math.min(h - 1, Math.floor((rect.y1 + reach) / CELL)),
  };
}

export function squareMeets(ctx: StaticDrawContext, x: number, y: number, reach = 0): boolean {
  const { rect } = ctx;
  return (
    x * CELL - reach < rect.x1 &&
    (x + 1) * CELL + reach > rect.x0 &&
    y * CELL - reach < rect.y1 &&
    (y + 1) * CELL + reach > rect.y0
  );
}

/**
 * Makes a Graphics take its coordinates in device pixels: the caller multiplies by the returned
 * factor, and the Graphics is scaled back down. PixiJS cuts a round cap or join into pieces by its
 * size in the Graphics' own units (15 √radius a half turn), not on screen: a wall's cap, 4.5 world
 * units, came out in 32 pieces at every zoom, a million vertices for the walls of a 500×500 map
 * zoomed out. Measured in pixels, a cap has as many pieces as its size on screen calls for.
 */
export function inDevicePixels(g: Graphics, resolution: number): number {
  g.scale.set(1 / resolution);
  return resolution;
}
