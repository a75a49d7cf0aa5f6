import fc from 'fast-check';
import { mapSchema, type GameMap } from '../../../engine/model/map.ts';

/** A square inside a w×h map. */
export const squareIn = (w: number, h: number) =>
  fc.tuple(fc.integer({ min: 0, max: w - 1 }), fc.integer({ min: 0, max: h - 1 }));

const edge = (w: number, h: number) =>
  fc.oneof(
    // A vertical edge x, from y to y + len.
    fc
      .tuple(
        fc.integer({ min: 0, max: w }),
        fc.integer({ min: 0, max: h - 1 }),
        fc.integer({ min: 1, max: 3 }),
      )
      .map(([x, y, len]) => [x, y, x, Math.min(h, y + len)] as [number, number, number, number]),
    fc
      .tuple(
        fc.integer({ min: 0, max: w - 1 }),
        fc.integer({ min: 0, max: h }),
        fc.integer({ min: 1, max: 3 }),
      )
      .map(([x, y, len]) => [x, y, Math.min(w, x + len), y] as [number, number, number, number]),
  );

const freeAngle = (w: number, h: number) =>
  fc
    .tuple(
      fc.integer({ min: 0, max: w * 4 }),
      fc.integer({ min: 0, max: h * 4 }),
      fc.integer({ min: 0, max: w * 4 }),
      fc.integer({ min: 0, max: h * 4 }),
    )
    .filter(([a, b, c, d]) => a !== c || b !== d)
    .map(([a, b, c, d]) => [a / 4, b / 4, c / 4, d / 4] as [number, number, number, number]);

/**
 * Random maps: grid walls, doors and windows (some spanning several squares), a few free-angle
 * walls, cover objects, raised areas with passages. Small, so shrinking finds readable cases.
 */
export const arbitraryMap = (options: { freeAngle?: boolean } = {}) =>
  fc
    .tuple(fc.integer({ min: 3, max: 10 }), fc.integer({ min: 3, max: 10 }))
    .chain(([w, h]) =>
      fc.record({
        size: fc.constant([w, h] as [number, number]),
        walls: fc.array(options.freeAngle ? fc.oneof(edge(w, h), freeAngle(w, h)) : edge(w, h), {
          maxLength: 8,
        }),
        doors: fc.array(fc.record({ at: edge(w, h), open: fc.boolean() }), { maxLength: 3 }),
        windows: fc.array(edge(w, h), { maxLength: 3 }),
        coverSquares: fc.array(fc.tuple(squareIn(w, h), fc.integer({ min: 0, max: 2 })), {
          maxLength: 8,
        }),
        ranks: fc.array(fc.tuple(squareIn(w, h), fc.integer({ min: 1, max: 3 })), { maxLength: 8 }),
        passages: fc.array(squareIn(w, h), { maxLength: 3 }),
      }),
    )
    .map((raw) => {
      // Cover squares grouped into objects of up to 3 squares (deduplicated).
      const seen = new Set<string>();
      const cover: { id: string; kind: string; squares: [number, number][] }[] = [];
      for (const [[x, y], group] of raw.coverSquares) {
        if (seen.has(`${x},${y}`)) continue;
        seen.add(`${x},${y}`);
        const last = cover[cover.length - 1];
        if (group > 0 && last && last.squares.length < 3) last.squares.push([x, y]);
        else cover.push({ id: `c${cover.length + 1}`, kind: 'crate', squares: [[x, y]] });
      }
      return mapSchema.parse({
        size: raw.size,
        walls: raw.walls,
        doors: raw.doors,
        windows: raw.windows,
        cover,
        ranks: raw.ranks.map(([sq, rank]) => ({ rank, squares: [sq] })),
        passages: raw.passages.length ? [{ squares: raw.passages }] : [],
      }) as GameMap;
    });
