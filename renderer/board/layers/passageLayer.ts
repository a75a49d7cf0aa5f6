import type { Container } from 'pixi.js';
import { art } from '../art.ts';
import { CELL } from '../boardUnits.ts';
import { squareMeets, type StaticDrawContext } from '../tiles/staticDrawContext.ts';

/** E3: passages, the only way up: the stairs icon, or a ladder. */
export function drawPassages(target: Container, ctx: StaticDrawContext): void {
  for (const passage of ctx.index.passages.query(ctx.rect)) {
    const texture = art(passage.kind === 'ladder' ? 'ladder' : 'stairs');
    for (const [x, y] of passage.squares) {
      if (!squareMeets(ctx, x, y)) continue;
      const sprite = ctx.pool.sprite(texture);
      sprite.position.set(x * CELL, y * CELL);
      sprite.setSize(CELL, CELL);
      target.addChild(sprite);
    }
  }
}
