import { describe, expect, it } from 'vitest';
import { describeIssues } from '../../../engine/model/describeIssues.ts';
import { mapSchema } from '../../../engine/model/map.ts';
import sample from '../../../assets/maps/dusty-crossing.json';

function errorOf(input: unknown): string {
  const result = mapSchema.safeParse(input);
  if (result.success) throw new Error('expected the map to be refused');
  return describeIssues(result.error, 'map');
}

describe('the map model', () => {
  it('reads the sample map with every element the first board draws', () => {
    const map = mapSchema.parse(sample);
    expect(map.size).toEqual([16, 12]);
    expect(map.walls.length).toBeGreaterThan(0);
    expect(map.doors).toEqual([{ at: [4, 4, 5, 4], open: false }]);
    expect(map.windows.length).toBe(2);
    expect(new Set(map.cover.map((c) => c.kind))).toEqual(
      new Set(['table', 'barrel', 'crate', 'trough', 'wagon']),
    );
    expect(map.ranks).toEqual([expect.objectContaining({ rank: 1 })]);
    expect(map.passages).toEqual([{ kind: 'stairs', squares: [[10, 2]] }]);
    expect(map.tokens).toHaveLength(4);
  });

  it('fills absent lists and defaults, as scenario maps leave them out', () => {
    const map = mapSchema.parse({
      size: [10, 6],
      cover: [{ squares: [[3, 2]] }, { id: 'b', squares: [[4, 2]] }],
    });
    expect(map.walls).toEqual([]);
    expect(map.doors).toEqual([]);
    expect(map.cover).toEqual([
      { id: 'cover-1', kind: 'crate', squares: [[3, 2]] },
      { id: 'b', kind: 'crate', squares: [[4, 2]] },
    ]);
  });

  it('gives an unnamed cover object an id no named one holds, so the filled map loads back', () => {
    const map = mapSchema.parse({
      size: [5, 5],
      cover: [
        { squares: [[1, 1]] },
        { id: 'cover-1', squares: [[2, 2]] },
        { squares: [[3, 3]] },
        { squares: [[4, 4]] },
      ],
    });
    expect(map.cover.map((c) => c.id)).toEqual(['cover-2', 'cover-1', 'cover-3', 'cover-4']);
    // A save writes the filled map; loading it checks it again.
    expect(mapSchema.safeParse(map).success).toBe(true);
  });

  it('accepts walls at any angle and with fractional vertices (imported maps)', () => {
    const map = mapSchema.parse({
      size: [10, 10],
      walls: [[0.5, 0.25, 7.75, 3.1]],
      windows: [[1, 1, 3, 4]],
    });
    expect(map.walls[0]).toEqual([0.5, 0.25, 7.75, 3.1]);
  });

  it('names the field of a square off the map', () => {
    expect(
      errorOf({
        size: [10, 6],
        cover: [
          {
            id: 'x',
            squares: [
              [3, 2],
              [12, 3],
            ],
          },
        ],
      }),
    ).toBe('map.cover[0].squares[1]: square [12, 3] is off the 10×6 map');
    expect(errorOf({ ...sample, tokens: [{ ...sample.tokens[0], at: [16, 0] }] })).toContain(
      'map.tokens[0].at',
    );
  });

  it('names the field of other malformed input', () => {
    expect(errorOf({ size: [0, 5] })).toContain('map.size[0]');
    expect(errorOf({ size: [5, 5], walls: [[1, 1, 1, 1]] })).toContain(
      'map.walls[0]: a segment needs two distinct ends',
    );
    expect(errorOf({ size: [5, 5], doors: [{ at: [1, 1, 2], open: true }] })).toContain(
      'map.doors[0].at',
    );
    expect(
      errorOf({
        size: [5, 5],
        cover: [
          { id: 'a', squares: [[1, 1]] },
          { id: 'a', squares: [[2, 2]] },
        ],
      }),
    ).toContain('map.cover[1].id: duplicate cover id "a"');
    expect(errorOf({ ...sample, tokens: [{ ...sample.tokens[0], faction: 'Pirates' }] })).toContain(
      'map.tokens[0].faction',
    );
    expect(errorOf({ ...sample, tokens: [{ ...sample.tokens[0], hp: 20 }] })).toContain(
      'map.tokens[0].hp: hp is above hpMax',
    );
  });
});
