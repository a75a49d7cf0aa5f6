import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { scaled } from '../slowdown.ts';
import { expect, shot, test } from './fixtures.ts';

/**
 * Issue 12, items 2, 4 and 6, end to end in the map editor: the live map check (a token on cover
 * is an error, listed, marked and selected on a click, and the reason "Play this map" states),
 * the map's details (name, notes, a resize with a crop, each one undo step; a new blank map), and
 * the background image's alignment handles (a drag of the corner scales it, Ctrl+Z undoes it).
 */

/** A 12×8 map with Tom on a barrel at D4 (an error, G2) and a door in no wall (a warning). */
const CHECKED = {
  size: [12, 8],
  cover: [{ kind: 'barrel', squares: [[3, 3]] }],
  doors: [{ at: [8, 1, 9, 1] }],
  tokens: [{ id: 'tom', name: 'Tom', faction: 'Lawmen', hp: 5, hpMax: 5, at: [3, 3] }],
};
const ON_COVER = 'Tom stands on the barrel at D4 (G2: nobody stands in cover)';

async function writeMap(page: Page, name: string, data: object): Promise<void> {
  const url = process.env.HIGH_NOON_URL!;
  const response = await page.request.post(new URL('api/writeSave', url).toString(), {
    data: { kind: 'map', name, data: { ...data, name }, overwrite: true },
  });
  expect(await response.json()).toMatchObject({ ok: true });
}

async function editorReady(page: Page): Promise<void> {
  await page
    .locator('[data-testid="editor-board"][data-ready="true"]')
    .waitFor({ timeout: scaled(30_000) });
}

async function openEditor(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Edit map' }).click();
  await editorReady(page);
}

/** Opens a saved map in the editor from the editor's own Library panel. */
async function openInEditor(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: `Load ${name}`, exact: true }).click();
  await expect(page.getByTestId('map-title')).toHaveText(name);
  await editorReady(page);
}

const editor = (page: Page) => ({
  map: () => page.evaluate(() => window.highNoonEditor!.map()),
  flagged: () => page.evaluate(() => window.highNoonEditor!.flagged()),
  selected: () => page.evaluate(() => window.highNoonEditor!.overlay()!.selected),
  pointToClient: (x: number, y: number) =>
    page.evaluate(([px, py]) => window.highNoonEditor!.pointToClient(px!, py!), [x, y]),
  nextFrame: () => page.evaluate(() => window.highNoonEditor!.nextFrame()),
});

const checkPanel = (page: Page) => page.getByRole('region', { name: 'Map check' });
const details = (page: Page) => page.getByRole('region', { name: 'Map details' });

/** Whether a map point is inside the editor board's box on the page. */
async function onScreen(page: Page, x: number, y: number): Promise<boolean> {
  const box = (await page.getByTestId('editor-board').boundingBox())!;
  const p = await editor(page).pointToClient(x, y);
  return p.x >= box.x && p.y >= box.y && p.x <= box.x + box.width && p.y <= box.y + box.height;
}

/** A plain picture to lay under a map: `px` pixels a square on a w×h map. */
function picture(w: number, h: number, px: number): Buffer {
  const png = new PNG({ width: w * px, height: h * px });
  for (let i = 0; i < png.width * png.height; i++)
    png.data.set([(i * 7) % 255, 120, 200, 255], i * 4);
  return PNG.sync.write(png);
}

/** A primary drag between two map points, in small steps, as a hand makes it. */
async function drag(page: Page, from: [number, number], to: [number, number]): Promise<void> {
  const a = await editor(page).pointToClient(...from);
  const b = await editor(page).pointToClient(...to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 8 });
  await page.mouse.up();
  await editor(page).nextFrame();
}

test.describe('the map editor’s panels (issue 12, items 2, 4 and 6)', () => {
  test('a token on cover is listed as an error, marked and brought into sight on a click, and stops play', async ({
    app,
  }) => {
    const name = `Checked ${Date.now().toString(36)}`;
    await writeMap(app, name, CHECKED);
    await openEditor(app);
    await openInEditor(app, name);

    const findings = checkPanel(app).getByRole('listitem');
    await expect(checkPanel(app).getByTestId('validation-summary')).toHaveText(
      '1 error, 1 warning: the map can be saved but not played until the errors are fixed.',
    );
    // Errors first, then warnings, each in the engine's words.
    await expect(findings).toHaveText([
      `Error ${ON_COVER}.`,
      'Warning The door at I1/I2 is not set in a wall: no wall meets either end.',
    ]);
    // The line under "Play this map" gives the same error as the reason.
    await expect(app.getByTestId('editor-unplayable')).toContainText(ON_COVER);

    // Zoomed in on the far corner, D4 is off screen; the click brings it back into sight.
    const corner = await editor(app).pointToClient(11.5, 7.5);
    await app.mouse.move(corner.x, corner.y);
    for (let i = 0; i < 4 && (await onScreen(app, 3.5, 3.5)); i++) {
      await app.mouse.wheel(0, -600);
      await editor(app).nextFrame();
    }
    expect(await onScreen(app, 3.5, 3.5), 'D4 off screen after the zoom').toBe(false);
    await findings.first().getByRole('button').click();
    await editor(app).nextFrame();
    expect(await editor(app).flagged()).toEqual([[3, 3]]);
    expect(await editor(app).selected()).toEqual([[3, 3]]);
    await expect(findings.first().getByRole('button')).toHaveAttribute('aria-pressed', 'true');
    expect(await onScreen(app, 3, 3)).toBe(true);
    expect(await onScreen(app, 4, 4)).toBe(true);

    // aria-disabled, not disabled: it can still be pressed, and then it says why not.
    const play = app.getByRole('button', { name: 'Play this map' });
    await expect(play).toHaveAttribute('aria-disabled', 'true');
    await play.click({ force: true });
    await expect(app.getByRole('alert').filter({ hasText: 'saved but not played' })).toContainText(
      ON_COVER,
    );
    await expect(app.getByTestId('editor-board')).toBeVisible();

    // Tom selected by the click, Delete takes him off: the error, its marks and the reason go.
    await app.getByTestId('editor-board').locator('canvas').focus();
    await app.keyboard.press('Delete');
    await expect(checkPanel(app).getByTestId('validation-summary')).toHaveText(
      '0 errors, 1 warning: the map can be played.',
    );
    await expect(app.getByTestId('editor-unplayable')).toHaveCount(0);
    expect(await editor(app).flagged()).toEqual([]);
  });

  test('rename, notes and a cropping resize are one undo step each; a new map is blank', async ({
    app,
  }) => {
    await openEditor(app);
    const original = await editor(app).map();
    const undo = app.getByRole('button', { name: 'Undo', exact: true });

    const nameField = details(app).getByLabel('Map name');
    // Typed key by key, as a hand types it: the name is still one edit, made on Enter.
    await nameField.fill('');
    await nameField.pressSequentially('Dry Gulch');
    expect((await editor(app).map()).name).toBe(original.name);
    await nameField.press('Enter');
    await expect(app.getByTestId('map-title')).toHaveText('Dry Gulch');

    const notes = details(app).getByLabel('Dealer notes');
    await notes.pressSequentially('The ambush waits behind the bank.');
    await notes.blur();
    await expect
      .poll(async () => (await editor(app).map()).dealerNotes)
      .toBe('The ambush waits behind the bank.');

    const [w, h] = original.size;
    await details(app)
      .getByLabel('Width', { exact: true })
      .fill(String(w - 4));
    await details(app).getByRole('button', { name: 'Resize the map' }).click();
    // Kept, the smaller map would leave something out: refused, in the engine's words.
    await expect(app.getByTestId('editor-message')).toContainText(
      `the ${w - 4}×${h} map would leave out`,
    );
    expect((await editor(app).map()).size).toEqual([w, h]);
    await details(app).getByLabel('Crop what falls outside').check();
    await details(app).getByRole('button', { name: 'Resize the map' }).click();
    await expect(app.getByTestId('editor-message')).toContainText('Cropping dropped');
    expect((await editor(app).map()).size).toEqual([w - 4, h]);

    // Each undo takes back one whole change: the crop, the notes, the name.
    await undo.click();
    expect((await editor(app).map()).size).toEqual([w, h]);
    expect((await editor(app).map()).dealerNotes).toBe('The ambush waits behind the bank.');
    await undo.click();
    expect((await editor(app).map()).dealerNotes).toBeUndefined();
    await expect(nameField).toHaveValue('Dry Gulch');
    await undo.click();
    await expect(app.getByTestId('map-title')).toHaveText(original.name!);
    await expect(nameField).toHaveValue(original.name!);
    expect(await editor(app).map()).toEqual(original);
    await expect(undo).toBeDisabled();

    // Too large a map is refused, saying why; 12×8 opens blank, ready to play.
    await details(app).getByLabel('New map width').fill('501');
    await details(app).getByRole('button', { name: 'New map' }).click();
    await expect(app.getByTestId('editor-message')).toHaveText(
      'No new map: a map is at most 500 squares a side: a width of 501 is too large.',
    );
    await details(app).getByLabel('New map width').fill('12');
    await details(app).getByLabel('New map height').fill('8');
    await details(app).getByRole('button', { name: 'New map' }).click();
    await expect(app.getByTestId('map-title')).toHaveText('Untitled map');
    await editorReady(app);
    const blank = await editor(app).map();
    expect(blank.size).toEqual([12, 8]);
    expect([blank.walls, blank.cover, blank.tokens, blank.terrain]).toEqual([[], [], [], []]);
    // The column's fields are the new map's: the Library offers to save it under its own name.
    await expect(app.getByLabel('Save this map as')).toHaveValue('Untitled map');
    await expect(details(app).getByLabel('Map name')).toHaveValue('Untitled map');
    await expect(checkPanel(app).getByTestId('validation-summary')).toHaveText(
      'No errors or warnings: the map is ready to play.',
    );
  });

  test('dragging the image’s corner handle scales it, dragging inside moves it; Ctrl+Z puts each back', async ({
    app,
  }) => {
    await openEditor(app);
    await details(app).getByRole('button', { name: 'New map' }).click();
    await expect(app.getByTestId('map-title')).toHaveText('Untitled map');
    await editorReady(app);
    const background = app.getByRole('region', { name: 'Background image' });
    await background.getByText('Background image', { exact: true }).click();
    const [w, h] = (await editor(app).map()).size;
    await background.getByLabel(/Import an image/).setInputFiles({
      name: 'scan.png',
      mimeType: 'image/png',
      buffer: picture(w, h, 10),
    });
    await expect(background.getByLabel('Pixels a square')).toHaveValue('10');

    await app.keyboard.press('a');
    await expect(app.getByRole('button', { name: 'Align image' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect
      .poll(() => app.evaluate(() => window.highNoonEditor!.toolPath()))
      .toBe('align.idle');

    // The handle sits on the image's bottom-right corner, the map's own here: half way in, the
    // image is half as wide, so twice as many of its pixels make a square.
    await drag(app, [w, h], [w / 2, h / 2]);
    await expect(background.getByLabel('Pixels a square')).toHaveValue('20');
    expect((await editor(app).map()).background?.offset).toEqual([0, 0]);
    // The outline and its handle follow the image: look at tests/.artifacts/editor-align.png.
    await shot(app, `editor-align.png`);
    await app.getByTestId('editor-board').locator('canvas').focus();
    await app.keyboard.press('Control+z');
    await expect(background.getByLabel('Pixels a square')).toHaveValue('10');

    await drag(app, [3, 3], [5, 4]);
    await expect(background.getByLabel('Left edge (squares)')).toHaveValue('2');
    await expect(background.getByLabel('Top edge (squares)')).toHaveValue('1');
    await app.keyboard.press('Control+z');
    expect((await editor(app).map()).background).toMatchObject({
      offset: [0, 0],
      pixelsPerSquare: 10,
    });
  });
});

const VIEWPORTS = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
  { width: 3840, height: 2160 },
];

// One editor, resized to each screen in turn: a boot at each size cost seconds, at 3840×2160 most,
// and the column's layout follows the window as it does on a fresh one.
test.describe('the editor with its map check', () => {
  test(`at ${VIEWPORTS.map((v) => `${v.width}x${v.height}`).join(', ')} lays out the column beside the board, nothing cut off`, async ({
    app,
  }) => {
    const name = `Checked ${Date.now().toString(36)}`;
    await app.setViewportSize(VIEWPORTS[0]!);
    await writeMap(app, name, CHECKED);
    await openEditor(app);
    await openInEditor(app, name);
    await checkPanel(app).getByRole('listitem').first().getByRole('button').click();
    for (const viewport of VIEWPORTS) {
      const size = `${viewport.width}x${viewport.height}`;
      await app.setViewportSize(viewport);
      await editor(app).nextFrame();
      const board = (await app.getByTestId('editor-board').boundingBox())!;
      const column = (await app.locator('aside.sidebar').boundingBox())!;
      expect(
        board.x + board.width,
        `${size}: the board ends where the column starts`,
      ).toBeLessThanOrEqual(column.x + 1);
      expect(column.x + column.width, size).toBeLessThanOrEqual(viewport.width + 1);
      // No panel of the column is wider than the column (nothing cut off at its right edge).
      const overflow = await app
        .locator('aside.sidebar')
        .evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow, size).toBeLessThanOrEqual(0);
      const check = (await checkPanel(app).boundingBox())!;
      expect(
        check.y + check.height,
        `${size}: the map check shows without scrolling`,
      ).toBeLessThanOrEqual(viewport.height);
      await shot(app, `editor-panels-${size}.png`);
    }
  });
});
