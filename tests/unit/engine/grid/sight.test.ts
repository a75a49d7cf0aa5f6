import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coverBetween } from '../../../../engine/grid/coverBetween.ts';
import { lineOfSight } from '../../../../engine/grid/lineOfSight.ts';
import { sightOverlay } from '../../../../engine/grid/sightOverlay.ts';
import { mapSchema, type GameMapInput } from '../../../../engine/model/map.ts';
import { arbitraryMap, squareIn } from '../arbitraries.ts';
import { bruteCrossings, bruteLineOfSight } from './oracles.ts';

const map = (input: Omit<GameMapInput, 'size'> & { size?: [number, number] }) =>
  mapSchema.parse({ size: [10, 6], ...input });
const crate = (id: string, ...squares: [number, number][]) => ({ id, kind: 'crate', squares });

describe('lineOfSight (G3)', () => {
  it('is blocked by a wall that only touches the line at its end, on a grid vertex', () => {
    // The diagonal from A1 to C3 passes the vertices (1, 1) and (2, 2).
    expect(lineOfSight(map({ walls: [[1, 0, 1, 1]] }), [0, 0], [2, 2]).visible).toBe(false);
    expect(lineOfSight(map({ walls: [[2, 2, 3, 2]] }), [0, 0], [2, 2]).visible).toBe(false);
    // A wall stopping one vertex short of the line does not block.
    expect(lineOfSight(map({ walls: [[2, 0, 2, 1]] }), [0, 0], [2, 2]).visible).toBe(true);
  });

  it('passes through a vertex of a shallow line exactly (A1 to G3 crosses vertex (2, 1))', () => {
    expect(lineOfSight(map({ walls: [[2, 0, 2, 1]] }), [0, 0], [6, 2]).visible).toBe(false);
    expect(lineOfSight(map({ walls: [[3, 0, 3, 1]] }), [0, 0], [6, 2]).visible).toBe(true);
  });

  it('is blocked by a wall lying along the line', () => {
    expect(lineOfSight(map({ walls: [[0, 0.5, 3, 0.5]] }), [0, 0], [5, 0]).visible).toBe(false);
  });

  it('is blocked by a closed door but not an open one; a slug ignores doors (D6)', () => {
    const closed = map({ doors: [{ at: [4, 0, 4, 6], open: false }] });
    expect(lineOfSight(closed, [1, 2], [7, 2])).toEqual({
      visible: false,
      blocker: { kind: 'door', index: 0, segment: [4, 0, 4, 6] },
    });
    expect(lineOfSight(closed, [1, 2], [7, 2], { slug: true }).visible).toBe(true);
    expect(
      lineOfSight(map({ doors: [{ at: [4, 0, 4, 6], open: true }] }), [1, 2], [7, 2]).visible,
    ).toBe(true);
  });

  it('is never blocked by a window or by cover', () => {
    expect(
      lineOfSight(map({ windows: [[4, 0, 4, 6]], cover: [crate('c', [5, 2])] }), [1, 2], [7, 2])
        .visible,
    ).toBe(true);
  });

  it('names the wall that blocks', () => {
    expect(
      lineOfSight(
        map({
          walls: [
            [9, 0, 9, 1],
            [4, 0, 4, 6],
          ],
        }),
        [1, 2],
        [7, 2],
      ).blocker,
    ).toEqual({
      kind: 'wall',
      index: 1,
      segment: [4, 0, 4, 6],
    });
  });

  it('handles free-angle walls', () => {
    const diagonal = map({ walls: [[3, 0, 5, 4]] });
    expect(lineOfSight(diagonal, [1, 2], [7, 2]).visible).toBe(false);
    expect(lineOfSight(diagonal, [1, 5], [7, 5]).visible).toBe(true);
  });

  it('agrees with a brute-force test of every barrier, and is symmetric', () => {
    fc.assert(
      fc.property(
        arbitraryMap({ freeAngle: true }).chain((m) =>
          fc.tuple(fc.constant(m), squareIn(...m.size), squareIn(...m.size), fc.boolean()),
        ),
        ([m, a, b, slug]) => {
          const forward = lineOfSight(m, a, b, { slug }).visible;
          expect(forward).toBe(bruteLineOfSight(m, a, b, slug));
          expect(lineOfSight(m, b, a, { slug }).visible).toBe(forward);
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe('coverBetween (G4–G7)', () => {
  it('counts a square the line crosses, not one it only grazes at a corner', () => {
    // A1 → G3: the line touches the corner (2, 1) of B2 and C1 and crosses E2's interior.
    const grazed = map({ cover: [crate('b2', [1, 1]), crate('c1', [2, 0])] });
    expect(coverBetween(grazed, [0, 0], [6, 2])).toMatchObject({
      los: true,
      cover: false,
      objects: [],
    });
    const crossed = map({ cover: [crate('b2', [1, 1]), crate('e2', [4, 1])] });
    expect(coverBetween(crossed, [0, 0], [6, 2])).toMatchObject({
      cover: true,
      objects: [{ id: 'e2', squares: 1, status: 'counted' }],
    });
  });

  it('does not count a square the line runs along the edge of', () => {
    // Vertical line x = 2.5 from C1 to C6 runs inside column 2 only; D3's edge is x = 3.
    expect(coverBetween(map({ cover: [crate('d3', [3, 2])] }), [2, 0], [2, 5]).cover).toBe(false);
  });

  it('counts a window spanning several squares as one one-square object', () => {
    const walled = map({ windows: [[4, 0, 4, 6]] });
    expect(coverBetween(walled, [1, 2], [7, 2])).toMatchObject({
      cover: true,
      squaresLeft: 1,
      objects: [{ source: 'window', id: 'window-1', squares: 1, status: 'counted' }],
    });
    // G7: a Slug ignores that one square.
    expect(coverBetween(walled, [1, 2], [7, 2], { slug: true })).toMatchObject({
      cover: false,
      objects: [{ status: 'slug' }],
    });
  });

  it('counts a window the line only touches at its end (G4: touching counts, as G3)', () => {
    // B2 → H8 is the diagonal through (4, 4), the lower end of the window x = 4, y 2–4.
    expect(
      coverBetween(map({ size: [10, 10], windows: [[4, 2, 4, 4]] }), [1, 1], [7, 7]).cover,
    ).toBe(true);
  });

  it('G5: never counts an object the attacker shares', () => {
    const m = map({ cover: [crate('table', [2, 1], [2, 2], [2, 3])] });
    expect(coverBetween(m, [1, 3], [7, 2])).toMatchObject({
      cover: false,
      objects: [{ id: 'table', status: 'shared' }],
    });
    // The defender sharing it is the ordinary case of being behind cover.
    expect(coverBetween(m, [7, 2], [3, 2])).toMatchObject({ cover: false });
    expect(
      coverBetween(map({ cover: [crate('table', [4, 1], [4, 2], [4, 3])] }), [7, 2], [3, 2]).cover,
    ).toBe(true);
  });

  it('G5: shares a window lying on an edge of the attacker’s square, not one further off', () => {
    const window = map({ windows: [[4, 0, 4, 6]] });
    expect(coverBetween(window, [3, 2], [7, 2])).toMatchObject({
      cover: false,
      objects: [{ status: 'shared' }],
    });
    expect(coverBetween(window, [2, 2], [7, 2]).cover).toBe(true);
  });

  it('G6: one rank up ignores the object with the most squares crossed, below the attacker', () => {
    const m = map({
      ranks: [{ rank: 1, squares: [[0, 2]] }],
      cover: [crate('barrel', [3, 2]), crate('wagon', [5, 2], [6, 2])],
    });
    expect(coverBetween(m, [0, 2], [8, 2])).toMatchObject({
      cover: true,
      squaresLeft: 1,
      objects: [
        { id: 'barrel', status: 'counted' },
        { id: 'wagon', squares: 2, status: 'elevation' },
      ],
    });
  });

  it('G6: ties go to map order; an object at the attacker’s rank is not below it', () => {
    const tie = map({
      ranks: [{ rank: 1, squares: [[0, 2]] }],
      cover: [crate('a', [3, 2]), crate('b', [5, 2])],
    });
    expect(coverBetween(tie, [0, 2], [8, 2]).objects.map((o) => o.status)).toEqual([
      'elevation',
      'counted',
    ]);
    const level = map({
      ranks: [
        {
          rank: 1,
          squares: [
            [0, 2],
            [3, 2],
          ],
        },
      ],
      cover: [crate('roof', [3, 2])],
    });
    expect(coverBetween(level, [0, 2], [8, 2])).toMatchObject({
      cover: true,
      objects: [{ rank: 1, status: 'counted' }],
    });
  });

  it('G6: a window’s rank is the lowest of the squares on its two sides', () => {
    const high = map({
      ranks: [
        {
          rank: 2,
          squares: [
            [0, 2],
            [3, 2],
            [4, 2],
          ],
        },
      ],
      windows: [[4, 2, 4, 3]],
    });
    // The squares beside the window are rank 2: it is not below an attacker on rank 2.
    expect(coverBetween(high, [0, 2], [8, 2])).toMatchObject({
      cover: true,
      objects: [{ rank: 2, status: 'counted' }],
    });
    const halfHigh = map({
      ranks: [
        {
          rank: 2,
          squares: [
            [0, 2],
            [3, 2],
          ],
        },
      ],
      windows: [[4, 2, 4, 3]],
    });
    expect(coverBetween(halfHigh, [0, 2], [8, 2])).toMatchObject({
      cover: false,
      objects: [{ rank: 0, status: 'elevation' }],
    });
  });

  it('G6 then G7: elevation first, then the slug takes one more square', () => {
    const m = map({
      ranks: [{ rank: 1, squares: [[0, 2]] }],
      cover: [crate('a', [3, 2]), crate('b', [5, 2], [6, 2])],
    });
    // b (2 squares) goes to elevation; the slug takes a's single square.
    expect(coverBetween(m, [0, 2], [8, 2], { slug: true })).toMatchObject({
      cover: false,
      squaresLeft: 0,
    });
  });

  it('has no cover verdict without LOS', () => {
    expect(
      coverBetween(map({ walls: [[4, 0, 4, 6]], cover: [crate('c', [5, 2])] }), [1, 2], [7, 2]),
    ).toMatchObject({
      los: false,
      cover: false,
      blocker: { kind: 'wall' },
    });
  });

  it('finds the same crossings as a brute-force test of every square and window', () => {
    fc.assert(
      fc.property(
        arbitraryMap().chain((m) =>
          fc.tuple(fc.constant(m), squareIn(...m.size), squareIn(...m.size)),
        ),
        ([m, a, b]) => {
          const verdict = coverBetween(m, a, b);
          fc.pre(verdict.los);
          const brute = bruteCrossings(m, a, b);
          const fromCover = Object.fromEntries(
            verdict.objects.filter((o) => o.source === 'cover').map((o) => [o.id, o.squares]),
          );
          expect(fromCover).toEqual(brute.squares);
          expect(
            verdict.objects
              .filter((o) => o.source === 'window')
              .map((o) => o.id)
              .sort(),
          ).toEqual([...brute.windows].sort());
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe('sightOverlay', () => {
  it('says exactly what lineOfSight and coverBetween say, square by square', () => {
    fc.assert(
      fc.property(
        arbitraryMap({ freeAngle: true }).chain((m) =>
          fc.tuple(
            fc.constant(m),
            squareIn(...m.size),
            fc.integer({ min: 1, max: 6 }),
            fc.boolean(),
          ),
        ),
        ([m, from, range, slug]) => {
          const overlay = sightOverlay(m, from, range, { slug });
          for (let y = overlay.top; y < overlay.top + overlay.height; y++) {
            for (let x = overlay.left; x < overlay.left + overlay.width; x++) {
              if (x === from[0] && y === from[1]) continue;
              const at = (y - overlay.top) * overlay.width + (x - overlay.left);
              const verdict = coverBetween(m, from, [x, y], { slug });
              expect(overlay.los[at] === 1, `LOS to ${x},${y}`).toBe(verdict.los);
              expect(overlay.cover[at] === 1, `cover at ${x},${y}`).toBe(verdict.cover);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('cannot see into a square walled in on all four sides, unless a slug meets only doors', () => {
    const closet = map({
      walls: [
        [4, 2, 5, 2],
        [4, 3, 5, 3],
        [4, 2, 4, 3],
      ],
      doors: [{ at: [5, 2, 5, 3], open: false }],
    });
    const overlay = sightOverlay(closet, [1, 2], 6);
    expect(overlay.los[2 * overlay.width + 4]).toBe(0);
    expect(lineOfSight(closet, [1, 2], [4, 2]).visible).toBe(false);
    // From the east, a slug passes the closed door (D6) and sees in; a bullet does not.
    const east = sightOverlay(closet, [8, 2], 6, { slug: true });
    expect([east.left, east.top, east.width]).toEqual([2, 0, 8]);
    expect(east.los[2 * 8 + (4 - 2)]).toBe(1);
    expect(sightOverlay(closet, [8, 2], 6).los[2 * 8 + (4 - 2)]).toBe(0);
  });
});
