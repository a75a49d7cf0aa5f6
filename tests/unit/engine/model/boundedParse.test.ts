import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { MAX_REPORTED_ISSUES, boundedParse } from '../../../../engine/model/boundedParse.ts';

/**
 * Issue 16, item 1: validation stops at the first 100 problems. Counted here by a check that
 * notes each element it judges: an invalid list of 20,000 is not judged element by element to the
 * end, as zod's own parse does to collect every problem.
 */
describe('boundedParse', () => {
  const counted = () => {
    const judged = { count: 0 };
    const positive = z.number().refine((n) => {
      judged.count += 1;
      return n > 0;
    }, 'must be positive');
    return { judged, schema: z.object({ squares: z.array(positive) }) };
  };

  it('stops at a list whose elements are of the wrong type at once, and collects 100', () => {
    const judged = { count: 0 };
    const schema = z.object({
      squares: z.array(
        z.tuple([z.number(), z.number()]).refine(() => {
          judged.count += 1;
          return true;
        }),
      ),
    });
    const squares = Array.from({ length: 20_000 }, (_, i) => (i < 10 ? [i, i] : 'x'));
    const result = boundedParse(schema, { squares });
    expect(!result.ok && result.message).toMatch(/^squares\[10]: .* \(and at least 97 more\)$/);
    expect(judged.count).toBeLessThan(MAX_REPORTED_ISSUES);
  });

  it('stops at the first 100 problems of a long list, and says there are more', () => {
    const { judged, schema } = counted();
    const result = boundedParse(schema, { squares: Array.from({ length: 20_000 }, () => -1) });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(
      /^squares\[0]: must be positive; squares\[1]: must be positive; .* \(and at least 97 more\)$/,
    );
    // One pass to learn that it is invalid (zod's validate goes on past a failed check), then a
    // few judgements per problem reported, not another pass per level of the document.
    expect(judged.count).toBeLessThan(20_000 + MAX_REPORTED_ISSUES * 4);
  });

  it('lists every problem when there are fewer than 100, by their paths', () => {
    const { schema } = counted();
    const result = boundedParse(schema, { squares: [1, -2, 3, -4] }, 'data');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain('data.squares[1]: must be positive');
    expect(!result.ok && result.message).toContain('data.squares[3]: must be positive');
    expect(!result.ok && result.message).not.toContain('more');
  });

  it('parses a valid value once through zod, defaults and transforms applied', () => {
    const schema = z.object({ n: z.number().default(3), s: z.string().transform((t) => t.trim()) });
    expect(boundedParse(schema, { s: ' x ' })).toEqual({ ok: true, data: { n: 3, s: 'x' } });
  });

  it('judges a value nested deeper than the stack, without throwing', () => {
    type Tree = { child?: Tree };
    const tree: z.ZodType<Tree> = z.lazy(() => z.object({ child: tree.optional() }).strict());
    let deep: Record<string, unknown> = { extra: 1 };
    for (let i = 0; i < 100_000; i++) deep = { child: deep };
    const result = boundedParse(tree, deep);
    expect(result.ok).toBe(false);
  });
});
