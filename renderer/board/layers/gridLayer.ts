import { Container, Graphics } from 'pixi.js';
import { columnName } from '../../../engine/index.ts';
import { CELL } from '../boardUnits.ts';
import { staticLayer } from '../layer.ts';
import { BOARD_COLORS } from '../palette.ts';
import { boardText } from '../text.ts';

/**
 * G1: the square grid, with its coordinates around the edge: column letters above, row numbers to
 * the left, as people read squares (C4).
 */
export function gridLayer() {
  return staticLayer('grid', (container, { map }) => {
    const [w, h] = map.size;
    const lines = new Graphics();
    for (let x = 0; x <= w; x++) lines.moveTo(x * CELL, 0).lineTo(x * CELL, h * CELL);
    for (let y = 0; y <= h; y++) lines.moveTo(0, y * CELL).lineTo(w * CELL, y * CELL);
    lines.stroke({ width: 1.5, color: BOARD_COLORS.gridLine, alpha: 0.45 });
    const labels = new Container({ label: 'coordinates' });
    const style = { fontSize: 20, fontWeight: '700' as const, fill: BOARD_COLORS.gridLabel };
    for (let x = 0; x < w; x++) {
      const label = boardText(columnName(x), style);
      label.position.set((x + 0.5) * CELL, -CELL * 0.35);
      labels.addChild(label);
    }
    for (let y = 0; y < h; y++) {
      const label = boardText(String(y + 1), style);
      label.position.set(-CELL * 0.35, (y + 0.5) * CELL);
      labels.addChild(label);
    }
    container.addChild(lines, labels);
  });
}
