/**
 * `npm run icons`: renders assets/icons/icon.svg into the icons electron-builder packages with
 * (icon.png for Linux, icon.ico for Windows, icon.icns for macOS). Chromium draws the SVG at each
 * size, so small sizes are drawn at that size, not shrunk from a big bitmap. The generated files
 * are committed; run this again after changing the SVG.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from './lib/findChromium.ts';
import { icnsOf, icoOf, type SizedPng } from './lib/iconFormats.ts';
import { projectRoot } from './lib/projectRoot.ts';
import { exitWithError } from './lib/webMode.ts';

const ICONS = path.join(projectRoot, 'assets', 'icons');
const ICO_SIZES = [16, 24, 32, 48, 64, 128, 256];
const ICNS_SIZES = [16, 32, 64, 128, 256, 512, 1024];
/** electron-builder's Linux targets want one PNG of at least 512 px. */
const PNG_SIZE = 512;

const browserPath = findChromium();
if ('missing' in browserPath) exitWithError(new Error(browserPath.missing));

const svg = await readFile(path.join(ICONS, 'icon.svg'));
const source = `data:image/svg+xml;base64,${svg.toString('base64')}`;
const browser = await chromium.launch({ executablePath: browserPath.path, args: chromiumArgs() });
try {
  const page = await browser.newPage();
  const rendered = new Map<number, Buffer>();
  for (const size of new Set([...ICO_SIZES, ...ICNS_SIZES, PNG_SIZE])) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}</style><img src="${source}" width="${size}" height="${size}">`,
    );
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    rendered.set(size, await page.screenshot({ omitBackground: true }));
  }
  const of = (sizes: number[]): SizedPng[] =>
    sizes.map((size) => ({ size, png: rendered.get(size)! }));
  await writeFile(path.join(ICONS, 'icon.png'), rendered.get(PNG_SIZE)!);
  await writeFile(path.join(ICONS, 'icon.ico'), icoOf(of(ICO_SIZES)));
  await writeFile(path.join(ICONS, 'icon.icns'), icnsOf(of(ICNS_SIZES)));
  console.log(`Wrote icon.png, icon.ico and icon.icns in ${path.relative(projectRoot, ICONS)}.`);
} finally {
  await browser.close();
}
