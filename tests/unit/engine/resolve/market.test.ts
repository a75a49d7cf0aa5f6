import { describe, expect, it } from 'vitest';
import { mapSchema } from '../../../../engine/model/map.ts';
import { storeBuyers } from '../../../../engine/resolve/storeBuyers.ts';

const map = mapSchema.parse({
  size: [12, 6],
  buildings: [
    {
      name: 'Jenkins Bros',
      squares: [
        [1, 1],
        [2, 1],
        [1, 2],
        [2, 2],
      ],
      boardwalk: [
        [1, 3],
        [2, 3],
      ],
    },
    {
      name: 'Monco & McAtte',
      squares: [
        [7, 1],
        [8, 1],
      ],
    },
  ],
});

describe('storeBuyers (X3)', () => {
  it('lists every building; an empty store is open to all', () => {
    expect(storeBuyers(map, [])).toEqual({
      'Jenkins Bros': { buyers: 'all', goldInside: {} },
      'Monco & McAtte': { buyers: 'all', goldInside: {} },
    });
  });

  it('counts only characters inside, not on the boardwalk', () => {
    const stores = storeBuyers(map, [
      { posse: 'A', at: [1, 3], gold: 5 },
      { posse: 'B', at: [2, 2], gold: 2 },
    ]);
    expect(stores['Jenkins Bros']!.buyers).toEqual(['B']);
  });

  it('needs 2 Gold Value; the most wins; ties all buy; default gold is 1', () => {
    expect(storeBuyers(map, [{ posse: 'A', at: [1, 1] }])['Jenkins Bros']!.buyers).toBe('all');
    expect(
      storeBuyers(map, [
        { posse: 'A', at: [1, 1] },
        { posse: 'A', at: [2, 1] },
        { posse: 'B', at: [1, 2], gold: 3 },
      ])['Jenkins Bros']!.buyers,
    ).toEqual(['B']);
    expect(
      storeBuyers(map, [
        { posse: 'Z', at: [7, 1], gold: 2 },
        { posse: 'A', at: [8, 1], gold: 2 },
      ])['Monco & McAtte']!.buyers,
    ).toEqual(['A', 'Z']);
  });

  it('refuses a character off the map', () => {
    expect(() => storeBuyers(map, [{ posse: 'A', at: [12, 0] }])).toThrow('characters[0].at');
  });
});
