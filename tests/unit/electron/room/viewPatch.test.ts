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
