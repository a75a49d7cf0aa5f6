import { expect, hooks, test, waitForBoard } from './fixtures.ts';

test.describe('sessions', () => {
  test('every action is autosaved; after a reload the session resumes exactly where it was', async ({
    app,
  }) => {
    const h = hooks(app);
    await app.getByRole('button', { name: 'Begin round 1' }).click();
    await h.click(2, 8);
    await app.getByRole('button', { name: 'End movement' }).click();
    await expect(app.getByTestId('autosave')).toContainText('Autosaved at');
    const before = await h.gameState();
    expect(before.combatants.kate!.at).toEqual([2, 8]);

    await app.reload();
    await waitForBoard(app);
    // A fresh page starts a fresh table…
    expect((await h.gameState()).combatants.kate!.at).toEqual([4, 7]);
    // …and the autosave brings the game back, shuffles and all.
    await app.getByRole('button', { name: 'Resume Autosave' }).click();
    await expect(app.getByTestId('turn-status')).toContainText('Marshal Kate — Action phase');
    expect(await h.gameState()).toEqual(before);
  });
});
