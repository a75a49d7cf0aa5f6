/**
 * `npm run test:loaded`: the fast and slow unit tests while stress-ng's CPU hogs keep the load
 * average about 8 on two cores (issue 35): the suite must hold on a machine busy with other work,
 * slower but green. The run's TEST_SLOWDOWN is the load per core it aims at, so every timeout
 * stretches as tests/slowdown.ts says; one already set in the environment wins.
 */
import os from 'node:os';
import { UNIT_PHASES, runPhases } from './lib/phases.ts';
import { underLoad } from './lib/underLoad.ts';

/** The load average this run keeps, whatever the core count: 8 on two cores, as issue 35 asks. */
const TARGET_LOAD = 8;
/** The unit tests run on about two busy workers of their own; the hogs make up the rest. */
const hogs = Math.max(1, TARGET_LOAD - 2);
process.env.TEST_SLOWDOWN ??= String(Math.ceil(TARGET_LOAD / os.availableParallelism()));

console.log(
  `== test:loaded: ${hogs} stress-ng CPU hogs, waiting for a load average of ${TARGET_LOAD / 2} before the tests start; TEST_SLOWDOWN ${process.env.TEST_SLOWDOWN}`,
);
try {
  const { result, load } = await underLoad({ hogs, settledLoad: TARGET_LOAD / 2 }, () =>
    runPhases(UNIT_PHASES),
  );
  console.log(
    `== test:loaded: load average during the tests: median ${load.median.toFixed(1)}, highest ${load.max.toFixed(1)} (${load.samples.length} samples)`,
  );
  process.exit(result);
} catch (error) {
  console.error(`== test:loaded: ${(error as Error).message}`);
  process.exit(1);
}
