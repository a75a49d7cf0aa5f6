import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { coverBetween, mapSchema, type Square } from '../../engine/index.ts';
import { measureReading } from '../../renderer/tools/measureReading.ts';
import { expect, hooks, shot, test } from './fixtures.ts';

/**
 * Issue 12, items 1 and 2: the board's tools. The play tool is the table as it was (a click acts,
 * a drag pans); the Measure tool (M) shows the distance, the line of sight and the cover between
 * two squares as the engine judges them, and changes nothing; V or Esc go back to play. The tool
 * picker sits in the top bar, off the board.
 */
type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const map = mapSchema.parse(JSON.parse(readFileSync('assets/maps/dusty-crossing.json', 'utf8')));

/** The words the HUD must give for a measure: the engine's answers (the unit tests word them). */
const expectedWords = (from: Square, to: Square) => measureReading(map, { from, to })!.text;

async function centreOf(page: Page, [x, y]: Square) {
  return hooks(page).pointToClient(x + 0.5, y + 0.5);
}

/** A primary drag from the centre of one square to the centre of another. */
async function drag(page: Page, from: Square, to: Square): Promise<void> {
  const a = await centreOf(page, from);
  const b = await centreOf(page, to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 6 });
  await page.mouse.up();
  await hooks(page).nextFrame();
}

const tool = (page: Page, name: 'Play' | 'Measure') =>
  page.getByRole('toolbar', { name: 'Tools' }).getByRole('button', { name });

test.describe('the board’s tools', () => {
  test.beforeEach(async ({ app }) => {
    await app.getByRole('button', { name: 'Begin round 1' }).click();
    await expect(app.getByTestId('turn-status')).toContainText('Marshal Kate — Movement phase');
  });

  test('the Measure tool: a drag from B10 to K10 gives 9 squares and the engine’s cover; Esc is play again', async ({
    app,
  }) => {
    const h = hooks(app);
    await expect(tool(app, 'Play')).toHaveAttribute('aria-pressed', 'true');
    await expect(tool(app, 'Measure')).toHaveAttribute('aria-keyshortcuts', 'M');
    await expect(tool(app, 'Play')).toHaveAttribute('aria-keyshortcuts', 'V Escape');
    const before = {
      log: await h.logLength(),
      view: await h.view(),
      selected: (await h.overlay()).selected,
    };
    expect(before.selected).toBe('kate');

    await app.keyboard.press('m');
    await expect(tool(app, 'Measure')).toHaveAttribute('aria-pressed', 'true');
    // From Kate's own square: in the Measure tool a press on a token neither selects nor moves it.
    await drag(app, [4, 7], [10, 9]);
    await drag(app, [1, 9], [10, 9]);
    const hud = app.getByTestId('board-hud');
    await expect(hud).toHaveText(expectedWords([1, 9], [10, 9]));
    await expect(hud).toContainText('9 squares');
    const verdict = coverBetween(map, [1, 9], [10, 9]);
    expect(verdict).toMatchObject({ los: true, cover: true });
    await expect(hud).toContainText('COVER: attack halved (the barrel at D10 counts)');
    // Measuring changed nothing: no action, no pan, the same selection.
    expect(await h.logLength()).toBe(before.log);
    expect(await h.view()).toEqual(before.view);
    expect((await h.overlay()).selected).toBe('kate');
    expect((await h.gameState()).combatants.kate!.at).toEqual([4, 7]);
    await shot(app, `tools-measure-drag.png`);

    // Esc leaves the Measure tool, and only that: Kate stays selected.
    await app.keyboard.press('Escape');
    await expect(tool(app, 'Play')).toHaveAttribute('aria-pressed', 'true');
    await expect(hud).not.toContainText('squares');
    expect((await h.overlay()).selected).toBe('kate');
    // In play, Esc deselects, as it always did.
    await app.keyboard.press('Escape');
    expect((await h.overlay()).selected).toBeNull();
  });

  test('click one square, then another: no line of sight through the saloon’s wall', async ({
    app,
  }) => {
    const h = hooks(app);
    await tool(app, 'Measure').click();
    await expect(tool(app, 'Measure')).toHaveAttribute('aria-pressed', 'true');
    await h.click(3, 2);
    const hud = app.getByTestId('board-hud');
    await expect(hud).toHaveText('Measuring from D3: click or drag to another square');
    await h.click(3, 6);
    await expect(hud).toHaveText(expectedWords([3, 2], [3, 6]));
    expect(coverBetween(map, [3, 2], [3, 6]).los).toBe(false);
    await expect(hud).toContainText('4 squares · NO LINE OF SIGHT (a wall)');
    // The second square stays put as the pointer moves on.
    await h.hover(9, 9);
    await expect(hud).toContainText('D3 → D7');
    // V goes back to play too; a click there acts again (Kate moves).
    await app.keyboard.press('v');
    await expect(tool(app, 'Play')).toHaveAttribute('aria-pressed', 'true');
    await h.click(4, 9);
    expect((await h.gameState()).combatants.kate!.at).toEqual([4, 9]);
  });

  test('in play, a click does not pan, and a drag pans without acting', async ({ app }) => {
    const h = hooks(app);
    const start = await h.view();
    const log = await h.logLength();
    // A click made by a hand that moves a little on the way (within the drag threshold).
    const c = await centreOf(app, [6, 7]);
    await app.mouse.move(c.x, c.y);
    await app.mouse.down();
    await app.mouse.move(c.x + 3, c.y + 2);
    await app.mouse.up();
    await h.nextFrame();
    expect((await h.gameState()).combatants.kate!.at).toEqual([6, 7]);
    expect(await h.view(), 'a click moved the camera').toEqual(start);
    expect(await h.logLength()).toBe(log + 1);
    await drag(app, [8, 7], [10, 9]);
    const end = await h.view();
    expect(end.x - start.x).toBeGreaterThan(50);
    expect(await h.logLength(), 'a drag acted').toBe(log + 1);
  });

  test('a right drag or a Space drag pans in the Measure tool, and measures nothing', async ({
    app,
  }) => {
    const h = hooks(app);
    await app.keyboard.press('m');
    const start = await h.view();
    const a = await centreOf(app, [5, 5]);
    await app.mouse.move(a.x, a.y);
    await app.mouse.down({ button: 'right' });
    await app.mouse.move(a.x + 60, a.y + 20, { steps: 4 });
    await app.mouse.up({ button: 'right' });
    await app.keyboard.down(' ');
    await app.mouse.down();
    await app.mouse.move(a.x + 100, a.y + 20, { steps: 4 });
    await app.mouse.up();
    await app.keyboard.up(' ');
    await h.nextFrame();
    const end = await h.view();
    expect(end.x - start.x).toBeCloseTo(100, 0);
    expect(end.y - start.y).toBeCloseTo(20, 0);
    await expect(app.getByTestId('board-hud')).not.toContainText('squares');
  });

  test('M and V typed in a text field are letters, not tools', async ({ app }) => {
    const name = app.getByLabel('Save this map as');
    await name.fill('');
    await name.focus();
    await app.keyboard.type('mv');
    await expect(name).toHaveValue('mv');
    await expect(tool(app, 'Play')).toHaveAttribute('aria-pressed', 'true');
  });
});

const VIEWPORTS = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
  { width: 3840, height: 2160 },
];

// One table, resized to each screen in turn: a new page at each size cost a boot (seconds at
// 3840×2160), and the picker's place follows the window as it does on a fresh one.
test.describe('the tool picker', () => {
  test(`at ${VIEWPORTS.map((v) => `${v.width}x${v.height}`).join(', ')} sits above the board, over no square, label or HUD, with a measure shown`, async ({
    app,
  }) => {
    const h = hooks(app);
    await app.keyboard.press('m');
    for (const viewport of VIEWPORTS) {
      const size = `${viewport.width}x${viewport.height}`;
      await app.setViewportSize(viewport);
      await h.nextFrame();
      await drag(app, [1, 9], [10, 9]);
      await expect(app.getByTestId('board-hud')).toContainText('9 squares');
      const picker = (await app.getByRole('toolbar', { name: 'Tools' }).boundingBox())!;
      const canvas = (await app.locator('[data-testid="board"] canvas').boundingBox())!;
      const sidebar = (await app.locator('.sidebar').boundingBox())!;
      const hint = (await app.locator('.topbar .hint').boundingBox())!;
      expect(
        picker.y + picker.height,
        `${size}: the picker is above the canvas`,
      ).toBeLessThanOrEqual(canvas.y);
      expect(picker.x + picker.width, `${size}: the picker is over the board`).toBeLessThanOrEqual(
        canvas.x + canvas.width,
      );
      expect(overlaps(picker, sidebar), `${size}: the picker on the sidebar`).toBe(false);
      expect(overlaps(picker, hint), `${size}: the picker on the hint`).toBe(false);
      // The top bar stays one line: the hint did not wrap for the picker.
      const hintLines = await app
        .locator('.topbar .hint')
        .evaluate((el) => el.getClientRects().length);
      expect(hintLines, size).toBe(1);
      // The HUD with the measure's words keeps to its band, clear of the map and its labels.
      const hud = (await h.hudRect())!;
      expect(hud, size).not.toBeNull();
      const a = await h.pointToClient(0, 0);
      const b = await h.pointToClient(16, 12);
      expect(
        overlaps(hud, { x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y }),
        `${size}: the HUD on the map`,
      ).toBe(false);
      for (const label of await app.evaluate(() => window.highNoonBoard!.coordinateRects()))
        expect(overlaps(hud, label), `${size}: the HUD on a label`).toBe(false);
      await shot(app, `tools-${size}-measure.png`);
    }
  });
});
