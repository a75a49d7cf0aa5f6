import type { Page } from '@playwright/test';
import { expect, hooks, passTurn, shot, test, waitForBoard } from './fixtures.ts';

/**
 * Issue 10, item 8: the end of an encounter on the sample skirmish. The summary takes the play
 * controls' place in the sidebar, never the board's, and its figures are the game's: they are
 * checked here against the attack's resolution the game state holds.
 */

/** Plays the attack under way through its shown steps, the defender playing no card. */
async function playOutAttack(page: Page): Promise<void> {
  const h = hooks(page);
  await page.getByRole('button', { name: 'No card', exact: true }).click();
  for (let i = 0; i < 12 && (await h.gameState()).attack; i++)
    await page.getByRole('button', { name: /^Continue/ }).click();
  expect((await h.gameState()).attack).toBeNull();
}

/** The Dealer's HP fix, from the Dealer panel. */
async function fixHp(page: Page, name: string, by: number): Promise<void> {
  const dealer = page.getByRole('region', { name: 'Dealer' });
  await dealer.getByLabel('HP of').selectOption({ label: name });
  await dealer.getByLabel('HP change').fill(String(by));
  await dealer.getByRole('button', { name: 'Change HP' }).click();
}

/** The summary is in the sidebar, beside the board: the two boxes never overlap. */
async function expectBesideBoard(page: Page): Promise<void> {
  const board = (await page.getByTestId('board').boundingBox())!;
  const summary = (await page
    .getByRole('region', { name: 'The encounter is over' })
    .boundingBox())!;
  expect(summary.x).toBeGreaterThanOrEqual(board.x + board.width - 1);
  // Bringing the summary into view scrolls the sidebar alone, never the page under the top bar.
  expect((await page.locator('.topbar').boundingBox())!.y).toBe(0);
}

test.describe('the end of an encounter', () => {
  test('a real finish: Ned shoots Buster, the Dealer fells the rest; the summary adds it up', async ({
    app,
  }) => {
    const h = hooks(app);
    await app.getByRole('button', { name: 'Begin round 1' }).click();
    await passTurn(app);
    // Ned antes his Range chip (the table warns it adds nothing, and it is spent all the same).
    await app.getByRole('button', { name: 'End movement' }).click();
    await app.getByLabel('Range chips').fill('1');
    await h.click(10, 9);
    await playOutAttack(app);
    const lastShot = (await h.gameState()).lastAttack!;
    expect(lastShot).toMatchObject({ attacker: 'ned', target: 'buster' });
    const r = lastShot.resolution!;
    const beyond = r.damage - r.absorbed - r.hpDamage;
    // No summary while play is on.
    await expect(app.getByRole('region', { name: 'The encounter is over' })).toHaveCount(0);

    const busterUp = (await h.gameState()).combatants.buster!.hp.hpLeft > 0;
    if (busterUp) await fixHp(app, 'Buster', -99);
    await fixHp(app, 'Tom', -99);

    const summary = app.getByRole('region', { name: 'The encounter is over' });
    await expect(summary).toBeVisible();
    await expect(summary.getByTestId('summary-outcome')).toHaveText(
      'The PCs win in round 1: no one on the other side is standing (rule T7).',
    );
    await expect(summary.getByTestId('summary-rounds')).toHaveText('1 round played');
    await expect(summary.getByTestId('summary-falls').getByRole('listitem')).toHaveText([
      busterUp
        ? "Buster fell in round 1, by the Dealer's HP fix."
        : "Buster fell in round 1, to Ned's attack.",
      "Tom fell in round 1, by the Dealer's HP fix.",
    ]);
    const split = `${r.absorbed} gear · ${r.hpDamage} HP${beyond > 0 ? ` · ${beyond} beyond the last HP` : ''}`;
    const ned = summary.getByTestId('summary-row-ned');
    await expect(ned.getByRole('cell').nth(0)).toHaveText(
      `${r.damage}${r.damage > 0 ? split : ''}`,
    );
    await expect(ned.getByRole('cell').nth(2)).toHaveText('11 Range');
    const buster = summary.getByTestId('summary-row-buster');
    await expect(buster.getByRole('rowheader')).toHaveText('Busterdown');
    await expect(buster.getByRole('cell').nth(1)).toContainText(
      `${r.damage}${r.damage > 0 ? split : ''}`,
    );
    await expect(summary.getByTestId('summary-row-kate').getByRole('cell').nth(0)).toHaveText('0');
    // The log is there, to its last line.
    await expect(summary.getByTestId('log')).toContainText('Tom is down (the skull square).');
    await expect(summary.getByRole('button', { name: 'New encounter on this map' })).toBeVisible();
    await expect(summary.getByRole('button', { name: 'Back to start' })).toBeVisible();
    // The play controls are gone: the summary took their place.
    await expect(app.getByTestId('turn-status')).toHaveCount(0);

    for (const [width, height] of [
      [1280, 720],
      [1920, 1080],
      [3840, 2160],
    ] as const) {
      await app.setViewportSize({ width, height });
      await h.nextFrame();
      await expectBesideBoard(app);
      await shot(app, `summary-${width}x${height}.png`);
    }
    await app.setViewportSize({ width: 1280, height: 800 });

    // A new encounter on the same map: round 1 again, the fallen standing.
    const before = await app.getByTestId('board').getAttribute('data-table');
    await summary.getByRole('button', { name: 'New encounter on this map' }).click();
    await app
      .locator(`[data-testid="board"][data-ready="true"]:not([data-table="${before}"])`)
      .waitFor();
    await expect(app.getByRole('button', { name: 'Begin round 1' })).toBeVisible();
    await expect(app.getByRole('region', { name: 'The encounter is over' })).toHaveCount(0);
    const fresh = await h.gameState();
    expect(fresh.combatants.tom!.hp.hpLeft).toBeGreaterThan(0);
    expect(await h.logLength()).toBe(0);
  });

  test('the Dealer ends it: who stood, no one fell; Back to start leaves the table, and a reload stays there', async ({
    app,
  }) => {
    await app.getByRole('button', { name: 'Begin round 1' }).click();
    await app
      .getByRole('region', { name: 'Dealer' })
      .getByRole('button', { name: 'End the encounter' })
      .click();
    const summary = app.getByRole('region', { name: 'The encounter is over' });
    await expect(summary.getByTestId('summary-outcome')).toHaveText(
      'The Dealer ended the encounter in round 1 (rule T7), with 2 of the PCs and 2 of the NPCs standing.',
    );
    await expect(summary.getByTestId('summary-falls')).toHaveText('No one fell.');
    await expect(summary.getByRole('row')).toHaveCount(5);
    await expectBesideBoard(app);

    await summary.getByRole('button', { name: 'Back to start' }).click();
    const start = app.getByRole('navigation', { name: 'Start' });
    await expect(start.getByRole('heading', { name: 'Table' })).toBeVisible();
    await expect(app.getByTestId('board')).toHaveCount(0);
    // The table's last autosave stays shown off the table (issue 13, item 8).
    await expect(app.getByTestId('table-save-state')).toContainText('Last table: Autosaved at ');
    await expect(app.getByTestId('table-save-state')).toContainText('“Autosave – Dusty Crossing');
    await app.reload();
    await expect(start.getByRole('heading', { name: 'Table' })).toBeVisible();
    await expect(app.getByTestId('board')).toHaveCount(0);
    // And the table is one click away again.
    await start.getByRole('button', { name: 'New table on Dusty Crossing' }).click();
    await waitForBoard(app);
    await expect(app.getByRole('button', { name: 'Begin round 1' })).toBeVisible();
  });
});
