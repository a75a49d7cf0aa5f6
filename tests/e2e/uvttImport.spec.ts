import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { importUvtt } from '../../engine/import/importUvtt.ts';
import { BOARD_COLORS } from '../../renderer/board/palette.ts';
import { scaled } from '../slowdown.ts';
import { capture, expect, expectColorNear, hooks, rgbOf, test } from './fixtures.ts';

/**
 * Issue 12, item 5, looked at: the Dungeondraft fixture imported as the Library will (importUvtt),
 * its picture saved as an image and the map naming it as its background, both through the host's
 * API, then loaded from the library and drawn, at three screen sizes. Its walls run at any angle
 * and its doors sit half a square off the grid vertices; the screenshots
 * (tests/.artifacts/uvtt-*.png) show whether they sit on the picture's walls and doorways.
 */
const NAME = 'Dungeondraft sample (UVTT)';
const { map, image } = importUvtt(
  JSON.parse(
    readFileSync(new URL('../fixtures/uvtt/dungeondraft-sample.dd2vtt', import.meta.url), 'utf8'),
  ),
  { name: NAME, imageName: NAME },
);

/** The picture and the map that names it, saved through the host's API as the Library would. */
async function save(page: Page): Promise<void> {
  const url = process.env.HIGH_NOON_URL!;
  for (const [kind, data] of [
    ['image', image],
    ['map', map],
  ] as const) {
    const response = await page.request.post(new URL('api/writeSave', url).toString(), {
      data: { kind, name: NAME, data, overwrite: true },
    });
    expect(await response.json(), kind).toMatchObject({ ok: true });
  }
}

async function load(page: Page): Promise<void> {
  const before = await page.getByTestId('board').getAttribute('data-table');
  await page.getByRole('button', { name: `Load ${NAME}`, exact: true }).click();
  await page
    .locator(`[data-testid="board"][data-ready="true"]:not([data-table="${before}"])`)
    .waitFor({ timeout: scaled(60_000) });
  await expect(page.getByTestId('map-title')).toHaveText(NAME);
}

const VIEWPORTS = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
  { width: 3840, height: 2160 },
];

test.describe('the imported UVTT map', () => {
  // Saved before the app opens, so that its library lists the map at once (no reload), and one
  // table resized to each screen in turn: a boot at each size cost seconds, at 3840×2160 most.
  test.use({ beforeOpen: { run: save } });

  test(`at ${VIEWPORTS.map((v) => `${v.width}x${v.height}`).join(', ')} draws its free-angle walls and its off-grid doors where the file puts them`, async ({
    app,
  }) => {
    const h = hooks(app);
    await app.setViewportSize(VIEWPORTS[0]!);
    await load(app);
    expect(await h.currentMap()).toEqual(map);
    for (const viewport of VIEWPORTS) {
      const size = `${viewport.width}x${viewport.height}`;
      await app.setViewportSize(viewport);
      await h.nextFrame();
      // The picture is decoded after the board is ready: wait until the plain ground at I10, on
      // the picture's wooden floor, gives way to it.
      const floor = await h.pointToClient(8.5, 9.5);
      const ground = rgbOf(BOARD_COLORS.terrain.ground!);
      await expect
        .poll(async () => {
          await h.nextFrame();
          const off = (await capture(app)).colorAt(floor).map((c, i) => Math.abs(c - ground[i]!));
          return Math.max(...off);
        })
        .toBeGreaterThan(18);
      const shot = await capture(app, `uvtt-${size}.png`);
      const wall = rgbOf(BOARD_COLORS.wall);
      // A straight wall, the round room's curve (at an angle), and a pillar's outline.
      expectColorNear(
        shot.colorAt(await h.pointToClient(9, 6)),
        wall,
        `${size}: the wall along x = 9`,
      );
      expectColorNear(
        shot.colorAt(await h.pointToClient(17.65, 7.7)),
        wall,
        `${size}: the round room, at an angle`,
        30,
      );
      // Each door shut, a quarter of the way along (its middle carries a knob).
      for (const [x1, y1, x2, y2] of map.doors.map((d) => d.at)) {
        const at = await h.pointToClient(x1 + (x2 - x1) / 4, y1 + (y2 - y1) / 4);
        expectColorNear(
          shot.colorAt(at),
          rgbOf(BOARD_COLORS.doorClosed),
          `${size}: the door at ${x1}, ${y1}`,
        );
      }
      // The doorway half a square either side of the off-grid door is wall, drawn as such.
      expectColorNear(
        shot.colorAt(await h.pointToClient(12, 14.25)),
        wall,
        `${size}: the jamb above`,
      );
      expectColorNear(
        shot.colorAt(await h.pointToClient(12, 15.75)),
        wall,
        `${size}: the jamb below`,
      );
    }
  });
});

test.describe('a UVTT file imported from the Library', () => {
  const fixture = new URL('../fixtures/uvtt/dungeondraft-sample.dd2vtt', import.meta.url);

  test('is saved as a map with its picture, reported in words, and loads onto the table', async ({
    app,
  }) => {
    const library = app.getByRole('region', { name: 'Map library' });
    await library.getByLabel(/Import a Universal VTT map/).setInputFiles(fileURLToPath(fixture));
    const report = library.getByRole('list', { name: 'What the import brought in' });
    await expect(report).toContainText('Imported as “dungeondraft-sample');
    await expect(report).toContainText('3 doors');
    await expect(report).toContainText('1 light was left out');
    const name = (await report.locator('li').first().innerText()).match(/“(.+)”/)![1]!;
    await library.getByRole('button', { name: `Load ${name}`, exact: true }).click();
    await expect(app.getByTestId('map-title')).toHaveText(name);
    const loaded = await hooks(app).currentMap();
    expect(loaded.doors.map((d) => d.at)).toEqual(map.doors.map((d) => d.at));
    expect(loaded.background).toEqual({ ...map.background, image: `${name} background` });
    // Its picture is drawn: the plain ground on the picture's wooden floor gives way to it.
    const floor = await hooks(app).pointToClient(8.5, 9.5);
    const ground = rgbOf(BOARD_COLORS.terrain.ground!);
    await expect
      .poll(async () => {
        await hooks(app).nextFrame();
        const off = (await capture(app)).colorAt(floor).map((c, i) => Math.abs(c - ground[i]!));
        return Math.max(...off);
      })
      .toBeGreaterThan(18);
    await capture(app, 'uvtt-library-import.png');
  });

  test('a malformed file saves nothing and names the field that is wrong', async ({ app }) => {
    const library = app.getByRole('region', { name: 'Map library' });
    const before = await library
      .getByRole('list', { name: 'Saved maps' })
      .innerText()
      .catch(() => '');
    const bad = JSON.parse(readFileSync(fixture, 'utf8')) as {
      resolution: Record<string, unknown>;
    };
    bad.resolution.pixels_per_grid = -3;
    await library.getByLabel(/Import a Universal VTT map/).setInputFiles({
      name: 'broken.dd2vtt',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(bad)),
    });
    await expect(library.getByTestId('uvtt-error')).toHaveText(
      /^“broken.dd2vtt” was not imported, and nothing was saved: resolution\.pixels_per_grid: /,
    );
    expect(
      await library
        .getByRole('list', { name: 'Saved maps' })
        .innerText()
        .catch(() => ''),
    ).toBe(before);
    await library.getByLabel(/Import a Universal VTT map/).setInputFiles({
      name: 'notes.uvtt',
      mimeType: 'application/json',
      buffer: Buffer.from('not json at all'),
    });
    await expect(library.getByTestId('uvtt-error')).toHaveText(
      '“notes.uvtt” was not imported, and nothing was saved: it is not a Universal VTT file (not JSON).',
    );
  });
});
