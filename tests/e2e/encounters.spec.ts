import type { Page } from '@playwright/test';
import type { Square } from '../../engine/index.ts';
import { ARTIFACTS, expect, hooks, test, waitForBoard } from './fixtures.ts';

/**
 * Issue 13, items 2 and 3: an encounter prepared ahead. An NPC is placed by dragging its tier
 * card onto the map (the editor's token placement), hidden for an ambush, the encounter saved to
 * the library and started: the NPC is at the table, and not on the players' view.
 */

async function openEncounters(page: Page): Promise<void> {
  await page.evaluate(() => sessionStorage.removeItem('high-noon:session'));
  await page.goto(process.env.HIGH_NOON_URL!);
  await page.getByRole('button', { name: 'Prepare an encounter' }).click();
  await page.locator('[data-testid="editor-board"][data-ready="true"]').waitFor();
}

/** A cast source dragged from the list and dropped on a square's centre. */
async function dropOn(page: Page, testId: string, [x, y]: Square): Promise<void> {
  const board = page.getByTestId('editor-board');
  const box = (await board.boundingBox())!;
  const at = await page.evaluate(
    ([px, py]) => window.highNoonEditor!.pointToClient(px!, py!),
    [x + 0.5, y + 0.5],
  );
  await page
    .getByTestId(testId)
    .dragTo(board, { targetPosition: { x: at.x - box.x, y: at.y - box.y } });
}

test('an NPC dragged from its tier card onto the map, hidden, saved and started: at the table, not on the players’ view', async ({
  app,
}) => {
  await app.setViewportSize({ width: 1280, height: 720 });
  await openEncounters(app);
  const tokens = () => app.evaluate(() => window.highNoonEditor!.map().tokens);
  // Dusty Crossing's barrel stands at J4: nobody starts in cover (G2), and the builder says so.
  await dropOn(app, 'cast-example:buster', [9, 3]);
  await expect(app.getByRole('alert')).toContainText('Not placed');
  expect(await tokens()).toEqual([]);

  await dropOn(app, 'cast-example:buster', [10, 5]);
  await dropOn(app, 'cast-pc:kate', [4, 7]);
  expect((await tokens()).map((t) => [t.name, t.at, t.tier?.level ?? null])).toEqual([
    ['Buster', [10, 5], 1],
    ['Marshal Kate', [4, 7], null],
  ]);
  const seating = app.getByRole('region', { name: 'Seating order' });
  await expect(seating.getByRole('listitem')).toHaveText([/Buster/, /Marshal Kate/]);
  // T1: Kate first, by the keyboard.
  await seating.getByRole('button', { name: 'Move Marshal Kate up' }).press('Enter');
  await expect(seating.getByRole('listitem')).toHaveText([/Marshal Kate/, /Buster/]);
  await seating.getByRole('checkbox', { name: 'Hidden Buster' }).check();
  await app.getByRole('textbox', { name: 'Name' }).fill('Ambush at the crossing');
  await app.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(app.getByRole('status')).toContainText('Saved “Ambush at the crossing”');
  await app.screenshot({ path: `${ARTIFACTS}/encounter-builder-1280x720.png` });

  await app.getByRole('button', { name: 'Start', exact: true }).click();
  await waitForBoard(app);
  const state = (await hooks(app).gameState()) as unknown as {
    encounter: { context: { order: string[] } };
    combatants: Record<string, { name: string; hidden?: boolean; at: Square }>;
  };
  expect(state.encounter.context.order).toEqual(['kate', 'buster']);
  expect(state.combatants['buster']).toMatchObject({ name: 'Buster', hidden: true, at: [10, 5] });

  const projector = await app.context().newPage();
  await projector.goto(`${process.env.HIGH_NOON_URL}projector`);
  const strip = projector.getByTestId('projector-strip');
  await expect(strip).toContainText('Marshal Kate');
  await expect(strip).not.toContainText('Buster');
});
