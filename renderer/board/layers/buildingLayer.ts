import { Graphics } from 'pixi.js';
import { CELL, squareBounds } from '../boardUnits.ts';
import { staticLayer } from '../layer.ts';
import { BOARD_COLORS } from '../palette.ts';
import { boardText } from '../text.ts';

/**
 * Buildings: the interior as plank floor, the boardwalk outside it in darker planks with seams
 * (X3: standing on the boardwalk is not being inside), and the store's name along the inside of its
 * front wall.
 */
export function buildingLayer() {
  return staticLayer('buildings', (container, { map }) => {
    const g = new Graphics();
    for (const building of map.buildings) {
      for (const [x, y] of building.squares) g.rect(x * CELL, y * CELL, CELL, CELL);
      g.fill(BOARD_COLORS.interior);
      for (const [x, y] of building.boardwalk) g.rect(x * CELL, y * CELL, CELL, CELL);
      g.fill(BOARD_COLORS.boardwalk);
      for (const [x, y] of building.boardwalk) {
        for (let i = 1; i < 4; i++) {
          g.moveTo(x * CELL + 2, y * CELL + (i * CELL) / 4).lineTo(
            (x + 1) * CELL - 2,
            y * CELL + (i * CELL) / 4,
          );
        }
      }
      g.stroke({ width: 2, color: BOARD_COLORS.boardwalkSeam });
    }
    container.addChild(g);
    for (const building of map.buildings) {
      if (building.squares.length === 0) continue;
      const b = squareBounds(building.squares);
      const name = boardText(building.name, {
        fontSize: 22,
        fontWeight: '700',
        fill: BOARD_COLORS.buildingName,
        stroke: { color: BOARD_COLORS.wall, width: 5 },
        letterSpacing: 1,
      });
      name.position.set(((b.minX + b.maxX + 1) / 2) * CELL, b.minY * CELL + 22);
      container.addChild(name);
    }
  });
}
