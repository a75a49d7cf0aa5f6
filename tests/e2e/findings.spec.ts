import type { Page } from '@playwright/test';
import { autosaved, expect, hooks, openApp, resume, shot, test } from './fixtures.ts';

/*
 * Issue 10's smaller findings, each as a user meets it at the table (seed 7, the sample map).
 */

test.describe('the smaller findings of issue 10', () => {
  test('after a session is resumed, “Save this map as” offers the resumed map’s name', async ({
    app,
  }) => {
    await app.getByRole('button', { name: 'Begin round 1' }).click();
    const session = await autosaved(app, 'Dusty Crossing');
    const field = app.getByLabel('Save this map as');
    // The map saved under another name: the field (and the title) follow it.
    const other = `Mesa ${Date.now().toString(36)}`;
    await field.fill(other);
    await app.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(app.getByTestId('map-title')).toHaveText(other);
    // The session resumed plays Dusty Crossing: the field names that map, not the last one.
    await resume(app, session);
    await expect(app.getByTestId('map-title')).toHaveText('Dusty Crossing');
    await expect(field).toHaveValue('Dusty Crossing');
  });

  test('a read-only window shows every play control disabled, saying why', async ({ app }) => {
    await app.getByRole('button', { name: 'Begin round 1' }).click();
    const name = await autosaved(app, 'Dusty Crossing');
    const second = await app.context().newPage();
    await openApp(second);
    await second.getByRole('button', { name: `Resume ${name}`, exact: true }).click();
    const board = second.getByTestId('board');
    const fresh = await board.getAttribute('data-table');
    await second
      .getByRole('group', { name: 'Session in use' })
      .getByRole('button', { name: 'View read-only' })
      .click();
    await second
      .locator(`[data-testid="board"][data-ready="true"]:not([data-table="${fresh}"])`)
      .waitFor();
    const why = /^Read-only: another window holds this table/;
    // Every control that sends an action, the turn's and the Dealer's, and undo and redo.
    const controls = second.locator(
      '.sidebar [data-action], .sidebar [data-control="undo"], .sidebar [data-control="redo"]',
    );
    expect(await controls.count()).toBeGreaterThan(10);
    for (const control of await controls.all()) {
      await expect(control).toHaveAttribute('aria-disabled', 'true');
      await expect(control).toHaveAttribute('title', why);
      await expect(control).toHaveAccessibleDescription(why);
    }
    // The choices of the next attack too: nothing chosen here would be played.
    const radios = second
      .getByRole('group', { name: 'Attack with (then click an enemy)' })
      .getByRole('radio');
    expect(await radios.count()).toBeGreaterThan(1);
    for (const radio of await radios.all()) {
      await expect(radio).toHaveAttribute('aria-disabled', 'true');
      await expect(radio).toHaveAccessibleDescription(why);
    }
    const endMovement = second.getByRole('button', { name: 'End movement' });
    await endMovement.hover();
    await expect(second.getByTestId('control-why')).toHaveText(why);
    await second.setViewportSize({ width: 1280, height: 720 });
    await shot(second, `findings-read-only-1280.png`);
    // Clicked all the same (Playwright waits for an enabled control unless forced), it does nothing.
    await endMovement.click({ force: true });
    expect(await hooks(second).logLength()).toBe(await hooks(app).logLength());
    await second.close();
  });

  test('the Draw phase shows only what the engine offers then: no attack, item or card controls', async ({
    app,
  }) => {
    await app.getByRole('button', { name: 'Begin round 1' }).click();
    const turn = app.getByRole('region', { name: /^Round 1/ });
    const attackWith = turn.getByRole('group', { name: 'Attack with (then click an enemy)' });
    const extras = turn.getByRole('group', { name: 'With the attack' });
    const items = turn.getByRole('group', { name: 'Items and cards' });
    await app.getByRole('button', { name: 'End movement' }).click();
    // The action phase shows them (Kate's Snake Oil, her cards and chips to shoot with)...
    await expect(attackWith).toBeVisible();
    await expect(extras).toBeVisible();
    await expect(items).toBeVisible();
    await app.getByRole('button', { name: 'End action' }).click();
    await expect(app.getByTestId('turn-status')).toContainText('Draw phase');
    // ...the Draw phase does not: legalActions offers only the draw and a Draw chip then.
    await expect(attackWith).toHaveCount(0);
    await expect(extras).toHaveCount(0);
    await expect(items).toHaveCount(0);
    await expect(turn.getByRole('button', { name: 'Draw and end turn' })).toBeVisible();
    await app.setViewportSize({ width: 1280, height: 720 });
    await shot(app, `findings-draw-phase-1280.png`);
  });

  test('Esc, then a click on an enemy: the table says what to do', async ({ app }) => {
    const h = hooks(app);
    await app.getByRole('button', { name: 'Begin round 1' }).click();
    await app.getByRole('button', { name: 'End movement' }).click();
    await h.hover(4, 4);
    await app.keyboard.press('Escape');
    await h.click(10, 9); // Buster, with nobody selected
    expect(await h.logLength()).toBe(2);
    const hint = app.getByTestId('table-hint');
    await expect(hint).toHaveText(
      /^Buster is selected\. (To shoot Buster, click Marshal Kate, then Buster\.|.+)$/,
    );
    await expect(hint).toContainText('Buster');
    await app.setViewportSize({ width: 1280, height: 720 });
    await shot(app, `findings-esc-then-click-1280.png`);
    // As it says: Kate, then Buster (Kate, not Buster, is who the next click selects).
    await h.click(4, 7);
    await expect(hint).toHaveCount(0);
    expect((await h.overlay()).selected).toBe('kate');
  });

  test('the Dealer panel shows each refusal as text, which its control is described by', async ({
    app,
  }) => {
    const dealer = app.getByRole('region', { name: 'Dealer' });
    await expectRefusalsShown(app, 1); // before the round: no check to cancel
    await dealer.getByLabel('Check by').selectOption({ label: 'Marshal Kate' });
    await dealer.getByRole('button', { name: 'Call the check' }).click();
    await expectRefusalsShown(app, 3); // a check waits: no second check, no fix until it is played
    await dealer.scrollIntoViewIfNeeded();
    await app.setViewportSize({ width: 1280, height: 720 });
    await shot(dealer, `findings-dealer-refusals-1280.png`);
  });

  // One table, resized to each screen in turn: a new page at each size cost a boot (seconds at
  // 3840×2160), and the sidebar's layout follows the window as it does on a fresh one.
  test("at 1280×720, 1920×1080 and 3840×2160 the hint and the Dealer's refusals stay inside the sidebar", async ({
    app,
  }) => {
    const h = hooks(app);
    await app.setViewportSize({ width: 1280, height: 720 });
    await app.getByRole('button', { name: 'Begin round 1' }).click();
    const dealer = app.getByRole('region', { name: 'Dealer' });
    await dealer.getByRole('button', { name: 'Call the check' }).click();
    await app.keyboard.press('Escape');
    await h.click(10, 9);
    for (const [width, height] of [
      [1280, 720],
      [1920, 1080],
      [3840, 2160],
    ] as const) {
      await app.setViewportSize({ width, height });
      await h.nextFrame();
      await expect(app.getByTestId('table-hint')).toBeVisible();
      await shot(app, `findings-sidebar-${width}.png`);
      await dealer.scrollIntoViewIfNeeded();
      const sidebar = (await app.locator('.sidebar').boundingBox())!;
      // The whole page is shot once above; this one is of the sidebar its texts must keep to.
      await shot(app, `findings-dealer-${width}.png`, { clip: sidebar });
      const texts = app.locator('.sidebar .refusal, [data-testid="table-hint"]');
      expect(await texts.count(), `at ${width}×${height}`).toBeGreaterThan(1);
      for (const text of await texts.all()) {
        const box = (await text.boundingBox())!;
        expect(box.x, `at ${width}×${height}`).toBeGreaterThanOrEqual(sidebar.x);
        expect(box.x + box.width, `at ${width}×${height}`).toBeLessThanOrEqual(
          sidebar.x + sidebar.width + 0.5,
        );
      }
    }
  });
});

/**
 * Every control of the Dealer panel that the engine refuses now says why on the panel, not only as
 * a tooltip: the words are visible, and the control's aria-describedby names them.
 */
async function expectRefusalsShown(app: Page, atLeast: number): Promise<void> {
  const dealer = app.getByRole('region', { name: 'Dealer' });
  const refused = dealer.locator('[data-action][aria-disabled="true"]');
  await expect.poll(() => refused.count()).toBeGreaterThanOrEqual(atLeast);
  for (const control of await refused.all()) {
    const reason = (await control.getAttribute('title'))!;
    expect(reason).toBeTruthy();
    const ids = await control.getAttribute('aria-describedby');
    expect(ids, `${await control.textContent()} is described by its reason`).toBeTruthy();
    const shown = app.locator(`[id="${ids}"]`);
    await expect(shown).toBeVisible();
    await expect(shown).toHaveText(reason);
    await expect(control).toHaveAccessibleDescription(reason);
  }
}
