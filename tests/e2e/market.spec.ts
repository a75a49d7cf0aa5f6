import {
  ARTIFACTS,
  expect,
  loggedActionTypes,
  resetSettings,
  test,
  waitForBoard,
} from './fixtures.ts';

test.use({ viewport: { width: 1280, height: 720 } });

test.describe('the Marketplace at the table (X1–X4)', () => {
  test('a buy in a store during a turn: gold drops, the item arrives; the NPCs’ store refuses', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(e.message));
    await resetSettings(page);
    // Main Street: the three stores; Tom and Buster (2 gold each) stand inside Jenkins Bros.
    await page.goto(`${process.env.HIGH_NOON_URL}?seed=7&map=main-street`);
    await waitForBoard(page);

    // Off by default (X1): no store panel until the house rules play the Marketplace.
    const store = page.getByTestId('store-panel');
    await expect(store).toHaveCount(0);
    const rules = page.locator('section.rules');
    await rules.getByText('House rules').click();
    await rules.getByLabel('The Marketplace: stores sell in play').check();
    await rules.getByText('House rules').click();
    await expect(store).toBeVisible();

    await page.getByRole('button', { name: 'Begin round 1' }).click();
    await page.getByRole('button', { name: 'End movement' }).click();
    await store.getByText('Stores').click();
    await expect(store.getByTestId('store-buyer')).toHaveText('Marshal Kate: 3 gold · 1/6 items');

    // X3: Jenkins Bros is the NPCs' — the refusal is the engine's, in words.
    const jenkins = store.getByRole('group', { name: 'Jenkins Bros' });
    await expect(jenkins.locator('summary')).toContainText('held by the NPCs');
    await jenkins.locator('summary').click();
    await expect(jenkins.getByTestId('store-why')).toHaveText(
      'The NPCs hold it: 4 gold inside (rule X3).',
    );
    const refused = jenkins.getByRole('button', { name: 'Buy Hollow Points at Jenkins Bros' });
    await expect(refused).toHaveAttribute('aria-disabled', 'true');
    await expect(refused).toHaveAttribute(
      'title',
      'Jenkins Bros is held by the NPCs: only they may buy there (rule X3).',
    );

    // X4: Monco & McAtte is open to all; buying is free, so the turn's action is still there.
    const monco = store.getByRole('group', { name: 'Monco & McAtte' });
    await monco.locator('summary').click();
    await monco.getByRole('button', { name: 'Buy Coffee Beans at Monco & McAtte' }).click();
    await expect(store.getByTestId('store-buyer')).toHaveText('Marshal Kate: 2 gold · 2/6 items');
    await expect(store.getByTestId('store-goods')).toContainText('Coffee Beans');
    await expect(monco).toContainText('Coffee Beans — 1 gold (1 of 2 left)');
    await expect(page.getByText(/Marshal Kate buys Coffee Beans at Monco & McAtte/)).toBeVisible();
    // X4: the purchase was free: the turn's one action is still there.
    await expect(page.getByTestId('turn-status')).toContainText('Action phase: 1 action left');
    // A Hunting Knife from Abernathy Gang, equipped as a weapon (W4, T4): the revolver goes back
    // to the inventory. Every goods control the panel shows is the engine's action.
    const abernathy = store.getByRole('group', { name: 'Abernathy Gang' });
    await abernathy.locator('summary').click();
    await abernathy.getByRole('button', { name: 'Buy Hunting Knife at Abernathy Gang' }).click();
    await expect(store.getByTestId('store-buyer')).toHaveText('Marshal Kate: 0 gold · 3/6 items');
    const controls = await store
      .locator('[data-action]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-action')));
    expect(new Set(controls)).toEqual(new Set(['BUY', 'EQUIP', 'UNEQUIP']));
    await store.getByRole('button', { name: 'Equip Hunting Knife' }).click();
    await expect(store.getByTestId('store-goods')).toContainText('Weapon: Hunting Knife');
    await expect(store.getByTestId('store-goods')).toContainText('Single Action Revolver');
    // Each was dispatched through the UI and logged: the guard of actions.spec for these types.
    expect(await loggedActionTypes(page, 'Main Street')).toEqual(
      expect.arrayContaining(['BUY', 'EQUIP']),
    );
    await page.screenshot({ path: `${ARTIFACTS}/market-1280x720.png` });
    expect(problems, 'console errors during the test').toEqual([]);
  });
});
