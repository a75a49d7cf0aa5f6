import { Container, Graphics } from 'pixi.js';
import { CELL } from '../boardUnits.ts';
import { staticLayer } from '../layer.ts';
import { BOARD_COLORS } from '../palette.ts';
import { boardText } from '../text.ts';

/**
 * E1–E4: raised areas. Each is shaded deeper the higher its rank, outlined where it meets lower
 * ground, and marked with the blue-bordered triangle carrying its rank number (DESIGN.md).
 */
export function elevationLayer() {
  return staticLayer('elevation', (container, { map }) => {
    const rankAt = new Map<string, number>();
    for (const area of map.ranks) {
      for (const [x, y] of area.squares)
        rankAt.set(`${x},${y}`, Math.max(area.rank, rankAt.get(`${x},${y}`) ?? 0));
    }
    const shade = new Graphics();
    const edges = new Graphics();
    for (const area of map.ranks) {
      if (area.rank <= 0) continue;
      for (const [x, y] of area.squares) shade.rect(x * CELL, y * CELL, CELL, CELL);
      shade.fill({
        color: BOARD_COLORS.rankShade,
        alpha: Math.min(0.7, BOARD_COLORS.rankShadeAlphaPerRank * area.rank),
      });
      for (const [x, y] of area.squares) {
        const lower = (nx: number, ny: number) => (rankAt.get(`${nx},${ny}`) ?? 0) < area.rank;
        if (lower(x, y - 1)) edges.moveTo(x * CELL, y * CELL).lineTo((x + 1) * CELL, y * CELL);
        if (lower(x, y + 1))
          edges.moveTo(x * CELL, (y + 1) * CELL).lineTo((x + 1) * CELL, (y + 1) * CELL);
        if (lower(x - 1, y)) edges.moveTo(x * CELL, y * CELL).lineTo(x * CELL, (y + 1) * CELL);
        if (lower(x + 1, y))
          edges.moveTo((x + 1) * CELL, y * CELL).lineTo((x + 1) * CELL, (y + 1) * CELL);
      }
    }
    edges.stroke({ width: 3, color: BOARD_COLORS.rankTriangleBorder, alpha: 0.9 });
    container.addChild(shade, edges);
    for (const area of map.ranks) {
      if (area.rank <= 0 || area.squares.length === 0) continue;
      const [x, y] = [...area.squares].sort((a, b) => a[1] - b[1] || a[0] - b[0])[0]!;
      container.addChild(rankTriangle(x * CELL + 4, y * CELL + 4, area.rank));
    }
  });
}

function rankTriangle(left: number, top: number, rank: number) {
  const size = 30;
  const marker = new Container({ label: `rank ${rank}` });
  const g = new Graphics();
  g.poly([left, top + size, left + size / 2, top, left + size, top + size])
    .fill(BOARD_COLORS.rankTriangleFill)
    .stroke({ width: 3, color: BOARD_COLORS.rankTriangleBorder, join: 'round' });
  const label = boardText(String(rank), {
    fontSize: 16,
    fontWeight: '700',
    fill: BOARD_COLORS.rankTriangleBorder,
  });
  label.position.set(left + size / 2, top + size * 0.66);
  marker.addChild(g, label);
  return marker;
}
