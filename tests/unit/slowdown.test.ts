import { describe, expect, it } from 'vitest';
import { testSlowdown } from '../slowdown.ts';

/** Issue 35: every timeout of the suite stretches by one factor on a busy machine. */
describe('TEST_SLOWDOWN', () => {
  it('is the number given, when one is', () => {
    expect(testSlowdown({ TEST_SLOWDOWN: '4' }, 0)).toBe(4);
    expect(testSlowdown({ TEST_SLOWDOWN: '2.5' }, 9)).toBe(2.5);
  });

  it('is otherwise the load per core, rounded up, and never below 1', () => {
    expect(testSlowdown({}, 0.2)).toBe(1);
    expect(testSlowdown({ TEST_SLOWDOWN: '' }, 4.5)).toBe(5);
    // The busy machine: a load average of 20 on two cores.
    expect(testSlowdown({}, 10)).toBe(10);
  });

  it('refuses a factor that would shrink the timeouts or is no number, saying what it got', () => {
    for (const given of ['0.5', '0', '-2', 'fast', 'Infinity'])
      expect(() => testSlowdown({ TEST_SLOWDOWN: given }, 1), given).toThrow(
        `TEST_SLOWDOWN must be a number of at least 1, such as 4; it is "${given}".`,
      );
  });
});
