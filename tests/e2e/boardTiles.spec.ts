import type { Browser, Page } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { startWebHost, type WebHost } from '../../electron/webHost.ts';
import type { BenchSceneName } from '../../renderer/bench/benchScenes.ts';
import type { View } from '../../renderer/board/camera.ts';
import { buildBench } from '../../scripts/lib/build.ts';
// The fixtures' test, though only `browser` is used: a test of another fixture set is another
// kind of worker, which Playwright runs after every other file, in a worker started for it
// alone (a new browser), while the other worker had run out of files and sat idle.
import { expect, shotPath, test } from './fixtures.ts';

/**
 * The static board drawn through cached tiles must look as the same map drawn whole, the plain
 * way: the pixel test of issue 9. Each case shows a bench scene on the bench page's bare board
 * (renderer/bench/boardPixels.ts) twice, tiled and untiled, at the same view, and compares the
 * screenshots: at most 0.1% of the pixels may differ by more than 8/255.
 */
const VIEWPORT = { width: 1280, height: 720 };
const TOLERANCE = 8;
const MAX_DIFFERING = 0.001;

let host: WebHost;
let dataDir: string;

test.beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'high-noon-tiles-'));
  host = await startWebHost({ port: 0, dataDir, staticDir: await buildBench(), version: 'test' });
});

test.afterAll(async () => {
  await host.close();
  await rm(dataDir, { recursive: true, force: true });
});

/**
 * One page for each scene and drawing, opened at the first view asked of it and moved to the next
 * (a new view draws the tiles on screen again at its own raster, as a page opened there would):
 * generating a 200×200 map in the page and a board for it costs seconds a page. Each page is a
 * context of its own (not the test's), which Playwright would keep open, its board and its GPU
 * memory with it, for the rest of the run: twelve left open slowed every later test (about 3% of
 * a core each, and the GPU process at 4.6 GB), so all are closed when the file is done.
 */
const opened = new Map<string, Page>();
/** Each open page's errors so far: any fails the test that next uses the page. */
const pageErrors = new Map<Page, string[]>();

test.describe.configure({ mode: 'serial' });

test.afterAll(async () => {
  await Promise.all([...opened.values()].map((page) => page.context().close()));
  opened.clear();
  pageErrors.clear();
});

async function openBoard(
  browser: Browser,
  scene: BenchSceneName,
  drawing: 'tiles' | 'direct',
  view: View,
): Promise<Page> {
  const key = `${scene} ${drawing}`;
  const open = opened.get(key);
  if (open) {
    await open.evaluate((v) => window.boardPixels!.setView(v), view);
    expect(pageErrors.get(open), 'page errors').toEqual([]);
    return open;
  }
  const page = await browser.newPage({ viewport: VIEWPORT });
  opened.set(key, page);
  const errors: string[] = [];
  pageErrors.set(page, errors);
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${host.url}bench/board-pixels.html`);
  await page.waitForFunction(() => window.boardPixels !== undefined);
  await page.evaluate(([s, d, v]) => window.boardPixels!.open(s, d, v), [
    scene,
    drawing,
    view,
  ] as const);
  expect(errors, 'page errors').toEqual([]);
  return page;
}

async function shot(page: Page, file: string): Promise<PNG> {
  return PNG.sync.read(await page.screenshot({ path: shotPath(file) }));
}

/** The pixels where two screenshots differ by more than the tolerance in any channel. */
function differing(a: PNG, b: PNG): { x: number; y: number }[] {
  expect([a.width, a.height]).toEqual([b.width, b.height]);
  const out: { x: number; y: number }[] = [];
  for (let i = 0; i < a.data.length; i += 4) {
    const d = Math.max(
      Math.abs(a.data[i]! - b.data[i]!),
      Math.abs(a.data[i + 1]! - b.data[i + 1]!),
      Math.abs(a.data[i + 2]! - b.data[i + 2]!),
    );
    if (d > TOLERANCE) out.push({ x: (i / 4) % a.width, y: Math.floor(i / 4 / a.width) });
  }
  return out;
}

/** A view at `scale`, with square [cx, cy] at the centre of the page, and a sub-pixel offset. */
function viewOn(cx: number, cy: number, scale: number, offset = { x: 0.37, y: 0.61 }): View {
  return {
    scale,
    x: VIEWPORT.width / 2 - cx * 64 * scale + offset.x,
    y: VIEWPORT.height / 2 - cy * 64 * scale + offset.y,
  };
}

const CASES: { name: string; scene: BenchSceneName; view: View }[] = [
  { name: 'the 200×200 town at 48 px a square', scene: 'town200', view: viewOn(100, 100, 0.75) },
  { name: 'the town at an odd zoom', scene: 'town200', view: viewOn(37.3, 52.9, 0.6137) },
  { name: 'the town from far out', scene: 'town200', view: viewOn(100, 100, 0.07) },
  { name: 'the sample map, edges and all', scene: 'sample', view: viewOn(8, 6, 1.1) },
  { name: 'the dense map up close', scene: 'dense200', view: viewOn(20, 61, 1.7) },
];

test.describe('the board in tiles', () => {
  for (const { name, scene, view } of CASES) {
    test(`matches the untiled drawing: ${name}`, async ({ browser }) => {
      const file = name.replace(/[^a-z0-9]+/gi, '-');
      const tiled = await openBoard(browser, scene, 'tiles', view);
      const direct = await openBoard(browser, scene, 'direct', view);
      const a = await shot(tiled, `tiles-${file}-tiled.png`);
      const b = await shot(direct, `tiles-${file}-direct.png`);
      const stats = await tiled.evaluate(() => window.boardPixels!.tileStats());
      expect(stats!.onScreen.length, 'drawn through several tiles').toBeGreaterThan(1);
      const off = differing(a, b);
      expect(off.length / (a.width * a.height)).toBeLessThanOrEqual(MAX_DIFFERING);
    });
  }

  test('a door toggle redraws its one tile, and changes no pixel outside it (G3)', async ({
    browser,
  }) => {
    // Door 100 of the town: the store door of copy (4, 8), [68, 100]–[69, 100], inside tile 8:8:12.
    const view = viewOn(68.5, 100, 0.75);
    const tiled = await openBoard(browser, 'town200', 'tiles', view);
    expect(await tiled.evaluate(() => window.boardPixels!.doorAt(100))).toEqual([68, 100, 69, 100]);
    const before = await shot(tiled, 'tiles-door-shut.png');
    const drawnBefore = (await tiled.evaluate(() => window.boardPixels!.tileStats()))!.drawn;
    await tiled.evaluate(() => window.boardPixels!.toggleDoor(100));
    const after = await shot(tiled, 'tiles-door-open.png');
    const stats = (await tiled.evaluate(() => window.boardPixels!.tileStats()))!;
    expect(stats.drawn - drawnBefore, 'tiles redrawn').toBe(1);
    const tile = (await tiled.evaluate(() => window.boardPixels!.tileOnPage('8:8:12')))!;
    const changed = differing(before, after);
    expect(changed.length, 'the door looks different').toBeGreaterThan(100);
    const outside = changed.filter(
      ({ x, y }) => x < tile.x0 - 1 || x > tile.x1 + 1 || y < tile.y0 - 1 || y > tile.y1 + 1,
    );
    expect(outside, 'pixels changed outside the door’s tile').toEqual([]);

    // And the opened door looks as it does drawn untiled.
    const direct = await openBoard(browser, 'town200', 'direct', view);
    await direct.evaluate(() => window.boardPixels!.toggleDoor(100));
    const untiled = await shot(direct, 'tiles-door-open-direct.png');
    expect(differing(after, untiled).length / (after.width * after.height)).toBeLessThanOrEqual(
      MAX_DIFFERING,
    );
  });
});
