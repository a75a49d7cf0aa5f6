import os from 'node:os';

/**
 * How many times slower than an idle machine this run may go. A timeout is a net for a test that
 * hangs, never an assertion on speed: on a busy machine the suite must take longer, not turn red.
 * So every timeout of the suite, and every wait for a process it starts, is a base measured on an
 * idle machine times this factor.
 *
 * TEST_SLOWDOWN when it is set (`npm run test:loaded` sets it). Otherwise the load average per
 * core when the run starts, at least 1: a newcomer's `npm test` beside a busy build gets the room
 * it needs without knowing the variable exists. The runner that reads it first writes it back to
 * the environment, so its workers, and the processes the tests start, agree on one number.
 */
export function testSlowdown(
  env: NodeJS.ProcessEnv = process.env,
  loadPerCore = os.loadavg()[0]! / os.availableParallelism(),
): number {
  const given = env.TEST_SLOWDOWN;
  if (given === undefined || given.trim() === '') return Math.max(1, Math.ceil(loadPerCore));
  const factor = Number(given);
  if (!Number.isFinite(factor) || factor < 1)
    throw new Error(`TEST_SLOWDOWN must be a number of at least 1, such as 4; it is "${given}".`);
  return factor;
}

export const TEST_SLOWDOWN = testSlowdown();
process.env.TEST_SLOWDOWN = String(TEST_SLOWDOWN);

/** `idleMs`, a time measured on an idle machine, stretched for this run's slowdown. */
export function scaled(idleMs: number): number {
  return Math.round(idleMs * TEST_SLOWDOWN);
}
