import { actionSchema } from '../../engine/index.ts';
import { expect, hooks, MARKETPLACE_ACTIONS, passTurn, shot, test } from './fixtures.ts';
import type { Page } from '@playwright/test';

/*
 * Issue 10, item 1: a control for every action legalActions can offer, enabled when offered and
 * otherwise disabled with isLegal's reason; the Dealer's panel; items, checks, special cards.
 * The sample table, seed 7: Kate (Snake Oil) at E8, Ned (6 of 9 HP, Medical Kit, Steady Aim).
 */

/** Every other action type the engine knows, from its own schema: a new one fails this test. */
const ACTION_TYPES = actionSchema.options
  .map((o) => o.shape.type.value)
  .filter((type) => !MARKETPLACE_ACTIONS.includes(type));

async function shownActions(page: Page): Promise<string[]> {
  return page
    .locator('[data-action]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-action')!));
}

test.describe('a control for every action', () => {
  test('every action type the engine can offer has a control, and is reached through the UI', async ({
    app,
  }) => {
    const h = hooks(app);
    const reached = new Set<string>();
    const look = async () => (await shownActions(app)).forEach((t) => reached.add(t));
    const dealer = app.getByRole('region', { name: 'Dealer' });

    await look(); // the round's start: BEGIN_TURNS, initiative, the Dealer's fixes
    // An NPC hidden (HIDE): its control then offers the reveal (REVEAL), which is used.
    await dealer.getByLabel('Hide or reveal').selectOption({ label: 'Buster' });
    await dealer.getByRole('button', { name: 'Hide', exact: true }).click();
    await look();
    await dealer.getByRole('button', { name: 'Reveal', exact: true }).click();
    // A check called on Kate: her check cards, and the Dealer's Cancel, which is then used.
    await dealer.getByLabel('Check by').selectOption({ label: 'Marshal Kate' });
    await dealer.getByRole('button', { name: 'Call the check' }).click();
    await look();
    await dealer.getByRole('button', { name: 'Cancel the check' }).click();
    // A house rule through the Rules panel (SET_RULES has no button: its form is the control).
    const rules = app.locator('section', { has: app.getByText('House rules') });
    await rules.getByText('House rules').click();
    const doorCost = rules.getByLabel('Movement to open or close a door');
    await doorCost.fill('2');
    await doorCost.press('Enter');
    await app.getByRole('button', { name: 'Begin round 1' }).click();
    await look();
    await h.click(4, 4); // Kate walks up to the door (a MOVE by the board), then works it
    await look();
    await app
      .getByRole('button', { name: /the door at/ })
      .first()
      .click();
    await app.getByRole('button', { name: 'End movement' }).click();
    await look();
    await app.getByRole('button', { name: 'End action' }).click();
    await look();
    await app.getByRole('button', { name: 'Draw and end turn' }).click();
    await app.getByRole('button', { name: 'End movement' }).click();
    await look(); // Ned's action phase: his Medical Kit, Steady Aim
    await h.click(10, 9); // Ned shoots Buster (a DECLARE_ATTACK by the board)
    await look(); // Buster's defence
    await app
      .getByRole('group', { name: "Buster's defence" })
      .locator('[data-action]')
      .first()
      .click();
    await look(); // the steps: CONTINUE
    const next = app.getByRole('button', { name: /^Continue/ });
    for (let i = 0; i < 8 && (await next.count()) > 0; i++) await next.click();
    await expect(next).toHaveCount(0);
    // Three are sent by the board or a form, not a button: the state shows each was reached.
    const state = await h.gameState();
    if (state.combatants.kate!.at.join() !== '4,7') reached.add('MOVE');
    if (state.lastAttack?.attacker === 'ned') reached.add('DECLARE_ATTACK');
    if (state.options.doorToggleCost === 2) reached.add('SET_RULES');
    expect(Object.values(state.map.doors).some((d) => d.open)).toBe(true);
    expect(ACTION_TYPES.filter((t) => !reached.has(t))).toEqual([]);
  });

  test('an item heals: Ned uses his Medical Kit on himself', async ({ app }) => {
    const h = hooks(app);
    await app.getByRole('button', { name: 'Begin round 1' }).click();
    await passTurn(app);
    await app.getByRole('button', { name: 'End movement' }).click();
    expect((await h.gameState()).combatants.ned!.hp.hpLeft).toBe(6);
    await app.getByRole('button', { name: 'Medical Kit (heal 5 HP) on yourself' }).click();
    // W2: a Medical Kit heals 5, held to the track's 9.
    expect((await h.gameState()).combatants.ned!.hp.hpLeft).toBe(9);
    await expect(app.getByRole('alert')).toHaveCount(0);
  });

  test('a check passes and a check fails (seed 7): the Dealer sets the TN, Kate plays a card', async ({
    app,
  }) => {
    const dealer = app.getByRole('region', { name: 'Dealer' });
    const log = app.getByTestId('log');
    for (const [tn, outcome] of [
      ['2', 'success'],
      ['30', 'failure'],
    ] as const) {
      await dealer.getByLabel('Check by').selectOption({ label: 'Marshal Kate' });
      await dealer.getByLabel('TN').fill(tn);
      // The form as the click will send it: a CI run once found no check group after the click,
      // and these say whether the form or the call was what went wrong.
      await expect(dealer.getByLabel('Check by').locator('option:checked')).toHaveText(
        'Marshal Kate',
      );
      await expect(dealer.getByLabel('TN')).toHaveValue(tn);
      await dealer.getByRole('button', { name: 'Call the check' }).click();
      await expect(log).toContainText(new RegExp(`calls for .+ from Marshal Kate, TN ${tn}\\.`));
      const cards = app.getByRole('group', { name: "Marshal Kate's check" });
      await cards.locator('[data-action="PLAY_CHECK_CARD"]').first().click();
      await expect(log).toContainText(new RegExp(`against TN ${tn} — ${outcome}`));
    }
  });

  test('a defence with a card plus two Defense chips (A6, H2)', async ({ app }) => {
    const h = hooks(app);
    const dealer = app.getByRole('region', { name: 'Dealer' });
    await dealer.getByLabel('Chips to').selectOption({ label: 'Buster' });
    await dealer.getByLabel('Chip kind').selectOption('defense');
    await dealer.getByLabel('Chip count').fill('2');
    await dealer.getByRole('button', { name: 'Award' }).click();
    expect((await h.gameState()).combatants.buster!.chips.defense).toBe(2);
    await app.getByRole('button', { name: 'Begin round 1' }).click();
    await passTurn(app);
    await app.getByRole('button', { name: 'End movement' }).click();
    await h.click(10, 9);
    const defence = app.getByRole('group', { name: "Buster's defence" });
    await defence.getByLabel('Defense chips').fill('2');
    const withTwo = defence.getByRole('button', { name: /^Defend \d+ \+ 2 Defense chips/ });
    await expect(withTwo.first()).toBeVisible();
    // Every card stays in view, each at the most chips the engine offers it with.
    const hand = (await h.gameState()).combatants.buster!.hand.length;
    await expect(defence.locator('[data-action="DEFEND"]')).toHaveCount(hand + 1);
    await app.setViewportSize({ width: 1280, height: 720 });
    await shot(app, `controls-defence-1280.png`);
    await withTwo.first().click();
    const buster = (await h.gameState()).combatants.buster!;
    expect(buster.chips.defense).toBe(0);
    expect(buster.spent.defense).toBe(2);
    await expect(app.getByTestId('log')).toContainText('antes 2 Defense chips');
  });

  test('a chip that would add nothing is warned of before it is spent (H1)', async ({ app }) => {
    const h = hooks(app);
    await app.getByRole('button', { name: 'Begin round 1' }).click();
    await passTurn(app);
    await app.getByRole('button', { name: 'End movement' }).click();
    await app.getByLabel('Range chips').fill('1');
    await h.hover(10, 9); // Buster, already within Ned's reach
    const warnings = app.getByTestId('chip-warnings');
    await expect(warnings.getByRole('listitem')).toHaveCount(1);
    await expect(warnings).toContainText(
      /Range chip would add nothing: Buster is already in range/,
    );
    await shot(app, `controls-chip-warning.png`);
    // Nothing is spent by the warning itself.
    expect((await h.gameState()).combatants.ned!.chips.range).toBe(1);
  });

  test('the Dealer fixes HP and undoes it', async ({ app }) => {
    const h = hooks(app);
    const dealer = app.getByRole('region', { name: 'Dealer' });
    await dealer.getByLabel('HP of').selectOption({ label: 'Ned' });
    await dealer.getByLabel('HP change').fill('2');
    await dealer.getByRole('button', { name: 'Change HP' }).click();
    expect((await h.gameState()).combatants.ned!.hp.hpLeft).toBe(8);
    await app.getByRole('button', { name: 'Undo' }).click();
    expect((await h.gameState()).combatants.ned!.hp.hpLeft).toBe(6);
  });

  test('a token placed by hand: choose it, click a square', async ({ app }) => {
    const h = hooks(app);
    const dealer = app.getByRole('region', { name: 'Dealer' });
    await dealer.getByLabel('Token to place').selectOption({ label: 'Tom' });
    await dealer.getByRole('button', { name: 'Place by hand' }).click();
    await expect(dealer.getByRole('status')).toHaveText('Click a square for Tom');
    await h.click(8, 8);
    expect((await h.gameState()).combatants.tom!.at).toEqual([8, 8]);
  });

  // One table, resized: a boot at each size cost seconds.
  test('the Dealer panel at 1280×720 and at 1920×1080 sits beside the board', async ({ app }) => {
    for (const [width, height] of [
      [1280, 720],
      [1920, 1080],
    ] as const) {
      await app.setViewportSize({ width, height });
      const dealer = app.getByRole('region', { name: 'Dealer' });
      await dealer.scrollIntoViewIfNeeded();
      await shot(app, `controls-dealer-${width}.png`);
      const board = await app.getByTestId('board').boundingBox();
      const panel = await dealer.boundingBox();
      expect(panel!.x, `at ${width}×${height}`).toBeGreaterThanOrEqual(board!.x + board!.width - 1);
    }
  });
});
