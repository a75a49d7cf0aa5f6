import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chromiumArgs, PLAYWRIGHT_DISABLED_FEATURES } from '../../../scripts/lib/findChromium.ts';

/** The features the installed Playwright turns off, read from its bundled chromiumSwitches. */
function playwrightDisabledFeatures(): string[] {
  const require = createRequire(import.meta.url);
  const bundle = path.join(path.dirname(require.resolve('playwright-core/package.json')), 'lib');
  const source = readFileSync(path.join(bundle, 'coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(source);
  if (!list)
    throw new Error('playwright-core no longer lists its disabled features where expected');
  const withoutComments = list[1]!.replace(/\/\/.*$/gm, '');
  return [...withoutComments.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
}

describe('the browser tests’ Chromium flags', () => {
  it('turn off what Playwright turns off, as Chromium reads only the last --disable-features', () => {
    const installed = playwrightDisabledFeatures();
    expect(installed.length).toBeGreaterThan(5);
    expect([...PLAYWRIGHT_DISABLED_FEATURES].sort()).toEqual([...installed].sort());
  });

  it('have one --disable-features, holding those and the omnibox pages', () => {
    const switches = chromiumArgs().filter((a) => a.startsWith('--disable-features='));
    expect(switches).toHaveLength(1);
    const features = switches[0]!.slice('--disable-features='.length).split(',');
    expect(features).toEqual(expect.arrayContaining([...PLAYWRIGHT_DISABLED_FEATURES]));
    expect(features).toEqual(expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']));
  });
});
