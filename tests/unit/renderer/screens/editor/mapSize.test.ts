import { describe, expect, it } from 'vitest';
import { MAX_MAP_SIDE, validateMap } from '../../../../../engine/index.ts';
import {
  blankMap,
  mapSizeProblem,
  typedSide,
} from '../../../../../renderer/screens/editor/mapSize.ts';

describe('map sizes typed in the map details (issue 12, item 2)', () => {
  it('takes whole sides from 1 to the engine’s MAX_MAP_SIDE', () => {
    expect(mapSizeProblem(1, 1)).toBeNull();
    expect(mapSizeProblem(MAX_MAP_SIDE, MAX_MAP_SIDE)).toBeNull();
  });

  it('says why a size is refused, naming the side', () => {
    expect(mapSizeProblem(MAX_MAP_SIDE + 1, 8)).toBe(
      `A map is at most ${MAX_MAP_SIDE} squares a side: a width of ${MAX_MAP_SIDE + 1} is too large.`,
    );
    expect(mapSizeProblem(12, 0)).toBe("The map's height must be at least 1 square.");
    expect(mapSizeProblem(12.5, 8)).toBe("The map's width must be a whole number of squares.");
    expect(mapSizeProblem(typedSide('12'), typedSide(' '))).toBe(
      "The map's height must be a number of squares.",
    );
  });

  it('a new map is blank, named "Untitled map", and plays (no finding at all)', () => {
    const map = blankMap(12, 8);
    expect(map.size).toEqual([12, 8]);
    expect(map.name).toBe('Untitled map');
    expect([map.walls, map.cover, map.tokens, map.terrain]).toEqual([[], [], [], []]);
    expect(validateMap(map)).toEqual({ errors: [], warnings: [] });
  });
});
