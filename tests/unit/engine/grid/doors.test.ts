import { describe, expect, it } from 'vitest';
import { doorName, doorsBeside } from '../../../../engine/grid/doorsBeside.ts';
import { mapSchema } from '../../../../engine/model/map.ts';

describe('doorsBeside (M3)', () => {
  const map = mapSchema.parse({
    size: [8, 8],
    doors: [
      { at: [4, 4, 5, 4], open: false },
      { at: [2, 1, 2, 3], open: true },
    ],
  });

  it('finds the doors along an edge of the square, from either side, and not at a corner', () => {
    expect(doorsBeside(map, [4, 3])).toEqual([0]);
    expect(doorsBeside(map, [4, 4])).toEqual([0]);
    expect(doorsBeside(map, [5, 4])).toEqual([]);
    expect(doorsBeside(map, [3, 4])).toEqual([]);
    // A two-square door is beside both squares on each side.
    expect([1, 2].map((y) => doorsBeside(map, [1, y]))).toEqual([[1], [1]]);
    expect(doorsBeside(map, [2, 2])).toEqual([1]);
    expect(doorsBeside(map, [1, 3])).toEqual([]);
  });

  it('names a door by the squares on either side of it', () => {
    expect(doorName(map, 0)).toBe('E4/E5');
    expect(doorName(map, 1)).toBe('B2/C2');
  });
});
