import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { mapSchema, type GameMap } from '../../engine/index.ts';
import { capture, expect, type Rgb, test } from './fixtures.ts';

/**
 * Issue 12, item 2 (G2, M3): the editor's barrier tools with the mouse. The wall tool (W) draws a
 * wall along square edges by a drag, one undo step; the door tool (D) sets a door or a window on
 * a square edge, cutting the wall there, and Alt+click opens a door. Ctrl+Z takes back one edit at
 * a time, Ctrl+Shift+Z does it again.
 */
const original = mapSchema.parse(
  JSON.parse(readFileSync('assets/maps/dusty-crossing.json', 'utf8')),
);

/** The map as the editor holds it now. */
const edited = (page: Page): Promise<GameMap> => page.evaluate(() => window.highNoonEditor!.map());

const client = (page: Page, x: number, y: number) =>
  page.evaluate(([px, py]) => window.highNoonEditor!.pointToClient(px!, py!), [x, y]);

/** The palette's wall (0x2a1d12) and the preview's "add" tone (0x56b4e9), near enough. */
const isWall = ([r, g, b]: Rgb) => r < 80 && g < 70 && b < 60;
const isAddPreview = ([r, , b]: Rgb) => b > 180 && b > r + 60;
/** The refused tone (OVERLAY_COLORS.danger, 0xd55e00). */
const isRefused = ([r, g, b]: Rgb) => r > 170 && g > 60 && g < 130 && b < 60;

const frame = (page: Page) => page.evaluate(() => window.highNoonEditor!.nextFrame());

/** The pointer at map point (x, y), in squares. */
async function moveTo(page: Page, x: number, y: number, steps = 1): Promise<void> {
  const at = await client(page, x, y);
  await page.mouse.move(at.x, at.y, { steps });
}

async function clickAt(page: Page, x: number, y: number): Promise<void> {
  const at = await client(page, x, y);
  await page.mouse.click(at.x, at.y);
  await frame(page);
}

async function openEditor(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Edit map', exact: true }).click();
  await page.locator('[data-testid="editor-board"][data-ready="true"]').waitFor();
}

const tool = (page: Page, name: string) =>
  page.getByRole('toolbar', { name: 'Editor tools' }).getByRole('button', { name });

test.describe('the editor’s walls, doors and windows', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test('a dragged wall, a door and a window in it, a door opened; each undone and redone in one step', async ({
    app,
  }) => {
    await openEditor(app);
    await app.keyboard.press('w');
    await expect(tool(app, 'Walls')).toHaveAttribute('aria-pressed', 'true');
    await expect(app.getByLabel('Tool options')).toContainText('hold Shift');

    // A drag along row 11's bottom edge, wobbling a little off it: the wall stays horizontal,
    // its ends on the nearest vertices. The preview follows the pointer before anything is added.
    await moveTo(app, 8.9, 11.1);
    await app.mouse.down();
    await moveTo(app, 12.1, 11.3, 6);
    await frame(app);
    expect(await app.evaluate(() => window.highNoonEditor!.toolPath())).toBe('wall.dragging');
    expect(await app.evaluate(() => window.highNoonEditor!.overlay()?.preview)).toEqual({
      segments: [[9, 11, 12, 11]],
      tone: 'add',
    });
    expect((await edited(app)).walls).toEqual(original.walls);
    // The preview is drawn under the pointer's wall, and nothing yet beyond its end.
    const dragging = await capture(app, 'editor-wall-dragging-1280.png');
    expect(isAddPreview(dragging.colorAt(await client(app, 10.5, 11)))).toBe(true);
    expect(isAddPreview(dragging.colorAt(await client(app, 13.5, 11)))).toBe(false);
    await moveTo(app, 15.2, 10.8, 6);
    await app.mouse.up();
    await frame(app);
    const wall = [9, 11, 15, 11];
    expect((await edited(app)).walls).toEqual([...original.walls, wall]);

    // A door in it, then (the option switched) a window: the engine cuts the wall around each.
    await app.keyboard.press('d');
    await expect(app.getByRole('radio', { name: 'Door' })).toBeChecked();
    await clickAt(app, 10.5, 11.05);
    await app.getByRole('radio', { name: 'Window' }).check();
    await clickAt(app, 13.5, 10.95);
    let map = await edited(app);
    expect(map.doors).toEqual([...original.doors, { at: [10, 11, 11, 11], open: false }]);
    expect(map.windows).toEqual([...original.windows, [13, 11, 14, 11]]);
    expect(map.walls).toEqual([
      ...original.walls,
      [9, 11, 10, 11],
      [11, 11, 13, 11],
      [14, 11, 15, 11],
    ]);

    // M3: Alt+click opens the new door.
    const door = await client(app, 10.5, 11.05);
    await app.keyboard.down('Alt');
    await app.mouse.click(door.x, door.y);
    await app.keyboard.up('Alt');
    await frame(app);
    map = await edited(app);
    expect(map.doors.at(-1)).toEqual({ at: [10, 11, 11, 11], open: true });
    await moveTo(app, 6, 10);
    await frame(app);
    for (const [width, height] of [
      [1280, 720],
      [1920, 1080],
      [3840, 2160],
    ] as const) {
      await app.setViewportSize({ width, height });
      await frame(app);
      await frame(app);
      const shot = await capture(app, `editor-barriers-${width}.png`);
      // The wall's pieces are drawn on the row's edge, the ground beside them is not a wall.
      for (const x of [9.5, 12, 14.5])
        expect(isWall(shot.colorAt(await client(app, x, 11))), `wall at ${x}`).toBe(true);
      expect(isWall(shot.colorAt(await client(app, 12, 10.7)))).toBe(false);
    }
    await app.setViewportSize({ width: 1280, height: 720 });
    await frame(app);
    const final = await edited(app);

    // Undo: the door closed again, the window gone, the door gone, then the whole wall at once.
    const undo = async () => {
      await app.keyboard.press('Control+z');
      await frame(app);
      return edited(app);
    };
    map = await undo();
    expect(map.doors.at(-1)).toEqual({ at: [10, 11, 11, 11], open: false });
    map = await undo();
    expect(map.windows).toEqual(original.windows);
    expect(map.walls).toEqual([...original.walls, [9, 11, 10, 11], [11, 11, 15, 11]]);
    map = await undo();
    expect(map.doors).toEqual(original.doors);
    expect(map.walls).toEqual([...original.walls, wall]);
    map = await undo();
    expect(map.walls).toEqual(original.walls);
    expect(await app.evaluate(() => window.highNoonEditor!.canUndo())).toBe(false);

    for (let i = 0; i < 4; i++) await app.keyboard.press('Control+Shift+z');
    await frame(app);
    expect(await edited(app)).toEqual(final);
    expect(await app.evaluate(() => window.highNoonEditor!.canRedo())).toBe(false);
  });

  test('Esc drops a wall under way; one off the map is refused; a click on a wall takes it away', async ({
    app,
  }) => {
    await openEditor(app);
    await app.keyboard.press('w');
    await moveTo(app, 9, 6);
    await app.mouse.down();
    await moveTo(app, 12, 6.2, 6);
    await app.keyboard.press('Escape');
    await frame(app);
    expect(await app.evaluate(() => window.highNoonEditor!.overlay()?.preview)).toBeNull();
    await app.mouse.up();
    expect((await edited(app)).walls).toEqual(original.walls);

    // A wall running off the 16-wide map is refused: previewed crossed out at its middle (its
    // colour alone would read as erasing), and not added on release.
    await moveTo(app, 13, 6);
    await app.mouse.down();
    await moveTo(app, 18.2, 6.1, 6);
    await frame(app);
    expect(await app.evaluate(() => window.highNoonEditor!.overlay()?.preview)).toEqual({
      segments: [[13, 6, 18, 6]],
      tone: 'refused',
    });
    const refused = await capture(app, 'editor-wall-refused-1280.png');
    expect(isRefused(refused.colorAt(await client(app, 15.5 + 0.2, 6 + 0.2)))).toBe(true);
    await app.mouse.up();
    await frame(app);
    expect((await edited(app)).walls).toEqual(original.walls);

    // The building's back wall [7, 1, 7, 4], hovered then clicked a little beside it.
    await moveTo(app, 7.1, 2.5);
    await frame(app);
    expect(await app.evaluate(() => window.highNoonEditor!.overlay()?.preview)).toEqual({
      segments: [[7, 1, 7, 4]],
      tone: 'erase',
    });
    await clickAt(app, 7.1, 2.5);
    expect((await edited(app)).walls).toEqual(original.walls.filter((_, i) => i !== 3));
  });
});
