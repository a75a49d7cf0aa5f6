import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { projectRoot } from './projectRoot.ts';

/** One step of a run: a Node script and its arguments, started from the project's root. */
export interface Phase {
  name: string;
  args: readonly string[];
}

const VITEST = 'node_modules/vitest/vitest.mjs';

/** The two vitest projects of tests/projects.ts, fast first: npm test's and test:loaded's. */
export const UNIT_PHASES: readonly Phase[] = [
  { name: 'unit fast', args: [VITEST, 'run', '--project', 'fast'] },
  { name: 'unit slow', args: [VITEST, 'run', '--project', 'slow'] },
];

/** A whole number of seconds, as the phase lines print them. */
const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;

/**
 * Runs `phases` one after another with this Node, each inheriting the terminal, until one fails.
 * After each it prints `== <name>: passed in 31 s` (or failed), and at the end one line with every
 * phase's time, so the log tells where the time went without adding anything up. Resolves to the
 * exit status to hand back: 0, or the failed phase's.
 */
export async function runPhases(
  phases: readonly Phase[],
  log: (line: string) => void = console.log,
  now: () => number = Date.now,
): Promise<number> {
  const times: string[] = [];
  for (const phase of phases) {
    log(`== ${phase.name}`);
    const started = now();
    const status = await run(phase.args);
    const took = now() - started;
    times.push(`${phase.name} ${seconds(took)}`);
    log(
      `== ${phase.name}: ${status === 0 ? 'passed' : `failed (exit ${status})`} in ${seconds(took)}`,
    );
    if (status !== 0) {
      log(`== phases: ${times.join(', ')}; stopped at ${phase.name}`);
      return status;
    }
  }
  log(`== phases: ${times.join(', ')}`);
  return 0;
}

function run(args: readonly string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: projectRoot, stdio: 'inherit' });
    child.on('error', reject);
    // A phase killed by a signal (Ctrl+C, a kill) fails with the status a shell would give it.
    child.on('exit', (code, signal) =>
      resolve(code ?? 128 + (signal ? (constants.signals[signal] ?? 0) : 0)),
    );
  });
}
