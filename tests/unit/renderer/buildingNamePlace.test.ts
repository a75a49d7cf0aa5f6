import { describe, expect, it } from 'vitest';
import type { Square } from '../../../engine/core.ts';
import { CELL } from '../../../renderer/board/boardUnits.ts';
import {
  MIN_NAME_SCALE,
  NAME_INSET,
  buildingNamePlace,
} from '../../../renderer/board/layers/buildingNamePlace.ts';
import { buildingNameAnchor } from '../../../renderer/board/tiles/staticBounds.ts';

/** Every square of the box from (x0, y0) to (x1, y1), inclusive. */
function box(x0: number, y0: number, x1: number, y1: number): Square[] {
  const out: Square[] = [];
  for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) out.push([x, y]);
  return out;
}

/** A store name's text as the board measures it at full size: about 190 units by 32. */
const NAME = { width: 190, height: 32 };

/** The name's box on the board, in world units, where it is drawn. */
function drawn(place: { x: number; y: number; scale: number }, size = NAME) {
  const w = (size.width * place.scale) / 2;
  const h = (size.height * place.scale) / 2;
  return { x0: place.x - w, x1: place.x + w, y0: place.y - h, y1: place.y + h };
}

/** Whether every point of the name's box lies on one of `squares`. */
function onSquares(name: ReturnType<typeof drawn>, squares: Square[]): boolean {
  const known = new Set(squares.map(([x, y]) => `${x},${y}`));
  for (let y = Math.floor(name.y0 / CELL); y <= Math.floor((name.y1 - 1e-9) / CELL); y++)
    for (let x = Math.floor(name.x0 / CELL); x <= Math.floor((name.x1 - 1e-9) / CELL); x++)
      if (!known.has(`${x},${y}`)) return false;
  return true;
}

describe("a fogged building's name (issue 40, item 7)", () => {
  it('sits where a whole building has it: centred along the front wall, at full size', () => {
    const store = box(2, 1, 6, 3);
    const place = buildingNamePlace(store, NAME)!;
    const anchor = buildingNameAnchor({ name: 'Jenkins Bros', squares: store, boardwalk: [] })!;
    expect(place).toEqual({ x: anchor.x, y: anchor.y, scale: 1 });
    expect(onSquares(drawn(place), store)).toBe(true);
  });

  it('moves to the known part of a building seen in part, never over a square not known', () => {
    // The front row seen only at its two west squares; the rows behind it, through the door,
    // whole: the name goes to the first row that holds it, not across the unknown front.
    const known: Square[] = [[2, 1], [3, 1], ...box(2, 2, 6, 3)];
    const place = buildingNamePlace(known, NAME)!;
    expect(place.scale).toBe(1);
    expect(place.x).toBe(4.5 * CELL);
    expect(Math.floor(place.y / CELL)).toBe(2);
    expect(onSquares(drawn(place), known)).toBe(true);
  });

  it('is shrunk to the widest known run when none holds it whole, within it', () => {
    // Runs of 2 and 3 squares: the 3 (192 units, less the insets) takes the name a little smaller.
    const known: Square[] = [[0, 0], [1, 0], ...box(4, 2, 6, 2)];
    const place = buildingNamePlace(known, { width: 230, height: 32 })!;
    expect(place.scale).toBeCloseTo((3 * CELL - 2 * NAME_INSET) / 230, 9);
    expect(place.scale).toBeGreaterThanOrEqual(MIN_NAME_SCALE);
    expect(place.x).toBe(5.5 * CELL);
    expect(onSquares(drawn(place, { width: 230, height: 32 }), known)).toBe(true);
  });

  it('is left out where no known run holds it legibly', () => {
    // One square of the store seen through a window: a long name would be a smudge in it.
    expect(buildingNamePlace([[6, 2]], NAME)).toBeNull();
    expect(buildingNamePlace(box(6, 1, 6, 3), NAME)).toBeNull();
    expect(buildingNamePlace([], NAME)).toBeNull();
    // A short name fits the same square.
    const short = buildingNamePlace([[6, 2]], { width: 40, height: 32 });
    expect(short).toMatchObject({ x: 6.5 * CELL, scale: 1 });
  });

  it('takes the topmost of equally long runs, and stays inside its row', () => {
    const known = [...box(0, 5, 1, 5), ...box(3, 2, 4, 2), ...box(8, 7, 9, 7)];
    const place = buildingNamePlace(known, { width: 150, height: 32 })!;
    expect(Math.floor(place.y / CELL)).toBe(2);
    const name = drawn(place, { width: 150, height: 32 });
    expect(name.y0).toBeGreaterThanOrEqual(2 * CELL);
    expect(name.y1).toBeLessThanOrEqual(3 * CELL);
  });
});
