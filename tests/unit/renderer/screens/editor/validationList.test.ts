import { describe, expect, it } from 'vitest';
import { mapSchema, validateMap, type MapFinding } from '../../../../../engine/index.ts';
import {
  findingSelection,
  shownFindings,
} from '../../../../../renderer/screens/editor/validationList.ts';

const tom = { id: 'tom', name: 'Tom', faction: 'Lawmen', hp: 5, hpMax: 5 } as const;

/**
 * A map with a warning first in its lists (a door in no wall) and two errors after it (Tom on a
 * barrel, G2; a crate over the barrel, G2): the panel lists the errors first all the same.
 */
const map = mapSchema.parse({
  size: [8, 6],
  doors: [{ at: [5, 1, 6, 1] }],
  cover: [
    { kind: 'barrel', squares: [[2, 3]] },
    {
      kind: 'crate',
      squares: [
        [2, 3],
        [3, 3],
      ],
    },
  ],
  tokens: [{ ...tom, at: [2, 3] }],
});

describe('the validation panel’s list (issue 12, item 4)', () => {
  it('lists the errors before the warnings, each in the engine’s words', () => {
    const validation = validateMap(map);
    const shown = shownFindings(validation);
    expect(shown.map((s) => s.severity)).toEqual(['error', 'error', 'warning']);
    expect(shown.map((s) => s.finding.message)).toEqual([
      ...validation.errors.map((f) => f.message),
      ...validation.warnings.map((f) => f.message),
    ]);
    expect(new Set(shown.map((s) => s.key)).size).toBe(shown.length);
  });

  it('a click selects the element a finding names, by id or index', () => {
    const [overlap, onCover, door] = shownFindings(validateMap(map)).map((s) => s.finding);
    expect(onCover!.code).toBe('token-on-cover');
    expect(findingSelection(map, onCover!)).toEqual({ tokens: ['tom'] });
    expect(overlap!.code).toBe('cover-overlap');
    expect(findingSelection(map, overlap!)).toEqual({ cover: [map.cover[1]!.id] });
    expect(door!.code).toBe('door-outside-wall');
    expect(findingSelection(map, door!)).toEqual({ doors: [0] });
  });

  it('a finding that names no element selects its squares, those on the map', () => {
    const finding: MapFinding = {
      code: 'unreachable-rank',
      message: 'The rank 1 area at B2 has no passage up to it',
      squares: [
        [1, 1],
        [9, 9],
      ],
    };
    expect(findingSelection(map, finding)).toEqual({ squares: [[1, 1]] });
  });
});
