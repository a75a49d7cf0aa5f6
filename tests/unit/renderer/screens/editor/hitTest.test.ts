import { describe, expect, it } from 'vitest';
import sample from '../../../../../assets/maps/dusty-crossing.json';
import { mapSchema, selectionSchema } from '../../../../../engine/index.ts';
import {
  SEGMENT_REACH,
  hitAt,
  isOnSelection,
  toggleHit,
} from '../../../../../renderer/screens/editor/hitTest.ts';

const dusty = mapSchema.parse(sample);
/** The middle of a square, as the pointer's map point. */
const mid = (x: number, y: number) => [x + 0.5, y + 0.5] as const;
const at = (point: readonly [number, number]) =>
  hitAt(dusty, point, [Math.floor(point[0]), Math.floor(point[1])]);

describe('what is under a point (the Select tool, issue 12 item 2)', () => {
  it('a token is on top of everything, then cover, then the building under it', () => {
    // Tom stands on the rank-1 roof at [12, 2]; the saloon table stands inside Jenkins Bros.
    expect(at(mid(12, 2))).toEqual({ kind: 'token', id: 'tom' });
    expect(at(mid(4, 2))).toEqual({ kind: 'cover', id: 'saloon-table' });
    expect(at(mid(3, 2))).toEqual({ kind: 'building', index: 0 });
    // A token placed on cover (a validation error, but it happens while editing) is still on top.
    const crowded = mapSchema.parse({
      ...sample,
      tokens: [{ ...sample.tokens[0], at: [13, 5] }],
    });
    expect(hitAt(crowded, mid(13, 5), [13, 5])).toEqual({ kind: 'token', id: 'kate' });
  });

  it('a wall within reach of the point, not further; the square beyond it', () => {
    // The saloon's east wall runs down x = 7 from y = 1 to 4.
    expect(at([7 + SEGMENT_REACH - 0.01, 2.5])).toEqual({ kind: 'wall', index: 3 });
    expect(at([7 - 0.1, 2.5])).toEqual({ kind: 'wall', index: 3 });
    expect(at([7 + SEGMENT_REACH + 0.05, 2.5])).toEqual({ kind: 'square', square: [7, 2] });
  });

  it('a door or a window before the walls meeting it, and the nearest of two walls', () => {
    // The door [4,4]-[5,4] meets the walls [2,4]-[4,4] and [5,4]-[6,4] at its ends.
    expect(at([4.1, 4.02])).toEqual({ kind: 'door', index: 0 });
    // Nearer the wall's end than the door's, but within reach of the door: the door is on top.
    expect(at([3.95, 4.02])).toEqual({ kind: 'door', index: 0 });
    expect(at([3.75, 4.02])).toEqual({ kind: 'wall', index: 4 });
    expect(at([6.9, 4.05])).toEqual({ kind: 'window', index: 0 });
    // Near the corner [2, 1] two walls meet: the nearer one is meant.
    expect(at([2.15, 1.05])).toEqual({ kind: 'wall', index: 0 });
    expect(at([2.05, 1.15])).toEqual({ kind: 'wall', index: 1 });
  });

  it('a passage before the building, a boardwalk is the building, bare ground is the square', () => {
    expect(at(mid(10, 2))).toEqual({ kind: 'passage', index: 0 });
    const stairsInside = mapSchema.parse({
      ...sample,
      passages: [{ kind: 'ladder', squares: [[3, 3]] }],
    });
    expect(hitAt(stairsInside, mid(3, 3), [3, 3])).toEqual({ kind: 'passage', index: 0 });
    expect(at(mid(3, 4))).toEqual({ kind: 'building', index: 0 });
    // A street square: its terrain and rank are what a click there selects.
    expect(at(mid(8, 5))).toEqual({ kind: 'square', square: [8, 5] });
  });

  it('off the map is nothing, but for a wall along the map edge', () => {
    expect(hitAt(dusty, [-0.5, 3], null)).toBeNull();
    expect(hitAt(dusty, [20, 3], null)).toBeNull();
    const edged = mapSchema.parse({ ...sample, walls: [[0, 0, 4, 0]] });
    expect(hitAt(edged, [2, -0.1], null)).toEqual({ kind: 'wall', index: 0 });
  });

  it('Shift+click toggles: adds what is not selected, takes out what is', () => {
    const empty = selectionSchema.parse({});
    const one = toggleHit(empty, { kind: 'cover', id: 'crate-east' });
    expect(one.cover).toEqual(['crate-east']);
    const two = toggleHit(one, { kind: 'square', square: [8, 5] });
    expect(two).toMatchObject({ cover: ['crate-east'], squares: [[8, 5]] });
    expect(toggleHit(two, { kind: 'square', square: [8, 5] }).squares).toEqual([]);
    expect(toggleHit(two, { kind: 'cover', id: 'crate-east' }).cover).toEqual([]);
  });

  it('a press is on the selection on a selected thing, its squares, or near its segments', () => {
    const selection = selectionSchema.parse({ walls: [3], buildings: [0] });
    expect(isOnSelection(dusty, selection, [7.1, 2.5], [7, 2])).toBe(true);
    // The saloon table is not selected, but it stands on the selected building's squares.
    expect(isOnSelection(dusty, selection, mid(4, 2), [4, 2])).toBe(true);
    expect(isOnSelection(dusty, selection, mid(9, 5), [9, 5])).toBe(false);
    const squares = selectionSchema.parse({ squares: [[9, 5]] });
    expect(isOnSelection(dusty, squares, mid(9, 5), [9, 5])).toBe(true);
  });
});
