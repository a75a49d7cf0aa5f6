import { describe, expect, it } from 'vitest';
import { versionTimes } from '../../../renderer/screens/library/versionTimes.ts';

describe('the times the versions list shows (issue 16, item 4)', () => {
  it('reads as the locale writes a time, to the second, when the seconds differ', () => {
    const at = ['2026-12-05T18:58:47.100Z', '2026-12-05T18:58:46.900Z'];
    expect(versionTimes(at)).toEqual(at.map((t) => new Date(t).toLocaleString()));
  });

  it('tells apart two versions kept in one second, leaving the others as they were', () => {
    const at = ['2026-12-05T18:58:46.912Z', '2026-12-05T18:58:46.105Z', '2026-12-05T18:50:00.000Z'];
    const times = versionTimes(at);
    expect(new Set(times).size).toBe(3);
    expect(times[0]).toMatch(/912/);
    expect(times[1]).toMatch(/105/);
    expect(times[2]).toBe(new Date(at[2]!).toLocaleString());
  });
});
