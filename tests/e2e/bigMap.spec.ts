import type { Page } from '@playwright/test';
import { BOARD_COLORS } from '../../renderer/board/palette.ts';
import { townMap } from '../bench/townMap.ts';
import { scaled } from '../slowdown.ts';
import { capture, expect, expectColorNear, hooks, rgbOf, sharedApp, test } from './fixtures.ts';

/**
 * Issue 9, end to end: the 500×500 town (the sample map laid 31 × 41 times, its four tokens in the
 * middle copy, at [240, 240]) is saved through the host's API and loaded from the library as a Dealer would; it is
 * drawn, zoomed and panned at three screen sizes, and a door is opened. The screenshots go to
 * tests/.artifacts (big-map-*.png).
 */
const NAME = 'Town 500';

async function saveTown(page: Page): Promise<void> {
  const url = process.env.HIGH_NOON_URL!;
  const response = await page.request.post(new URL('api/writeSave', url).toString(), {
    data: {
      kind: 'map',
      name: NAME,
      data: { ...townMap(500, 'centre'), name: NAME },
      overwrite: true,
    },
  });
  expect(await response.json()).toMatchObject({ ok: true });
}

async function loadTown(page: Page): Promise<void> {
  const board = page.getByTestId('board');
  const before = await board.getAttribute('data-table');
  await page.getByRole('button', { name: `Load ${NAME}`, exact: true }).click();
  await page
    .locator(`[data-testid="board"][data-ready="true"]:not([data-table="${before}"])`)
    .waitFor({ timeout: scaled(60_000) });
  await expect(page.getByTestId('map-title')).toHaveText(NAME);
}

/**
 * Wheel-zooms at a square until a square is about `pixels` wide on screen. The camera zooms by
 * e^(−0.0015·deltaY), so one wheel event goes all the way: each zoom between would draw the
 * whole town's tiles again at a raster no check looks at (seconds each, at 3840×2160).
 */
async function zoomTo(page: Page, x: number, y: number, pixels: number): Promise<void> {
  for (let i = 0; i < 12; i++) {
    // Both points in one read, after a frame: a resize not yet drawn (setViewportSize returns
    // before the board's ResizeObserver runs) moved the camera between two reads once, under
    // load, and gave a negative square, a NaN wheel, and CDP's "Invalid parameters".
    const { a, square } = await page.evaluate(
      async ([px, py]) => {
        const board = window.highNoonBoard!;
        await board.nextFrame();
        const at = board.pointToClient(px!, py!);
        return { a: at, square: board.pointToClient(px! + 1, py!).x - at.x };
      },
      [x, y],
    );
    if (square >= pixels * 0.9) break;
    await page.mouse.move(a.x, a.y);
    await page.mouse.wheel(0, -Math.log(pixels / square) / 0.0015);
  }
}

/**
 * What the tests read of the 500×500 game, read in the page: the game state or the map whole is
 * megabytes to copy out at each call (a poll on a door's state took 15 s under load).
 */
const townReads = (page: Page) => ({
  mapSize: () => page.evaluate(() => window.highNoonBoard!.currentMap().size),
  kateAt: () => page.evaluate(() => window.highNoonBoard!.gameState().combatants.kate!.at),
  doorAt: (x: number, y: number) =>
    page.evaluate(
      ([dx, dy]) =>
        window.highNoonBoard!.currentMap().doors.findIndex((d) => d.at[0] === dx && d.at[1] === dy),
      [x, y],
    ),
  doorOpen: (door: number) =>
    page.evaluate((i) => window.highNoonBoard!.gameState().map.doors[i]!.open, door),
});

const SIZES = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
  { width: 3840, height: 2160 },
] as const;

test.describe('the 500×500 town', () => {
  // Saved before the app opens, so that its library lists the town at once. One page, loaded
  // once and resized, its tests one after the other: each load of the town and each boot costs
  // seconds in software WebGL.
  const shared = sharedApp(SIZES[0], saveTown);
  const [px, py] = [240, 240];

  test('loads from the library', async () => {
    const app = shared();
    await loadTown(app);
    expect(await townReads(app).mapSize()).toEqual([500, 500]);
  });

  for (const viewport of SIZES) {
    const size = `${viewport.width}x${viewport.height}`;
    test(`at ${size} is fitted, zoomed and panned`, async () => {
      const app = shared();
      const h = hooks(app);
      const canvas = app.locator('[data-testid="board"] canvas');
      await app.setViewportSize(viewport);
      // The whole town again, fitted to this screen (0).
      await canvas.focus();
      await app.keyboard.press('0');
      await h.nextFrame();
      // Fitted: far out, but the streets and stores are where the map has them.
      let shot = await capture(app, `big-map-${size}-1-fitted.png`);
      const street = rgbOf(BOARD_COLORS.terrain.street!);
      // Copy (10, 15) of the sample map: its street is on rows 5 and 6 of the copy, its store
      // floor from C2 to G4.
      const [ox, oy] = [10 * 16, 15 * 12];
      expectColorNear(
        shot.colorAt(await h.pointToClient(ox + 8, oy + 6)),
        street,
        `${size}: a street`,
        30,
      );
      expectColorNear(
        shot.colorAt(await h.pointToClient(ox + 3.5, oy + 2.5)),
        rgbOf(BOARD_COLORS.interior),
        `${size}: a store floor`,
        30,
      );

      // In close over the middle copy, where the posse stands, then dragged a little.
      await zoomTo(app, px + 4.5, py + 4.5, 64);
      const from = await h.pointToClient(px + 6, py + 6);
      await app.mouse.move(from.x, from.y);
      await app.mouse.down();
      await app.mouse.move(from.x + 150, from.y + 90, { steps: 2 });
      await app.mouse.up();
      await h.nextFrame();
      shot = await capture(app, `big-map-${size}-2-panned.png`);
      expectColorNear(
        shot.colorAt(await h.pointToClient(px + 4.25, py + 4)),
        rgbOf(BOARD_COLORS.doorClosed),
        `${size}: the store door, shut`,
      );
    });
  }

  test('a door opens', async () => {
    const app = shared();
    const h = hooks(app);
    const town = townReads(app);
    const canvas = app.locator('[data-testid="board"] canvas');
    // What depends on the screen's size ends here: the door redraws the same walls at any size,
    // and at 3840×2160 each software-WebGL frame of the town costs seconds.
    await app.setViewportSize(SIZES[0]);
    await zoomTo(app, px + 4.5, py + 4.5, 64);
    // Kate walks to the boardwalk and opens the store door (G3, M3): a new map, one door changed.
    await app.getByRole('button', { name: 'Begin round 1' }).click();
    await h.nextFrame();
    await h.click(px + 4, py + 4);
    expect(await town.kateAt()).toEqual([px + 4, py + 4]);
    const walls = (await h.drawCounts()).walls!;
    await canvas.focus();
    await app.keyboard.press('d');
    const door = await town.doorAt(px + 4, py + 4);
    expect(door).toBeGreaterThanOrEqual(0);
    await expect.poll(() => town.doorOpen(door)).toBe(true);
    await h.nextFrame();
    expect((await h.drawCounts()).walls).toBe(walls + 1);
    const shot = await capture(app, `big-map-1280x720-3-door-open.png`);
    const doorway = shot.colorAt(await h.pointToClient(px + 4.25, py + 4));
    expect(
      Math.max(...doorway.map((c, i) => Math.abs(c - rgbOf(BOARD_COLORS.doorClosed)[i]!))),
      'the shut leaf is gone from the doorway',
    ).toBeGreaterThan(15);
    // The leaf now stands open, swung up into the store about its hinge at E5's corner.
    expectColorNear(
      shot.colorAt(await h.pointToClient(px + 4, py + 3.5)),
      rgbOf(BOARD_COLORS.doorOpen),
      'the open leaf',
      10,
    );
  });
});
