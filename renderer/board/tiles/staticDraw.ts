import type { Container } from 'pixi.js';
import { drawBackground } from '../layers/backgroundLayer.ts';
import { drawBuildings } from '../layers/buildingLayer.ts';
import { drawCover } from '../layers/coverLayer.ts';
import { drawElevation } from '../layers/elevationLayer.ts';
import { drawGrid } from '../layers/gridLayer.ts';
import { drawPassages } from '../layers/passageLayer.ts';
import { drawTerrain } from '../layers/terrainLayer.ts';
import { drawWalls } from '../layers/wallLayer.ts';
import type { StaticDrawContext, StaticLayerDraw } from './staticDrawContext.ts';

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
