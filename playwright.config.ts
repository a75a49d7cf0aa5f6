import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from './scripts/lib/findChromium.ts';
import { scaled } from './tests/slowdown.ts';

const chromium = findChromium();
if ('missing' in chromium) {
  throw new Error(`The browser tests need Chromium: ${chromium.missing}.`);
}

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  globalSetup: './tests/e2e/globalSetup.ts',
  fullyParallel: false,
  workers: 2,
  // Bases measured idle, stretched by tests/slowdown.ts on a busy machine. The longest test takes
  // about 30 s idle; none may need more than 120 s (issue 35).
  timeout: scaled(60_000),
  expect: { timeout: scaled(15_000) },
  reporter: [['list']],
  use: {
    baseURL: process.env.HIGH_NOON_URL,
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: chromium.path, args: chromiumArgs() },
    // No trace: recording one for every test, to keep the failures', took a fifth of the suite's
    // time on two cores (the DOM around every action, and the screen's frames). A failure still
    // leaves its error context; `npx playwright test FILE --trace on` records a trace to look at.
    trace: 'off',
  },
});
