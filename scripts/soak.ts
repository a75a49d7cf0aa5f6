/**
 * `npm run soak`: issue 16's hardening tests at full count — a writer SIGKILLed mid-save 50 times,
 * 10,000 fuzzed save files and 10,000 fuzzed requests to the web host. `npm test` runs the same
 * tests at a tenth or less. Counts already set in the environment win.
 */
import { spawnSync } from 'node:child_process';
import { projectRoot } from './lib/projectRoot.ts';

const env = {
  ...process.env,
  KILL_COUNT: process.env.KILL_COUNT ?? '50',
  FUZZ_SAVE_FILES: process.env.FUZZ_SAVE_FILES ?? '10000',
  FUZZ_REQUESTS: process.env.FUZZ_REQUESTS ?? '10000',
};
const result = spawnSync(
  process.execPath,
  [
    'node_modules/vitest/vitest.mjs',
    'run',
    'tests/unit/electron/soak',
    'tests/unit/electron/webHostFuzz.test.ts',
  ],
  { cwd: projectRoot, env, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
