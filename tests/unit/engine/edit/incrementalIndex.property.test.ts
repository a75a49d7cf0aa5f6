import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyEdit } from '../../../../engine/edit/applyEdit.ts';
import type { EditActionInput } from '../../../../engine/edit/editAction.ts';
import { buildIndex } from '../../../../engine/grid/buildIndex.ts';
import { type MapIndex } from '../../../../engine/grid/mapIndex.ts';
import { cachedIndex } from '../../../../engine/grid/indexCache.ts';
import {
  buildMovement,
  movementIndex,
  type MovementIndex,
} from '../../../../engine/grid/movementIndex.ts';
import type { Square } from '../../../../engine/model/geometry.ts';
import type { GameMap } from '../../../../engine/model/map.ts';
import { arbitraryMap, squareIn } from '../arbitraries.ts';

/**
 * The editor's square edits (terrain, ranks, passages, cover, tokens, buildings) and its wall and
 * door edits derive the new map's index from the old one's (grid/indexSquareEdits.ts,
 * grid/indexEdits.ts). Whatever sequence of them, the derived index must be the index a full
 * build of the edited map makes, array for array, movement included.
 */
const COVER_IDS = ['c1', 'c2', 'c3', 'new-1', 'new-2'];

const editsFor = (w: number, h: number): fc.Arbitrary<EditActionInput> => {
  const squares = fc.array(squareIn(w, h), { minLength: 1, maxLength: 4 });
  const id = fc.constantFrom(...COVER_IDS);
  const pick = fc.nat({ max: 6 });
  return fc.oneof(
    squares.map((s): EditActionInput => ({ type: 'paintTerrain', kind: 'mud', squares: s })),
    fc
      .tuple(fc.integer({ min: 0, max: 3 }), squares)
      .map(([rank, s]): EditActionInput => ({ type: 'paintRank', rank, squares: s })),
    squares.map((s): EditActionInput => ({ type: 'addPassage', kind: 'stairs', squares: s })),
    pick.map((i): EditActionInput => ({ type: 'removePassages', passages: [i] })),
    fc.tuple(fc.option(id, { nil: undefined }), squares).map(([i, s]): EditActionInput => ({
      type: 'placeCover',
      kind: 'crate',
      squares: s,
      ...(i ? { id: i } : {}),
    })),
    fc
      .tuple(id, fc.integer({ min: -2, max: 2 }), fc.integer({ min: -2, max: 2 }))
      .map(([i, dx, dy]): EditActionInput => ({ type: 'moveCover', id: i, by: [dx, dy] })),
    id.map((i): EditActionInput => ({ type: 'rotateCover', id: i })),
    fc
      .tuple(id, fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 2 }))
      .map(([i, cw, ch]): EditActionInput => ({ type: 'resizeCover', id: i, size: [cw, ch] })),
    fc
      .array(id, { minLength: 1, maxLength: 2 })
      .map((ids): EditActionInput => ({ type: 'removeCover', ids })),
    squareIn(w, h).map((at): EditActionInput => ({
      type: 'placeToken',
      token: { id: `t${at[0]}-${at[1]}`, name: 'T', faction: 'Lawmen', at, hp: 1, hpMax: 1 },
    })),
    fc
      .tuple(
        fc.integer({ min: 0, max: w - 1 }),
        fc.integer({ min: 0, max: h }),
        fc.integer({ min: 1, max: 3 }),
      )
      .map(([x, y, len]): EditActionInput => ({
        type: 'addWalls',
        segments: [[x, y, Math.min(w, x + len), y]],
      })),
    pick.map((i): EditActionInput => ({ type: 'removeWalls', walls: [i] })),
    pick.map((i): EditActionInput => ({ type: 'toggleDoor', door: i })),
    fc.tuple(squareIn(w, h), squareIn(w, h)).map(([a, b]: [Square, Square]): EditActionInput => ({
      type: 'deleteSelection',
      selection: { squares: [a, b], cover: ['c2'] },
    })),
  );
};

const scenario = arbitraryMap({ freeAngle: true }).chain((map) =>
  fc.record({
    map: fc.constant(map),
    edits: fc.array(editsFor(map.size[0], map.size[1]), { minLength: 1, maxLength: 12 }),
  }),
);

function arraysOf(index: object): [string, number[]][] {
  return Object.entries(index)
    .filter((entry): entry is [string, ArrayLike<number>] => ArrayBuffer.isView(entry[1]))
    .map(([name, array]) => [name, Array.from(array)]);
}

/** Index arrays compared by name, so a failure says which array differs; search scratch aside. */
function expectSame(derived: object, fresh: object): void {
  const scratch = new Set(['seen', 'cost', 'damage', 'parent', 'occupiedBy', 'occupiedStamp']);
  const keep = (list: [string, number[]][]) => list.filter(([name]) => !scratch.has(name));
  expect(keep(arraysOf(derived))).toEqual(keep(arraysOf(fresh)));
}

describe('the index after editor edits', () => {
  it('equals a full build of the edited map, movement included, after any edit sequence', () => {
    fc.assert(
      fc.property(scenario, ({ map: start, edits }) => {
        movementIndex(start);
        let map: GameMap = start;
        for (const action of edits) {
          const result = applyEdit(map, action);
          if (!result.ok || result.map === map) continue;
          const derived = cachedIndex(result.map) as MapIndex | undefined;
          // Every kind generated here is one the editor derives rather than rebuilds.
          expect(derived, action.type).toBeDefined();
          const fresh = buildIndex(result.map);
          expectSame(derived!, fresh);
          expect(derived!.movement, action.type).toBeDefined();
          expectSame(derived!.movement as MovementIndex, buildMovement(fresh));
          map = result.map;
        }
      }),
      { numRuns: 300 },
    );
  });
});
