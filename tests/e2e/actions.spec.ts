import type { Page } from '@playwright/test';
import { actionSchema } from '../../engine/index.ts';
import {
  expect,
  hooks,
  loggedActionTypes,
  MARKETPLACE_ACTIONS,
  passTurn,
  shot,
  test,
} from './fixtures.ts';

/*
 * Issue 10: every action type the engine knows is reached through the UI — clicked, not only
 * shown — and does what it says. The sample table, seed 7: Kate (Snake Oil) at E8, first in the
 * seating; Ned (6 of 9 HP, Medical Kit, Steady Aim) at G10; Tom at M3; Buster at K10.
 */

/** Every action type of the engine's schema but the Marketplace's: a new one fails the guard below. */
const ACTION_TYPES = actionSchema.options
  .map((o) => o.shape.type.value)
  .filter((type) => !MARKETPLACE_ACTIONS.includes(type));

const dealer = (app: Page) => app.getByRole('region', { name: 'Dealer' });
const log = (app: Page) => app.getByTestId('log');

/** The Dealer gives `who` chips of a kind (AWARD_CHIP), through the Dealer panel. */
async function award(app: Page, who: string, chip: string, count: number): Promise<void> {
  await dealer(app).getByLabel('Chips to').selectOption({ label: who });
  await dealer(app).getByLabel('Chip kind').selectOption(chip);
  await dealer(app).getByLabel('Chip count').fill(String(count));
  await dealer(app).getByRole('button', { name: 'Award' }).click();
}

/** What the session has logged, as its autosave holds it: the actions the UI dispatched. */
/** Whoever acts passes (T2) until it is `name`'s turn. */
async function passUntil(app: Page, name: string): Promise<void> {
  const status = app.getByTestId('turn-status');
  for (let turns = 0; turns < 8; turns++) {
    if ((await status.textContent())?.startsWith(`${name} — `)) return;
    await passTurn(app);
  }
  throw new Error(`${name}'s turn never came`);
}

test.describe('every action type, clicked (issue 10)', () => {
  test('SPEND_SPEED_FOR_INITIATIVE: Ned spends a Speed chip and acts first (T6)', async ({
    app,
  }) => {
    const h = hooks(app);
    await award(app, 'Ned', 'speed', 1);
    await app.getByRole('button', { name: 'Ned: a Speed chip to act earlier' }).click();
    await expect(log(app)).toContainText('Ned spends a Speed chip to act earlier this round.');
    const ned = (await h.gameState()).combatants.ned!;
    expect([ned.chips.speed, ned.spent.speed]).toEqual([0, 1]);
    await app.getByRole('button', { name: 'Begin round 1' }).click();
    await expect(app.getByTestId('turn-status')).toContainText('Ned — Movement phase');
  });

  test('SPEND_CHIP: Kate spends a Speed chip for more squares this turn (H1)', async ({ app }) => {
    const h = hooks(app);
    await award(app, 'Marshal Kate', 'speed', 1);
    await app.getByRole('button', { name: 'Begin round 1' }).click();
    const status = app.getByTestId('turn-status');
    await expect(status).toContainText('6 of 6 squares left');
    await app.getByRole('button', { name: 'Spend a speed chip' }).click();
    await expect(log(app)).toContainText('Marshal Kate spends a speed chip.');
    await expect(status).not.toContainText('6 of 6 squares left');
    const state = await h.gameState();
    expect(state.turn!.flow.context.speed).toBeGreaterThan(6);
    expect(state.combatants.kate!.spent.speed).toBe(1);
  });

  test('PLAY_CARD: Ned plays Steady Aim into play, for his next turn (R2)', async ({ app }) => {
    const h = hooks(app);
    await app.getByRole('button', { name: 'Begin round 1' }).click();
    await passUntil(app, 'Ned');
    await app.getByRole('button', { name: 'End movement' }).click();
    await app.getByRole('button', { name: 'Play Steady Aim' }).click();
    await expect(log(app)).toContainText('Ned plays Steady Aim: it takes effect next turn');
    const ned = (await h.gameState()).combatants.ned!;
    expect(ned.hand.map((id) => ned.cards[id]!.name)).not.toContain('Steady Aim');
    await expect(app.getByRole('button', { name: 'Play Steady Aim' })).toHaveCount(0);
  });

  test('ADVANCE_DAY: the next day dawns and spent chips return (Y1)', async ({ app }) => {
    const h = hooks(app);
    await award(app, 'Marshal Kate', 'speed', 1);
    await app.getByRole('button', { name: 'Begin round 1' }).click();
    await app.getByRole('button', { name: 'Spend a speed chip' }).click();
    expect((await h.gameState()).combatants.kate!.spent.speed).toBe(1);
    await app.getByRole('button', { name: 'Next day' }).click();
    await expect(log(app)).toContainText('Day 2 dawns: spent chips return (rule Y1).');
    await expect(app.getByRole('heading', { name: /^Round 1 · Day 2$/ })).toBeVisible();
    const state = await h.gameState();
    expect(state.day.context.day).toBe(2);
    expect(state.combatants.kate!.spent.speed).toBe(0);
  });

  test('SET_SEATING: the Dealer seats the last one a place earlier (T1)', async ({ app }) => {
    const h = hooks(app);
    const before = (await h.gameState()).encounter.context.seating;
    const last = (await h.gameState()).combatants[before.at(-1)!]!.name;
    await dealer(app)
      .getByRole('button', { name: `Seat ${last} earlier` })
      .click();
    await expect(log(app)).toContainText('The Dealer sets the seating (rule T1)');
    const after = (await h.gameState()).encounter.context.seating;
    expect(after).toEqual([...before.slice(0, -2), before.at(-1), before.at(-2)]);
    const seating = dealer(app).getByRole('group', { name: 'Seating' }).getByRole('listitem');
    await expect(seating.nth(before.length - 2)).toContainText(last);
  });

  test('END_ENCOUNTER: the Dealer ends the encounter (T7)', async ({ app }) => {
    const h = hooks(app);
    await app.getByRole('button', { name: 'Begin round 1' }).click();
    await dealer(app).getByRole('button', { name: 'End the encounter' }).click();
    await expect(log(app)).toContainText('The Dealer ends the encounter (rule T7).');
    expect((await h.gameState()).encounter.value).toBe('ended');
    // Nothing of a turn is offered any more.
    await expect(app.getByRole('button', { name: 'End movement' })).toHaveCount(0);
  });

  /*
   * The guard: one game in which every action type of the engine's schema is dispatched by a
   * click, a key or a form of the UI, and logged. The test never acts itself (the test hooks
   * only read), so an action type with no path through the UI cannot appear in the log, and a
   * type added to the schema fails here until the table has a control for it.
   */
  test('every action type of the engine’s schema is dispatched through the UI in one game', async ({
    app,
  }) => {
    const h = hooks(app);
    const d = dealer(app);
    // The round's start. A house rule (SET_RULES): a door costs 2 squares of movement.
    const rules = app.locator('section', { has: app.getByText('House rules') });
    await rules.getByText('House rules').click();
    const doorCost = rules.getByLabel('Movement to open or close a door');
    await doorCost.fill('2');
    await doorCost.press('Enter');
    // A check played (CALL_CHECK, PLAY_CHECK_CARD), and one called off (CANCEL_CHECK).
    await d.getByLabel('Check by').selectOption({ label: 'Marshal Kate' });
    await d.getByRole('button', { name: 'Call the check' }).click();
    await app
      .getByRole('group', { name: "Marshal Kate's check" })
      .locator('[data-action="PLAY_CHECK_CARD"]')
      .first()
      .click();
    await d.getByRole('button', { name: 'Call the check' }).click();
    await d.getByRole('button', { name: 'Cancel the check' }).click();
    // The Dealer's hand: the next day, an HP fix, a token moved, the seating, chips.
    await app.getByRole('button', { name: 'Next day' }).click();
    await d.getByLabel('HP of').selectOption({ label: 'Tom' });
    await d.getByLabel('HP change').fill('-1');
    await d.getByRole('button', { name: 'Change HP' }).click();
    await d.getByLabel('Token to place').selectOption({ label: 'Tom' });
    await d.getByRole('button', { name: 'Place by hand' }).click();
    await h.click(8, 8);
    const seating = (await h.gameState()).encounter.context.seating;
    const last = (await h.gameState()).combatants[seating.at(-1)!]!.name;
    await d.getByRole('button', { name: `Seat ${last} earlier` }).click();
    await award(app, 'Ned', 'speed', 1);
    await award(app, 'Ned', 'action', 1);
    // An ambush set, then called off (HIDE, REVEAL).
    await d.getByLabel('Hide or reveal').selectOption({ label: 'Buster' });
    await d.getByRole('button', { name: 'Hide', exact: true }).click();
    await d.getByRole('button', { name: 'Reveal', exact: true }).click();
    // The fog of war on the players' view, on and off again (SET_FOG).
    await d.getByRole('combobox', { name: 'Fog of war' }).selectOption('live');
    await expect(log(app)).toContainText('The Dealer sets the fog of war live');
    await d.getByRole('combobox', { name: 'Fog of war' }).selectOption('off');
    // What the players see of the NPCs, rough and back (SET_NPC_SHOWN, issue 40).
    const npcHp = d.getByRole('combobox', { name: "NPCs' HP on the players' view" });
    await npcHp.selectOption('rough');
    await expect(log(app)).toContainText('the players see only how hurt the NPCs are');
    await npcHp.selectOption('shown');
    // A line shown to the players, and taken down (SHOW_TO_PLAYERS, issue 40, item 5).
    await app.getByRole('button', { name: 'Show…' }).click();
    await app.getByLabel('A line of text').fill('The stage is late.');
    await app.getByRole('button', { name: 'Show the line' }).click();
    await app.getByRole('button', { name: 'Take it down' }).click();
    await expect(log(app)).toContainText(
      'The Dealer takes "The stage is late." off the players\' screen.',
    );
    await app.getByRole('button', { name: 'Ned: a Speed chip to act earlier' }).click();
    await app.getByRole('button', { name: 'Begin round 1' }).click();

    // Ned first: an Action chip for a second action, Steady Aim, then a shot at Buster.
    await expect(app.getByTestId('turn-status')).toContainText('Ned — Movement phase');
    await app.getByRole('button', { name: 'End movement' }).click();
    await app.getByRole('button', { name: 'Spend an action chip' }).click();
    await app.getByRole('button', { name: 'Play Steady Aim' }).click();
    await h.click(10, 9);
    await app
      .getByRole('group', { name: "Buster's defence" })
      .locator('[data-action="DEFEND"]')
      .first()
      .click();
    const next = app.getByRole('button', { name: /^Continue/ });
    for (let i = 0; i < 8 && (await next.count()) > 0; i++) await next.click();
    await expect(next).toHaveCount(0);
    await app.getByRole('button', { name: 'End action' }).click();
    await app.getByRole('button', { name: 'Draw and end turn' }).click();

    // Kate: up to the door, through it (MOVE, TOGGLE_DOOR), Snake Oil (USE_ITEM), her draw.
    await passUntil(app, 'Marshal Kate');
    await h.click(4, 4);
    await app
      .getByRole('button', { name: /the door at/ })
      .first()
      .click();
    await app.getByRole('button', { name: 'End movement' }).click();
    await app.getByRole('button', { name: /^Snake Oil .* on yourself$/ }).click();
    await app.getByRole('button', { name: 'End action' }).click();
    await app.getByRole('button', { name: 'Draw and end turn' }).click();
    await d.getByRole('button', { name: 'End the encounter' }).click();
    await expect(log(app)).toContainText('The Dealer ends the encounter (rule T7).');
    await app.setViewportSize({ width: 1280, height: 720 });
    await shot(app, `actions-every-type-1280.png`);

    const logged = new Set(await loggedActionTypes(app, 'Dusty Crossing'));
    expect(ACTION_TYPES.filter((t) => !logged.has(t))).toEqual([]);
  });
});
