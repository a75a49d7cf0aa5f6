import type { Side } from '../../engine/modes/texas-shootout/board.ts';
import { playTexasOut } from '../../engine/modes/texas-shootout/texasPlayOut.ts';
import { heuristicPlacer, randomPlacer } from '../../engine/modes/texas-shootout/texasPlacers.ts';
import { round, type Benchmark } from './harness.ts';
import { wilsonInterval } from './wilsonInterval.ts';

/**
 * Issue 15, item 2: the Texas Shootout computer opponent (heuristicPlacer) against a random placer
 * over 200 seeded games, the heuristic as A in the first half and as B in the second; a shared win
 * (TS8: equal piles) counts half. Target: at least 70%, with the Wilson 95% interval. Runs only
 * when named: `npm run bench -- texas-strength`; TEXAS_STRENGTH_COUNT sets the number of games.
 */
const TARGET = 0.7;

export const benchmarks: (Benchmark & { onlyWhenNamed?: boolean })[] = [
  {
    name: 'texas-strength',
    onlyWhenNamed: true,
    run() {
      const count = Number(process.env.TEXAS_STRENGTH_COUNT ?? 200);
      let wins = 0;
      let shared = 0;
      let rounds = 0;
      const started = performance.now();
      for (let i = 0; i < count; i++) {
        const strong: Side = i < count / 2 ? 'A' : 'B';
        const placers =
          strong === 'A'
            ? { A: heuristicPlacer, B: randomPlacer }
            : { A: randomPlacer, B: heuristicPlacer };
        const { state } = playTexasOut(2000 + i, placers);
        const score = state.winners.length === 2 ? 0.5 : state.winners[0] === strong ? 1 : 0;
        if (state.winners.length === 2) shared += 1;
        wins += score;
        rounds += state.rounds.length;
      }
      const wall = performance.now() - started;
      const rate = wins / count;
      const { low, high } = wilsonInterval(wins, count);
      return {
        name: 'texas-strength',
        ours_ms: round(wall / count),
        baseline: 'none (a win rate, not a time)',
        baseline_ms: null,
        ratio: null,
        games: count,
        rate: round(rate),
        wilson95: [round(low), round(high)],
        target: TARGET,
        target_kind: 'rate',
        meets: rate >= TARGET,
        shared,
        mean_rounds: round(rounds / count),
      };
    },
  },
];
