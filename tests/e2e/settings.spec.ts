import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { BOARD_COLORS } from '../../renderer/board/palette.ts';
import {
  autosaved,
  capture,
  expect,
  hooks,
  resume,
  rgbOf,
  shot,
  test,
  waitForBoard,
} from './fixtures.ts';

/** How many pixels of the column letters above the grid are drawn: 0 when they are hidden. */
async function coordinatePixels(app: Page, file: string): Promise<number> {
  const h = hooks(app);
  const a = await h.pointToClient(0, -0.6);
  const b = await h.pointToClient(16, -0.1);
  const band = { x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y };
  return (await capture(app, file)).countNear(band, rgbOf(BOARD_COLORS.gridLabel));
}

test.describe('preferences', () => {
  test('ticking auto-advance after an undo is no game action: redo stays, and Ctrl+Y redoes the move', async ({
    app,
  }) => {
    const h = hooks(app);
    const log = app.getByTestId('log').locator('li');
    const redo = app.getByRole('button', { name: 'Redo' });
    await app.getByRole('button', { name: 'Begin round 1' }).click();
    await h.click(2, 8);
    expect((await h.gameState()).combatants.kate!.at).toEqual([2, 8]);
    await app.keyboard.press('Control+z');
    expect((await h.gameState()).combatants.kate!.at).toEqual([4, 7]);
    const lines = await log.allTextContents();
    await expect(redo).toBeEnabled();

    const toggle = app.getByRole('checkbox', { name: 'Auto-advance attacks' });
    await toggle.check();
    await expect(toggle).toBeChecked();
    await expect(redo).toBeEnabled();
    expect(await log.allTextContents(), 'a preference writes no log line').toEqual(lines);
    // The checkbox keeps the focus; the table's keys still work.
    await expect(toggle).toBeFocused();
    await app.keyboard.press('Control+y');
    expect((await h.gameState()).combatants.kate!.at).toEqual([2, 8]);
    await expect(redo).toBeDisabled();
  });

  test('the coordinates toggle (C) is no game action either: redo stays', async ({ app }) => {
    const h = hooks(app);
    await app.getByRole('button', { name: 'Begin round 1' }).click();
    await h.click(2, 8);
    await app.keyboard.press('Control+z');
    const lines = await app.getByTestId('log').locator('li').allTextContents();
    await app.keyboard.press('c');
    await h.nextFrame();
    await expect(app.getByRole('button', { name: 'Redo' })).toBeEnabled();
    expect(await app.getByTestId('log').locator('li').allTextContents()).toEqual(lines);
    await app.keyboard.press('Control+y');
    expect((await h.gameState()).combatants.kate!.at).toEqual([2, 8]);
  });

  test('both survive a reload that follows them at once, and a resumed session keeps them', async ({
    app,
  }) => {
    const toggle = app.getByRole('checkbox', { name: 'Auto-advance attacks' });
    await expect(toggle).not.toBeChecked();
    expect(await coordinatePixels(app, 'settings-1-defaults.png')).toBeGreaterThan(200);
    await app.getByRole('button', { name: 'Begin round 1' }).click();
    const name = await autosaved(app);

    await toggle.check();
    await app.keyboard.press('c');
    // No wait for a write: a change must never be lost on the reload that follows it.
    await app.reload();
    await waitForBoard(app);
    await expect(toggle).toBeChecked();
    expect(await coordinatePixels(app, 'settings-2-reloaded.png'), 'still hidden').toBe(0);

    await resume(app, name);
    await expect(app.getByTestId('turn-status')).toContainText('Marshal Kate — Movement phase');
    await waitForBoard(app);
    await expect(toggle).toBeChecked();
    expect(await coordinatePixels(app, 'settings-3-resumed.png'), 'still hidden').toBe(0);

    // And back, across another reload.
    await toggle.uncheck();
    await app.keyboard.press('c');
    await app.reload();
    await waitForBoard(app);
    await expect(toggle).not.toBeChecked();
    expect(await coordinatePixels(app, 'settings-4-back.png')).toBeGreaterThan(200);
  });

  test('a settings file the app cannot read is kept aside, and the table says so and starts with the defaults', async ({
    app,
  }) => {
    const dataDir = process.env.HIGH_NOON_DATA!;
    const bad = { kind: 'settings', schemaVersion: 1, data: { autoAdvance: 'yes' } };
    await writeFile(path.join(dataDir, 'settings.json'), JSON.stringify(bad));
    await app.reload();
    await waitForBoard(app);
    const alert = app.getByRole('alert').filter({ hasText: 'settings' });
    await expect(alert).toContainText('data.autoAdvance: Invalid input: expected boolean');
    await expect(alert).toContainText('the default settings are used');
    await expect(app.getByRole('checkbox', { name: 'Auto-advance attacks' })).not.toBeChecked();
    expect(await coordinatePixels(app, 'settings-corrupt-defaults.png')).toBeGreaterThan(200);
    const aside = (await readdir(dataDir)).filter((f) => f.startsWith('settings.json.corrupt-'));
    expect(aside.length).toBeGreaterThanOrEqual(1);
    await shot(app.locator('.sidebar'), `settings-corrupt-notice.png`);
    await alert.getByRole('button', { name: 'Dismiss' }).click();
    await expect(alert).toHaveCount(0);
  });
});
