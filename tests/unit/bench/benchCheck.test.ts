import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const madeUp = path.join(root, 'tests', 'fixtures', 'bench');

/** `npm run bench -- ARGS` over the made-up benchmarks of tests/fixtures/bench. */
function bench(...args: string[]) {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/bench.ts', '--dir', madeUp, ...args],
    { cwd: root, encoding: 'utf8' },
  );
  return { code: run.status, out: run.stdout, err: run.stderr };
}

describe('npm run bench -- --check (issue 16, item 10)', () => {
  it('exits 1 when a figure is more than 1.5× past its target, naming it', () => {
    const run = bench('--check', '--json');
    expect(run.code).toBe(1);
    expect(run.err).toContain('over-budget: ratio 0.9 against ≤ 0.5: OVER BUDGET');
    expect(run.err).toContain('Over budget: over-budget.');
    expect(run.err).not.toContain('Over budget: within-budget');
    // --json keeps stdout to one line per benchmark, each with its target.
    const lines = run.out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.map((l) => [l.name, l.target, l.target_kind])).toEqual([
      ['within-budget', 0.5, 'ratio'],
      ['over-budget', 0.5, 'ratio'],
      ['no-target', null, null],
    ]);
  });

  it('exits 0 when every figure named is within 1.5× of its target', () => {
    const run = bench('--check', 'within-budget', 'no-target');
    expect(run.code).toBe(0);
    expect(run.err).toContain('within-budget: ratio 0.7 against ≤ 0.5: within budget');
    expect(run.err).not.toContain('Over budget');
  });

  it('without --check, a figure past its target is reported but does not fail the run', () => {
    const run = bench('over-budget');
    expect(run.code).toBe(0);
    expect(run.out).toContain('over-budget');
  });
});
