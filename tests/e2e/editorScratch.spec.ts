import type { Page } from '@playwright/test';
import type { Square } from '../../engine/index.ts';
import { capture, expect, hooks, test, waitForBoard } from './fixtures.ts';

/**
 * Issue 12's whole story, as a Dealer does it: a map built from nothing in the editor (walls, a
 * door, a barrel, a rank 1 balcony with stairs up to it, a gunman and a villain), saved to the
 * Library, the window reloaded, the map loaded at the table, and a move up the stairs played
 * (E3: the step onto the balcony leaves the stairs).
 */

const NAME = 'Scratch saloon';

const editor = (page: Page) => ({
  map: () => page.evaluate(() => window.highNoonEditor!.map()),
  at: (x: number, y: number) =>
    page.evaluate(([px, py]) => window.highNoonEditor!.pointToClient(px!, py!), [x, y]),
  nextFrame: () => page.evaluate(() => window.highNoonEditor!.nextFrame()),
});

/** A press at one map point (fractional squares), dragged to another, released. */
async function dragPoints(
  page: Page,
  from: readonly [number, number],
  to: readonly [number, number],
  { shift = false } = {},
): Promise<void> {
  const e = editor(page);
  const a = await e.at(from[0], from[1]);
  const b = await e.at(to[0], to[1]);
  if (shift) await page.keyboard.down('Shift');
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 6 });
  await page.mouse.up();
  if (shift) await page.keyboard.up('Shift');
  await e.nextFrame();
}

async function clickSquare(page: Page, [x, y]: Square): Promise<void> {
  const p = await editor(page).at(x + 0.5, y + 0.5);
  await page.mouse.click(p.x, p.y);
  await editor(page).nextFrame();
}

test('a map built from scratch is saved, reloaded and played: a move up the stairs onto the balcony', async ({
  app,
}) => {
  await app.getByRole('button', { name: 'Edit map', exact: true }).click();
  await app.locator('[data-testid="editor-board"][data-ready="true"]').waitFor();

  // A blank 12×8 map.
  await app.getByRole('spinbutton', { name: 'New map width' }).fill('12');
  await app.getByRole('spinbutton', { name: 'New map height' }).fill('8');
  await app.getByRole('button', { name: 'New map', exact: true }).click();
  await expect(app.getByTestId('map-title')).toHaveText('Untitled map');
  await app.locator('[data-testid="editor-board"][data-ready="true"]').waitFor();
  expect((await editor(app).map()).size).toEqual([12, 8]);

  // The saloon's four walls (G2), each one drag along the square edges.
  await app.keyboard.press('w');
  await dragPoints(app, [1, 1], [8, 1]);
  await dragPoints(app, [8, 1], [8, 6]);
  await dragPoints(app, [8, 6], [1, 6]);
  await dragPoints(app, [1, 6], [1, 1]);
  expect((await editor(app).map()).walls).toHaveLength(4);

  // A door in the bottom wall, on the edge under E6 (the engine cuts the wall around it).
  await app.keyboard.press('d');
  const door = await editor(app).at(4.5, 6.02);
  await app.mouse.click(door.x, door.y);
  await editor(app).nextFrame();
  expect((await editor(app).map()).doors.map((d) => d.at)).toEqual([[4, 6, 5, 6]]);

  // A barrel inside, by the west wall.
  await app.keyboard.press('o');
  await app.getByRole('combobox', { name: 'Kind' }).selectOption('barrel');
  await clickSquare(app, [2, 2]);
  expect((await editor(app).map()).cover.map((c) => c.kind)).toEqual(['barrel']);

  // The balcony: a rank 1 box along the east wall (E1), and stairs beside it (E3).
  await app.keyboard.press('e');
  await app.getByRole('spinbutton', { name: 'Rank' }).fill('1');
  await dragPoints(app, [6.5, 1.5], [7.5, 3.5], { shift: true });
  await app.keyboard.press('p');
  await app.getByRole('radio', { name: 'Stairs' }).check();
  await clickSquare(app, [5, 2]);
  let map = await editor(app).map();
  expect(map.ranks).toEqual([
    {
      rank: 1,
      squares: [
        [6, 1],
        [7, 1],
        [6, 2],
        [7, 2],
        [6, 3],
        [7, 3],
      ],
    },
  ]);
  expect(map.passages).toEqual([{ kind: 'stairs', squares: [[5, 2]] }]);

  // Ned inside, by the stairs; Tom out in the street.
  await app.keyboard.press('k');
  await app.getByRole('radio', { name: /^Ned\b/ }).check();
  await clickSquare(app, [4, 2]);
  await app.getByRole('radio', { name: /^Tom\b/ }).check();
  await clickSquare(app, [10, 7]);
  map = await editor(app).map();
  expect(map.tokens.map((t) => [t.id, t.at])).toEqual([
    ['ned', [4, 2]],
    ['tom', [10, 7]],
  ]);
  await expect(app.getByText('No errors or warnings: the map is ready to play.')).toBeVisible();
  await capture(app, 'editor-scratch-built.png');

  // Saved to the Library under its name.
  await app.getByLabel('Save this map as').fill(NAME);
  await app.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(app.getByRole('button', { name: `Load ${NAME}`, exact: true })).toBeVisible();

  // The window reloaded, back at the table, the saved map loaded from the Library.
  await app.reload();
  await app.locator('[data-testid="editor-board"][data-ready="true"]').waitFor();
  await app.getByRole('button', { name: 'Back to the table' }).click();
  await waitForBoard(app);
  const board = app.getByTestId('board');
  const before = await board.getAttribute('data-table');
  await app.getByRole('button', { name: `Load ${NAME}`, exact: true }).click();
  await app
    .locator(`[data-testid="board"][data-ready="true"]:not([data-table="${before}"])`)
    .waitFor();
  await expect(app.getByTestId('map-title')).toHaveText(NAME);

  // Ned's move: from beside the stairs, over them and up onto the balcony, two squares.
  const h = hooks(app);
  await app.getByRole('button', { name: 'Begin round 1' }).click();
  await expect(app.getByTestId('turn-status')).toContainText('Ned');
  await h.click(6, 2);
  const ned = (await h.gameState()).combatants.ned!;
  expect(ned.at).toEqual([6, 2]);
  await expect(app.getByTestId('turn-status')).toContainText('squares left');
  await capture(app, 'editor-scratch-played.png');
});
