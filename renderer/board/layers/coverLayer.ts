import { Graphics } from 'pixi.js';
import type { CoverObject } from '../../../engine/model/map.ts';
import { CELL, isFilledRectangle, squareBounds } from '../boardUnits.ts';
import { staticLayer } from '../layer.ts';
import { BOARD_COLORS } from '../palette.ts';

type Box = { x: number; y: number; w: number; h: number };

/**
 * G2: cover objects fill whole squares. Each kind has its own silhouette (DESIGN.md), so a table
 * reads as a table and a barrel as a barrel even without colour.
 */
export function coverLayer() {
  return staticLayer(
    'cover',
    (map) => [map.cover],
    (container, map) => {
      const g = new Graphics();
      for (const object of map.cover) drawCoverObject(g, object);
      container.addChild(g);
    },
  );
}

export function drawCoverObject(g: Graphics, object: CoverObject): void {
  const draw = SILHOUETTES[object.kind] ?? drawRock;
  // Round things stay one per square; a table or wagon spans its whole rectangle.
  const perSquare = object.kind === 'barrel' || !isFilledRectangle(object.squares);
  if (perSquare) {
    for (const [x, y] of object.squares) draw(g, { x: x * CELL, y: y * CELL, w: CELL, h: CELL });
    return;
  }
  const b = squareBounds(object.squares);
  draw(g, { x: b.minX * CELL, y: b.minY * CELL, w: b.width * CELL, h: b.height * CELL });
}

const SILHOUETTES: Record<string, (g: Graphics, box: Box) => void> = {
  table: drawTable,
  barrel: drawBarrel,
  crate: drawCrate,
  trough: drawTrough,
  wagon: drawWagon,
};

function inset(box: Box, by: number): Box {
  return { x: box.x + by, y: box.y + by, w: box.w - 2 * by, h: box.h - 2 * by };
}

function drawTable(g: Graphics, box: Box) {
  const top = inset(box, 7);
  g.roundRect(top.x, top.y, top.w, top.h, 10)
    .fill(BOARD_COLORS.coverWood)
    .stroke({ width: 3, color: BOARD_COLORS.coverWoodDark });
  const along = top.w >= top.h;
  for (let i = 1; i < 3; i++) {
    if (along)
      g.moveTo(top.x + 6, top.y + (top.h * i) / 3).lineTo(
        top.x + top.w - 6,
        top.y + (top.h * i) / 3,
      );
    else
      g.moveTo(top.x + (top.w * i) / 3, top.y + 6).lineTo(
        top.x + (top.w * i) / 3,
        top.y + top.h - 6,
      );
  }
  g.stroke({ width: 1.5, color: BOARD_COLORS.coverWoodDark, alpha: 0.7 });
}

function drawBarrel(g: Graphics, box: Box) {
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  const r = Math.min(box.w, box.h) * 0.38;
  g.circle(cx, cy, r)
    .fill(BOARD_COLORS.coverWood)
    .stroke({ width: 4, color: BOARD_COLORS.coverMetal });
  g.circle(cx, cy, r * 0.62).stroke({ width: 3, color: BOARD_COLORS.coverMetal });
  g.circle(cx, cy, r * 0.16).fill(BOARD_COLORS.coverWoodDark);
}

function drawCrate(g: Graphics, box: Box) {
  const c = inset(box, 8);
  g.rect(c.x, c.y, c.w, c.h)
    .fill(BOARD_COLORS.coverWood)
    .stroke({ width: 3, color: BOARD_COLORS.coverWoodDark });
  g.moveTo(c.x, c.y)
    .lineTo(c.x + c.w, c.y + c.h)
    .moveTo(c.x + c.w, c.y)
    .lineTo(c.x, c.y + c.h);
  g.stroke({ width: 4, color: BOARD_COLORS.coverWoodDark });
}

function drawTrough(g: Graphics, box: Box) {
  const along = box.w >= box.h;
  const t = along
    ? { x: box.x + 5, y: box.y + box.h * 0.25, w: box.w - 10, h: box.h * 0.5 }
    : { x: box.x + box.w * 0.25, y: box.y + 5, w: box.w * 0.5, h: box.h - 10 };
  g.roundRect(t.x, t.y, t.w, t.h, 6).fill(BOARD_COLORS.coverWoodDark);
  const water = inset(t, 5);
  g.roundRect(water.x, water.y, water.w, water.h, 4).fill(BOARD_COLORS.coverWater);
}

function drawWagon(g: Graphics, box: Box) {
  const along = box.w >= box.h;
  const body = along
    ? { x: box.x + 10, y: box.y + box.h * 0.2, w: box.w - 20, h: box.h * 0.6 }
    : { x: box.x + box.w * 0.2, y: box.y + 10, w: box.w * 0.6, h: box.h - 20 };
  const wheel = (x: number, y: number, w: number, h: number) =>
    g.roundRect(x, y, w, h, 3).fill(BOARD_COLORS.coverMetal);
  if (along) {
    for (const fx of [0.18, 0.82]) {
      wheel(box.x + box.w * fx - 9, body.y - 6, 18, 8);
      wheel(box.x + box.w * fx - 9, body.y + body.h - 2, 18, 8);
    }
    g.moveTo(box.x + 10, box.y + box.h / 2).lineTo(box.x, box.y + box.h / 2);
  } else {
    for (const fy of [0.18, 0.82]) {
      wheel(body.x - 6, box.y + box.h * fy - 9, 8, 18);
      wheel(body.x + body.w - 2, box.y + box.h * fy - 9, 8, 18);
    }
    g.moveTo(box.x + box.w / 2, box.y + 10).lineTo(box.x + box.w / 2, box.y);
  }
  g.stroke({ width: 4, color: BOARD_COLORS.coverWoodDark });
  g.rect(body.x, body.y, body.w, body.h)
    .fill(BOARD_COLORS.coverWood)
    .stroke({ width: 3, color: BOARD_COLORS.coverWoodDark });
  const slats = along ? Math.max(2, Math.round(body.w / 24)) : Math.max(2, Math.round(body.h / 24));
  for (let i = 1; i < slats; i++) {
    if (along)
      g.moveTo(body.x + (body.w * i) / slats, body.y + 3).lineTo(
        body.x + (body.w * i) / slats,
        body.y + body.h - 3,
      );
    else
      g.moveTo(body.x + 3, body.y + (body.h * i) / slats).lineTo(
        body.x + body.w - 3,
        body.y + (body.h * i) / slats,
      );
  }
  g.stroke({ width: 1.5, color: BOARD_COLORS.coverWoodDark });
}

/** Any other kind (rocks, fences from imports…): a grey boulder, so it still reads as cover. */
function drawRock(g: Graphics, box: Box) {
  const c = inset(box, 8);
  const k = Math.min(c.w, c.h) * 0.3;
  g.poly([
    c.x + k,
    c.y,
    c.x + c.w - k,
    c.y,
    c.x + c.w,
    c.y + k,
    c.x + c.w,
    c.y + c.h - k,
    c.x + c.w - k,
    c.y + c.h,
    c.x + k,
    c.y + c.h,
    c.x,
    c.y + c.h - k,
    c.x,
    c.y + k,
  ])
    .fill(0x8f8a80)
    .stroke({ width: 3, color: 0x4d4a44 });
}
