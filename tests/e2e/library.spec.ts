import type { Page } from '@playwright/test';
import { expect, hooks, openApp, test, waitForBoard } from './fixtures.ts';

/** The map library panel: its own status and alerts, apart from the turn panel's. */
function library(app: Page) {
  return app.getByRole('region', { name: 'Map library' });
}

function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(performance.now()).toString(36)}`;
}

test.describe('the map library', () => {
  test('lists a map saved in the UI, and loads it back identical after a page reload', async ({
    app,
  }) => {
    const name = unique('Showdown');
    await app.getByLabel('Save this map as').fill(name);
    await app.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(library(app).getByRole('status')).toHaveText(`Saved “${name}”.`);
    const list = app.getByRole('list', { name: 'Saved maps' });
    await expect(list.getByText(name, { exact: true })).toBeVisible();
    const saved = await hooks(app).currentMap();
    expect(saved.name).toBe(name);

    await app.reload();
    await waitForBoard(app);
    // A fresh page opens the sample map, not the save, so loading has something to prove.
    await expect(app.getByTestId('map-title')).toHaveText('Dusty Crossing');
    await app.getByRole('button', { name: `Load ${name}` }).click();
    await expect(app.getByTestId('map-title')).toHaveText(name);
    expect(await hooks(app).currentMap()).toEqual(saved);
  });

  for (const [label, badName, message] of [
    ['a path', '../../etc/passwd', 'cannot be a path'],
    ['an empty name', '   ', 'needs a name'],
    ['a name over 100 characters', 'x'.repeat(101), 'at most 100 characters'],
  ] as const) {
    test(`refuses ${label} with a clear error and saves nothing`, async ({ app }) => {
      await app.getByLabel('Save this map as').fill(badName);
      await app.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(library(app).getByRole('alert')).toContainText(message);
      await expect(library(app).getByRole('status')).toHaveCount(0);
      // The title did not change: the current map was not renamed by a refused save.
      await expect(app.getByTestId('map-title')).toHaveText('Dusty Crossing');
    });
  }

  test('asks before overwriting, and overwrites only when told to', async ({ app }) => {
    const name = unique('Twice');
    const field = app.getByLabel('Save this map as');
    await field.fill(name);
    await app.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(library(app).getByRole('status')).toHaveText(`Saved “${name}”.`);
    await app.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(library(app).getByRole('alert')).toContainText('already exists');
    await app.getByRole('button', { name: 'Overwrite' }).click();
    await expect(library(app).getByRole('status')).toHaveText(`Saved “${name}”.`);
    await expect(
      app.getByRole('list', { name: 'Saved maps' }).getByText(name, { exact: true }),
    ).toHaveCount(1);
  });

  test('renames a save, and refuses to rename onto an existing name', async ({ app }) => {
    const first = unique('First');
    const second = unique('Second');
    for (const name of [first, second]) {
      await app.getByLabel('Save this map as').fill(name);
      await app.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(library(app).getByRole('status')).toHaveText(`Saved “${name}”.`);
    }
    const item = app.getByRole('listitem').filter({ hasText: first });
    await item.getByRole('button', { name: 'Rename' }).click();
    await app.getByLabel(`Rename “${first}” to`).fill(second);
    await app.locator('form.prompt').getByRole('button', { name: 'Rename' }).click();
    await expect(library(app).getByRole('alert')).toContainText('already exists');
    await app.getByLabel(`Rename “${first}” to`).fill(`${first} renamed`);
    await app.locator('form.prompt').getByRole('button', { name: 'Rename' }).click();
    await expect(library(app).getByRole('status')).toHaveText(`Renamed to “${first} renamed”.`);
    await openApp(app);
    await expect(
      app.getByRole('list', { name: 'Saved maps' }).getByText(`${first} renamed`, { exact: true }),
    ).toBeVisible();
  });
});
