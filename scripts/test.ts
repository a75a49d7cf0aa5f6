/**
 * `npm test`: every test, phase by phase — the fast unit tests, the slow ones, then the browser
 * tests — stopping at the first phase that fails, and saying how long each took, so a slow or red
 * phase is plain in CI's log (issue 35). The phases are tests/projects.ts's two vitest projects and
 * the Playwright suite.
 */
import os from 'node:os';
import { UNIT_PHASES, runPhases, type Phase } from './lib/phases.ts';
import { TEST_SLOWDOWN } from '../tests/slowdown.ts';

const phases: Phase[] = [
  ...UNIT_PHASES,
  { name: 'e2e', args: ['node_modules/@playwright/test/cli.js', 'test'] },
];

const [load] = os.loadavg();
console.log(
  `== npm test: TEST_SLOWDOWN ${TEST_SLOWDOWN} (load average ${load!.toFixed(1)} on ${os.availableParallelism()} cores)`,
);
process.exit(await runPhases(phases));
