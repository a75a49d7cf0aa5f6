import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonShape } from '../../../electron/store/judge/jsonShape.ts';

/** Whether the parsed value holds a list longer than `max`, anywhere. */
function holdsOverlong(value: unknown, max: number): boolean {
  if (Array.isArray(value)) return value.length > max || value.some((v) => holdsOverlong(v, max));
  if (typeof value === 'object' && value !== null)
    return Object.values(value).some((v) => holdsOverlong(v, max));
  return false;
}

/** The value a path like `data.cover[1].squares` names (keys here hold no dot or bracket). */
function at(value: unknown, path: string): unknown {
  const steps = path.match(/\[\d+\]|[^.[\]]+/g) ?? [];
  return steps.reduce<unknown>((v, step) => {
    const index = /^\[(\d+)\]$/.exec(step);
    return (v as Record<string, unknown>)[index ? Number(index[1]) : step];
  }, value);
}

describe('a glance at a JSON text before it is parsed (issue 16, HD3)', () => {
  it('names the first list longer than the bound, and reads the root kind and name', () => {
    const text = JSON.stringify({
      kind: 'map',
      name: 'a "quoted" [name], with {braces}',
      data: {
        cover: [
          { squares: [[1, 2]] },
          {
            id: 'x,y',
            squares: [
              [1, 1],
              [2, 2],
              [3, 3],
            ],
          },
        ],
      },
    });
    const name = 'a "quoted" [name], with {braces}';
    expect(jsonShape(text, 2)).toEqual({
      overlong: 'data.cover[1].squares',
      crowded: null,
      kind: 'map',
      name,
    });
    expect(jsonShape(text, 3)).toEqual({ overlong: null, crowded: null, kind: 'map', name });
  });

  it('is not misled by brackets, commas or escaped quotes inside strings', () => {
    const text = JSON.stringify({ kind: 'texas', note: 'a \\"[1,2,3,4,5]\\" b', list: [1, 2] });
    expect(jsonShape(text, 2)).toEqual({
      overlong: null,
      crowded: null,
      kind: 'texas',
      name: null,
    });
  });

  it('on any JSON, names a list longer than the bound exactly when there is one', () => {
    const key = fc.string({ maxLength: 6 }).filter((k) => !/[.[\]]/.test(k) && k !== '');
    const json = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.oneof(fc.integer(), fc.string({ maxLength: 8 }), fc.boolean(), fc.constant(null)),
        fc.array(tie('value'), { maxLength: 6 }),
        fc.dictionary(key, tie('value'), { maxKeys: 4 }),
      ),
    })).value;
    fc.assert(
      fc.property(json, fc.integer({ min: 1, max: 4 }), (value, max) => {
        const { overlong } = jsonShape(JSON.stringify(value), max);
        expect(overlong !== null).toBe(holdsOverlong(value, max));
        if (overlong !== null) {
          const list = at(value, overlong);
          expect(Array.isArray(list) && list.length > max).toBe(true);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('does not look into a text too short to hold a list too long', () => {
    expect(jsonShape('[1,2,3]', 5)).toEqual({
      overlong: null,
      crowded: null,
      kind: null,
      name: null,
    });
  });
});
