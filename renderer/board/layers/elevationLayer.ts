import { Graphics, type Container, type Text } from 'pixi.js';
import { CELL, squareRuns } from '../boardUnits.ts';
import { BOARD_COLORS } from '../palette.ts';
import { boardText } from '../text.ts';
import {
  RANK_EDGE_REACH,
  RANK_MARK,
  rankMarkBounds,
  rankMarkSquare,
} from '../tiles/staticBounds.ts';
import { labelShown, strokeShown } from '../tiles/detail.ts';
import { inDevicePixels, squareMeets, type StaticDrawContext } from '../tiles/staticDrawContext.ts';
import { intersects } from '../tiles/tileGrid.ts';
import type { DrawPool } from '../tiles/drawPool.ts';

const EDGE_WIDTH = 3;
const NUMBER_SIZE = 16;

/**
 * E1–E4: raised areas. Each is shaded deeper the higher its rank, outlined where it meets lower
 * ground, and marked with the blue-bordered triangle carrying its rank number (DESIGN.md).
 */
export function drawElevation(target: Container, ctx: StaticDrawContext): void {
  const areas = ctx.index.ranks.query(ctx.rect);
  if (areas.length === 0) return;
  const { index } = ctx;
  const shade = new Graphics({ label: 'rank-shade' });
  const edges = new Graphics({ label: 'rank-edges' });
  const outline = strokeShown(EDGE_WIDTH, ctx.resolution);
  const numbered = labelShown(NUMBER_SIZE, ctx.resolution);
  for (const area of areas) {
    const squares = area.squares.filter(([x, y]) => squareMeets(ctx, x, y, RANK_EDGE_REACH));
    if (squares.length === 0) continue;
    for (const [x, y, n] of squareRuns(squares)) shade.rect(x * CELL, y * CELL, n * CELL, CELL);
    shade.fill({
      color: BOARD_COLORS.rankShade,
      alpha: Math.min(0.7, BOARD_COLORS.rankShadeAlphaPerRank * area.rank),
    });
    for (const [x, y] of outline ? squares : []) {
      const lower = (nx: number, ny: number) => index.rankOf(nx, ny) < area.rank;
      if (lower(x, y - 1)) edges.moveTo(x * CELL, y * CELL).lineTo((x + 1) * CELL, y * CELL);
      if (lower(x, y + 1))
        edges.moveTo(x * CELL, (y + 1) * CELL).lineTo((x + 1) * CELL, (y + 1) * CELL);
      if (lower(x - 1, y)) edges.moveTo(x * CELL, y * CELL).lineTo(x * CELL, (y + 1) * CELL);
      if (lower(x + 1, y))
        edges.moveTo((x + 1) * CELL, y * CELL).lineTo((x + 1) * CELL, (y + 1) * CELL);
    }
  }
  if (outline)
    edges.stroke({ width: EDGE_WIDTH, color: BOARD_COLORS.rankTriangleBorder, alpha: 0.9 });
  target.addChild(shade, edges);
  // Every rank triangle in one shape, then their numbers: triangles never overlap each other's
  // numbers, and one shape is far cheaper to draw than a shape each.
  const marks = new Graphics({ label: 'rank-marks' });
  // In device pixels, so the round joins are cut for their size on screen.
  const k = inDevicePixels(marks, ctx.resolution);
  const numbers: Text[] = [];
  let drawnMarks = false;
  for (const area of areas) {
    const mark = rankMarkSquare(area.squares);
    if (!mark || !intersects(rankMarkBounds(mark), ctx.rect)) continue;
    const left = mark[0] * CELL + RANK_MARK.inset;
    const top = mark[1] * CELL + RANK_MARK.inset;
    const size = RANK_MARK.size;
    marks
      .poly([left, top + size, left + size / 2, top, left + size, top + size].map((v) => v * k))
      .fill(BOARD_COLORS.rankTriangleFill)
      .stroke({ width: 3 * k, color: BOARD_COLORS.rankTriangleBorder, join: 'round' });
    if (numbered) numbers.push(rankNumber(left + size / 2, top + size * 0.66, area.rank, ctx.pool));
    drawnMarks = true;
  }
  if (drawnMarks) target.addChild(marks, ...numbers);
}

function rankNumber(x: number, y: number, rank: number, pool: DrawPool): Text {
  const label = pool.label(`rank|${rank}`, () =>
    boardText(String(rank), {
      fontSize: NUMBER_SIZE,
      fontWeight: '700',
      fill: BOARD_COLORS.rankTriangleBorder,
    }),
  );
  label.position.set(x, y);
  return label;
}
