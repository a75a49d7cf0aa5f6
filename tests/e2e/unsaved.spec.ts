import { autosaved, expect, hooks, test, waitForBoard } from './fixtures.ts';

/**
 * Nothing lost on a reload: an action taken a moment before the page goes (inside the autosave's
 * debounce, or while its write is still on the wire) is kept by the window and written when it
 * comes back, so the reload resumes the table with it.
 */
test.describe('a reload right after an action', () => {
  test('keeps the first action of a new table, never written before the reload', async ({
    app,
  }) => {
    const h = hooks(app);
    await app.getByRole('button', { name: 'Begin round 1' }).click();
    expect(await h.logLength()).toBe(1);
    await app.reload();
    await waitForBoard(app);
    await expect(app.getByTestId('turn-status')).toContainText('Marshal Kate');
    expect(await h.logLength()).toBe(1);
    // One autosave for the table, whether or not its first write landed as the page went.
    await app.getByRole('button', { name: 'End movement' }).click();
    expect(await autosaved(app, 'Dusty Crossing')).not.toMatch(/\(\d+\)$/);
  });

  test('keeps the last actions of a table already saved', async ({ app }) => {
    const h = hooks(app);
    await app.getByRole('button', { name: 'Begin round 1' }).click();
    await expect(app.getByTestId('autosave')).toContainText('Autosaved');
    await h.click(2, 8);
    await app.getByRole('button', { name: 'End movement' }).click();
    const before = await h.gameState();
    const logged = await h.logLength();
    await app.reload();
    await waitForBoard(app);
    expect(await h.logLength()).toBe(logged);
    expect(await h.gameState()).toEqual(before);
  });
});
