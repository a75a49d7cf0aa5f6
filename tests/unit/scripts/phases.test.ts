import { describe, expect, it } from 'vitest';
import { runPhases } from '../../../scripts/lib/phases.ts';

/** A phase that is Node running one line. */
const phase = (name: string, script: string) => ({ name, args: ['-e', script] });

/** A clock that moves on by the given seconds at each reading: start, end, start, end… */
function steppingClock(...seconds: number[]): () => number {
  let now = 0;
  let reading = 0;
  return () => (now += (seconds[reading++] ?? 0) * 1000);
}

/** Issue 35: npm test (and CI through it) says how long each phase took. */
describe('npm test, phase by phase', () => {
  it('runs every phase in order and says how long each took, and all of them at the end', async () => {
    const lines: string[] = [];
    const status = await runPhases(
      [phase('unit fast', 'process.exit(0)'), phase('e2e', 'process.exit(0)')],
      (line) => lines.push(line),
      steppingClock(0, 12, 0, 301),
    );
    expect(status).toBe(0);
    expect(lines).toEqual([
      '== unit fast',
      '== unit fast: passed in 12 s',
      '== e2e',
      '== e2e: passed in 301 s',
      '== phases: unit fast 12 s, e2e 301 s',
    ]);
  });

  it('stops at the first phase that fails, with its exit status, and runs none after it', async () => {
    const lines: string[] = [];
    const status = await runPhases(
      [
        phase('unit fast', 'process.exit(0)'),
        phase('unit slow', 'process.exit(3)'),
        phase('e2e', 'throw new Error("must not run")'),
      ],
      (line) => lines.push(line),
      steppingClock(0, 10, 0, 40),
    );
    expect(status).toBe(3);
    expect(lines.slice(-2)).toEqual([
      '== unit slow: failed (exit 3) in 40 s',
      '== phases: unit fast 10 s, unit slow 40 s; stopped at unit slow',
    ]);
    expect(lines.some((line) => line.startsWith('== e2e'))).toBe(false);
  });

  it('fails a phase killed by a signal with the status a shell would give it', async () => {
    const status = await runPhases(
      [phase('killed', 'process.kill(process.pid, "SIGTERM")')],
      () => undefined,
    );
    expect(status).toBe(128 + 15);
  });
});
