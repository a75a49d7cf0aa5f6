import { Container, type Renderer } from 'pixi.js';
import type { GameMap } from '../../../engine/skirmish.ts';
import { CELL } from '../boardUnits.ts';
import type { BackgroundArt } from './staticDrawContext.ts';
import { detailKey } from './detail.ts';
import { DrawPool } from './drawPool.ts';
import { drawStatic } from './staticDraw.ts';
import { StaticIndex } from './staticIndex.ts';

/**
 * The static board drawn the plain way: every layer's shapes for the whole map, redrawn whole on
 * any change (and at a new zoom, since strokes are cut for their size on screen and the smallest
 * detail is left out far zoomed out: detail.ts), and drawn by the GPU every frame. It is what the
 * tiles must look like: the pixel test draws a map both ways and compares them.
 */
export class DirectStatic {
  readonly container = new Container({ label: 'static-direct', isRenderGroup: true });
  private readonly index = new StaticIndex();
  private readonly pool = new DrawPool();
  private map: GameMap | null = null;
  private background: BackgroundArt | null = null;
  private drawnMap: GameMap | null = null;
  private detail = '';

  setMap(map: GameMap): void {
    this.map = map;
    this.index.update(map);
  }

  setBackground(art: BackgroundArt | null): void {
    this.background = art;
    this.drawnMap = null;
  }

  prepare(renderer: Renderer, view: { scale: number }): void {
    const map = this.map;
    const resolution = view.scale * renderer.resolution;
    const detail = `${resolution}|${detailKey(resolution)}`;
    if (!map || (map === this.drawnMap && detail === this.detail)) return;
    this.drawnMap = map;
    this.detail = detail;
    this.pool.returnAll();
    for (const child of this.container.removeChildren()) child.destroy({ children: true });
    const [w, h] = map.size;
    const rect = { x0: -CELL, y0: -CELL, x1: (w + 1) * CELL, y1: (h + 1) * CELL };
    drawStatic(this.container, {
      map,
      index: this.index,
      rect,
      pool: this.pool,
      resolution,
      background: this.background,
    });
  }

  reset(): void {
    this.pool.returnAll();
    for (const child of this.container.removeChildren()) child.destroy({ children: true });
    this.pool.clear();
    this.drawnMap = null;
  }

  destroy(): void {
    this.reset();
    this.container.destroy({ children: true });
  }
}
