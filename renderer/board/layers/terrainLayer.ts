import { Graphics, type Container } from 'pixi.js';
import { CELL } from '../boardUnits.ts';
import { BOARD_COLORS } from '../palette.ts';
import { squaresIn, type StaticDrawContext } from '../tiles/staticDrawContext.ts';

/**
 * The ground of every square, then each terrain area in its colour (the topmost coloured area a
 * square is in). Squares of one colour side by side along a row are one rectangle: the same
 * pixels, far fewer shapes.
 */
export function drawTerrain(target: Container, ctx: StaticDrawContext): void {
  const [w, h] = ctx.map.size;
  const g = new Graphics({ label: 'terrain' });
  // The ground under the wanted part, a square more on each side (the tile clips it).
  const x0 = Math.max(0, ctx.rect.x0 - CELL);
  const y0 = Math.max(0, ctx.rect.y0 - CELL);
  const x1 = Math.min(w * CELL, ctx.rect.x1 + CELL);
  const y1 = Math.min(h * CELL, ctx.rect.y1 + CELL);
  if (x1 <= x0 || y1 <= y0) return;
  // Over a background image the ground is already laid (backgroundLayer.ts), and a painted area
  // lets the picture show through it.
  const overImage = Boolean(ctx.background);
  if (!overImage) g.rect(x0, y0, x1 - x0, y1 - y0).fill(BOARD_COLORS.ground);
  const colors = ctx.index.terrainColor;
  const runs = new Map<number, number[]>();
  const span = squaresIn(ctx);
  for (let y = span.y0; y <= span.y1; y++) {
    let x = span.x0;
    while (x <= span.x1) {
      const color = colors[y * w + x]!;
      let n = 1;
      while (x + n <= span.x1 && colors[y * w + x + n] === color) n++;
      if (color >= 0) {
        const list = runs.get(color);
        if (list) list.push(x, y, n);
        else runs.set(color, [x, y, n]);
      }
      x += n;
    }
  }
  for (const [color, list] of runs) {
    for (let i = 0; i < list.length; i += 3)
      g.rect(list[i]! * CELL, list[i + 1]! * CELL, list[i + 2]! * CELL, CELL);
    g.fill({ color, alpha: overImage ? 0.5 : 1 });
  }
  target.addChild(g);
}
