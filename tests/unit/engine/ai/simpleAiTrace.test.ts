import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Action } from '../../../../engine/game/actions.ts';
import { runEncounter } from '../../../bench/benchEncounter.ts';

/**
 * A regression record of the FROZEN benchmark policy (issue 9 item 5). The encounter-sim benchmark
 * measures the simple AI (engine/ai/simpleAi.ts) playing one encounter; its figure only means
 * something while that policy stays the same, so the AI and the engine under it may be made
 * faster, never different. tests/fixtures/ai/simple-ai-trace.json holds every action the policy
 * chose for a few of the benchmark's seeds, and a digest of all 200 seeds it times, recorded
 * before any speed work. A failure here means a decision or a rule changed: do not regenerate the fixture to
 * make it pass.
 */
interface Trace {
  benchmarkSeeds: { from: number; to: number; sha256: string };
  seeds: Record<string, Action[]>;
}

const trace = JSON.parse(
  readFileSync(new URL('../../../fixtures/ai/simple-ai-trace.json', import.meta.url), 'utf8'),
) as Trace;

function playedActions(seed: number): Action[] {
  const actions: Action[] = [];
  runEncounter(seed, (action) => actions.push(action));
  return actions;
}

/** Key order is how an object was built, not what the AI decided: sort keys before hashing. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

describe('the frozen simple AI on the encounter-sim encounter', () => {
  for (const [seed, recorded] of Object.entries(trace.seeds)) {
    it(`chooses exactly the recorded ${recorded.length} actions for seed ${seed}`, () => {
      expect(playedActions(Number(seed))).toEqual(recorded);
    });
  }

  it('chooses the recorded actions on every seed the benchmark times', () => {
    const { from, to, sha256 } = trace.benchmarkSeeds;
    const hash = createHash('sha256');
    for (let seed = from; seed <= to; seed++) {
      runEncounter(seed, (action) => hash.update(canonical(action) + '\n'));
      hash.update('\n');
    }
    expect(hash.digest('hex')).toBe(sha256);
  });
});
