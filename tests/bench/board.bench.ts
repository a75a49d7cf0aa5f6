import { chromium } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { startWebHost } from '../../electron/webHost.ts';
import { buildBench } from '../../scripts/lib/build.ts';
import { chromiumArgs, findChromium } from '../../scripts/lib/findChromium.ts';
import { projectRoot } from '../../scripts/lib/projectRoot.ts';
import { round, type BenchLine, type Benchmark } from './harness.ts';

let measured: Promise<Record<string, number>> | null = null;

/** Runs the board-frame page once in headless Chromium; both lines report from it. */
function measure(): Promise<Record<string, number>> {
  measured ??= (async () => {
    const browserPath = findChromium();
    if ('missing' in browserPath)
      throw new Error(`board-frame needs Chromium: ${browserPath.missing}`);
    const staticDir = await buildBench();
    const { version } = JSON.parse(
      await readFile(path.join(projectRoot, 'package.json'), 'utf8'),
    ) as { version: string };
    const host = await startWebHost({
      port: 0,
      dataDir: path.join(projectRoot, 'dist', 'bench-data'),
      staticDir,
      version,
    });
    const browser = await chromium.launch({
      executablePath: browserPath.path,
      args: chromiumArgs(),
    });
    try {
      const page = await browser.newPage({ viewport: { width: 1300, height: 1700 } });
      await page.goto(`${host.url}bench/board-frame.html`);
      await page.waitForFunction(() => typeof window.runBoardFrameBench === 'function');
      return await page.evaluate(() => window.runBoardFrameBench!(300));
    } finally {
      await browser.close();
      await host.close();
    }
  })();
  return measured;
}

const frame: Benchmark = {
  name: 'board-frame',
  async run(): Promise<BenchLine> {
    const r = await measure();
    return {
      name: 'board-frame',
      ours_ms: round(r.ours_ms!),
      baseline: `bare PixiJS scene of ${r.objects} sprites, one moved per frame`,
      baseline_ms: round(r.baseline_ms!),
      ratio: round(r.ours_ms! / r.baseline_ms!),
      display_objects: r.objects!,
      note: 'CPU time in headless Chromium (SwiftShader); not a frame rate',
    };
  },
};

const idle: Benchmark = {
  name: 'board-frame-idle',
  async run(): Promise<BenchLine> {
    const r = await measure();
    return {
      name: 'board-frame-idle',
      ours_ms: round(r.idle_ms!),
      baseline: 'none',
      baseline_ms: null,
      ratio: null,
    };
  },
};

export const benchmarks: Benchmark[] = [frame, idle];
