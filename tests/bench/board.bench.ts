import { chromium, type Browser, type Page } from '@playwright/test';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startWebHost } from '../../electron/webHost.ts';
import { buildBench, ensureRendererBuilt, rendererDir } from '../../scripts/lib/build.ts';
import { chromiumArgs, findChromium } from '../../scripts/lib/findChromium.ts';
import { projectRoot } from '../../scripts/lib/projectRoot.ts';
import type { BoardBench } from '../../renderer/bench/boardBench.ts';
import { round, type BenchLine, type Benchmark } from './harness.ts';
import { townMap } from './townMap.ts';

/** The board benchmarks' viewport (issue 9): 1920×1080, 48 px a square. */
const VIEWPORT = { width: 1920, height: 1080 };
const NOTE = 'headless Chromium, WebGL in SwiftShader (the CPU): ratios, not frame rates';

async function version(): Promise<string> {
  const pkg = JSON.parse(await readFile(path.join(projectRoot, 'package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

async function withBrowser<T>(work: (browser: Browser) => Promise<T>): Promise<T> {
  const browserPath = findChromium();
  if ('missing' in browserPath)
    throw new Error(`the board benchmarks need Chromium: ${browserPath.missing}`);
  const browser = await chromium.launch({ executablePath: browserPath.path, args: chromiumArgs() });
  try {
    return await work(browser);
  } finally {
    await browser.close();
  }
}

/** Serves `staticDir` with the save API on a fresh data folder, for as long as `work` runs. */
async function withHost<T>(staticDir: string, work: (url: string) => Promise<T>): Promise<T> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'high-noon-bench-'));
  const host = await startWebHost({ port: 0, dataDir, staticDir, version: await version() });
  try {
    return await work(host.url);
  } finally {
    await host.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

type BenchCall = { [K in keyof BoardBench]: [K, ...Parameters<BoardBench[K]>] }[keyof BoardBench];

/** Runs one measurement of the bench page in a page of its own, so no board outlives its run. */
function onBenchPage(call: BenchCall): Promise<Record<string, number>> {
  return withBrowser(async (browser) => {
    const staticDir = await buildBench();
    return withHost(staticDir, async (url) => {
      const page = await browser.newPage({ viewport: VIEWPORT });
      page.setDefaultTimeout(600_000);
      await page.goto(`${url}bench/board.html`);
      await page.waitForFunction(() => window.boardBench !== undefined);
      return page.evaluate(([method, ...args]) => {
        const bench = window.boardBench! as unknown as Record<
          string,
          (...a: unknown[]) => Promise<Record<string, number>>
        >;
        return bench[method]!(...args);
      }, call);
    });
  });
}

const memo = new Map<string, Promise<Record<string, number>>>();
function once(key: string, call: BenchCall): Promise<Record<string, number>> {
  if (!memo.has(key)) memo.set(key, onBenchPage(call));
  return memo.get(key)!;
}

const frames = () => once('frame', ['frame', 30]);

const frame: Benchmark = {
  name: 'board-frame',
  async run(): Promise<BenchLine> {
    const r = await frames();
    return {
      name: 'board-frame',
      ours_ms: round(r.ours_ms!),
      baseline: `the 200×200 town pre-rendered: ${r.baseline_quads} screen-sized textured quads + ${r.tokens_on_screen} token sprites (those on screen), one moved per frame`,
      baseline_ms: round(r.baseline_ms!),
      ratio: round(r.ours_ms! / r.baseline_ms!),
      target: 1.5,
      target_kind: 'ratio',
      scene: `200×200 town, ${r.tokens} tokens, 1920×1080 at 48 px a square; one token moves a square per frame; timed until drawn (flush + 1-pixel readPixels)`,
      note: NOTE,
    };
  },
};

const idle: Benchmark = {
  name: 'board-frame-idle',
  async run(): Promise<BenchLine> {
    const r = await frames();
    return {
      name: 'board-frame-idle',
      ours_ms: round(r.idle_ms!),
      baseline: 'none',
      baseline_ms: null,
      ratio: null,
      target: 0.5,
      target_kind: 'ms',
      scene: 'the 200×200 town given the same scene, then asked for a frame; timed until drawn',
      note: NOTE,
    };
  },
};

const panScale: Benchmark = {
  name: 'board-pan-scale',
  async run(): Promise<BenchLine> {
    const r = await once('pan', ['pan', 60]);
    return {
      name: 'board-pan-scale',
      ours_ms: round(r.big_mean_ms!),
      baseline: 'a pan frame on the sample map (16×12), by the same board',
      baseline_ms: round(r.small_mean_ms!),
      ratio: round(r.big_mean_ms! / r.small_mean_ms!),
      target: 1.3,
      target_kind: 'ratio',
      medians_ms: [round(r.big_median_ms!), round(r.small_median_ms!)],
      slowest_big_ms: round(r.big_max_ms!),
      town200_ms: round(r.mid_mean_ms!),
      ratio_to_town200: round(r.big_mean_ms! / r.mid_mean_ms!),
      limit_ms: round(r.limit_mean_ms!),
      limit: `the 500×500 town pre-rendered: ${r.limit_quads} screen-sized quads + the token sprites on screen, panned alike`,
      ratio_to_limit: round(r.big_mean_ms! / r.limit_mean_ms!),
      scene:
        '500×500 town (5,084 tokens) panned 16 px a frame onto new ground, mean of 60 frames, timed until drawn; the sample map covers 21% of the screen, the towns all of it',
      note: NOTE,
    };
  },
};

const wallMemory: Benchmark = {
  name: 'wall-memory',
  async run(): Promise<BenchLine> {
    const r = await once('walls', ['wallMemory']);
    const perSegment = r.walls_bytes! / r.segments!;
    return {
      name: 'wall-memory',
      // Not a time: bytes per wall segment, in the ours_ms column so --json stays one shape.
      ours_ms: round(perSegment),
      baseline: 'none (bytes per wall segment, not ms)',
      baseline_ms: null,
      ratio: null,
      unit: 'bytes per segment',
      // Bytes per segment, in the ours_ms column: the 'ms' kind bounds that column.
      target: 1024,
      target_kind: 'ms',
      segments: r.segments!,
      walls_bytes: r.walls_bytes!,
      all_static_layers_bytes: r.static_bytes!,
      all_static_per_segment: round(r.static_bytes! / r.segments!),
      scene:
        'benchMap(200, 1) at 48 px a square, 1920×1080, after panning a screen each way and back',
    };
  },
};

/**
 * load-500 through the real app: the 500×500 town (four tokens, in its middle copy) is saved through
 * the web host's own API, the app is opened as a user opens it, and the map is loaded from the
 * library panel. Timed in the page from the click on Load to the first frame of the new board on
 * screen: the HTTP load, parsing, seating the encounter, indexing the map, creating the board and
 * drawing it.
 */
async function loadOnce(page: Page, url: string, name: string): Promise<Record<string, number>> {
  const navStart = Date.now();
  // Straight to a table, as a reload of one does: a plain address opens the start screen.
  await page.goto(`${url}?table`);
  await page.locator('[data-testid="board"][data-ready="true"]').waitFor({ timeout: 120_000 });
  const openMs = Date.now() - navStart;
  const button = page.getByRole('button', { name: `Load ${name}`, exact: true });
  await button.waitFor();
  const loadMs = await page.evaluate(
    (label) =>
      new Promise<number>((resolve) => {
        const host = document.querySelector<HTMLElement>('[data-testid="board"]')!;
        const before = host.dataset.table;
        const start = performance.now();
        const observer = new MutationObserver(() => {
          if (host.dataset.ready === 'true' && host.dataset.table !== before) {
            observer.disconnect();
            resolve(performance.now() - start);
          }
        });
        observer.observe(host, { attributes: true });
        document.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)!.click();
      }),
    `Load ${name}`,
  );
  return { load_ms: loadMs, open_ms: openMs };
}

const load500: Benchmark = {
  name: 'load-500',
  async run(): Promise<BenchLine> {
    await ensureRendererBuilt();
    const name = 'Town 500';
    const r = await withBrowser((browser) =>
      withHost(rendererDir, async (url) => {
        const page = await browser.newPage({ viewport: VIEWPORT });
        const saved = await page.request.post(new URL('api/writeSave', url).toString(), {
          data: { kind: 'map', name, data: { ...townMap(500, 'centre'), name }, overwrite: true },
        });
        const answer = (await saved.json()) as { ok: boolean };
        if (!answer.ok)
          throw new Error(`load-500: the host refused the map: ${JSON.stringify(answer)}`);
        return loadOnce(page, url, name);
      }),
    );
    return {
      name: 'load-500',
      ours_ms: round(r.load_ms!),
      baseline: 'none (absolute)',
      baseline_ms: null,
      ratio: null,
      target: 1500,
      target_kind: 'ms',
      open_sample_ms: round(r.open_ms!),
      path: 'real app: map saved through the web host API, loaded from the library panel; click on Load → first frame of the new board on screen',
      note: 'headless Chromium at 1920×1080, WebGL in SwiftShader',
    };
  },
};

export const benchmarks: Benchmark[] = [frame, idle, panScale, wallMemory, load500];
