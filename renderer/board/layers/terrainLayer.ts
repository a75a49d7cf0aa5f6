import { Graphics } from 'pixi.js';
import { CELL } from '../boardUnits.ts';
import { staticLayer } from '../layer.ts';
import { BOARD_COLORS } from '../palette.ts';

/** The ground of every square, then each terrain area in its colour. */
export function terrainLayer() {
  return staticLayer('terrain', (container, { map }) => {
    const [w, h] = map.size;
    const g = new Graphics();
    g.rect(0, 0, w * CELL, h * CELL).fill(BOARD_COLORS.ground);
    for (const area of map.terrain) {
      const color = BOARD_COLORS.terrain[area.kind];
      if (color === undefined) continue;
      for (const [x, y] of area.squares) g.rect(x * CELL, y * CELL, CELL, CELL);
      g.fill(color);
    }
    container.addChild(g);
  });
}
