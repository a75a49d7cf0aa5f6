/**
 * `npm run fuzz`: the engine's fuzzers and its random-play property at full strength — 100,000
 * fuzzed actions, 10,000 fuzzed session files, 10,000 random-play sequences of the skirmish and
 * 500 of each game through the one session. `npm test` runs the same tests with small counts;
 * this is the run to make before trusting a change to the reducer.
 * Counts already set in the environment win, so one can be raised further.
 */
import { runVitestAtCounts } from './lib/runVitest.ts';

runVitestAtCounts({ FUZZ_ACTIONS: '100000', FUZZ_SESSIONS: '10000', PROPERTY_RUNS: '10000' }, [
  'tests/unit/engine/game/fuzz.test.ts',
  'tests/unit/engine/game/randomPlay.property.test.ts',
  'tests/unit/engine/game/allGames.property.test.ts',
]);
