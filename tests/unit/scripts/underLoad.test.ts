import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MISSING_STRESS_NG, findStressNg, underLoad } from '../../../scripts/lib/underLoad.ts';

/** The pids whose parent is `pid`, read from /proc. */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        // The parent's pid is the field after the state, past the command's parentheses.
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false; // Gone since the listing.
      }
    })
    .map(Number);
}

/** Issue 35: npm run test:loaded keeps the machine busy with stress-ng while the tests run. */
describe('npm run test:loaded: the load it runs under', () => {
  it('runs the work among the hogs, hands back its result, and stops every hog after', async () => {
    // .ci/run installs stress-ng, as it does chromium, for this test and for test:loaded.
    expect(findStressNg(), MISSING_STRESS_NG).toBeDefined();
    let hogs: number[] = [];
    const { result, load } = await underLoad(
      // Settled at once: this test is about the hogs, not about waiting a minute for the average.
      { hogs: 2, settledLoad: 0, loadAverage: () => 3, lastsAtMost: '2m' },
      async (pid) => {
        hogs = childrenOf(pid);
        return 'passed';
      },
    );
    expect(result).toBe('passed');
    expect(hogs).toHaveLength(2);
    expect(hogs.filter((pid) => existsSync(`/proc/${pid}`))).toEqual([]);
    expect(load).toEqual({ samples: [3], median: 3, max: 3 });
  });

  it('stops the hogs when the work fails, and passes its error on', async () => {
    let pid = 0;
    await expect(
      underLoad({ hogs: 1, settledLoad: 0, lastsAtMost: '2m' }, async (hogsPid) => {
        pid = hogsPid;
        throw new Error('a test failed');
      }),
    ).rejects.toThrow('a test failed');
    expect(existsSync(`/proc/${pid}`)).toBe(false);
  });

  it('says in one line how to get stress-ng where it is missing, and runs nothing', async () => {
    let ran = false;
    await expect(
      underLoad({ hogs: 1, settledLoad: 0, searchPath: '/nowhere:/neither' }, async () => {
        ran = true;
      }),
    ).rejects.toThrow(
      "npm run test:loaded needs Debian's stress-ng to load the machine: apt-get install stress-ng",
    );
    expect(ran).toBe(false);
  });
});
