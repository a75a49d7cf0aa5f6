import { describe, expect, it } from 'vitest';
import { mapSchema } from '../../../../engine/model/map.ts';
import { storeBuyers } from '../../../../engine/resolve/storeBuyers.ts';
import { DEFAULT_RULES_OPTIONS } from '../../../../engine/rules/rulesOptions.ts';

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

  it('X3 (closed): an empty store is open to all, whatever the house option for stores nobody controls', () => {
    const closedWhenUncontrolled = { ...DEFAULT_RULES_OPTIONS, uncontrolledStoreOpenToAll: false };
    expect(storeBuyers(map, [], closedWhenUncontrolled)['Jenkins Bros']!.buyers).toBe('all');
    // Someone on the boardwalk is not inside: the store is still empty.
    expect(
      storeBuyers(map, [{ posse: 'A', at: [1, 3], gold: 1 }], closedWhenUncontrolled)[
        'Jenkins Bros'
      ]!.buyers,
    ).toBe('all');
  });

  it('X3 (house): someone inside but nobody at 2 Gold Value: open to all, or to no one with the option off', () => {
    const inside = [{ posse: 'A', at: [1, 1] as [number, number], gold: 1 }];
    expect(storeBuyers(map, inside)['Jenkins Bros']!.buyers).toBe('all');
    expect(
      storeBuyers(map, inside, { ...DEFAULT_RULES_OPTIONS, uncontrolledStoreOpenToAll: false })[
        'Jenkins Bros'
      ]!.buyers,
    ).toEqual([]);
    // A posse inside with no gold at all is still someone inside.
    expect(
      storeBuyers(map, [{ posse: 'A', at: [1, 1], gold: 0 }], {
        ...DEFAULT_RULES_OPTIONS,
        uncontrolledStoreOpenToAll: false,
      })['Jenkins Bros']!.buyers,
    ).toEqual([]);
  });

  it('refuses a character off the map', () => {
    expect(() => storeBuyers(map, [{ posse: 'A', at: [12, 0] }])).toThrow('characters[0].at');
  });
});
