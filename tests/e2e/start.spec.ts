import type { Page } from '@playwright/test';
import dusty from '../../assets/maps/dusty-crossing.json' with { type: 'json' };
import {
  autosaved,
  expect,
  hooks,
  passTurn,
  test,
  waitForBoard,
  shotsAtSizes,
} from './fixtures.ts';

/**
 * Issue 10, item 10: the start screen lists what exists (today the Table) and the last table in
 * progress, one click away; a reload of a table in progress goes straight back to it.
 */

/** This window, off any table (as a new window is), at the app's plain address. */
async function openStart(page: Page): Promise<void> {
  await page.evaluate(() => sessionStorage.removeItem('high-noon:session'));
  await page.goto(process.env.HIGH_NOON_URL!);
  await expect(startEntries(page).getByRole('heading', { name: 'Table' })).toBeVisible();
}

function startEntries(page: Page) {
  return page.getByRole('navigation', { name: 'Start' });
}

test.describe('the start screen', () => {
  test('lists the Table, Practice, Finger Guns, Texas Shootout, the Campaign, the Library, Characters, NPC cards and Encounters, with the last table in progress; Resume opens it at its round', async ({
    app,
  }) => {
    const h = hooks(app);
    // A table played into round 2, autosaved.
    await app.getByRole('button', { name: 'Begin round 1' }).click();
    for (let turn = 0; turn < 4; turn++) await passTurn(app);
    await app.getByRole('button', { name: 'Begin round 2' }).click();
    const name = await autosaved(app, 'Dusty Crossing');
    const played = await h.logLength();

    await openStart(app);
    const start = startEntries(app);
    // What is not built yet is not listed at all.
    await expect(start.getByRole('heading')).toHaveText([
      'Table',
      'Practice',
      'Finger Guns',
      'Texas Shootout',
      'Campaign',
      'Library',
      'Characters',
      'NPC cards',
      'Encounters',
    ]);
    for (const absent of ['Editor'])
      await expect(app.getByText(absent, { exact: false })).toHaveCount(0);
    const resume = start.getByRole('button', { name: `Resume: ${name}, round 2`, exact: true });
    await expect(resume).toBeVisible();
    await expect(start.getByRole('button', { name: 'New table on Dusty Crossing' })).toBeVisible();
    // For people to look at (npm run test:shots): the sizes only change for the pictures.
    await shotsAtSizes(app, 'start', { width: 1280, height: 800 });

    await resume.click();
    await waitForBoard(app);
    const state = await h.gameState();
    expect(state.encounter.context.round).toBe(2);
    expect(await h.logLength()).toBe(played);
    await expect(app.getByTestId('turn-status')).toContainText('Marshal Kate — Movement phase');
  });

  test('New table opens round 1; a reload of it, once in play, resumes it without the start screen', async ({
    app,
  }) => {
    const h = hooks(app);
    await openStart(app);
    await startEntries(app).getByRole('button', { name: 'New table on Dusty Crossing' }).click();
    await waitForBoard(app);
    expect((await h.gameState()).encounter.context.round).toBe(1);
    expect(await h.logLength()).toBe(0);
    await app.getByRole('button', { name: 'Begin round 1' }).click();
    await app.getByRole('button', { name: 'End movement' }).click();
    await autosaved(app, 'Dusty Crossing');

    await app.reload();
    await waitForBoard(app);
    await expect(startEntries(app)).toHaveCount(0);
    expect(await h.logLength()).toBe(2);
    await expect(app.getByTestId('turn-status')).toContainText('Marshal Kate — Action phase');
  });

  test('a new table on a map from the library', async ({ app }) => {
    const url = process.env.HIGH_NOON_URL!;
    const response = await app.request.post(new URL('api/writeSave', url).toString(), {
      data: {
        kind: 'map',
        name: 'Start Street',
        data: { ...dusty, name: 'Start Street' },
        overwrite: true,
      },
    });
    expect(await response.json()).toMatchObject({ ok: true });
    await openStart(app);
    const start = startEntries(app);
    await start.getByLabel('Map from the library').selectOption('Start Street');
    await start.getByRole('button', { name: 'New table on this map' }).click();
    await waitForBoard(app);
    await expect(app.getByTestId('map-title')).toHaveText('Start Street');
    expect((await hooks(app).gameState()).encounter.context.round).toBe(1);
  });
});
