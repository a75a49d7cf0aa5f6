import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';
import {
  capture,
  expect,
  expectColorNear,
  hooks,
  type Rgb,
  test,
  waitForBoard,
} from './fixtures.ts';

const MAGENTA: Rgb = [230, 30, 200];
const CYAN: Rgb = [20, 200, 230];

/** A battle map to import: its left half magenta, its right half cyan, 10 px a square. */
function twoTonePng(width: number, height: number): Buffer {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      png.data.set([...(x < width / 2 ? MAGENTA : CYAN), 255], (y * width + x) * 4);
  return PNG.sync.write(png);
}

function panel(app: Page) {
  return app.getByRole('region', { name: 'Background image' });
}

async function openPanel(app: Page) {
  await panel(app).getByText('Background image', { exact: true }).click();
}

/** The board's colour in the middle of a square. */
async function squareColour(app: Page, x: number, y: number): Promise<Rgb> {
  await hooks(app).nextFrame();
  const point = await hooks(app).pointToClient(x + 0.5, y + 0.3);
  return (await capture(app)).colorAt(point);
}

test.describe('a background image under the grid (issue 12, item 6)', () => {
  test('is imported, drawn under the map, nudged, saved with the map and drawn again when it is loaded', async ({
    app,
  }) => {
    const map = await hooks(app).currentMap();
    const name = `Painted ${Date.now().toString(36)}`;
    await app.getByLabel('Save this map as').fill(name);
    await openPanel(app);
    const [w, h] = map.size;
    await panel(app)
      .getByLabel(/Import an image/)
      .setInputFiles({
        name: 'painted.png',
        mimeType: 'image/png',
        buffer: twoTonePng(w * 10, h * 10),
      });
    await expect(panel(app).getByRole('status')).toContainText('Laid “painted.png”');
    await expect(panel(app).getByLabel('Pixels a square')).toHaveValue('10');
    // [1, 10] is plain ground in the left half, [14, 10] in the right: the image shows through.
    await expect.poll(() => squareColour(app, 1, 10)).not.toEqual([227, 207, 164]);
    expectColorNear(await squareColour(app, 1, 10), MAGENTA, 'the left half of the image');
    expectColorNear(await squareColour(app, 14, 10), CYAN, 'the right half of the image');
    await capture(app, 'background-laid.png');

    // Moved right by half the map, the image's left half now covers [14, 10]; [1, 10] is ground.
    await panel(app)
      .getByLabel('Left edge (squares)')
      .fill(String(w / 2));
    await expect
      .poll(async () => Math.abs((await squareColour(app, 14, 10))[1] - MAGENTA[1]) < 20)
      .toBe(true);
    expectColorNear(await squareColour(app, 14, 10), MAGENTA, 'the image moved right');
    expectColorNear(await squareColour(app, 1, 10), [227, 207, 164], 'the ground left bare');
    await panel(app).getByLabel('Left edge (squares)').fill('0');

    await app.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(app.getByRole('region', { name: 'Map library' }).getByRole('status')).toHaveText(
      `Saved “${name}”.`,
    );
    await app.reload();
    await waitForBoard(app);
    expectColorNear(await squareColour(app, 1, 10), [227, 207, 164], 'the sample map has no image');
    await app.getByRole('button', { name: `Load ${name}`, exact: true }).click();
    await expect(app.getByTestId('map-title')).toHaveText(name);
    await expect
      .poll(async () => Math.abs((await squareColour(app, 1, 10))[1] - MAGENTA[1]) < 20)
      .toBe(true);
    expectColorNear(await squareColour(app, 14, 10), CYAN, 'the image, loaded with its map');

    // The export draws it too.
    const exporting = app.getByRole('region', { name: 'Export image' });
    await exporting.getByText('Export image').click();
    await exporting.getByLabel('Pixels a square').fill('10');
    const downloading = app.waitForEvent('download');
    await exporting.getByRole('button', { name: 'Export PNG' }).click();
    const file = PNG.sync.read(await readFile(await (await downloading).path()));
    const at = (x: number, y: number) => {
      const i = (y * file.width + x) * 4;
      return [file.data[i]!, file.data[i + 1]!, file.data[i + 2]!] as Rgb;
    };
    expectColorNear(at(15, 103), MAGENTA, 'the exported image, left');
    expectColorNear(at(145, 103), CYAN, 'the exported image, right');

    await panel(app).getByText('Background image', { exact: true }).scrollIntoViewIfNeeded();
    await panel(app).getByRole('button', { name: 'Take the image away' }).click();
    await expect.poll(async () => (await squareColour(app, 1, 10))[1]).toBeGreaterThan(195);
  });

  test('refuses a file that is not an image, in words, and lays nothing', async ({ app }) => {
    await openPanel(app);
    await panel(app)
      .getByLabel(/Import an image/)
      .setInputFiles({
        name: 'map.png',
        mimeType: 'image/png',
        buffer: Buffer.from('{"not": "an image"}'),
      });
    await expect(panel(app).getByRole('alert')).toHaveText(
      'This file is not a PNG, WebP or JPEG image.',
    );
    expect((await hooks(app).currentMap()).background).toBeUndefined();
    // A PNG header over garbage is caught by decoding it.
    const lying = Buffer.concat([twoTonePng(4, 4).subarray(0, 16), Buffer.alloc(64, 7)]);
    await panel(app)
      .getByLabel(/Import an image/)
      .setInputFiles({ name: 'broken.png', mimeType: 'image/png', buffer: lying });
    await expect(panel(app).getByRole('alert')).toHaveText(
      'This file starts as a PNG image but cannot be read as one.',
    );
    expect((await hooks(app).currentMap()).background).toBeUndefined();
  });
});
