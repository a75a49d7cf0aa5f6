import type { Page } from '@playwright/test';
import { copyFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import { autosaved, expect, hooks, resume, shot, test, waitForBoard } from './fixtures.ts';
import { SAVE_KIND_VERSIONS } from '../../engine/save/saveDocument.ts';

/**
 * A save an older app wrote, copied by hand into the data folder as `file`, then resumed as
 * `name` in the reloaded page. Returns where the file is.
 */
async function resumeCopied(app: Page, fixture: string, file: string, name: string) {
  const copied = path.join(process.env.HIGH_NOON_DATA!, 'saves', 'sessions', file);
  await copyFile(`tests/fixtures/${fixture}`, copied);
  await app.reload();
  await waitForBoard(app);
  await resume(app, name);
  return copied;
}

test.describe('sessions', () => {
  test('every action is autosaved; after a reload the session resumes exactly where it was', async ({
    app,
  }) => {
    const h = hooks(app);
    await app.getByRole('button', { name: 'Begin round 1' }).click();
    await h.click(2, 8);
    await app.getByRole('button', { name: 'End movement' }).click();
    const name = await autosaved(app, 'Dusty Crossing');
    const before = await h.gameState();
    expect(before.combatants.kate!.at).toEqual([2, 8]);

    await app.reload();
    await waitForBoard(app);
    // The reload resumes the table in progress, shuffles and all (issue 10: it opened round 1)…
    await expect(app.getByTestId('turn-status')).toContainText('Marshal Kate — Action phase');
    expect(await h.gameState()).toEqual(before);
    // …as does resuming its autosave by hand.
    await resume(app, name);
    expect(await h.gameState()).toEqual(before);
    // The resumed game goes on in the same autosave.
    await app.getByRole('button', { name: 'End action' }).click();
    expect(await autosaved(app, 'Dusty Crossing')).toBe(name);
  });

  test('a new table never overwrites the autosave of the game before it', async ({ app }) => {
    const h = hooks(app);
    await app.getByRole('button', { name: 'Begin round 1' }).click();
    await h.click(2, 8);
    const first = await autosaved(app, 'Dusty Crossing');
    const before = await h.gameState();

    // Another map, loaded over the game (the library asks first).
    const other = `Other ${Date.now().toString(36)}`;
    await app.getByLabel('Save this map as').fill(other);
    await app.getByRole('button', { name: 'Save', exact: true }).click();
    await app.getByRole('button', { name: `Load ${other}` }).click();
    await app
      .getByRole('group', { name: 'Confirm' })
      .getByRole('button', { name: 'Load', exact: true })
      .click();
    await expect(app.getByTestId('map-title')).toHaveText(other);
    await app.getByRole('button', { name: 'Begin round 1' }).click();
    const second = await autosaved(app, other);
    expect(second).not.toBe(first);

    const sessions = app.getByRole('list', { name: 'Saved sessions' });
    await expect(sessions.getByText(first, { exact: true })).toBeVisible();
    await expect(sessions.getByText(second, { exact: true })).toBeVisible();
    await shot(
      app.getByRole('region', { name: 'Sessions' }),
      `sessions-one-autosave-per-table.png`,
    );
    await resume(app, first);
    await expect(app.getByTestId('map-title')).toHaveText('Dusty Crossing');
    expect(await h.gameState()).toEqual(before);
  });

  test('an autosave the v1 app wrote resumes where it was, and goes on as a save of this version', async ({
    app,
  }) => {
    // The v1 app's own autosave (tests/fixtures/README.md).
    const name = 'Autosave – Dusty Crossing – 2026-06-01 20:14:05';
    const file = await resumeCopied(app, 'session-v1.json', 'v1-autosave.json', name);
    await expect(app.getByTestId('turn-status')).toContainText('Marshal Kate — Action phase');
    const state = await hooks(app).gameState();
    expect(state.combatants.kate!.at).toEqual([4, 4]);
    expect(state.combatants.ned!.hp.hpLeft).toBe(5);
    expect(state.map.doors[0]!.open).toBe(true);
    // The next action is autosaved into the same save, now written at this version.
    await app.getByRole('button', { name: 'End action' }).click();
    expect(await autosaved(app, 'Dusty Crossing')).toBe(name);
    await expect
      .poll(async () => JSON.parse(await readFile(file, 'utf8')).schemaVersion)
      .toBe(SAVE_KIND_VERSIONS.session);
  });
  test('a session played under rules that bent closed ones resumes under the closed ones, its log saying so first (issue 36)', async ({
    app,
  }) => {
    // A v2 save with the Speed chip's initiative off, a climb limit of 0 and no obstacle shared.
    await resumeCopied(
      app,
      'session-v2-house-rules.json',
      'house-rules.json',
      'Dusty Crossing house rules',
    );
    const lines = app.getByTestId('log').getByRole('listitem');
    await expect(lines.first()).toHaveText(
      /^Rules update \(H1, closed\): a Speed chip at a round’s start can always buy an earlier place\./,
    );
    await expect(lines.nth(2)).toContainText('Rules update (E3, closed)');
    await expect(lines.nth(3)).toContainText('Rules update (G5, closed)');
    const options = (await hooks(app).gameState()).options as unknown as Record<string, unknown>;
    expect(options).not.toHaveProperty('speedChipMovesInitiative');
    expect(options).toMatchObject({ maxStepUpRanks: 1, sharedCoverReach: 1, doorToggleCost: 2 });
    await lines.first().scrollIntoViewIfNeeded();
    await shot(app, 'session-rules-update-1280x800.png');
  });

  test("a game's autosaves keep its earlier versions, and the Library puts one back to resume (issue 16, item 4)", async ({
    app,
  }) => {
    const h = hooks(app);
    await app.getByRole('button', { name: 'Begin round 1' }).click();
    const name = await autosaved(app, 'Dusty Crossing');
    const begun = await h.gameState();
    await h.click(2, 8);
    await autosaved(app, 'Dusty Crossing');
    expect((await h.gameState()).combatants.kate!.at).toEqual([2, 8]);

    // The Library, in this same window: the game is its own, so the restore is its to make.
    await app.evaluate(() => sessionStorage.removeItem('high-noon:session'));
    await app.goto(process.env.HIGH_NOON_URL!);
    await app.getByRole('button', { name: 'Open the Library' }).click();
    await app.getByRole('searchbox').fill(name);
    await app.getByRole('list', { name: 'Saves found' }).getByRole('button', { name }).click();
    const side = app.locator('.library-side');
    await side.getByText('Restore an earlier version').click();
    // Newest first: the game as it was before Kate's move.
    await side
      .getByRole('list', { name: 'Earlier versions' })
      .getByRole('button', { name: /^Restore the version of/ })
      .first()
      .click();
    await expect(side.getByRole('status').first()).toContainText(`Put back “${name}”`);

    // Resumed, the game is where it was before the move, and goes on in the same autosave.
    await side.getByRole('button', { name: 'Resume' }).click();
    await waitForBoard(app);
    expect(await h.gameState()).toEqual(begun);
    await app.getByRole('button', { name: 'End movement' }).click();
    expect(await autosaved(app, 'Dusty Crossing')).toBe(name);
    await expect(app.getByTestId('turn-status')).toContainText('Marshal Kate — Action phase');
  });
});
