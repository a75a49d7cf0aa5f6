import type { Page } from '@playwright/test';
import type { GameMap } from '../../engine/index.ts';
import { expect, shot, test } from './fixtures.ts';

/**
 * The editor's object tools (issue 12, item 2) driven as the Dealer does, on the sample map the
 * table opens with (assets/maps/dusty-crossing.json, 16×12): its bottom rows and its middle are
 * free ground, where everything here goes. Each edit shows in the edited map, Ctrl+Z takes it
 * back in one step and Ctrl+Shift+Z does it again.
 */

async function openEditor(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Edit map', exact: true }).click();
  await page.locator('[data-testid="editor-board"][data-ready="true"]').waitFor();
}

const editedMap = (page: Page) => page.evaluate(() => window.highNoonEditor!.map());

/** The screen point of the middle of square [x, y]. */
async function squarePoint(page: Page, [x, y]: [number, number]) {
  return page.evaluate((at) => window.highNoonEditor!.pointToClient(at.x + 0.5, at.y + 0.5), {
    x,
    y,
  });
}

async function clickSquare(page: Page, square: [number, number]): Promise<void> {
  const p = await squarePoint(page, square);
  await page.mouse.move(p.x, p.y);
  await page.mouse.down();
  await page.mouse.up();
}

async function dragSquares(
  page: Page,
  from: [number, number],
  to: [number, number],
  { shift = false } = {},
): Promise<void> {
  const a = await squarePoint(page, from);
  const b = await squarePoint(page, to);
  if (shift) await page.keyboard.down('Shift');
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 8 });
  await page.mouse.up();
  if (shift) await page.keyboard.up('Shift');
}

/** Squares compared as sets: a turn lists an object's squares in another order. */
const sameSquares = (a: readonly (readonly number[])[], b: readonly (readonly number[])[]) =>
  JSON.stringify([...a].map(String).sort()) === JSON.stringify([...b].map(String).sort());

/** The keys go to the editor, not to an options field that had the focus. */
async function focusBoard(page: Page): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** Ctrl+Z takes the last edit back in one step, and Ctrl+Shift+Z does it again. */
async function expectUndoneInOneStep(page: Page, done: (map: GameMap) => boolean): Promise<void> {
  await focusBoard(page);
  expect(done(await editedMap(page))).toBe(true);
  await page.keyboard.press('Control+z');
  expect(done(await editedMap(page))).toBe(false);
  await page.keyboard.press('Control+Shift+z');
  expect(done(await editedMap(page))).toBe(true);
}

async function pickTool(page: Page, key: string, path: string): Promise<void> {
  await focusBoard(page);
  await page.keyboard.press(key);
  await expect.poll(() => page.evaluate(() => window.highNoonEditor!.toolPath())).toBe(path);
}

test('cover: a barrel placed, a wagon resized and turned, each undone in one step', async ({
  app: page,
}) => {
  await openEditor(page);
  await pickTool(page, 'o', 'cover.idle');
  const options = page.getByRole('region', { name: 'Tool options' });

  await options.getByLabel('Kind').selectOption('barrel');
  await clickSquare(page, [1, 6]);
  const barrelAt = (map: GameMap) =>
    map.cover.some((c) => c.kind === 'barrel' && JSON.stringify(c.squares) === '[[1,6]]');
  await expectUndoneInOneStep(page, barrelAt);

  await options.getByLabel('Kind').selectOption('wagon');
  await options.getByLabel('Width').fill('2');
  await clickSquare(page, [6, 5]);
  const wagon = async () =>
    (await editedMap(page)).cover.find(
      (c) => c.kind === 'wagon' && c.squares.some(([x, y]) => x === 6 && y === 5),
    );
  expect((await wagon())?.squares).toEqual([
    [6, 5],
    [7, 5],
  ]);
  // A click on it selects it: the size fields are now the wagon's.
  await clickSquare(page, [7, 5]);
  await expect(options.getByTestId('cover-sizing')).toHaveText('Size of the wagon at G6–H6:');
  await options.getByLabel('Width').fill('3');
  const long = (map: GameMap) =>
    map.cover.some(
      (c) =>
        c.kind === 'wagon' &&
        sameSquares(c.squares, [
          [6, 5],
          [7, 5],
          [8, 5],
        ]),
    );
  await expectUndoneInOneStep(page, long);

  // Undo and redo clear the selection (the map it named is gone): the wagon is selected again.
  await clickSquare(page, [7, 5]);
  await options.getByRole('button', { name: 'Rotate' }).click();
  const turned = (map: GameMap) =>
    map.cover.some(
      (c) =>
        c.kind === 'wagon' &&
        sameSquares(c.squares, [
          [6, 5],
          [6, 6],
          [6, 7],
        ]),
    );
  await expectUndoneInOneStep(page, turned);
  // R (rotate-cover) turns the selected wagon a quarter more: along the row again.
  await clickSquare(page, [6, 6]);
  await page.keyboard.press('r');
  expect(long(await editedMap(page))).toBe(true);

  await page.setViewportSize({ width: 1280, height: 720 });
  await page.evaluate(() => window.highNoonEditor!.nextFrame());
  await shot(page, `editor-cover-1280x720.png`);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.evaluate(() => window.highNoonEditor!.nextFrame());
  await shot(page, `editor-cover-1920x1080.png`);
});

test('a stairs passage and a named building with its boardwalk, each undone in one step', async ({
  app: page,
}) => {
  await openEditor(page);
  await pickTool(page, 'p', 'passage.idle');
  const options = page.getByRole('region', { name: 'Tool options' });
  await options.getByLabel('Stairs').check();
  await dragSquares(page, [0, 10], [1, 11]);
  const stairs = (map: GameMap) =>
    map.passages.some(
      (p) => p.kind === 'stairs' && JSON.stringify(p.squares) === '[[0,10],[1,10],[0,11],[1,11]]',
    );
  await expectUndoneInOneStep(page, stairs);

  await pickTool(page, 'b', 'building.idle');
  await options.getByLabel('Name of the next building').fill('Assay Office');
  await focusBoard(page);
  await dragSquares(page, [7, 10], [9, 11]);
  const office = (map: GameMap) =>
    map.buildings.find((b) => b.name === 'Assay Office' && b.squares.length === 6);
  await expectUndoneInOneStep(page, (map) => office(map) !== undefined);

  await dragSquares(page, [7, 10], [9, 9], { shift: true });
  await expectUndoneInOneStep(
    page,
    (map) => JSON.stringify(office(map)?.boardwalk) === '[[7,9],[8,9],[9,9]]',
  );

  // Selected with a click, it is renamed from the options.
  await clickSquare(page, [8, 11]);
  const rename = options.getByLabel('Rename the selected building');
  await rename.fill('Bank');
  await rename.press('Enter');
  await expectUndoneInOneStep(page, (map) =>
    map.buildings.some((b) => b.name === 'Bank' && b.boardwalk.length === 3),
  );
});

test('tokens of Ned and of Tom, each undone in one step', async ({ app: page }) => {
  await openEditor(page);
  await pickTool(page, 'k', 'token.idle');
  const options = page.getByRole('region', { name: 'Tool options' });

  await options.getByLabel('Ned, Drifters').check();
  await clickSquare(page, [14, 11]);
  const ned = (map: GameMap) =>
    map.tokens.find((t) => t.name === 'Ned' && t.at[0] === 14 && t.at[1] === 11);
  // The sample map seats Ned already: this one is another token of him.
  expect(ned(await editedMap(page))).toMatchObject({
    id: 'ned-2',
    faction: 'Drifters',
    side: 'pc',
  });
  await expectUndoneInOneStep(page, (map) => ned(map) !== undefined);

  await options.getByLabel('Tom, R3, Desperados').check();
  await clickSquare(page, [15, 11]);
  const tom = (map: GameMap) => map.tokens.find((t) => t.at[0] === 15 && t.at[1] === 11);
  expect(tom(await editedMap(page))).toMatchObject({
    name: 'Tom',
    side: 'npc',
    faction: 'Desperados',
    tier: { color: 'red', level: 3 },
  });
  await expectUndoneInOneStep(page, (map) => tom(map) !== undefined);

  await page.setViewportSize({ width: 1280, height: 720 });
  await page.evaluate(() => window.highNoonEditor!.nextFrame());
  await shot(page, `editor-tokens-1280x720.png`);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.evaluate(() => window.highNoonEditor!.nextFrame());
  await shot(page, `editor-tokens-1920x1080.png`);
  await page.setViewportSize({ width: 3840, height: 2160 });
  await page.evaluate(() => window.highNoonEditor!.nextFrame());
  await shot(page, `editor-tokens-3840x2160.png`);
});
