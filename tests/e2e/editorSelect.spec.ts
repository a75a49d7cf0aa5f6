import type { Page } from '@playwright/test';
import { expect, shot, test } from './fixtures.ts';

/**
 * The editor's Select tool (issue 12, item 2) on Dusty Crossing, the sample map: a box selection
 * of an area with a crate and a wall, moved by a drag (one undo step), deleted (one undo step),
 * copied and pasted at another square, and a paste of JSON that is no map element refused in
 * words, the map unchanged.
 */

type EditorMap = {
  walls: number[][];
  windows: number[][];
  cover: { id: string; kind: string; squares: number[][] }[];
  terrain: { kind: string; squares: number[][] }[];
};

async function openEditor(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Edit map', exact: true }).click();
  await page.locator('[data-testid="editor-board"][data-ready="true"]').waitFor();
}

const editorMap = (page: Page) =>
  page.evaluate(() => window.highNoonEditor!.map()) as Promise<EditorMap>;

/** The client pixel of a map point (in squares, fractional). */
async function at(page: Page, x: number, y: number) {
  return page.evaluate(([px, py]) => window.highNoonEditor!.pointToClient(px!, py!), [x, y]);
}

/** A primary drag on the board between two map points, through the squares in between. */
async function drag(page: Page, from: [number, number], to: [number, number]) {
  const a = await at(page, ...from);
  const b = await at(page, ...to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 8 });
  await page.evaluate(() => window.highNoonEditor!.nextFrame());
  await page.mouse.up();
}

/** The box from the street east of the crate to the saloon's boardwalk row: the crate, a wall. */
async function boxSelect(page: Page) {
  await drag(page, [14.5, 5.5], [5.5, 4.5]);
  await expect(page.getByTestId('selection-summary')).toHaveText(
    '1 wall, 1 window, 1 crate, 20 squares',
  );
}

const crate = (map: EditorMap) => map.cover.find((c) => c.id === 'crate-east')?.squares;

test('box-select, move, delete, copy and paste on Dusty Crossing', async ({ app: page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await openEditor(page);
  // The editor opens with the Select tool.
  await expect(page.getByRole('button', { name: /^Select/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const original = await editorMap(page);
  expect(crate(original)).toEqual([[13, 5]]);
  expect(original.walls).toContainEqual([5, 4, 6, 4]);

  // Hovering the crate previews it; a click selects it alone.
  const crateAt = await at(page, 13.5, 5.5);
  await page.mouse.move(crateAt.x, crateAt.y);
  await expect
    .poll(() => page.evaluate(() => window.highNoonEditor!.overlay()?.preview))
    .toEqual({ squares: [[13, 5]], segments: [], tone: 'add' });
  await page.mouse.click(crateAt.x, crateAt.y);
  await expect(page.getByTestId('selection-summary')).toHaveText('1 crate');

  // Box-select the area, then drag it one square right and one down: one undo step.
  await boxSelect(page);
  await drag(page, [10.5, 5.5], [11.5, 6.5]);
  const moved = await editorMap(page);
  expect(crate(moved)).toEqual([[14, 6]]);
  expect(moved.walls).toContainEqual([6, 5, 7, 5]);
  expect(moved.walls).not.toContainEqual([5, 4, 6, 4]);
  expect(moved.windows).toContainEqual([7, 5, 8, 5]);
  await expect(page.getByTestId('selection-summary')).toHaveText(
    '1 wall, 1 window, 1 crate, 20 squares',
  );
  await page.keyboard.press('Control+Z');
  expect(await editorMap(page)).toEqual(original);
  expect(await page.evaluate(() => window.highNoonEditor!.canUndo())).toBe(false);

  // A move off the map is refused in the engine's words and changes nothing.
  await boxSelect(page);
  await drag(page, [10.5, 5.5], [12.5, 5.5]);
  const refusal = page.getByTestId('editor-message');
  await expect(refusal).toHaveAttribute('role', 'alert');
  await expect(refusal).toContainText('off the 16×12 map');
  expect(await editorMap(page)).toEqual(original);

  // Delete takes it all away; Ctrl+Z brings it back.
  await page.keyboard.press('Delete');
  const deleted = await editorMap(page);
  expect(crate(deleted)).toBeUndefined();
  expect(deleted.walls).not.toContainEqual([5, 4, 6, 4]);
  await expect(page.getByTestId('selection-summary')).toHaveText('Nothing selected');
  await page.keyboard.press('Control+Z');
  expect(await editorMap(page)).toEqual(original);

  // Copy, then paste with the pointer on another square: the copy's top-left lands there.
  await boxSelect(page);
  const target = await at(page, 5.5, 9.5);
  const clipboard = await copyAndPaste(page, target);
  const pasted = await editorMap(page);
  expect(JSON.parse(clipboard)).toMatchObject({ format: 'high-noon-table/map-elements' });
  expect(crate(pasted)).toEqual([[13, 5]]);
  const copy = pasted.cover.find((c) => c.kind === 'crate' && c.id !== 'crate-east');
  expect(copy?.squares).toEqual([[13, 10]]);
  expect(pasted.walls).toContainEqual([5, 9, 6, 9]);
  await expect(page.getByTestId('editor-message')).toContainText(
    'Pasted 1 wall, 1 window, 1 crate, 10 squares',
  );
  await page.keyboard.press('Control+Z');
  expect(await editorMap(page)).toEqual(original);

  // A paste of JSON that is no map element: nothing changes, and the editor says why.
  await pasteText(page, '{"not":"a map element"}');
  await expect(refusal).toHaveAttribute('role', 'alert');
  await expect(refusal).toHaveText(
    'The clipboard holds no map elements (its format is not "high-noon-table/map-elements").',
  );
  expect(await editorMap(page)).toEqual(original);
  expect(await page.evaluate(() => window.highNoonEditor!.canUndo())).toBe(false);

  // Plain text, not JSON at all, is refused too.
  await pasteText(page, 'a barrel, please');
  await expect(refusal).toContainText('it is not JSON');
  expect(await editorMap(page)).toEqual(original);

  // Esc clears the selection; Ctrl+X cuts (one undo step); the panel's Delete button deletes.
  await boxSelect(page);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('selection-summary')).toHaveText('Nothing selected');
  await boxSelect(page);
  await page.keyboard.press('Control+X');
  expect(crate(await editorMap(page))).toBeUndefined();
  await page.keyboard.press('Control+Z');
  expect(await editorMap(page)).toEqual(original);
  await boxSelect(page);
  await page
    .getByRole('region', { name: 'Selection' })
    .getByRole('button', { name: /^Delete/ })
    .click();
  expect(crate(await editorMap(page))).toBeUndefined();
  await page.keyboard.press('Control+Z');
  expect(await editorMap(page)).toEqual(original);

  await boxSelect(page);
  await page.mouse.move(target.x, target.y);
  await page.evaluate(() => window.highNoonEditor!.nextFrame());
  await shot(page, `editor-select-1280.png`);
  // The Selection panel stays clear of the board at every size.
  for (const [width, height] of [
    [1920, 1080],
    [3840, 2160],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => window.highNoonEditor!.nextFrame());
    const panel = await page.getByRole('region', { name: 'Selection' }).boundingBox();
    const board = await page.getByTestId('editor-board').boundingBox();
    expect(panel!.x).toBeGreaterThanOrEqual(board!.x + board!.width);
    await shot(page, `editor-select-${width}.png`);
  }
});

/**
 * Ctrl+C, then Ctrl+V with the pointer at `target`: the keys themselves, as the Dealer presses
 * them. Headless Chromium runs their editing commands on its own clipboard, so the page's copy
 * and paste events fire with it (checked first: the copy event's text is read back).
 */
async function copyAndPaste(page: Page, target: { x: number; y: number }): Promise<string> {
  await page.evaluate(() => {
    const w = window as unknown as { copied?: string };
    delete w.copied;
    document.addEventListener(
      'copy',
      (e) => queueMicrotask(() => (w.copied = e.clipboardData?.getData('text/plain'))),
      { once: true },
    );
  });
  await page.keyboard.press('Control+C');
  const copied = await page.evaluate(() => (window as unknown as { copied?: string }).copied);
  expect(copied, 'Ctrl+C fired the page’s copy event with the elements').toBeTruthy();
  await page.mouse.move(target.x, target.y);
  await page.keyboard.press('Control+V');
  return copied!;
}

/**
 * Ctrl+V of text copied elsewhere: the text is copied from a field of its own (as from another
 * program), which is then taken away, and Ctrl+V pressed over the board.
 */
async function pasteText(page: Page, text: string): Promise<void> {
  await page.evaluate((t) => {
    const field = document.createElement('textarea');
    field.id = 'elsewhere';
    field.value = t;
    document.body.append(field);
    field.select();
  }, text);
  await page.keyboard.press('Control+C');
  await page.evaluate(() => document.getElementById('elsewhere')!.remove());
  const board = await at(page, 8.5, 8.5);
  await page.mouse.move(board.x, board.y);
  await page.keyboard.press('Control+V');
}

test('R turns all the selected cover or none: one off the map refuses the turn', async ({
  app: page,
}) => {
  await openEditor(page);
  // A drag on the wagon (not yet selected) takes it and moves it to the bottom row.
  await drag(page, [12.5, 9.5], [12.5, 11.5]);
  expect(coverOf(await editorMap(page), 'wagon')).toEqual([
    [12, 11],
    [13, 11],
  ]);
  const table = await at(page, 4.5, 2.5);
  const wagon = await at(page, 12.5, 11.5);
  await page.mouse.click(table.x, table.y);
  await page.keyboard.down('Shift');
  await page.mouse.click(wagon.x, wagon.y);
  await page.keyboard.up('Shift');
  await expect(page.getByTestId('selection-summary')).toHaveText('1 table, 1 wagon');
  const before = await editorMap(page);
  await page.keyboard.press('r');
  // The wagon, turned about its top-left square, would hang off the map's bottom edge.
  await expect(page.getByTestId('editor-message')).toContainText('off the 16×12 map');
  expect(await editorMap(page)).toEqual(before);
  // With the table alone, it turns.
  await page.mouse.click(table.x, table.y);
  await page.keyboard.press('r');
  expect(coverOf(await editorMap(page), 'saloon-table')).toEqual([
    [4, 2],
    [4, 3],
  ]);
});

const coverOf = (map: EditorMap, id: string) => map.cover.find((c) => c.id === id)?.squares;
