import { describe, expect, it } from 'vitest';
import { bestOfHand, meanOf } from '../../../../engine/ai/bestOfHand.ts';
import { coarse } from '../../../../engine/ai/expectedHit.ts';

describe('the best card of a hand dealt from unseen cards (A3: a defender plays its best)', () => {
  it('gives the exact chances of each best value', () => {
    // Hands of 2 from {1, 2, 3}: {1,2} → 2, {1,3} → 3, {2,3} → 3.
    const pairs = bestOfHand([3, 1, 2], 2);
    expect(pairs.map((o) => o.value)).toEqual([2, 3]);
    expect(pairs[0]!.p).toBeCloseTo(1 / 3);
    expect(pairs[1]!.p).toBeCloseTo(2 / 3);
    // Equal values are one outcome: one card from {1, 1, 3}.
    const odds = bestOfHand([1, 3, 1], 1);
    expect(odds.map((o) => o.value)).toEqual([1, 3]);
    expect(odds[0]!.p).toBeCloseTo(2 / 3);
    expect(meanOf(odds)).toBeCloseTo(5 / 3);
  });

  it('plays nothing from an empty hand, and the best of all when the hand holds every card', () => {
    expect(bestOfHand([4, 5], 0)).toEqual([{ value: 0, p: 1 }]);
    expect(bestOfHand([4, 5], 4)).toEqual([{ value: 5, p: 1 }]);
  });

  it('keeps the chances whole when it bands them (coarse)', () => {
    const odds = bestOfHand([0, 1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5], 4);
    const bands = coarse(odds);
    expect(bands.length).toBeLessThanOrEqual(3);
    expect(bands.reduce((s, b) => s + b.p, 0)).toBeCloseTo(1);
    expect(meanOf(bands)).toBeCloseTo(meanOf(odds), 0);
  });
});
