import type { Container, Graphics } from 'pixi.js';
import type { GameMap } from '../../../engine/index.ts';
import { CELL } from '../boardUnits.ts';
import { drawBackground, type BackgroundArt } from '../layers/backgroundLayer.ts';
import { drawBuildings } from '../layers/buildingLayer.ts';
import { drawCover } from '../layers/coverLayer.ts';
import { drawElevation } from '../layers/elevationLayer.ts';
import { drawGrid } from '../layers/gridLayer.ts';
import { drawPassages } from '../layers/passageLayer.ts';
import { drawTerrain } from '../layers/terrainLayer.ts';
import { drawWalls } from '../layers/wallLayer.ts';
import type { DrawPool } from './drawPool.ts';
import type { StaticIndex } from './staticIndex.ts';
import type { WorldRect } from './tileGrid.ts';

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

/** The static layers, bottom to top. Tokens and the overlay go above them all. */
export const STATIC_LAYERS: readonly StaticLayerDraw[] = [
  drawBackground,
  drawTerrain,
  drawBuildings,
  drawElevation,
  drawGrid,
  drawCover,
  drawPassages,
  drawWalls,
];

/**
 * Draws every static layer's part of `ctx.rect` into `target`, in layer order; or only `layers`
 * (an image export without the grid).
 */
export function drawStatic(
  target: Container,
  ctx: StaticDrawContext,
  layers: readonly StaticLayerDraw[] = STATIC_LAYERS,
): void {
  for (const draw of layers) draw(target, ctx);
}

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
