import type { Page } from '@playwright/test';
import type { GameMap, Square } from '../../engine/index.ts';
import { townMap } from '../bench/townMap.ts';
import { capture, expect, hooks, test, waitForBoard } from './fixtures.ts';

/**
 * The map editor (issue 12), end to end on the sample map: the brushes, undo and redo by
 * gesture, Esc mid-drag, leaving for the table and coming back, and Play this map. The tools of
 * each kind of element have their own specs (editorBarriers, editorObjects, editorSelect,
 * editorPanels).
 */

const editor = (page: Page) => ({
  map: () => page.evaluate(() => window.highNoonEditor!.map()),
  path: () => page.evaluate(() => window.highNoonEditor!.toolPath()),
  nextFrame: () => page.evaluate(() => window.highNoonEditor!.nextFrame()),
  at: (x: number, y: number) =>
    page.evaluate(([px, py]) => window.highNoonEditor!.pointToClient(px!, py!), [x, y]),
  tiles: () => page.evaluate(() => window.highNoonEditor!.tileStats()),
});

async function openEditor(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Edit map', exact: true }).click();
  await page.locator('[data-testid="editor-board"][data-ready="true"]').waitFor();
}

/** A press on one square's centre, dragged to another's, in steps, and released. */
async function drag(page: Page, from: Square, to: Square, { shift = false } = {}): Promise<void> {
  const e = editor(page);
  const a = await e.at(from[0] + 0.5, from[1] + 0.5);
  const b = await e.at(to[0] + 0.5, to[1] + 0.5);
  if (shift) await page.keyboard.down('Shift');
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 8 });
  await page.mouse.up();
  if (shift) await page.keyboard.up('Shift');
  await e.nextFrame();
}

const terrainAt = (map: GameMap, square: Square) =>
  map.terrain.find((t) => t.squares.some(([x, y]) => x === square[0] && y === square[1]))?.kind;
const rankAt = (map: GameMap, square: Square) =>
  map.ranks.find((r) => r.squares.some(([x, y]) => x === square[0] && y === square[1]))?.rank ?? 0;

test.describe('the map editor', () => {
  test('a brush stroke is one undo step, a Shift-box fills, Esc mid-drag leaves the map as it was', async ({
    app,
  }) => {
    await openEditor(app);
    const e = editor(app);
    await app.keyboard.press('t');
    expect(await e.path()).toBe('terrain.idle');
    await app.getByRole('radio', { name: 'grass' }).check();

    // One stroke across five columns: every square the pointer crossed is grass.
    await drag(app, [2, 9], [6, 11]);
    let map = await e.map();
    for (const square of [
      [2, 9],
      [4, 10],
      [6, 11],
    ] as Square[])
      expect(terrainAt(map, square), `${square}`).toBe('grass');
    // The whole stroke is one step: one undo takes it all back, one redo brings it all again.
    await app.keyboard.press('Control+z');
    map = await e.map();
    expect(terrainAt(map, [2, 9])).toBeUndefined();
    expect(terrainAt(map, [6, 11])).toBeUndefined();
    await expect(app.getByRole('button', { name: 'Undo', exact: true })).toBeDisabled();
    await app.keyboard.press('Control+Shift+z');
    map = await e.map();
    expect(terrainAt(map, [2, 9])).toBe('grass');
    expect(terrainAt(map, [6, 11])).toBe('grass');

    // E1: the rank brush, a Shift-drag box of nine squares raised to rank 2.
    await app.keyboard.press('e');
    await app.getByRole('spinbutton', { name: 'Rank' }).fill('2');
    await drag(app, [11, 9], [13, 11], { shift: true });
    map = await e.map();
    for (let x = 11; x <= 13; x++)
      for (let y = 9; y <= 11; y++) expect(rankAt(map, [x, y])).toBe(2);
    expect(rankAt(map, [14, 9])).toBe(0);
    await capture(app, 'editor-brushes-1280x800.png');

    // Esc in the middle of a stroke: the squares already painted go back, nothing is recorded.
    const before = await e.map();
    const a = await e.at(1.5, 1.5);
    const b = await e.at(4.5, 1.5);
    await app.mouse.move(a.x, a.y);
    await app.mouse.down();
    await app.mouse.move(b.x, b.y, { steps: 6 });
    expect(await e.path()).toBe('rank.dragging');
    expect(rankAt(await e.map(), [3, 1])).toBe(2);
    await app.keyboard.press('Escape');
    await app.mouse.up();
    expect(await e.path()).toBe('rank.idle');
    expect(await e.map()).toEqual(before);
  });

  test('the Measure tool measures on the map being edited, the line drawn and its words shown', async ({
    app,
  }) => {
    await openEditor(app);
    await app.keyboard.press('m');
    await drag(app, [1, 9], [10, 9]);
    await expect(app.getByTestId('editor-measure')).toHaveText(
      /^B10 → K10: 9 squares · line of sight/,
    );
    expect(await app.evaluate(() => window.highNoonEditor!.measureDraws())).toBeGreaterThan(0);
    await capture(app, 'editor-measure-1280x800.png');
  });

  test('back at the table the game is as it was; the edits wait for the next visit; Play this map plays them', async ({
    app,
  }) => {
    const table = hooks(app);
    const gameMapBefore = (await table.gameState()).map;
    await openEditor(app);
    await app.keyboard.press('e');
    await app.getByRole('spinbutton', { name: 'Rank' }).fill('1');
    await drag(app, [0, 11], [2, 11]);
    expect(rankAt(await editor(app).map(), [1, 11])).toBe(1);

    await app.getByRole('button', { name: 'Back to the table' }).click();
    await waitForBoard(app);
    expect((await table.gameState()).map).toEqual(gameMapBefore);
    // The table's keys are the table's again: Ctrl+Z there is the game's undo, not the editor's.
    await openEditor(app);
    expect(rankAt(await editor(app).map(), [1, 11])).toBe(1);

    await app.getByRole('button', { name: 'Play this map' }).click();
    await waitForBoard(app);
    const played = (await table.gameState()).map;
    expect(rankAt(played, [1, 11])).toBe(1);
    // A new table: round 1, nothing played yet.
    expect(await table.logLength()).toBe(0);
  });

  test('a reload in the middle of editing opens the editor again, the edits kept', async ({
    app,
  }) => {
    await openEditor(app);
    await app.keyboard.press('t');
    await app.getByRole('radio', { name: 'water' }).check();
    await drag(app, [1, 11], [3, 11]);
    // At once, inside the moment the draft waits to be written: the page's going writes it.
    await app.reload();
    await app.locator('[data-testid="editor-board"][data-ready="true"]').waitFor();
    expect(terrainAt(await editor(app).map(), [2, 11])).toBe('water');
    await expect(app.getByTestId('editor-message')).toHaveText(
      'Your edits from before the reload are back. Save the map to keep them.',
    );
    // Back at the table and reloaded, the table comes back; the edits still wait in the editor.
    await app.getByRole('button', { name: 'Back to the table' }).click();
    await waitForBoard(app);
    await app.reload();
    await waitForBoard(app);
    await openEditor(app);
    expect(terrainAt(await editor(app).map(), [2, 11])).toBe('water');
  });

  test('a stroke on the 200×200 town draws again only the tiles it touched', async ({ app }) => {
    const name = 'Town 200';
    const response = await app.request.post(
      new URL('api/writeSave', process.env.HIGH_NOON_URL!).toString(),
      { data: { kind: 'map', name, data: { ...townMap(200), name }, overwrite: true } },
    );
    expect(await response.json()).toMatchObject({ ok: true });
    await openEditor(app);
    await app.getByRole('button', { name: `Load ${name}`, exact: true }).click();
    await expect(app.getByTestId('map-title')).toHaveText(name);
    await app.locator('[data-testid="editor-board"][data-ready="true"]').waitFor();
    const e = editor(app);
    // Zoomed in on the middle, so that many tiles are on screen and a stroke touches few.
    for (let i = 0; i < 6; i++) {
      const a = await e.at(100, 100);
      const b = await e.at(101, 100);
      if (b.x - a.x >= 24) break;
      await app.mouse.move(a.x, a.y);
      // The camera zooms by e^(−0.0015·deltaY): one wheel event goes most of the way.
      await app.mouse.wheel(0, -Math.min(1200, Math.log(28 / (b.x - a.x)) / 0.0015));
      await e.nextFrame();
    }
    await e.nextFrame();
    const before = (await e.tiles())!;
    expect(before.onScreen.length).toBeGreaterThan(8);
    await app.keyboard.press('t');
    await drag(app, [98, 100], [102, 100]);
    await e.nextFrame();
    const after = (await e.tiles())!;
    expect(after.onScreen).toEqual(before.onScreen);
    // The tiles the painted squares lie in, and their neighbours (an edge shared with one).
    const span = after.squares;
    const touched = new Set<string>();
    for (let x = 98; x <= 102; x++)
      for (const dx of [-1, 0, 1])
        for (const dy of [-1, 0, 1])
          touched.add(`${Math.floor(x / span) + dx},${Math.floor(100 / span) + dy}`);
    const drawn = after.drawn - before.drawn;
    expect(drawn).toBeGreaterThan(0);
    expect(drawn).toBeLessThanOrEqual(Math.min(touched.size, before.onScreen.length - 1));
  });
});
