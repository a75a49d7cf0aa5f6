import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineOfSight } from '../../../../engine/grid/lineOfSight.ts';
import { posseSight } from '../../../../engine/grid/posseSight.ts';
import { sightField } from '../../../../engine/grid/sightField.ts';
import type { Square } from '../../../../engine/model/geometry.ts';
import type { GameMap } from '../../../../engine/model/map.ts';
import { benchMap } from '../../../bench/benchMap.ts';
import { arbitraryMap, squareIn } from '../arbitraries.ts';

/** The oracle: G3's line of sight asked square by square (the attacks' own query). */
function seenOneByOne(map: GameMap, from: Square): Uint8Array {
  const [w, h] = map.size;
  const seen = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const own = x === from[0] && y === from[1];
      if (own || lineOfSight(map, from, [x, y]).visible) seen[y * w + x] = 1;
    }
  }
  return seen;
}

function union(map: GameMap, squares: Square[]): number[] {
  const count = new Array<number>(map.size[0] * map.size[1]).fill(0);
  for (const at of squares) seenOneByOne(map, at).forEach((v, i) => (count[i]! += v));
  return count;
}

const mapWithUnits = arbitraryMap({ freeAngle: true }).chain((map) =>
  fc.record({
    map: fc.constant(map),
    units: fc.array(squareIn(...map.size), { minLength: 1, maxLength: 4 }),
    moves: fc.array(fc.tuple(fc.nat(), squareIn(...map.size)), { maxLength: 4 }),
  }),
);

describe('fog of war: what the posse sees (G3, issue 11)', () => {
  it('sees exactly the squares lineOfSight says, on random maps with free-angle walls and doors', () => {
    fc.assert(
      fc.property(
        arbitraryMap({ freeAngle: true }).chain((map) =>
          fc.tuple(fc.constant(map), squareIn(...map.size)),
        ),
        ([map, from]) => {
          expect([...sightField(map, from)]).toEqual([...seenOneByOne(map, from)]);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('agrees with lineOfSight on a walled town, where the shadows close the sweep early', () => {
    const { map } = benchMap(48, 3);
    for (const from of [
      [24, 24],
      [0, 0],
      [47, 2],
      [10, 30],
    ] as Square[]) {
      expect([...sightField(map, from)]).toEqual([...seenOneByOne(map, from)]);
    }
  });

  it('counts each square once per unit that sees it, after any moves, as a fresh sweep would', () => {
    fc.assert(
      fc.property(mapWithUnits, ({ map, units, moves }) => {
        let squares = [...units];
        let sight = posseSight(map, squares);
        for (const [pick, to] of moves) {
          squares = squares.map((at, i) => (i === pick % squares.length ? to : at));
          sight = posseSight(map, squares, sight);
        }
        expect([...sight.seenBy]).toEqual(union(map, squares));
      }),
      { numRuns: 150 },
    );
  });

  it('sweeps again only the unit that moved', () => {
    const { map } = benchMap(40, 2);
    const before = posseSight(map, [
      [20, 20],
      [1, 1],
      [38, 38],
    ]);
    const after = posseSight(
      map,
      [
        [20, 20],
        [2, 1],
        [38, 38],
      ],
      before,
    );
    expect(after.units[0]!.field).toBe(before.units[0]!.field);
    expect(after.units[2]!.field).toBe(before.units[2]!.field);
    expect(after.units[1]!.field).not.toBe(before.units[1]!.field);
    // The sight a moment ago is left as it was: undo may still show it.
    expect([...before.seenBy]).toEqual(
      union(map, [
        [20, 20],
        [1, 1],
        [38, 38],
      ]),
    );
  });
});
