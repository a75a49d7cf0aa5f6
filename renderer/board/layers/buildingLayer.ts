import { Graphics, type Container, type Text } from 'pixi.js';
import { CELL, squareRuns } from '../boardUnits.ts';
import { BOARD_COLORS } from '../palette.ts';
import { boardText } from '../text.ts';
import { buildingNamePlace, type BuildingOnBoard, type NamePlace } from './buildingNamePlace.ts';
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
 * front wall (on the players' board with the fog on, inside the part of the building they see).
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
    // A pooled label keeps the scale of its last drawing: measured, and placed, at its own size.
    name.scale.set(1);
    const place = namePlace(building, anchor, name);
    if (!place || !labelShown(NAME_STYLE.fontSize * place.scale, ctx.resolution)) continue;
    name.scale.set(place.scale);
    name.position.set(place.x, place.y);
    target.addChild(name);
  }
}

/**
 * Where a building's name is drawn: at its anchor, or, where the board is told which squares the
 * name may lie on (the players' board with the fog on), inside them or nowhere (issue 40, item 7:
 * the fog's black never cuts a store's name in two).
 */
function namePlace(
  building: BuildingOnBoard,
  anchor: { x: number; y: number },
  name: Text,
): NamePlace | null {
  if (!building.nameWithin) return { ...anchor, scale: 1 };
  if (building.name === '') return null;
  return buildingNamePlace(building.nameWithin, { width: name.width, height: name.height });
}
