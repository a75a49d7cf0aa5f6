import { expect, hooks, shot, test } from './fixtures.ts';

test.describe('house rules', () => {
  test('the Dealer changes a house rule: play follows it, the log says so, Ctrl+Z takes it back', async ({
    app,
  }) => {
    const h = hooks(app);
    await app.getByRole('button', { name: 'Begin round 1' }).click();
    await h.nextFrame();

    const panel = app.locator('section.rules');
    await panel.getByText('House rules').click();
    await expect(panel.getByTestId('rules-changed')).toHaveText('as the ledger says');
    // M3: a door costs 2 movement to open instead of 1.
    const doorCost = panel.getByLabel('Movement to open or close a door');
    await doorCost.fill('2');
    await doorCost.press('Enter');
    await expect(panel.getByTestId('rules-changed')).toHaveText('1 changed');
    await expect(
      app.getByText('House rule M3 — Movement to open or close a door: 1 → 2.'),
    ).toBeVisible();
    await shot(app, `rules-door-cost-2.png`);

    // A value the schema refuses is flagged in the field and never sent.
    await doorCost.fill('-1');
    await doorCost.press('Enter');
    await expect(doorCost).toHaveAttribute('aria-invalid', 'true');
    expect((await h.gameState()).options.doorToggleCost).toBe(2);
    await doorCost.press('Escape');
    await expect(doorCost).toHaveValue('2');

    // Play follows it: Kate walks 3 squares to the door, and opening it takes 2 of her last 3.
    await h.click(4, 4);
    await app.locator('[data-testid="board"] canvas').focus();
    await app.keyboard.press('d');
    await expect(app.getByTestId('turn-status')).toContainText('1 of 6 squares left');

    // Undo takes back one decision at a time: the door, the move, then the rule.
    for (let i = 0; i < 3; i++) await app.keyboard.press('Control+z');
    await expect(panel.getByTestId('rules-changed')).toHaveText('as the ledger says');
    await expect(doorCost).toHaveValue('1');
    expect((await h.gameState()).options.doorToggleCost).toBe(1);
  });

  test('a checkbox rule applies at once, and a new map keeps the Dealer’s house rules', async ({
    app,
  }) => {
    const h = hooks(app);
    const panel = app.locator('section.rules');
    await panel.getByText('House rules').click();
    await panel.getByLabel('Melee ignores cover').uncheck();
    expect((await h.gameState()).options.meleeIgnoresCover).toBe(false);
    await expect(panel.getByTestId('rules-changed')).toHaveText('1 changed');
    await panel.getByRole('button', { name: 'Back to the ledger’s defaults' }).click();
    expect((await h.gameState()).options.meleeIgnoresCover).toBe(true);
    await panel.getByLabel('Melee ignores cover').uncheck();

    // Save the map and load it back: the new table plays by the same house rules.
    const name = `House rules ${Date.now().toString(36)}`;
    await app.getByLabel('Save this map as').fill(name);
    await app.getByRole('button', { name: 'Save', exact: true }).click();
    const library = app.getByRole('region', { name: 'Map library' });
    await expect(library.getByRole('status')).toHaveText(`Saved “${name}”.`);
    await app.getByRole('button', { name: `Load ${name}` }).click();
    // Changing rules is play: the log is not empty, so Load asks first.
    const prompt = library.getByRole('group', { name: 'Confirm' });
    await prompt.getByRole('button', { name: 'Load', exact: true }).click();
    await expect(library.getByRole('status')).toHaveText(`Loaded “${name}”.`);
    await expect(panel.getByTestId('rules-changed')).toHaveText('1 changed');
    expect((await h.gameState()).options.meleeIgnoresCover).toBe(false);
  });

  test('a map the house rules cannot seat is refused with the reason, and the table stays as it was', async ({
    app,
  }) => {
    const h = hooks(app);
    const name = `Seating ${Date.now().toString(36)}`;
    await app.getByLabel('Save this map as').fill(name);
    await app.getByRole('button', { name: 'Save', exact: true }).click();
    const library = app.getByRole('region', { name: 'Map library' });
    await expect(library.getByRole('status')).toHaveText(`Saved “${name}”.`);

    // B3: a Pistol costing 1 LP puts Marshal Kate's level-1 build over its 17 LP (rule B6).
    const panel = app.locator('section.rules');
    await panel.getByText('House rules').click();
    // B5, K6: the house content is listed beside the options, read-only, with its rule.
    await panel.getByText('House content').click();
    const content = panel.getByRole('list', { name: 'House content' });
    await expect(content.getByRole('listitem').filter({ hasText: 'Badge of Office' })).toHaveText(
      'B5 Milestone perk: Badge of Office Lawmen, level 6: Charming +1: folk listen to the law.',
    );
    await expect(content.getByRole('listitem').filter({ hasText: 'Quick Study' })).toContainText(
      'K6 Special card: Quick Study Omni, 1 SCP',
    );
    const cost = panel.getByLabel('Pistol LP cost');
    await cost.fill('1');
    await cost.press('Enter');
    const before = await h.gameState();
    await app.getByRole('button', { name: `Load ${name}` }).click();
    await library
      .getByRole('group', { name: 'Confirm' })
      .getByRole('button', { name: 'Load', exact: true })
      .click();
    await expect(library.getByRole('alert')).toContainText(
      "This map cannot be played: Marshal Kate's build is not valid (rule B6): 18 LP spent of 17 (rule B1).",
    );
    expect(await h.gameState()).toEqual(before);
  });
});
