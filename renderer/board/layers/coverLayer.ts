import type { Container, Sprite } from 'pixi.js';
import type { CoverObject } from '../../../engine/skirmish.ts';
import { coverArt } from '../art.ts';
import { CELL, isFilledRectangle, squareBounds } from '../boardUnits.ts';
import type { DrawPool } from '../tiles/drawPool.ts';
import type { StaticDrawContext } from '../tiles/staticDrawContext.ts';

/**
 * G2: cover objects fill whole squares, each kind with its own silhouette (assets/art). A table or
 * a crate stack spanning a rectangle is drawn once across it; long things (troughs, wagons) lie
 * along the rectangle's longer side; round things (barrels) and irregular shapes go square by square.
 */
export function drawCover(target: Container, ctx: StaticDrawContext): void {
  for (const object of ctx.index.cover.query(ctx.rect))
    for (const sprite of coverSprites(object, ctx.pool)) target.addChild(sprite);
}
export function coverSprites(object: CoverObject, pool: DrawPool): Sprite[] {
  const { texture, long } = coverArt(object.kind);
  const perSquare =
    object.kind === 'barrel' || object.kind === 'crate' || !isFilledRectangle(object.squares);
  if (perSquare) {
    return object.squares.map(([x, y]) => {
      const sprite = pool.sprite(texture);
      sprite.label = object.id;
      sprite.position.set(x * CELL, y * CELL);
      sprite.setSize(CELL, CELL);
      return sprite;
    });
  }
  const b = squareBounds(object.squares);
  const sprite = pool.sprite(texture);
  sprite.label = object.id;
  const upright = long && b.height > b.width;
  if (upright) {
    // Drawn lying east–west; stood up by a quarter turn about its centre.
    sprite.anchor.set(0.5);
    sprite.rotation = Math.PI / 2;
    sprite.width = b.height * CELL;
    sprite.height = b.width * CELL;
    sprite.position.set((b.minX + b.width / 2) * CELL, (b.minY + b.height / 2) * CELL);
  } else {
    sprite.position.set(b.minX * CELL, b.minY * CELL);
    sprite.width = b.width * CELL;
    sprite.height = b.height * CELL;
  }
  return [sprite];
}
