import { expect, hooks, passTurn, shot, test } from './fixtures.ts';

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
    await shot(app, `turn-next-attack-with.png`);
    await app.getByRole('button', { name: 'End movement' }).click();
    await h.click(10, 9);
    await expect(app.getByRole('alert')).toHaveCount(0);
    expect((await h.gameState()).attack).toMatchObject({ attacker: 'ned', target: 'buster' });
  });
});

test.describe('controls the engine does not offer', () => {
  test('are disabled with the engine’s reason: title, aria-description, and on hover or focus', async ({
    app,
  }) => {
    const h = hooks(app);
    await app.getByRole('button', { name: 'Begin round 1' }).click();
    await app.getByRole('button', { name: 'End movement' }).click();
    await expect(app.getByTestId('turn-status')).toContainText('Marshal Kate — Action phase');
    const spend = app.getByRole('button', { name: 'Spend a speed chip' });
    const reason =
      'Marshal Kate has no speed chip left: spent chips are gone until the next day (rule H3).';
    await expect(spend).toBeDisabled();
    await expect(spend).toHaveAttribute('title', reason);
    await expect(spend).toHaveAccessibleDescription(reason);
    await expect(app.getByTestId('control-why')).toHaveCount(0);
    await spend.hover();
    await expect(app.getByTestId('control-why')).toHaveText(reason);
    await shot(app, `control-disabled-hovered.png`);
    // A click sends nothing.
    const logged = (await h.gameState()).turn;
    await spend.click({ force: true });
    expect((await h.gameState()).turn).toEqual(logged);
    await expect(app.getByRole('alert')).toHaveCount(0);
    // The keyboard reaches it too, and hears the same reason.
    await spend.blur();
    await app.mouse.move(5, 5);
    await expect(app.getByTestId('control-why')).toHaveCount(0);
    await spend.focus();
    await expect(app.getByTestId('control-why')).toHaveText(reason);
    // What is offered is enabled, with no reason.
    const end = app.getByRole('button', { name: 'End action' });
    await expect(end).toBeEnabled();
    await expect(end).not.toHaveAttribute('title');
  });
});
