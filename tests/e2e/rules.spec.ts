import { ARTIFACTS, expect, hooks, test } from './fixtures.ts';

test.describe('house rules', () => {
  test('the Dealer changes a house rule: play follows it, the log says so, Ctrl+Z takes it back', async ({
    app,
  }) => {
    const h = hooks(app);
    await app.getByRole('button', { name: 'Begin round 1' }).click();
    await h.nextFrame();
    const reachBefore = (await h.overlay()).reach.length;
    expect(reachBefore).toBeGreaterThan(40);

    const panel = app.locator('section.rules');
    await panel.getByText('House rules').click();
    await expect(panel.getByTestId('rules-changed')).toHaveText('as the ledger says');
    // M1: each step costs 2 movement; Kate's 6 squares of Speed reach 3 steps.
    const stepCost = panel.getByLabel('Movement per step');
    await stepCost.fill('2');
    await stepCost.press('Enter');
    await expect(panel.getByTestId('rules-changed')).toHaveText('1 changed');
    await expect(app.getByText('House rule M1 — Movement per step: 1 → 2.')).toBeVisible();
    await h.nextFrame();
    const reach = (await h.overlay()).reach;
    expect(reach.length).toBeLessThan(reachBefore);
    expect(Math.max(...reach.map((r) => r.cost))).toBeLessThanOrEqual(6);
    await app.screenshot({ path: `${ARTIFACTS}/rules-step-cost-2.png` });

    // A value the schema refuses is flagged in the field and never sent.
    await stepCost.fill('0');
    await stepCost.press('Enter');
    await expect(stepCost).toHaveAttribute('aria-invalid', 'true');
    expect((await h.gameState()).options.stepCost).toBe(2);
    await stepCost.press('Escape');
    await expect(stepCost).toHaveValue('2');

    await app.locator('[data-testid="board"] canvas').focus();
    await app.keyboard.press('Control+z');
    await expect(panel.getByTestId('rules-changed')).toHaveText('as the ledger says');
    await expect(stepCost).toHaveValue('1');
    expect((await h.gameState()).options.stepCost).toBe(1);
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

    // B3: a Pistol costing 1 LP puts Marshal Kate's level-1 build over its 17 LP (B6).
    const panel = app.locator('section.rules');
    await panel.getByText('House rules').click();
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
      "This map cannot be played: Marshal Kate's build is not valid (B6): 18 LP spent of 17 (B1).",
    );
    expect(await h.gameState()).toEqual(before);
  });
});
