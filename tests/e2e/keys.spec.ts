import type { Page } from '@playwright/test';
import { expect, hooks, test } from './fixtures.ts';

/**
 * The key map (renderer/keys/keyMap.ts, README's key table): each shortcut fires its action once,
 * letters in either case, and none fires while a text field, a list or a number has the focus.
 */

/** The focus back on the page itself, as after a click on the board. */
async function blur(page: Page): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

async function showCoordinates(page: Page): Promise<boolean> {
  const url = new URL('api/getSettings', process.env.HIGH_NOON_URL).toString();
  const answer = (await (await page.request.post(url, { data: {} })).json()) as {
    value: { settings: { showCoordinates: boolean } };
  };
  return answer.value.settings.showCoordinates;
}

test.describe('the key map', () => {
  test('each table shortcut fires its action once: undo, redo, door (any case), Esc, C, Enter', async ({
    app,
  }) => {
    const h = hooks(app);
    const status = app.getByTestId('turn-status');
    await app.getByRole('button', { name: 'Begin round 1' }).click();
    await h.click(4, 4); // Kate walks up to the door (rules.spec.ts)
    await blur(app);
    const log = await h.logLength();
    const doorOpen = async () => Object.values((await h.gameState()).map.doors).some((d) => d.open);
    expect(await doorOpen()).toBe(false);

    // D in each case: Shift+D, Caps Lock's "D" (no Shift), and d. Each toggles the door once.
    await app.keyboard.press('Shift+D');
    expect(await doorOpen()).toBe(true);
    expect(await h.logLength()).toBe(log + 1);
    await app.keyboard.press('D');
    expect(await doorOpen()).toBe(false);
    await app.keyboard.press('d');
    expect(await doorOpen()).toBe(true);
    expect(await h.logLength()).toBe(log + 3);

    // Undo and redo step one decision each, whichever redo chord.
    await app.keyboard.press('Control+z');
    expect(await h.logLength()).toBe(log + 2);
    expect(await doorOpen()).toBe(false);
    await app.keyboard.press('Control+y');
    expect(await h.logLength()).toBe(log + 3);
    await app.keyboard.press('Control+Z');
    await app.keyboard.press('Control+Shift+Z');
    expect(await h.logLength()).toBe(log + 3);
    expect(await doorOpen()).toBe(true);

    // Esc deselects Kate.
    expect((await h.overlay()).selected).toBe('kate');
    await app.keyboard.press('Escape');
    expect((await h.overlay()).selected).toBeNull();

    // C, then Shift+C: the coordinates hide, then show, one change each.
    await app.keyboard.press('c');
    await expect.poll(() => showCoordinates(app)).toBe(false);
    await app.keyboard.press('Shift+C');
    await expect.poll(() => showCoordinates(app)).toBe(true);

    // Enter ends the phase the phase button names, one phase a press, as the button would.
    await expect(status).toContainText('Movement phase');
    await app.keyboard.press('Enter');
    await expect(status).toContainText('Action phase');
    expect(await h.logLength()).toBe(log + 4);
    // On the focused phase button, Enter presses it: still one phase, not two.
    await app.getByRole('button', { name: 'End action' }).focus();
    await app.keyboard.press('Enter');
    await expect(status).toContainText('Draw phase');
    expect(await h.logLength()).toBe(log + 5);
    await blur(app);
    await app.keyboard.press('Enter');
    await expect(status).not.toContainText('Marshal Kate');
    expect(await h.logLength()).toBe(log + 6);
  });

  test('the buttons name their keys for screen readers, from the key map', async ({ app }) => {
    await app.getByRole('button', { name: 'Begin round 1' }).click();
    await expect(app.getByRole('button', { name: 'End movement' })).toHaveAttribute(
      'aria-keyshortcuts',
      'Enter',
    );
    await expect(app.getByRole('button', { name: 'Undo' })).toHaveAttribute(
      'aria-keyshortcuts',
      'Control+Z',
    );
    await expect(app.getByRole('button', { name: 'Redo' })).toHaveAttribute(
      'aria-keyshortcuts',
      'Control+Y Control+Shift+Z',
    );
  });

  test('Space steps an attack once a press', async ({ app }) => {
    const h = hooks(app);
    await app.getByRole('button', { name: 'Begin round 1' }).click();
    // Kate steps to F10 and shoots Buster, who plays no card (overlays.spec.ts).
    await h.click(5, 9);
    await app.getByRole('button', { name: 'End movement' }).click();
    await h.click(10, 9);
    await app.getByRole('button', { name: 'No card', exact: true }).click();
    await blur(app);
    const step = async () => (await h.gameState()).attack?.flow.value;
    expect(await step()).toBe('attackTotalled');
    await app.keyboard.press('Space');
    expect(await step()).toBe('coverApplied');
    await app.keyboard.press('Space');
    expect(await step()).toBe('defenseTotalled');
  });

  test('each board shortcut moves the camera once', async ({ app }) => {
    const h = hooks(app);
    const fitted = await h.view();
    await blur(app);
    await app.keyboard.press('+');
    expect((await h.view()).scale).toBeCloseTo(fitted.scale * 1.25, 5);
    await app.keyboard.press('=');
    const zoomed = await h.view();
    expect(zoomed.scale).toBeCloseTo(fitted.scale * 1.25 * 1.25, 5);
    for (const [key, dx, dy] of [
      ['ArrowLeft', 80, 0],
      ['ArrowRight', -80, 0],
      ['ArrowUp', 0, 80],
      ['ArrowDown', 0, -80],
    ] as const) {
      const before = await h.view();
      await app.keyboard.press(key);
      const after = await h.view();
      expect([after.x - before.x, after.y - before.y], key).toEqual([dx, dy]);
    }
    await app.keyboard.press('-');
    expect((await h.view()).scale).toBeCloseTo(zoomed.scale / 1.25, 5);
    await app.keyboard.press('0');
    expect(await h.view()).toEqual(fitted);
  });

  test('no shortcut fires while a text field, a list or a number has the focus', async ({
    app,
  }) => {
    const h = hooks(app);
    await app.getByRole('button', { name: 'Begin round 1' }).click();
    await h.click(4, 4); // beside the door, so D would work it
    const before = {
      log: await h.logLength(),
      state: await h.gameState(),
      view: await h.view(),
      selected: (await h.overlay()).selected,
    };
    const unchanged = async (where: string) => {
      expect(await h.logLength(), where).toBe(before.log);
      expect((await h.gameState()).map.doors, where).toEqual(before.state.map.doors);
      expect(await h.view(), where).toEqual(before.view);
      expect((await h.overlay()).selected, where).toBe(before.selected);
      expect(await showCoordinates(app), where).toBe(true);
      await expect(app.getByTestId('turn-status'), where).toContainText('Movement phase');
    };
    const keys = ['d', 'Shift+D', 'c', 'Space', '+', '-', '0', 'ArrowLeft', 'ArrowUp', 'Escape'];

    // A text field: the keys are typing.
    const name = app.getByLabel('Save this map as');
    await name.fill('');
    await name.focus();
    for (const key of keys) await app.keyboard.press(key);
    await app.keyboard.press('Control+z');
    await app.keyboard.press('Control+y');
    await unchanged('in the save name');

    // A number and a list among the house rules, with keys that do not change their value
    // (an arrow steps a number, "d" picks "defend" in the list); Enter there is theirs too.
    const panel = app.locator('section.rules');
    await panel.getByText('House rules').click();
    const theirs = ['Enter', 'Escape', 'c', 'Control+z', 'Control+Shift+Z', 'Control+y'];
    for (const [field, more] of [
      [panel.getByLabel('Movement to open or close a door'), ['d', 'Shift+D', 'Space']],
      [panel.locator('select').first(), ['0', '+']],
    ] as const) {
      await field.focus();
      for (const key of [...more, ...theirs]) await app.keyboard.press(key);
      await unchanged(`in ${await field.getAttribute('id')}`);
    }
  });

  test('Ctrl+Z in a house-rule field is the field’s; once the field is left, it undoes the rule', async ({
    app,
  }) => {
    const h = hooks(app);
    const panel = app.locator('section.rules');
    await panel.getByText('House rules').click();
    const doorCost = panel.getByLabel('Movement to open or close a door');
    const log = await h.logLength();
    await doorCost.fill('2');
    await doorCost.press('Enter');
    expect((await h.gameState()).options.doorToggleCost).toBe(2);
    expect(await h.logLength()).toBe(log + 1);

    // In the field, Ctrl+Z does not undo the game, and the field never shows a value the rule
    // does not have: the change it committed is the game's now.
    await doorCost.press('Control+z');
    expect(await h.logLength()).toBe(log + 1);
    expect((await h.gameState()).options.doorToggleCost).toBe(2);
    await expect(doorCost).toHaveValue('2');

    // Left (here by a click on the title), Ctrl+Z is the game's undo: the rule is back.
    await app.getByRole('heading', { name: 'High Noon Table' }).click();
    expect((await h.gameState()).options.doorToggleCost).toBe(2);
    await app.keyboard.press('Control+z');
    expect((await h.gameState()).options.doorToggleCost).toBe(1);
    await expect(doorCost).toHaveValue('1');
    expect(await h.logLength()).toBe(log);
  });

  test('a shortcut chosen from the app menu runs even from a field; its key does what the key does', async ({
    app,
  }) => {
    const h = hooks(app);
    await app.getByRole('button', { name: 'Begin round 1' }).click();
    await h.click(4, 4);
    const log = await h.logLength();
    const raise = (id: string, byKey: boolean) =>
      app.evaluate(
        ([id, byKey]) =>
          window.dispatchEvent(new CustomEvent('high-noon:shortcut', { detail: { id, byKey } })),
        [id, byKey] as const,
      );
    await app.getByLabel('Save this map as').focus();
    await raise('undo', true); // ⌘Z on macOS, taken by the menu: in a field it undoes the typing
    expect(await h.logLength()).toBe(log);
    await raise('undo', false); // Edit › Undo, clicked
    expect(await h.logLength()).toBe(log - 1);
    const fitted = await h.view();
    await raise('zoom-in', false); // View › Zoom in: the board's scope hears it too
    expect((await h.view()).scale).toBeCloseTo(fitted.scale * 1.25, 5);
  });
});
