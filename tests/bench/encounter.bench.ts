import { encounterContext } from '../../engine/game/queries.ts';
import { runEncounter } from './benchEncounter.ts';
import { medianMs, round, type Benchmark } from './harness.ts';

const encounterSim: Benchmark = {
  name: 'encounter-sim',
  run() {
    for (let seed = 1; seed <= 20; seed++) runEncounter(seed);
    const samples: number[] = [];
    const actions: number[] = [];
    let rounds = 0;
    for (let seed = 100; seed < 300; seed++) {
      const start = performance.now();
      const played = runEncounter(seed);
      samples.push(performance.now() - start);
      actions.push(played.actions);
      rounds += encounterContext(played.state).round;
    }
    const ms = medianMs(samples);
    return {
      name: 'encounter-sim',
      ours_ms: round(ms),
      baseline: 'none',
      baseline_ms: null,
      ratio: null,
      encounters_per_s: Math.round(1000 / ms),
      events_per_encounter: Math.round(actions.reduce((a, b) => a + b, 0) / actions.length),
      mean_rounds: round(rounds / samples.length),
      target: 5,
      target_kind: 'ms',
    };
  },
};

export const benchmarks: Benchmark[] = [encounterSim];
