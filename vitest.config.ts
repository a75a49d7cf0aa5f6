import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Unit tests only: the Playwright specs in tests/e2e run under `playwright test`.
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/scenarios/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 20_000,
    // One module cache per worker, not per file: the engine is pure and each test builds its own
    // state, so isolation bought nothing but loading the engine 167 times. Side by side at load
    // 6-10: 185 s (106 s of CPU) against 345 s (214 s of CPU) isolated.
    isolate: false,
    // Vitest's default leaves a core free: one worker on two cores. Many of these tests wait on a
    // child process, a socket or a file more than they compute, and two workers on two cores ran
    // them in 80 s where one took 96 s; three made the timing-bound ones fail.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
