import { Graphics, Rectangle, Texture, type Container } from 'pixi.js';
import { CELL } from '../boardUnits.ts';
import { BOARD_COLORS } from '../palette.ts';
import type { BackgroundArt, StaticDrawContext } from '../tiles/staticDrawContext.ts';

/**
 * The ground, then the background image over it, clipped to the map: the bottom of the static
 * layers, so the grid, walls and cover are drawn over the picture and every tile holds it (the
 * board's and an export's alike). Without an image the terrain layer lays the ground itself.
 */
export function drawBackground(target: Container, ctx: StaticDrawContext): void {
  const art = ctx.background;
  if (!art) return;
  const [w, h] = ctx.map.size;
  const x0 = Math.max(0, ctx.rect.x0 - CELL);
  const y0 = Math.max(0, ctx.rect.y0 - CELL);
  const x1 = Math.min(w * CELL, ctx.rect.x1 + CELL);
  const y1 = Math.min(h * CELL, ctx.rect.y1 + CELL);
  if (x1 <= x0 || y1 <= y0) return;
  target.addChild(
    new Graphics({ label: 'ground' }).rect(x0, y0, x1 - x0, y1 - y0).fill(BOARD_COLORS.ground),
  );
  const clipped = clippedTexture(art, ctx.map.size);
  if (!clipped) return;
  const sprite = ctx.pool.sprite(clipped.texture);
  sprite.label = 'background';
  sprite.position.set(clipped.x, clipped.y);
  sprite.scale.set(clipped.scale);
  target.addChild(sprite);
}

interface Clipped {
  texture: Texture;
  x: number;
  y: number;
  scale: number;
}

const clippedCache = new WeakMap<BackgroundArt, { key: string; clipped: Clipped | null }>();

/** The part of the image over the map, as a texture framed on it: no mask, no pixel past the edge. */
function clippedTexture(art: BackgroundArt, size: readonly [number, number]): Clipped | null {
  const key = `${size[0]}x${size[1]}`;
  const cached = clippedCache.get(art);
  if (cached?.key === key) return cached.clipped;
  const source = art.texture.source;
  // World units a texture pixel.
  const scale = (CELL * art.imageWidth) / (art.pixelsPerSquare * source.width);
  const ox = art.offset[0] * CELL;
  const oy = art.offset[1] * CELL;
  const vx0 = Math.max(ox, 0);
  const vy0 = Math.max(oy, 0);
  const vx1 = Math.min(ox + source.width * scale, size[0] * CELL);
  const vy1 = Math.min(oy + source.height * scale, size[1] * CELL);
  let clipped: Clipped | null = null;
  if (vx1 > vx0 && vy1 > vy0) {
    const frame = new Rectangle(
      (vx0 - ox) / scale,
      (vy0 - oy) / scale,
      (vx1 - vx0) / scale,
      (vy1 - vy0) / scale,
    );
    clipped = { texture: new Texture({ source, frame }), x: vx0, y: vy0, scale };
  }
  const previous = clippedCache.get(art)?.clipped;
  previous?.texture.destroy(false);
  clippedCache.set(art, { key, clipped });
  return clipped;
}
