/**
 * `npm run fuzz`: the engine's fuzzers and its random-play property at full strength — 100,000
 * fuzzed actions, 10,000 fuzzed session files and 10,000 random-play sequences. `npm test` runs the
 * same tests with small counts; this is the run to make before trusting a change to the reducer.
 * Counts already set in the environment win, so one can be raised further.
 */
import { spawnSync } from 'node:child_process';
import { projectRoot } from './lib/projectRoot.ts';

const env = {
  ...process.env,
  FUZZ_ACTIONS: process.env.FUZZ_ACTIONS ?? '100000',
  FUZZ_SESSIONS: process.env.FUZZ_SESSIONS ?? '10000',
  PROPERTY_RUNS: process.env.PROPERTY_RUNS ?? '10000',
};
const result = spawnSync(
  process.execPath,
  [
    'node_modules/vitest/vitest.mjs',
    'run',
    'tests/unit/engine/game/fuzz.test.ts',
    'tests/unit/engine/game/randomPlay.property.test.ts',
  ],
  { cwd: projectRoot, env, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
