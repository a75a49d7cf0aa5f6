/**
 * `npm run test:shots [-- FILE...]`: the browser tests, saving their screenshots to
 * tests/.artifacts/ for people to look at (1280×720, 1920×1080 and 3840×2160, where a test
 * looks at sizes). `npm test` saves none (tests/e2e/fixtures.ts, SAVING_SHOTS).
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { projectRoot } from './lib/projectRoot.ts';

const require = createRequire(import.meta.url);
const cli = require.resolve('@playwright/test/cli');
const run = spawnSync(process.execPath, [cli, 'test', ...process.argv.slice(2)], {
  cwd: projectRoot,
  stdio: 'inherit',
  env: { ...process.env, HIGH_NOON_SHOTS: '1' },
});
process.exitCode = run.status ?? 1;
