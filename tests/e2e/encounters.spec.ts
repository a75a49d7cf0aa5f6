import type { Locator, Page } from '@playwright/test';
import type { Square } from '../../engine/index.ts';
import { expect, hooks, shot, test, waitForBoard } from './fixtures.ts';

/**
 * Issue 13, items 2 and 3: the Dealer's own NPC card made on the cards screen (a fault named in
 * words first), then an encounter prepared ahead: the card dragged onto the map (the editor's
 * token placement), hidden for an ambush, the encounter saved and loaded back; then, from the
 * Library, the card opened in its screen, the encounter in its builder and started: the NPC is at
 * the table, and not on the players' view.
 */

/** This window off any table, on the start screen. */
async function openStart(page: Page): Promise<void> {
  await page.evaluate(() => sessionStorage.removeItem('high-noon:session'));
  await page.goto(process.env.HIGH_NOON_URL!);
}

async function makeCard(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open the NPC cards' }).click();
  const cards = page.getByRole('navigation', { name: 'NPC cards' });
  const status = page.getByRole('status');
  // A built-in card is read-only: it offers Duplicate, no form. A duplicate saves, and deletes.
  await cards.getByRole('button', { name: /Rose/ }).click();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Duplicate' }).click();
  await page.getByRole('button', { name: 'Save to the library' }).click();
  await expect(status).toContainText('Saved “Rose (copy)”');
  await expect(cards.getByRole('region', { name: 'Red' })).toContainText('Rose (copy)');
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('button', { name: 'Delete it' }).click();
  await expect(status).toContainText('Deleted “Rose (copy)”');
  await expect(cards).not.toContainText('Rose (copy)');

  await page.getByRole('button', { name: 'New card' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Deputy Hicks');
  await page.getByRole('radio', { name: 'Blue' }).check();
  await page.getByLabel('Tier level').fill('2');
  await page.getByLabel('HP', { exact: true }).fill('0');
  await page.getByRole('button', { name: 'Save to the library' }).click();
  await expect(page.getByRole('alert')).toContainText('Not saved');
  await expect(page.getByLabel('HP', { exact: true })).toHaveAccessibleDescription(
    'HP: at least 1',
  );
  await page.getByLabel('HP', { exact: true }).fill('9');
  await page.getByRole('button', { name: 'Save to the library' }).click();
  await expect(status).toContainText('Saved “Deputy Hicks”');
  await expect(cards.getByRole('region', { name: 'Blue' })).toContainText('B2Deputy Hicks');
  await page.getByRole('button', { name: 'Back to start' }).click();
}

/** The Library from the start screen, one save found by name and shown; its side panel. */
async function openLibraryOn(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Open the Library' }).click();
  await page.getByRole('searchbox').fill(name);
  await page.getByRole('list', { name: 'Saves found' }).getByRole('button', { name }).click();
  const side = page.locator('.library-side');
  await expect(side.getByRole('heading', { name })).toBeVisible();
  return side;
}

async function openEncounters(page: Page): Promise<void> {
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
  await openStart(app);
  await makeCard(app);
  await openEncounters(app);
  const tokens = () => app.evaluate(() => window.highNoonEditor!.map().tokens);
  // Dusty Crossing's barrel stands at J4: nobody starts in cover (G2), and the builder says so.
  await dropOn(app, 'cast-example:buster', [9, 3]);
  await expect(app.getByRole('alert')).toContainText('Not placed');
  expect(await tokens()).toEqual([]);

  await dropOn(app, 'cast-library:Deputy Hicks', [10, 5]);
  await dropOn(app, 'cast-pc:kate', [4, 7]);
  expect((await tokens()).map((t) => [t.name, t.at, t.tier?.level ?? null])).toEqual([
    ['Deputy Hicks', [10, 5], 2],
    ['Marshal Kate', [4, 7], null],
  ]);
  const seating = app.getByRole('region', { name: 'Seating order' });
  await expect(seating.getByRole('listitem')).toHaveText([/Deputy Hicks/, /Marshal Kate/]);
  // T1: Kate first, by the keyboard.
  await seating.getByRole('button', { name: 'Move Marshal Kate up' }).press('Enter');
  await expect(seating.getByRole('listitem')).toHaveText([/Marshal Kate/, /Deputy Hicks/]);
  await seating.getByRole('checkbox', { name: 'Hidden Deputy Hicks' }).check();
  await app.getByRole('textbox', { name: 'Name' }).fill('Ambush at the crossing');
  await app.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(app.getByRole('status')).toContainText('Saved “Ambush at the crossing”');
  await shot(app, `encounter-builder-1280x720.png`);

  // The sample encounter loads; the saved one loads back as it was saved.
  const open = app.getByRole('combobox', { name: 'Open' });
  await open.selectOption('Dusty showdown (sample)');
  await app.getByRole('button', { name: 'Load' }).click();
  await expect(seating.getByRole('listitem')).toHaveCount(6);

  // From the Library (issue 13, items 2, 3 and 8): the card opens in the NPC cards screen, the
  // encounter in its builder as saved, and it starts from there.
  await app.getByRole('button', { name: 'Back to start' }).click();
  const side = await openLibraryOn(app, 'Deputy Hicks');
  await side.getByRole('button', { name: 'Open in the NPC cards' }).click();
  await expect(app.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Deputy Hicks');
  await expect(app.getByLabel('HP', { exact: true })).toHaveValue('9');
  await app.getByRole('button', { name: 'Back to start' }).click();

  await openLibraryOn(app, 'Ambush at the crossing');
  await side.getByRole('button', { name: 'Open in the builder' }).click();
  await expect(seating.getByRole('listitem')).toHaveText([/Marshal Kate/, /Deputy Hicks/]);
  await expect(seating.getByRole('checkbox', { name: 'Hidden Deputy Hicks' })).toBeChecked();
  await expect(app.getByRole('textbox', { name: 'Name' })).toHaveValue('Ambush at the crossing');
  await app.getByRole('button', { name: 'Back to start' }).click();

  // A seat naming a character nobody has: the Library says why, in the engine's words. It
  // duplicates and deletes as a map does.
  const crowded = `Crowded ${Date.now().toString(36)}`;
  const written = await app.request.post(
    new URL('api/writeSave', process.env.HIGH_NOON_URL!).href,
    {
      data: {
        kind: 'encounter',
        name: crowded,
        data: {
          map: 'Dusty Crossing',
          placements: [{ id: 'stranger', side: 'pc', at: [4, 7], character: 'nobody-here' }],
          dealerNotes: '',
        },
      },
    },
  );
  expect(await written.json()).toMatchObject({ ok: true });
  await openLibraryOn(app, crowded);
  await side.getByRole('button', { name: 'Start the encounter' }).click();
  await expect(side.getByRole('alert')).toHaveText(
    `“${crowded}” cannot start: the seat "stranger" names the character "nobody-here", who is not in the posse.`,
  );
  await side.getByRole('button', { name: 'Duplicate' }).click();
  await side.getByRole('button', { name: 'Duplicate' }).last().click();
  await expect(side.getByRole('status').first()).toHaveText(`Duplicated to “${crowded} copy”.`);
  await side.getByRole('button', { name: 'Delete' }).click();
  await side.getByRole('button', { name: 'Delete' }).last().click();
  await expect(side.getByRole('status').first()).toHaveText(
    `Deleted “${crowded} copy” (it is kept in the trash folder).`,
  );
  // The trash brings it back under its name (issue 16, item 4), and the list has it again.
  await side.getByText('Deleted saves').click();
  await side.getByRole('button', { name: `Restore ${crowded} copy` }).click();
  await expect(side.getByRole('status').first()).toHaveText(
    `Restored “${crowded} copy” from the trash.`,
  );
  await app.getByRole('searchbox').fill(`${crowded} copy`);
  await expect(
    app.getByRole('list', { name: 'Saves found' }).getByRole('button', { name: `${crowded} copy` }),
  ).toBeVisible();
  await expect(side.getByRole('button', { name: `Restore ${crowded} copy` })).toHaveCount(0);
  await app.getByRole('searchbox').fill('Ambush at the crossing');
  await app.getByRole('list', { name: 'Saves found' }).getByRole('button').first().click();
  await side.getByRole('button', { name: 'Start the encounter' }).click();
  await waitForBoard(app);
  const state = (await hooks(app).gameState()) as unknown as {
    encounter: { context: { order: string[] } };
    combatants: Record<string, { name: string; hidden?: boolean; at: Square }>;
  };
  expect(state.encounter.context.order).toEqual(['kate', 'deputy-hicks']);
  expect(state.combatants['deputy-hicks']).toMatchObject({
    name: 'Deputy Hicks',
    hidden: true,
    at: [10, 5],
  });

  const projector = await app.context().newPage();
  await projector.goto(`${process.env.HIGH_NOON_URL}projector`);
  const strip = projector.getByTestId('projector-strip');
  await expect(strip).toContainText('Marshal Kate');
  await expect(strip).not.toContainText('Deputy Hicks');
});
