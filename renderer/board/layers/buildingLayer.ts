import { Graphics, type Container } from 'pixi.js';
import { CELL, squareRuns } from '../boardUnits.ts';
import { BOARD_COLORS } from '../palette.ts';
import { boardText } from '../text.ts';
import { BUILDING_NAME, buildingNameAnchor } from '../tiles/staticBounds.ts';
import { labelShown, strokeShown } from '../tiles/detail.ts';
import type { StaticDrawContext } from '../tiles/staticDrawContext.ts';

const SEAM_WIDTH = 2;
const NAME_STYLE = {
  fontSize: BUILDING_NAME.fontSize,
  fontWeight: '700',
  fill: BOARD_COLORS.buildingName,
  stroke: { color: BOARD_COLORS.wall, width: 5 },
  letterSpacing: 1,
} as const;

/**
 * Buildings: the interior as plank floor, the boardwalk outside it in darker planks with seams
 * (X3: standing on the boardwalk is not being inside), and the store's name along the inside of its
 * front wall.
 */
export function drawBuildings(target: Container, ctx: StaticDrawContext): void {
  const buildings = ctx.index.buildings.query(ctx.rect);
  if (buildings.length === 0) return;
  const g = new Graphics({ label: 'buildings' });
  const seams = strokeShown(SEAM_WIDTH, ctx.resolution);
  for (const building of buildings) {
    for (const [x, y, n] of squareRuns(building.squares))
      g.rect(x * CELL, y * CELL, n * CELL, CELL);
    g.fill(BOARD_COLORS.interior);
    for (const [x, y, n] of squareRuns(building.boardwalk))
      g.rect(x * CELL, y * CELL, n * CELL, CELL);
    g.fill(BOARD_COLORS.boardwalk);
    for (const [x, y] of seams ? building.boardwalk : []) {
      for (let i = 1; i < 4; i++) {
        g.moveTo(x * CELL + 2, y * CELL + (i * CELL) / 4).lineTo(
          (x + 1) * CELL - 2,
          y * CELL + (i * CELL) / 4,
        );
      }
    }
    if (seams) g.stroke({ width: SEAM_WIDTH, color: BOARD_COLORS.boardwalkSeam });
  }
  target.addChild(g);
  if (!labelShown(NAME_STYLE.fontSize, ctx.resolution)) return;
  for (const building of buildings) {
    const anchor = buildingNameAnchor(building);
    if (!anchor) continue;
    const name = ctx.pool.label(`building|${building.name}`, () =>
      boardText(building.name, NAME_STYLE),
    );
    name.position.set(anchor.x, anchor.y);
    target.addChild(name);
  }
}
