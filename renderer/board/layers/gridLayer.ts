import { Graphics, type Container } from 'pixi.js';
import { CELL } from '../boardUnits.ts';
import { BOARD_COLORS } from '../palette.ts';
import { strokeShown } from '../tiles/detail.ts';
import type { StaticDrawContext } from '../tiles/staticDrawContext.ts';

/** The grid line's width; a line is drawn wherever its stroke meets the wanted part. */
const LINE_WIDTH = 1.5;

/**
 * G1: the square grid. Each line runs across the wanted part of the map, a square past it each way
 * (the tile clips it), and stops at the map's edge. Its coordinates are coordinateLabels.ts.
 */
export function drawGrid(target: Container, ctx: StaticDrawContext): void {
  const [w, h] = ctx.map.size;
  const { rect } = ctx;
  const top = Math.max(0, rect.y0 - CELL);
  const bottom = Math.min(h * CELL, rect.y1 + CELL);
  const left = Math.max(0, rect.x0 - CELL);
  const right = Math.min(w * CELL, rect.x1 + CELL);
  if (bottom <= top || right <= left || !strokeShown(LINE_WIDTH, ctx.resolution)) return;
  const lines = new Graphics({ label: 'grid' });
  const first = (v: number) => Math.max(0, Math.ceil((v - LINE_WIDTH) / CELL));
  const last = (v: number, n: number) => Math.min(n, Math.floor((v + LINE_WIDTH) / CELL));
  for (let x = first(rect.x0); x <= last(rect.x1, w); x++)
    lines.moveTo(x * CELL, top).lineTo(x * CELL, bottom);
  for (let y = first(rect.y0); y <= last(rect.y1, h); y++)
    lines.moveTo(left, y * CELL).lineTo(right, y * CELL);
  lines.stroke({ width: LINE_WIDTH, color: BOARD_COLORS.gridLine, alpha: 0.45 });
  target.addChild(lines);
}
