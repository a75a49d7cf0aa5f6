import {
  test as base,
  expect,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { mkdir, writeFile } from 'node:fs/promises';
import { PNG } from 'pngjs';
import { scaled } from '../slowdown.ts';

export { expect };

/**
 * This worker's own web host and data folder (globalSetup.ts starts one per worker), put where
 * every spec reads them. Runs when a spec imports the fixtures, before any of its tests.
 */
const workerIndex = process.env.TEST_PARALLEL_INDEX;
if (workerIndex !== undefined && process.env[`HIGH_NOON_URL_${workerIndex}`]) {
  for (const name of ['HIGH_NOON_URL', 'HIGH_NOON_LAN_URL', 'HIGH_NOON_DATA'])
    process.env[name] = process.env[`${name}_${workerIndex}`];
}

/** The players' view page's board, as it shows itself to the tests (renderer/projector). */
export interface ProjectorBoardHooks {
  view: { x: number; y: number; scale: number };
  pointToClient(x: number, y: number): { x: number; y: number };
  nextFrame(): Promise<void>;
  /** Issue 40, item 1: the token labels drawn in screen space, as page boxes with type sizes. */
  screenLabelRects(): {
    id: string;
    box: { x: number; y: number; width: number; height: number };
    leader: { x1: number; y1: number; x2: number; y2: number } | null;
    namePx: number;
    hpPx: number | null;
    turn: number;
  }[];
  /** The squares the tokens stand on, and the map's size. */
  pieces(): { squares: [number, number][]; mapSize: [number, number] } | null;
}

declare global {
  interface Window {
    highNoonProjector?: ProjectorBoardHooks;
  }
}

/** Where the tests write their screenshots; git ignores it. */
export const ARTIFACTS = 'tests/.artifacts';

/**
 * Whether the tests save screenshots for people to look at: `npm run test:shots` runs them so.
 * `npm test` does not: nobody looks at a CI run's pictures, and writing them (a composite of the
 * whole page, and at 3840×2160 seconds of software WebGL each) took a tenth of the browser tests'
 * time. A screenshot a test reads pixels from is taken either way; only its saving is skipped.
 */
export const SAVING_SHOTS = process.env.HIGH_NOON_SHOTS === '1';

/** `file` under ARTIFACTS when screenshots are saved, for a screenshot's `path`; else none. */
export function shotPath(file: string): string | undefined {
  return SAVING_SHOTS ? `${ARTIFACTS}/${file}` : undefined;
}

/** The screen sizes the issues name, for pictures and layout checks. */
export const SCREEN_SIZES = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
  { width: 3840, height: 2160 },
] as const;

/**
 * The page at each of `sizes` in turn, a screenshot saved at each as `${name}-WxH.png`, and then
 * the page back at `after`: only when screenshots are saved, as the sizes change only for them.
 */
export async function shotsAtSizes(
  page: Page,
  name: string,
  after: { width: number; height: number },
  sizes: readonly { width: number; height: number }[] = SCREEN_SIZES,
): Promise<void> {
  if (!SAVING_SHOTS) return;
  for (const size of sizes) {
    await page.setViewportSize(size);
    await shot(page, `${name}-${size.width}x${size.height}.png`);
  }
  await page.setViewportSize(after);
}

/** A screenshot for people to look at, saved as `file` under ARTIFACTS, when they are saved. */
export async function shot(
  target: Pick<Page, 'screenshot'> | Pick<Locator, 'screenshot'>,
  file: string,
  options: {
    fullPage?: boolean;
    clip?: { x: number; y: number; width: number; height: number };
  } = {},
): Promise<void> {
  if (!SAVING_SHOTS) return;
  await target.screenshot({ ...options, path: `${ARTIFACTS}/${file}` });
}

/** The action types of the table's autosaved session on `mapName`, as the store holds its log. */
export async function loggedActionTypes(page: Page, mapName: string): Promise<string[]> {
  const name = await autosaved(page, mapName);
  const response = await page.request.post(
    new URL('api/loadSave', process.env.HIGH_NOON_URL!).toString(),
    { data: { kind: 'session', name } },
  );
  const result = (await response.json()) as {
    ok: true;
    value: { data: { log: { type: string }[] } };
  };
  return result.value.data.log.map((a) => a.type);
}

/**
 * The Marketplace's actions play only where the house rules turn it on (X1), on a map with store
 * buildings: the sample table's guards (actions.spec, controls.spec) leave them to market.spec,
 * which buys, equips and fits (a Scope, by a Conjure Up check) through the store panel on Main
 * Street and reads BUY, EQUIP, UNEQUIP and FIT in the autosaved log.
 */
export const MARKETPLACE_ACTIONS: readonly string[] = ['BUY', 'EQUIP', 'UNEQUIP', 'FIT'];

export type Rgb = [number, number, number];

/**
 * An app page: the web mode opened fresh, the board drawn, with the default settings (every test
 * shares one data folder, and one that hides the coordinates must not hide them for the next).
 * Any console error or CSP violation during the test fails it, because a page that "works" while
 * the console reports a refused script is not working.
 */
export const test = base.extend<
  {
    app: Page;
    beforeOpen: { run(page: Page): Promise<void> } | null;
  },
  { workerContext: BrowserContext }
>({
  /**
   * One browser context a worker, each test's pages opened in it and closed after the test: the
   * app's scripts then come from the context's cache, compiled once (V8's code cache), where a
   * fresh context a test parsed and compiled the whole bundle at every boot. Nothing of a test
   * outlives it: the app keeps its per-window state in sessionStorage, which is the page's own,
   * and every page a test opened (a projector, a TV) is closed with it.
   */
  workerContext: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  context: async ({ workerContext }, use) => {
    await use(workerContext);
    for (const page of workerContext.pages()) await page.close();
  },
  page: async ({ context, viewport }, use) => {
    const page = await context.newPage();
    if (viewport) await page.setViewportSize(viewport);
    await use(page);
  },
  /**
   * Done before the app is opened (e.g. a save written through the host's API), if anything; an
   * object, as test.use() would take a bare function for a fixture of its own.
   */
  beforeOpen: [null, { option: true }],
  app: async ({ page, beforeOpen }, use) => {
    await resetSettings(page);
    if (beforeOpen) await beforeOpen.run(page);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await openApp(page);
    await use(page);
    expect(problems, 'console errors during the test').toEqual([]);
  },
});

/**
 * One app page for every test of a describe block, opened once before them, as the `app` fixture
 * opens one per test (settings reset, the board drawn, console errors failing the test they
 * happen in). Each boot costs seconds, so tests that only look at the fresh table, or that go on
 * where the one before left off, share one: the block runs in order (serial), and one failure
 * stops the rest. Call it at the top of a describe block; the function returns the page.
 * `beforeOpen`, if given, is done before the app is opened, as the `beforeOpen` option does.
 */
export function sharedApp(
  viewport: { width: number; height: number } = DEFAULT_VIEWPORT,
  beforeOpen?: (page: Page) => Promise<void>,
): () => Page {
  let page: Page | null = null;
  const problems: string[] = [];
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async ({ browser }) => {
    // A context of its own, which may open more pages (a projector, a TV): a page opened with
    // browser.newPage() owns its context and may not.
    page = await (await browser.newContext({ viewport })).newPage();
    await resetSettings(page);
    if (beforeOpen) await beforeOpen(page);
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await openApp(page);
  });
  test.afterEach(() => {
    expect(problems.splice(0), 'console errors during the test').toEqual([]);
  });
  test.afterAll(async () => {
    await page?.context().close();
    page = null;
  });
  return () => {
    if (!page) throw new Error('the shared app page is not open (sharedApp runs in beforeAll)');
    return page;
  };
}

/** The viewport playwright.config.ts gives every page. */
const DEFAULT_VIEWPORT = { width: 1280, height: 800 };

export async function openApp(page: Page): Promise<void> {
  const url = process.env.HIGH_NOON_URL;
  if (!url) throw new Error('HIGH_NOON_URL is not set: run these through `playwright test`.');
  // A fixed seed: the same shuffles every run, so the hands the tests see are known.
  await page.goto(`${url}?seed=7`);
  await waitForBoard(page);
}

/**
 * Opens the players' view in a second window of the Dealer's browser, at `size`, and waits for
 * its board. Then the Dealer's window comes back to the front, as on a laptop driving a projector:
 * headless Chromium gives a window behind another a frame or two a second, and the Dealer's
 * clicks would wait on them.
 */
export async function openProjector(app: Page, size = app.viewportSize()!): Promise<Page> {
  const projector = await app.context().newPage();
  await projector.setViewportSize(size);
  await projector.goto(`${process.env.HIGH_NOON_URL}projector`);
  await projector.locator('[data-testid="projector-board"][data-ready="true"]').waitFor();
  await app.bringToFront();
  return projector;
}

/**
 * Runs `look` with the players' view's window in front, then brings the Dealer's back. At the
 * table each window has a screen of its own and draws at full rate; headless Chromium gives a
 * window behind another a frame a second at some sizes (3840×2160 among them), so every frame a
 * test waits for on the players' view cost a second or two. For steps that only look at that
 * view and resize it: the Dealer's window must be in front again before anything is clicked there.
 */
export async function lookingAt<T>(projector: Page, app: Page, look: () => Promise<T>): Promise<T> {
  await projector.bringToFront();
  try {
    return await look();
  } finally {
    await app.bringToFront();
  }
}

/** The settings as a first start has them, written through the host's own API. */
export async function resetSettings(page: Page): Promise<void> {
  const url = process.env.HIGH_NOON_URL;
  if (!url) throw new Error('HIGH_NOON_URL is not set: run these through `playwright test`.');
  const response = await page.request.post(new URL('api/setSettings', url).toString(), {
    data: { settings: { autoAdvance: false, showCoordinates: true } },
  });
  expect(await response.json()).toMatchObject({ ok: true });
}

export async function waitForBoard(page: Page): Promise<void> {
  await page
    .locator('[data-testid="board"][data-ready="true"]')
    .waitFor({ timeout: scaled(30_000) });
}

/**
 * Does `change` (a resume, a new table), then waits until the board shows the table it brought,
 * not the one before it: only then do the test hooks read the new game.
 */
export async function onNewTable(page: Page, change: () => Promise<void>): Promise<void> {
  const before = await page.getByTestId('board').getAttribute('data-table');
  await change();
  await page
    .locator(`[data-testid="board"][data-ready="true"]:not([data-table="${before}"])`)
    .waitFor({ timeout: scaled(30_000) });
}

/** Resumes a saved session from the Sessions panel, and waits for its table (onNewTable). */
export async function resume(page: Page, name: string): Promise<void> {
  await onNewTable(page, () =>
    page.getByRole('button', { name: `Resume ${name}`, exact: true }).click(),
  );
}

/**
 * The GPU drops the WebGL context of the canvas at `selector`, as a driver reset would, and gives
 * it back. The browser allows the restore only once the loss has been told: after the
 * 'webglcontextlost' event's dispatch, whose listeners (PixiJS's among them) ask to keep the
 * context. A restore asked for earlier, or in the dispatch itself, is refused and the context
 * stays lost. So the restore waits for the event, then for the next task (a message to itself).
 */
export async function loseContext(page: Page, selector: string): Promise<void> {
  await page.evaluate(async (canvasAt) => {
    const canvas = document.querySelector<HTMLCanvasElement>(canvasAt)!;
    const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    const lose = gl!.getExtension('WEBGL_lose_context')!;
    const told = new Promise((resolve) =>
      canvas.addEventListener(
        'webglcontextlost',
        () => {
          const next = new MessageChannel();
          next.port1.onmessage = resolve;
          next.port2.postMessage(null);
        },
        { once: true },
      ),
    );
    lose.loseContext();
    await told;
    lose.restoreContext();
  }, selector);
}

/** The character whose turn it is does nothing: ends movement and action, draws (T2). */
export async function passTurn(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'End movement' }).click();
  await page.getByRole('button', { name: 'End action' }).click();
  await page.getByRole('button', { name: 'Draw and end turn' }).click();
}

export function hooks(page: Page) {
  return {
    pointToClient: (x: number, y: number) =>
      page.evaluate(([px, py]) => window.highNoonBoard!.pointToClient(px!, py!), [x, y]),
    view: () => page.evaluate(() => window.highNoonBoard!.view()),
    currentMap: () => page.evaluate(() => window.highNoonBoard!.currentMap()),
    renderer: () => page.evaluate(() => window.highNoonBoard!.renderer()),
    nextFrame: () => page.evaluate(() => window.highNoonBoard!.nextFrame()),
    gameState: () => page.evaluate(() => window.highNoonBoard!.gameState()),
    logLength: () => page.evaluate(() => window.highNoonBoard!.logLength()),
    overlay: () => page.evaluate(() => window.highNoonBoard!.overlay()),
    drawCounts: () => page.evaluate(() => window.highNoonBoard!.drawCounts()),
    hudFontSize: () => page.evaluate(() => window.highNoonBoard!.hudFontSize()),
    hudRect: () => page.evaluate(() => window.highNoonBoard!.hudRect()),
    canvasHeight: () => page.evaluate(() => window.highNoonBoard!.canvasHeight()),
    labelBoxes: () => page.evaluate(() => window.highNoonBoard!.labelBoxes()),
    computerPlaysAt: () => page.evaluate(() => window.highNoonBoard!.computerPlaysAt()),
    lastChangeKind: () => page.evaluate(() => window.highNoonBoard!.lastChangeKind()),
    /** Moves the pointer over a square and waits for the frame that shows it. */
    hover: async (x: number, y: number) => {
      const point = await settledPoint(page, x + 0.5, y + 0.5);
      await page.mouse.move(point.x, point.y);
      await page.evaluate(() => window.highNoonBoard!.nextFrame());
    },
    click: async (x: number, y: number) => {
      const point = await settledPoint(page, x + 0.5, y + 0.5);
      await page.mouse.click(point.x, point.y);
      await page.evaluate(() => window.highNoonBoard!.nextFrame());
    },
  };
}

/**
 * Waits until the table's autosave holds every action logged so far — not merely some earlier
 * write — and returns the name it was saved under. A reload after this resumes the game as it is.
 */
/**
 * Where a board point is on the page once the board has drawn a frame: a resize just before (a
 * test's setViewportSize) fits the camera again in the next frame, and a point read before it is
 * where the square was, which a loaded machine makes likely.
 */
async function settledPoint(page: Page, x: number, y: number): Promise<{ x: number; y: number }> {
  return page.evaluate(
    async ([px, py]) => {
      await window.highNoonBoard!.nextFrame();
      return window.highNoonBoard!.pointToClient(px!, py!);
    },
    [x, y],
  );
}

export async function autosaved(page: Page, mapName?: string): Promise<string> {
  const status = page.getByTestId('autosave');
  await expect(status).toContainText(`as “Autosave – ${mapName ? `${mapName} – ` : ''}`);
  await expect
    .poll(async () => {
      const saved = await status.getAttribute('data-saved-actions');
      return saved !== null && Number(saved) === (await hooks(page).logLength());
    })
    .toBe(true);
  return /as “(.+)”/.exec((await status.textContent())!)![1]!;
}

/**
 * A screenshot of the page, decoded, so tests can read the colour at any page pixel. With `file`,
 * it is also saved for people to look at; with `region` (in grid units), only that part is saved.
 */
export async function capture(
  page: Page,
  file?: string,
  region?: { x: number; y: number; w: number; h: number },
) {
  // One screenshot, read here; with a region, the part saved is cut from the same picture (a
  // second, clipped screenshot cost a whole composite of the page again, at 3840×2160 most).
  const buffer = await page.screenshot(file && !region ? { path: shotPath(file) } : {});
  const png = PNG.sync.read(buffer);
  if (file && region && SAVING_SHOTS) {
    const a = await page.evaluate(
      ([px, py]) => window.highNoonBoard!.pointToClient(px!, py!),
      [region.x, region.y],
    );
    const b = await page.evaluate(
      ([px, py]) => window.highNoonBoard!.pointToClient(px!, py!),
      [region.x + region.w, region.y + region.h],
    );
    const ratio = png.width / page.viewportSize()!.width;
    const [left, top] = [
      Math.max(0, Math.round(a.x * ratio)),
      Math.max(0, Math.round(a.y * ratio)),
    ];
    const width = Math.min(png.width, Math.round(b.x * ratio)) - left;
    const height = Math.min(png.height, Math.round(b.y * ratio)) - top;
    const part = new PNG({ width, height });
    PNG.bitblt(png, part, left, top, width, height, 0, 0);
    await mkdir(ARTIFACTS, { recursive: true });
    await writeFile(`${ARTIFACTS}/${file}`, PNG.sync.write(part));
  }
  const scale = png.width / page.viewportSize()!.width;
  return {
    /** The median colour of the 3×3 pixels around a page point, which shrugs off antialiasing. */
    colorAt(point: { x: number; y: number }): Rgb {
      const samples: Rgb[] = [];
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const x = Math.round(point.x * scale) + dx;
          const y = Math.round(point.y * scale) + dy;
          const i = (y * png.width + x) * 4;
          samples.push([png.data[i]!, png.data[i + 1]!, png.data[i + 2]!]);
        }
      }
      return [0, 1, 2].map((c) => samples.map((s) => s[c]!).sort((a, b) => a - b)[4]!) as Rgb;
    },
    /** How many pixels in a page rectangle are within `tolerance` of a colour. */
    countNear(
      rect: { x: number; y: number; width: number; height: number },
      color: Rgb,
      tolerance = 40,
    ): number {
      let n = 0;
      for (
        let y = Math.round(rect.y * scale);
        y < Math.round((rect.y + rect.height) * scale);
        y++
      ) {
        for (
          let x = Math.round(rect.x * scale);
          x < Math.round((rect.x + rect.width) * scale);
          x++
        ) {
          const i = (y * png.width + x) * 4;
          if (
            Math.max(
              Math.abs(png.data[i]! - color[0]),
              Math.abs(png.data[i + 1]! - color[1]),
              Math.abs(png.data[i + 2]! - color[2]),
            ) <= tolerance
          )
            n++;
        }
      }
      return n;
    },
  };
}

export function rgbOf(hex: number): Rgb {
  return [(hex >> 16) & 0xff, (hex >> 8) & 0xff, hex & 0xff];
}

/** `top` drawn with `alpha` over `bottom`, as the GPU blends it. */
export function blend(bottom: number, top: number, alpha: number): Rgb {
  const b = rgbOf(bottom);
  const t = rgbOf(top);
  return [0, 1, 2].map((c) => Math.round(b[c]! * (1 - alpha) + t[c]! * alpha)) as Rgb;
}

export function expectColorNear(actual: Rgb, expected: Rgb, what: string, tolerance = 18): void {
  const off = Math.max(...actual.map((v, i) => Math.abs(v - expected[i]!)));
  expect(
    off,
    `${what}: got rgb(${actual.join(', ')}), expected about rgb(${expected.join(', ')})`,
  ).toBeLessThanOrEqual(tolerance);
}

/**
 * Every text the players' page's PixiJS scene holds (issue 11's absence tests): each Text's string,
 * each node's label and the labels of the textures it draws, at any depth.
 */
export function sceneTexts(projector: Page): Promise<string[]> {
  return projector.evaluate(() => {
    type Texture = { label?: unknown; source?: { label?: unknown } };
    type Node = { text?: unknown; label?: unknown; texture?: Texture; children?: Node[] };
    const board = (window as unknown as { highNoonProjector?: { stage: Node } }).highNoonProjector;
    const texts: string[] = [];
    const keep = (value: unknown) => {
      if (typeof value === 'string' && value !== '') texts.push(value);
    };
    const walk = (node: Node) => {
      keep(node.text);
      keep(node.label);
      keep(node.texture?.label);
      keep(node.texture?.source?.label);
      node.children?.forEach(walk);
    };
    if (board) walk(board.stage);
    return texts;
  });
}

/**
 * All a players' page holds: its DOM's text (shown or not), its scene's texts (sceneTexts), and
 * the ground its board draws from (walls, cover and building names, drawn as shapes with no text).
 */
export async function everythingOn(projector: Page): Promise<string> {
  const [dom, ground] = await projector.evaluate(() => {
    const board = (window as unknown as { highNoonProjector?: { scene?: { map: unknown } } })
      .highNoonProjector;
    return [
      `${document.body.innerText}\n${document.documentElement.textContent ?? ''}`,
      JSON.stringify(board?.scene?.map ?? null),
    ];
  });
  return `${dom}\n${(await sceneTexts(projector)).join('\n')}\n${ground}`;
}
