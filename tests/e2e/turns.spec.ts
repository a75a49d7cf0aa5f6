import { ARTIFACTS, expect, hooks, passTurn, test } from './fixtures.ts';

test.describe('turns at the table', () => {
  test('what to attack with starts at “Strongest” for each character’s turn', async ({ app }) => {
    const h = hooks(app);
    await app.getByRole('button', { name: 'Begin round 1' }).click();
    await expect(app.getByTestId('turn-status')).toContainText('Marshal Kate — Movement phase');
    const hand = app.getByRole('group', { name: 'Attack with (then click an enemy)' });
    await hand.getByRole('radio', { name: 'Single Action Revolver' }).check();
    await passTurn(app);

    // Kate's choice of her revolver is not Ned's: his turn starts from the strongest attack.
    await expect(app.getByTestId('turn-status')).toContainText('Ned — Movement phase');
    await expect(hand.getByRole('radio', { name: 'Strongest' })).toBeChecked();
    await app.screenshot({ path: `${ARTIFACTS}/turn-next-attack-with.png` });
    await app.getByRole('button', { name: 'End movement' }).click();
    await h.click(10, 9);
    await expect(app.getByRole('alert')).toHaveCount(0);
    expect((await h.gameState()).attack).toMatchObject({ attacker: 'ned', target: 'buster' });
  });
});
