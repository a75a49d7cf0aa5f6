/**
 * `npm run screenshot`: regenerates docs/board.png, the README's picture of the board, from the web
 * mode in Chromium. The tests never rewrite it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from './lib/findChromium.ts';
import { projectRoot } from './lib/projectRoot.ts';
import { exitWithError, runWebMode } from './lib/webMode.ts';

const browserPath = findChromium();
if ('missing' in browserPath) exitWithError(new Error(browserPath.missing));

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'high-noon-screenshot-'));
const host = await runWebMode({ port: 0, dataDir });
const browser = await chromium.launch({ executablePath: browserPath.path, args: chromiumArgs() });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${host.url}?seed=7`);
  await page.locator('[data-testid="board"][data-ready="true"]').waitFor({ timeout: 60_000 });
  // The picture shows play: Marshal Kate's Action phase, her field of fire (clear or under
  // cover), and the verdict on a shot at Buster.
  await page.getByRole('button', { name: 'Begin round 1' }).click();
  await page.getByRole('button', { name: 'End movement' }).click();
  const at = (x: number, y: number) =>
    page.evaluate(([px, py]) => window.highNoonBoard!.pointToClient(px!, py!), [x + 0.5, y + 0.5]);
  const square = await at(10, 9);
  await page.mouse.move(square.x, square.y);
  await page.evaluate(() => window.highNoonBoard!.nextFrame());
  const file = path.join(projectRoot, 'docs', 'board.png');
  await page.screenshot({ path: file });
  console.log(`Wrote ${path.relative(projectRoot, file)}`);
} finally {
  await browser.close();
  await host.close();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(0);
