import { readFile, writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { BOARD_COLORS } from '../../renderer/board/palette.ts';
import { ARTIFACTS, SAVING_SHOTS, capture, expect, hooks, rgbOf, test } from './fixtures.ts';

/** The export section of the sidebar, opened. */
async function exportPanel(app: Page) {
  const panel = app.getByRole('region', { name: 'Export image' });
  await panel.getByText('Export image').click();
  return panel;
}

/** Sets the options, exports, and returns the PNG file decoded. */
async function exported(
  app: Page,
  options: { perSquare: number; grid: boolean; tokens: boolean; dealerMarks?: boolean },
): Promise<PNG> {
  const panel = app.getByRole('region', { name: 'Export image' });
  await panel.getByLabel('Pixels a square').fill(String(options.perSquare));
  await panel.getByLabel('Grid', { exact: true }).setChecked(options.grid);
  await panel.getByLabel('Tokens', { exact: true }).setChecked(options.tokens);
  if (options.dealerMarks !== undefined)
    await panel.getByLabel(/Dealer-only marks/).setChecked(options.dealerMarks);
  const downloading = app.waitForEvent('download');
  await panel.getByRole('button', { name: 'Export PNG' }).click();
  const download = await downloading;
  await expect(panel.getByTestId('export-message')).toContainText('Exported');
  const file = await download.path();
  return PNG.sync.read(await readFile(file));
}

function pixel(png: PNG, x: number, y: number): [number, number, number] {
  const i = (y * png.width + x) * 4;
  return [png.data[i]!, png.data[i + 1]!, png.data[i + 2]!];
}

/** How many pixels of one square differ between two exports of the same size. */
function squareDiff(a: PNG, b: PNG, [sx, sy]: readonly [number, number], perSquare: number) {
  let differ = 0;
  for (let y = sy * perSquare; y < (sy + 1) * perSquare; y++)
    for (let x = sx * perSquare; x < (sx + 1) * perSquare; x++)
      if (pixel(a, x, y).some((v, k) => Math.abs(v - pixel(b, x, y)[k]!) > 24)) differ++;
  return differ / (perSquare * perSquare);
}

test.describe('the board exported as a PNG (issue 12, item 6)', () => {
  test('decodes at the map size times the pixels a square, with or without grid and tokens', async ({
    app,
  }) => {
    const map = await hooks(app).currentMap();
    await exportPanel(app);
    const perSquare = 40;
    const full = await exported(app, { perSquare, grid: true, tokens: true });
    expect([full.width, full.height]).toEqual([map.size[0] * perSquare, map.size[1] * perSquare]);
    const bare = await exported(app, { perSquare, grid: false, tokens: false });
    if (SAVING_SHOTS) {
      await writeFile(`${ARTIFACTS}/export-full.png`, PNG.sync.write(full));
      await writeFile(`${ARTIFACTS}/export-bare.png`, PNG.sync.write(bare));
    }
    expect([bare.width, bare.height]).toEqual([full.width, full.height]);

    // A token's square changes with the tokens drawn; an empty square far from any does not.
    const token = map.tokens[0]!;
    expect(squareDiff(full, bare, token.at, perSquare)).toBeGreaterThan(0.2);
    const ground = rgbOf(BOARD_COLORS.ground);
    const taken = new Set(map.tokens.map((t) => `${t.at[0]},${t.at[1]}`));
    const empty = findSquare(map.size, (x, y) => {
      for (let dx = -2; dx <= 2; dx++)
        for (let dy = -2; dy <= 2; dy++) if (taken.has(`${x + dx},${y + dy}`)) return false;
      // Plain ground on both sides of its left edge: a building's floor has no grid over it, and
      // a wall may run along the edge.
      const y0 = y * perSquare + perSquare / 2;
      return [x * perSquare - 3, x * perSquare + 2, x * perSquare + perSquare / 2].every((px) =>
        pixel(bare, px, y0).every((v, k) => Math.abs(v - ground[k]!) <= 4),
      );
    });
    // Only the grid lines differ on an empty square: its middle is the same in both.
    const mid = [
      empty[0] * perSquare + perSquare / 2,
      empty[1] * perSquare + perSquare / 2,
    ] as const;
    expect(pixel(full, mid[0], mid[1])).toEqual(pixel(bare, mid[0], mid[1]));
    // The square's left edge: the grid line straddles it, over the two pixel columns beside it.
    const edge = empty[0] * perSquare;
    const lineShade = (png: PNG) =>
      [edge - 1, edge].reduce((sum, x) => sum + pixel(png, x, mid[1]).reduce((a, b) => a + b), 0);
    expect(lineShade(full), 'the grid line is drawn only with the grid').toBeLessThan(
      lineShade(bare) - 20,
    );
    await app.getByRole('region', { name: 'Export image' }).scrollIntoViewIfNeeded();
    await capture(app, 'export-panel.png');
  });

  test('draws a hidden NPC only with the Dealer-only marks', async ({ app }) => {
    const map = await hooks(app).currentMap();
    const npc = map.tokens.find((t) => t.side === 'npc')!;
    const dealer = app.getByRole('region', { name: 'Dealer' });
    await dealer.getByLabel('Hide or reveal').selectOption({ label: npc.name });
    await dealer.getByRole('button', { name: 'Hide', exact: true }).click();
    await exportPanel(app);
    const perSquare = 16;
    const marked = await exported(app, { perSquare, grid: false, tokens: true, dealerMarks: true });
    const clean = await exported(app, { perSquare, grid: false, tokens: true, dealerMarks: false });
    const none = await exported(app, { perSquare, grid: false, tokens: false });
    expect(squareDiff(marked, none, npc.at, perSquare)).toBeGreaterThan(0.2);
    expect(squareDiff(clean, none, npc.at, perSquare)).toBeLessThan(0.02);
  });

  test('refuses an image over 16,384 px a side before drawing anything, saying what fits', async ({
    app,
  }) => {
    // The sample map is 16 squares wide: 512 px a square fits it. A 40×40 copy does not.
    const map = await hooks(app).currentMap();
    const name = `Wide ${Date.now().toString(36)}`;
    const url = process.env.HIGH_NOON_URL!;
    const response = await app.request.post(new URL('api/writeSave', url).toString(), {
      data: { kind: 'map', name, data: { ...map, name, size: [40, 40] }, overwrite: true },
    });
    expect(await response.json()).toMatchObject({ ok: true });
    await app.reload();
    await app.getByRole('button', { name: `Load ${name}`, exact: true }).click();
    await expect(app.getByTestId('map-title')).toHaveText(name);
    const panel = await exportPanel(app);
    await panel.getByLabel('Pixels a square').fill('410');
    const status = panel.locator('#export-size');
    await expect(status).toHaveText(
      'The image would be 16,400 × 16,400 px; the largest is 16,384 px a side, so at most 409 px a square fits this 40×40 map.',
    );
    await expect(panel.getByRole('button', { name: 'Export PNG' })).toBeDisabled();
    await panel.getByLabel('Pixels a square').fill('409');
    await expect(status).toHaveText('16,360 × 16,360 px');
    await expect(panel.getByRole('button', { name: 'Export PNG' })).toBeEnabled();
    await panel.getByLabel('Pixels a square').fill('600');
    await expect(status).toHaveText('Pixels per square must be a whole number from 8 to 512.');
    await expect(panel.getByRole('button', { name: 'Export PNG' })).toBeDisabled();
  });
});

function findSquare(
  size: readonly [number, number],
  ok: (x: number, y: number) => boolean,
): [number, number] {
  for (let y = 2; y < size[1] - 2; y++)
    for (let x = 2; x < size[0] - 2; x++) if (ok(x, y)) return [x, y];
  throw new Error('no square far from every token');
}
