import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildIndex } from '../../../../engine/grid/buildIndex.ts';
import { coverBetween } from '../../../../engine/grid/coverBetween.ts';
import { findPath } from '../../../../engine/grid/findPath.ts';
import { lineOfSight } from '../../../../engine/grid/lineOfSight.ts';
import {
  withDoorToggled,
  withWallsAdded,
  withWallsRemoved,
} from '../../../../engine/grid/mapEdits.ts';
import { type MapIndex } from '../../../../engine/grid/mapIndex.ts';
import { cachedIndex } from '../../../../engine/grid/indexCache.ts';
import {
  buildMovement,
  movementIndex,
  type MovementIndex,
} from '../../../../engine/grid/movementIndex.ts';
import { reachable } from '../../../../engine/grid/reachable.ts';
import type { Segment } from '../../../../engine/model/geometry.ts';
import { mapSchema, type GameMap } from '../../../../engine/model/map.ts';
import { arbitraryMap, squareIn } from '../arbitraries.ts';

/** A grid-line segment of 1–3 units, or (when `free`) a free-angle one on quarter vertices. */
const segmentIn = (w: number, h: number, free: boolean): fc.Arbitrary<Segment> => {
  const grid = fc
    .tuple(
      fc.boolean(),
      fc.integer({ min: 0, max: w }),
      fc.integer({ min: 0, max: h }),
      fc.integer({ min: 1, max: 3 }),
    )
    .map(([vertical, x, y, len]): Segment =>
      vertical
        ? [x, Math.min(y, h - 1), x, Math.min(h, y + len)]
        : [Math.min(x, w - 1), y, Math.min(w, x + len), y],
    )
    .filter(([x1, y1, x2, y2]) => x1 !== x2 || y1 !== y2);
  if (!free) return grid;
  const quarter = fc
    .tuple(
      fc.integer({ min: -2, max: w * 4 + 2 }),
      fc.integer({ min: -2, max: h * 4 + 2 }),
      fc.integer({ min: -2, max: w * 4 + 2 }),
      fc.integer({ min: -2, max: h * 4 + 2 }),
    )
    .filter(([a, b, c, d]) => a !== c || b !== d)
    .map(([a, b, c, d]): Segment => [a / 4, b / 4, c / 4, d / 4]);
  return fc.oneof(grid, quarter);
};

type Edit =
  | { kind: 'toggle'; pick: number }
  | { kind: 'add'; segments: Segment[] }
  | { kind: 'remove'; picks: number[] };

/** A random map with a few free-angle doors added (arbitraryMap's doors lie on grid lines). */
const mapWithEdits = arbitraryMap({ freeAngle: true }).chain((base) => {
  const [w, h] = base.size;
  return fc.record({
    map: fc
      .array(fc.record({ at: segmentIn(w, h, true), open: fc.boolean() }), { maxLength: 2 })
      .map((extra) => mapSchema.parse({ ...base, doors: [...base.doors, ...extra] }) as GameMap),
    edits: fc.array(
      fc.oneof(
        fc.record({ kind: fc.constant('toggle' as const), pick: fc.nat() }),
        fc.record({
          kind: fc.constant('add' as const),
          segments: fc.array(segmentIn(w, h, true), { minLength: 1, maxLength: 3 }),
        }),
        fc.record({
          kind: fc.constant('remove' as const),
          picks: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
        }),
      ),
      { minLength: 1, maxLength: 10 },
    ),
    probes: fc.array(fc.tuple(squareIn(w, h), squareIn(w, h), squareIn(w, h), fc.boolean()), {
      minLength: 1,
      maxLength: 12,
    }),
  });
});

function applyEdit(map: GameMap, edit: Edit): GameMap {
  if (edit.kind === 'toggle')
    return map.doors.length === 0 ? map : withDoorToggled(map, edit.pick % map.doors.length);
  if (edit.kind === 'add') return withWallsAdded(map, edit.segments);
  if (map.walls.length === 0) return map;
  return withWallsRemoved(
    map,
    edit.picks.map((p) => p % map.walls.length),
  );
}

/** Every typed array of an index (or movement index), by name: what a build makes. */
function arraysOf(index: object): [string, ArrayLike<number>][] {
  return Object.entries(index).filter((entry): entry is [string, ArrayLike<number>] =>
    ArrayBuffer.isView(entry[1]),
  );
}

/** Every array of the two indexes, element by element, named so a failure says which one. */
function expectSame(derived: object, fresh: object): void {
  const theirs = arraysOf(fresh);
  expect(arraysOf(derived).map(([name]) => name)).toEqual(theirs.map(([name]) => name));
  for (const [name, array] of theirs) {
    expect([name, ...Array.from((derived as Record<string, ArrayLike<number>>)[name]!)]).toEqual([
      name,
      ...Array.from(array),
    ]);
  }
}

function expectSameIndex(derived: MapIndex, fresh: MapIndex): void {
  expect([derived.w, derived.h, derived.firstWindow, derived.firstWall]).toEqual([
    fresh.w,
    fresh.h,
    fresh.firstWindow,
    fresh.firstWall,
  ]);
  expectSame(derived, fresh);
  expect(derived.barrierScratch.seen.length).toBeGreaterThanOrEqual(fresh.barrierKind.length);
}

describe('the index of an edited map (indexAfterEdit)', () => {
  it('equals a fresh build of the map after any door toggles and wall edits, and so do the queries', () => {
    fc.assert(
      fc.property(mapWithEdits, ({ map: start, edits, probes }) => {
        // The start map indexed in full, movement included, as play would have it.
        movementIndex(start);
        let map = start;
        for (const edit of edits) {
          const next = applyEdit(map, edit);
          if (next === map) continue;
          // The edit derived the new index (nothing else has indexed this new map object)…
          const derived = cachedIndex(next);
          expect(derived).toBeDefined();
          // …and it equals a whole build, array for array, movement included.
          const fresh = buildIndex(next);
          expectSameIndex(derived!, fresh);
          expectSame(derived!.movement as MovementIndex, buildMovement(fresh));
          map = next;
        }
        // The queries on the derived index answer as on a copy of the map indexed from scratch.
        const copy = { ...map };
        for (const [from, to, enemy, slug] of probes) {
          expect(lineOfSight(map, from, to, { slug })).toEqual(
            lineOfSight(copy, from, to, { slug }),
          );
          expect(coverBetween(map, from, to, { slug })).toEqual(
            coverBetween(copy, from, to, { slug }),
          );
          const unit = { at: from, speed: 4 };
          expect(reachable(map, unit, [])).toEqual(reachable(copy, unit, []));
          const mover = { at: from, speed: 99 };
          const others = [{ at: enemy, side: 'enemy' as const }];
          expect(findPath(map, mover, others, to)).toEqual(findPath(copy, mover, others, to));
        }
      }),
      { numRuns: 300 },
    );
  });
});
