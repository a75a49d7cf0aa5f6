import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Unit tests only: the Playwright specs in tests/e2e run under `playwright test`.
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/scenarios/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
