import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyViewPatch, diffView } from '../../../../electron/room/viewPatch.ts';

/** A view as the engine makes them: plain data, objects and lists nested a few deep. */
const plain = fc.jsonValue({ maxDepth: 4 });

describe("a view's patch (issue 38, item 2)", () => {
  it('makes the view before into the view after, whatever the two are', () => {
    fc.assert(
      fc.property(plain, plain, (before, after) => {
        const patch = diffView(before, after);
        const made = patch === null ? before : applyViewPatch(before, patch);
        expect(made).toEqual(after);
      }),
      { numRuns: 2000 },
    );
  });

  it('sends a long string or a list that grew as the stretch that changed, whatever they are', () => {
    const long = fc.string({
      minLength: 256,
      maxLength: 1200,
      unit: fc.constantFrom('A', 'B', '/'),
    });
    const spliced = fc.tuple(long, fc.nat(), fc.nat(40), fc.string({ maxLength: 30 }));
    fc.assert(
      fc.property(spliced, long, ([text, at, cut, put], other) => {
        const from = at % text.length;
        const after = text.slice(0, from) + put + text.slice(from + cut);
        for (const [b, a] of [
          [text, after],
          [text, other],
          [{ fog: text }, { fog: after }],
        ] as const) {
          const patch = diffView(b, a);
          expect(patch === null ? b : applyViewPatch(b, patch)).toEqual(a);
        }
      }),
      { numRuns: 500 },
    );
    const items = fc.array(fc.jsonValue({ maxDepth: 2 }), { minLength: 0, maxLength: 60 });
    fc.assert(
      fc.property(items, fc.nat(), fc.nat(10), items, (list, at, cut, put) => {
        const from = list.length === 0 ? 0 : at % list.length;
        const after = [...list.slice(0, from), ...put, ...list.slice(from + cut)];
        const patch = diffView(list, after);
        expect(patch === null ? list : applyViewPatch(list, patch)).toEqual(after);
      }),
      { numRuns: 1000 },
    );
  });

  it('sends a wall seen on a big map as that wall, and a step of the fog as a few characters', () => {
    const walls = Array.from({ length: 20_000 }, (_, i) => [i, i + 1]);
    const seen = [...walls.slice(0, 9_000), [7, 7], ...walls.slice(9_000)];
    expect(diffView({ walls }, { walls: seen })).toEqual({
      o: { walls: { l: [9_000, 9_000, [[7, 7]]] } },
    });
    const lit = 'A'.repeat(40_000);
    const stepped = `${lit.slice(0, 20_000)}BBBB${lit.slice(20_004)}`;
    expect(diffView(lit, stepped)).toEqual({ t: [20_000, 20_004, 'BBBB'] });
  });

  it('tells a field the view has from one its prototype has', () => {
    expect(applyViewPatch({ toString: false }, diffView({ toString: false }, {})!)).toEqual({});
    expect(applyViewPatch({}, diffView({}, { constructor: 1 })!)).toEqual({ constructor: 1 });
    const named = JSON.parse('{"__proto__": {"x": 1}}') as Record<string, unknown>;
    expect(applyViewPatch({}, diffView({}, named)!)).toEqual(named);
  });

  it('is nothing for the same view, and names only what changed', () => {
    const map = { size: [40, 30], terrain: Array.from({ length: 500 }, (_, i) => [i, i]) };
    const before = {
      map,
      round: 1,
      combatants: [
        { id: 'kate', at: [1, 2] },
        { id: 'tom', at: [5, 5] },
      ],
    };
    expect(diffView(before, { ...before })).toBeNull();
    const after = { ...before, combatants: [before.combatants[0], { id: 'tom', at: [6, 5] }] };
    expect(diffView(before, after)).toEqual({
      o: { combatants: { a: { 1: { o: { at: { a: { 0: { s: 6 } }, n: 2 } } } }, n: 2 } },
    });
  });

  it('sets a field named __proto__ as the view’s own, never its prototype', () => {
    const made = applyViewPatch({}, { o: { ['__proto__']: { s: { polluted: true } } } }) as object;
    expect(Object.getPrototypeOf(made)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(made, '__proto__')?.value).toEqual({ polluted: true });
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });
});
