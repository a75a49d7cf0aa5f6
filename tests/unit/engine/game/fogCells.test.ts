import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeCells, encodeCells, hasCell } from '../../../../engine/game/fogCells.ts';

const sets = fc
  .integer({ min: 1, max: 400 })
  .chain((count) =>
    fc.tuple(
      fc.constant(count),
      fc.uint8Array({ minLength: count, maxLength: count, max: 1 }),
      fc.nat({ max: 12 }),
    ),
  );

describe("the fog's compact squares (issue 11)", () => {
  it('reads back every set written, on maps of any number of squares (15 × 15 too)', () => {
    fc.assert(
      fc.property(sets, ([count, cells]) => {
        expect(Array.from(decodeCells(encodeCells(cells), count))).toEqual(Array.from(cells));
      }),
      { numRuns: 200, seed: 11 },
    );
    // The corner of a 15 × 15 map: square 224, the low bit of the last byte.
    const corner = new Uint8Array(225);
    corner[224] = 1;
    expect(decodeCells(encodeCells(corner), 225)[224]).toBe(1);
  });

  it('hasCell reads one square as decodeCells reads them all, short strings included', () => {
    fc.assert(
      fc.property(sets, ([count, cells, cut]) => {
        const text = encodeCells(cells);
        // A set written for a smaller map (a map that grew) reads as empty past its end.
        const short = text.slice(0, Math.max(0, text.length - cut));
        for (const t of [text, short]) {
          const one = Array.from({ length: count }, (_, i) => (hasCell(t, i) ? 1 : 0));
          expect(one).toEqual(Array.from(decodeCells(t, count)));
        }
      }),
      { numRuns: 200, seed: 11 },
    );
  });
});
