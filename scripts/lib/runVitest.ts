import { spawnSync } from 'node:child_process';
import { projectRoot } from './projectRoot.ts';

/**
 * Runs the given test files with vitest at the counts a named script sets (npm run fuzz, npm run
 * soak), a count already set in the environment winning, and exits with vitest's status.
 */
export function runVitestAtCounts(counts: Record<string, string>, files: readonly string[]): never {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const [name, count] of Object.entries(counts)) env[name] = process.env[name] ?? count;
  const result = spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...files], {
    cwd: projectRoot,
    env,
    stdio: 'inherit',
  });
  process.exit(result.status ?? 1);
}
