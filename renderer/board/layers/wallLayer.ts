import { Graphics, type Container } from 'pixi.js';
import type { Segment } from '../../../engine/core.ts';
import { CELL } from '../boardUnits.ts';
import { BOARD_COLORS } from '../palette.ts';
import { strokeShown } from '../tiles/detail.ts';
import { inDevicePixels, type StaticDrawContext } from '../tiles/staticDrawContext.ts';

const WALL_WIDTH = 9;
/** The open door's sweep, back to where it shuts. */
const ARC_WIDTH = 1.5;

/**
 * G2, G3: walls, doors and windows on square edges (or at any angle, for imported maps). A closed
 * door is a solid leaf across its opening; an open door leaves the opening clear and shows its leaf
 * swung aside; a window is a pale pane in a dark frame. All walls are one stroke, then the windows,
 * then the doors, as many of each as meet the wanted part.
 */
export function drawWalls(target: Container, ctx: StaticDrawContext): void {
  const { index, rect } = ctx;
  const walls = index.walls.query(rect);
  const windows = index.windows.query(rect);
  const doors = index.doors.query(rect);
  if (walls.length + windows.length + doors.length === 0) return;
  const g = new Graphics({ label: 'walls' });
  // Drawn in device pixels (k of them a world unit), so round caps are cut for their size on screen.
  const k = inDevicePixels(g, ctx.resolution);
  for (const segment of walls) line(g, segment, k);
  if (walls.length > 0) g.stroke({ width: WALL_WIDTH * k, color: BOARD_COLORS.wall, cap: 'round' });
  for (const segment of windows) drawWindow(g, segment, k);
  const arcs = strokeShown(ARC_WIDTH, ctx.resolution);
  for (const door of doors) drawDoor(g, door.at, door.open, arcs, k);
  target.addChild(g);
}

function line(g: Graphics, [x1, y1, x2, y2]: Segment, k: number) {
  g.moveTo(x1 * CELL * k, y1 * CELL * k).lineTo(x2 * CELL * k, y2 * CELL * k);
}

function drawWindow(g: Graphics, segment: Segment, k: number) {
  line(g, segment, k);
  g.stroke({ width: (WALL_WIDTH + 2) * k, color: BOARD_COLORS.windowFrame, cap: 'butt' });
  line(g, segment, k);
  g.stroke({ width: (WALL_WIDTH - 4) * k, color: BOARD_COLORS.window, cap: 'butt' });
}

function drawDoor(g: Graphics, [x1, y1, x2, y2]: Segment, open: boolean, arc: boolean, k: number) {
  const unit = CELL * k;
  const ax = x1 * unit;
  const ay = y1 * unit;
  const bx = x2 * unit;
  const by = y2 * unit;
  if (!open) {
    // A closed door is a leaf thicker than the wall, so it reads as a door, not more wall.
    g.moveTo(ax, ay)
      .lineTo(bx, by)
      .stroke({ width: (WALL_WIDTH + 7) * k, color: BOARD_COLORS.wall, cap: 'butt' });
    g.moveTo(ax, ay)
      .lineTo(bx, by)
      .stroke({ width: (WALL_WIDTH + 1) * k, color: BOARD_COLORS.doorClosed, cap: 'butt' });
    const mx = (ax + bx) / 2;
    const my = (ay + by) / 2;
    g.circle(mx, my, 3 * k).fill(BOARD_COLORS.passageStep);
    return;
  }
  // The leaf swings 90° about the first end (a quarter turn anticlockwise on screen), and the
  // arc shows its sweep back to the closed position.
  const length = Math.hypot(bx - ax, by - ay);
  const nx = (by - ay) / length;
  const ny = -(bx - ax) / length;
  g.moveTo(ax, ay)
    .lineTo(ax + nx * length, ay + ny * length)
    .stroke({ width: 5 * k, color: BOARD_COLORS.doorOpen, cap: 'round' });
  if (arc) {
    g.arc(ax, ay, length, Math.atan2(ny, nx), Math.atan2(by - ay, bx - ax), false).stroke({
      width: ARC_WIDTH * k,
      color: BOARD_COLORS.doorOpen,
      alpha: 0.8,
    });
  }
  for (const [px, py] of [
    [ax, ay],
    [bx, by],
  ] as const)
    g.circle(px, py, 5 * k).fill(BOARD_COLORS.wall);
}
