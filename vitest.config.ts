import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { SLOW_TESTS, UNIT_TEST_GLOBS, slowGlob } from './tests/projects.ts';
import { scaled } from './tests/slowdown.ts';

const slowGlobs = SLOW_TESTS.map(({ path }) => slowGlob(path));

export default defineConfig({
  test: {
    // Unit tests only: the Playwright specs in tests/e2e run under `playwright test`.
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    // Nets for a hung test, measured idle and stretched on a busy machine (tests/slowdown.ts).
    testTimeout: scaled(20_000),
    hookTimeout: scaled(20_000),
    teardownTimeout: scaled(20_000),
    // expect.poll's own default is a second: a busy machine's second.
    expect: { poll: { timeout: scaled(5_000) } },
    // One module cache per worker, not per file: the engine is pure and each test builds its own
    // state, so isolation bought nothing but loading the engine 167 times. Side by side at load
    // 6-10: 185 s (106 s of CPU) against 345 s (214 s of CPU) isolated.
    isolate: false,
    // Vitest's default leaves a core free: one worker on two cores. Many of these tests wait on a
    // child process, a socket or a file more than they compute, and two workers on two cores ran
    // them in 80 s where one took 96 s.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // tests/projects.ts says which is which, and why.
    projects: [
      {
        extends: true,
        test: {
          name: 'fast',
          include: UNIT_TEST_GLOBS,
          exclude: [...slowGlobs, 'node_modules/**'],
        },
      },
      { extends: true, test: { name: 'slow', include: slowGlobs } },
    ],
  },
});
