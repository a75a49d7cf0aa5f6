import { Graphics } from 'pixi.js';
import type { Segment } from '../../../engine/index.ts';
import { CELL } from '../boardUnits.ts';
import { staticLayer } from '../layer.ts';
import { BOARD_COLORS } from '../palette.ts';

const WALL_WIDTH = 9;

/**
 * G2, G3: walls, doors and windows on square edges (or at any angle, for imported maps). A closed
 * door is a solid leaf across its opening; an open door leaves the opening clear and shows its leaf
 * swung aside; a window is a pale pane in a dark frame.
 */
export function wallLayer() {
  return staticLayer('walls', (container, { map }) => {
    const g = new Graphics();
    for (const segment of map.walls) line(g, segment);
    g.stroke({ width: WALL_WIDTH, color: BOARD_COLORS.wall, cap: 'round' });
    for (const segment of map.windows) drawWindow(g, segment);
    for (const door of map.doors) drawDoor(g, door.at, door.open);
    container.addChild(g);
  });
}

function line(g: Graphics, [x1, y1, x2, y2]: Segment) {
  g.moveTo(x1 * CELL, y1 * CELL).lineTo(x2 * CELL, y2 * CELL);
}

function drawWindow(g: Graphics, segment: Segment) {
  line(g, segment);
  g.stroke({ width: WALL_WIDTH + 2, color: BOARD_COLORS.windowFrame, cap: 'butt' });
  line(g, segment);
  g.stroke({ width: WALL_WIDTH - 4, color: BOARD_COLORS.window, cap: 'butt' });
}

function drawDoor(g: Graphics, [x1, y1, x2, y2]: Segment, open: boolean) {
  const ax = x1 * CELL;
  const ay = y1 * CELL;
  const bx = x2 * CELL;
  const by = y2 * CELL;
  if (!open) {
    // A closed door is a leaf thicker than the wall, so it reads as a door, not more wall.
    g.moveTo(ax, ay)
      .lineTo(bx, by)
      .stroke({ width: WALL_WIDTH + 7, color: BOARD_COLORS.wall, cap: 'butt' });
    g.moveTo(ax, ay)
      .lineTo(bx, by)
      .stroke({ width: WALL_WIDTH + 1, color: BOARD_COLORS.doorClosed, cap: 'butt' });
    const mx = (ax + bx) / 2;
    const my = (ay + by) / 2;
    g.circle(mx, my, 3).fill(BOARD_COLORS.passageStep);
    return;
  }
  // The leaf swings 90° about the first end (a quarter turn anticlockwise on screen), and the
  // arc shows its sweep back to the closed position.
  const length = Math.hypot(bx - ax, by - ay);
  const nx = (by - ay) / length;
  const ny = -(bx - ax) / length;
  g.moveTo(ax, ay)
    .lineTo(ax + nx * length, ay + ny * length)
    .stroke({ width: 5, color: BOARD_COLORS.doorOpen, cap: 'round' });
  g.arc(ax, ay, length, Math.atan2(ny, nx), Math.atan2(by - ay, bx - ax), false).stroke({
    width: 1.5,
    color: BOARD_COLORS.doorOpen,
    alpha: 0.8,
  });
  for (const [px, py] of [
    [ax, ay],
    [bx, by],
  ] as const)
    g.circle(px, py, 5).fill(BOARD_COLORS.wall);
}
