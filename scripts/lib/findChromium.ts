import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * The browser the end-to-end tests and screenshots use: $CHROMIUM_PATH, else Debian's
 * /usr/bin/chromium, else the Chromium that `npx playwright install chromium` put in Playwright's
 * cache. Returns why none was found, so the tests can say so plainly instead of timing out.
 */
export function findChromium(): { path: string } | { missing: string } {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    return existsSync(fromEnv)
      ? { path: fromEnv }
      : { missing: `CHROMIUM_PATH points to ${fromEnv}, which does not exist` };
  }
  if (existsSync('/usr/bin/chromium')) return { path: '/usr/bin/chromium' };
  try {
    const bundled = chromium.executablePath();
    if (bundled && existsSync(bundled)) return { path: bundled };
  } catch {
    // Playwright throws when its own browser was never downloaded.
  }
  return {
    missing:
      'no Chromium found: install it (Debian: apt-get install chromium), set CHROMIUM_PATH, or run `npx playwright install chromium`',
  };
}

/**
 * The omnibox's pop-ups are web pages of their own (chrome://omnibox-popup.top-chrome), which
 * Chromium loads, in a renderer process, for every new window even when headless: a second and a
 * half of CPU per test page, for an omnibox no one sees.
 */
const NO_OMNIBOX_PAGES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * The features Playwright turns off itself (chromiumSwitches.ts in playwright-core). Chromium
 * reads only the last --disable-features of its command line, and chromiumArgs' comes after
 * Playwright's, so it repeats them; chromiumArgs.test.ts checks this list against the installed
 * Playwright.
 */
export const PLAYWRIGHT_DISABLED_FEATURES: readonly string[] = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Flags for a headless Chromium on a machine without a GPU or an open network: WebGL through
 * SwiftShader, no background traffic (this machine refuses it, loudly), and no sandbox when running
 * as root, where Chromium refuses to start with one.
 */
export function chromiumArgs(): string[] {
  const args = [
    '--enable-unsafe-swiftshader',
    '--use-angle=swiftshader',
    '--ignore-gpu-blocklist',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...NO_OMNIBOX_PAGES].join(',')}`,
  ];
  if (process.getuid?.() === 0) args.push('--no-sandbox');
  return args;
}
