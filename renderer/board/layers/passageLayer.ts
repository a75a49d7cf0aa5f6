import { Graphics } from 'pixi.js';
import { CELL } from '../boardUnits.ts';
import { staticLayer } from '../layer.ts';
import { BOARD_COLORS } from '../palette.ts';

/** E3: passages, the only way up. Stairs draw as steps, ladders as rails and rungs. */
export function passageLayer() {
  return staticLayer(
    'passages',
    (map) => [map.passages],
    (container, map) => {
      const g = new Graphics();
      for (const passage of map.passages) {
        for (const [x, y] of passage.squares) {
          if (passage.kind === 'ladder') drawLadder(g, x * CELL, y * CELL);
          else drawStairs(g, x * CELL, y * CELL);
        }
      }
      container.addChild(g);
    },
  );
}

function drawStairs(g: Graphics, left: number, top: number) {
  const pad = 8;
  g.roundRect(left + pad, top + pad, CELL - 2 * pad, CELL - 2 * pad, 4).fill(BOARD_COLORS.passage);
  const steps = 4;
  const inner = CELL - 2 * pad - 8;
  for (let i = 0; i < steps; i++) {
    // Steps shorten towards the top, so the icon reads as a flight going up.
    const width = inner * (0.45 + (0.55 * (steps - i)) / steps);
    const y = top + pad + 4 + (i * inner) / steps;
    g.rect(left + CELL / 2 - width / 2, y + 2, width, inner / steps - 4);
  }
  g.fill(BOARD_COLORS.passageStep);
}

function drawLadder(g: Graphics, left: number, top: number) {
  const pad = 10;
  g.moveTo(left + 20, top + pad).lineTo(left + 20, top + CELL - pad);
  g.moveTo(left + CELL - 20, top + pad).lineTo(left + CELL - 20, top + CELL - pad);
  for (let i = 1; i < 5; i++) {
    const y = top + pad + (i * (CELL - 2 * pad)) / 5;
    g.moveTo(left + 20, y).lineTo(left + CELL - 20, y);
  }
  g.stroke({ width: 4, color: BOARD_COLORS.passage });
}
