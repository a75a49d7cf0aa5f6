import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import {
  MAX_REPORTED_ISSUES,
  STOP_AT_FIRST_ABORT,
  boundedParse,
} from '../../../../engine/model/boundedParse.ts';
import { lengthCappedList } from '../../../../engine/model/lengthCappedList.ts';

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

  it('relies on zod stopping a parse at its first wrong type when told to, as validate does', () => {
    const list = z.object({ squares: z.array(z.tuple([z.number(), z.number()])) });
    const bad = { squares: Array.from({ length: 1000 }, () => 'x') };
    expect(list.safeParse(bad).error!.issues).toHaveLength(1000);
    expect(list.safeParse(bad, STOP_AT_FIRST_ABORT).error!.issues).toHaveLength(1);
    // A valid value parses as it does without it.
    const good = { squares: [[1, 2]] };
    expect(list.safeParse(good, STOP_AT_FIRST_ABORT)).toEqual(list.safeParse(good));
  });

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

  it('refuses a list past its length cap before reading any element of it', () => {
    const { judged } = counted();
    const positive = z.number().refine((n) => {
      judged.count += 1;
      return n > 0;
    }, 'must be positive');
    const schema = z.object({ log: lengthCappedList(positive, 1000, 'holds more than 1,000') });
    const tooLong = boundedParse(schema, { log: Array.from({ length: 1001 }, () => 1) });
    expect(tooLong).toEqual({ ok: false, message: 'log: holds more than 1,000' });
    expect(judged.count).toBe(0);
    // Within the cap, its elements are judged, and the search stops at the first 100 problems.
    const within = boundedParse(schema, { log: Array.from({ length: 1000 }, () => -1) });
    expect(!within.ok && within.message).toMatch(
      /^log\[0]: must be positive; .*\(and at least 97 more\)$/,
    );
    expect(judged.count).toBeLessThan(1000 + MAX_REPORTED_ISSUES * 4);
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
