import { describe, expect, it } from 'vitest';
import { wilsonInterval } from '../../bench/wilsonInterval.ts';

describe('the Wilson 95% interval (issue 14, item 5)', () => {
  it('matches the textbook values', () => {
    // 8 of 10: 0.4902–0.9433; 50 of 100: 0.4038–0.5962; 180 of 200: 0.8506–0.9343.
    const cases: [number, number, number, number][] = [
      [8, 10, 0.4902, 0.9433],
      [50, 100, 0.4038, 0.5962],
      [180, 200, 0.8506, 0.9343],
    ];
    for (const [wins, n, low, high] of cases) {
      const interval = wilsonInterval(wins, n);
      expect(interval.low).toBeCloseTo(low, 4);
      expect(interval.high).toBeCloseTo(high, 4);
    }
  });

  it('stays inside 0 and 1 at the extremes, and knows nothing from no trials', () => {
    expect(wilsonInterval(0, 10).low).toBe(0);
    expect(wilsonInterval(10, 10).high).toBeCloseTo(1, 12);
    expect(wilsonInterval(10, 10).low).toBeCloseTo(0.7225, 4);
    expect(wilsonInterval(0, 0)).toEqual({ low: 0, high: 1 });
  });

  it('counts a draw as half a win', () => {
    expect(wilsonInterval(4.5, 9).low).toBeCloseTo(wilsonInterval(5, 10).low, 1);
    expect(wilsonInterval(5, 10).low).toBeCloseTo(0.2366, 4);
  });
});
