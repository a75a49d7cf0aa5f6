import type { Page } from '@playwright/test';
import { BOARD_COLORS } from '../../renderer/board/palette.ts';
import { capture, expect, hooks, openApp, rgbOf, shot, test, waitForBoard } from './fixtures.ts';

/** The map library panel: its own status and alerts, apart from the turn panel's. */
function library(app: Page) {
  return app.getByRole('region', { name: 'Map library' });
}

function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(performance.now()).toString(36)}`;
}

test.describe('the map library', () => {
  test('lists a map saved in the UI, and loads it back identical after a page reload', async ({
    app,
  }) => {
    const name = unique('Showdown');
    await app.getByLabel('Save this map as').fill(name);
    await app.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(library(app).getByRole('status')).toHaveText(`Saved “${name}”.`);
    const list = app.getByRole('list', { name: 'Saved maps' });
    await expect(list.getByText(name, { exact: true })).toBeVisible();
    const saved = await hooks(app).currentMap();
    expect(saved.name).toBe(name);

    await app.reload();
    await waitForBoard(app);
    // A fresh page opens the sample map, not the save, so loading has something to prove.
    await expect(app.getByTestId('map-title')).toHaveText('Dusty Crossing');
    await app.getByRole('button', { name: `Load ${name}` }).click();
    await expect(app.getByTestId('map-title')).toHaveText(name);
    expect(await hooks(app).currentMap()).toEqual(saved);
  });

  for (const [label, badName, message] of [
    ['a path', '../../etc/passwd', 'cannot be a path'],
    ['an empty name', '   ', 'needs a name'],
    ['a name over 100 characters', 'x'.repeat(101), 'at most 100 characters'],
  ] as const) {
    test(`refuses ${label} with a clear error and saves nothing`, async ({ app }) => {
      await app.getByLabel('Save this map as').fill(badName);
      await app.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(library(app).getByRole('alert')).toContainText(message);
      await expect(library(app).getByRole('status')).toHaveCount(0);
      // The title did not change: the current map was not renamed by a refused save.
      await expect(app.getByTestId('map-title')).toHaveText('Dusty Crossing');
    });
  }

  test('asks before overwriting, and overwrites only when told to', async ({ app }) => {
    const name = unique('Twice');
    const field = app.getByLabel('Save this map as');
    await field.fill(name);
    await app.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(library(app).getByRole('status')).toHaveText(`Saved “${name}”.`);
    await app.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(library(app).getByRole('alert')).toContainText('already exists');
    await app.getByRole('button', { name: 'Overwrite' }).click();
    await expect(library(app).getByRole('status')).toHaveText(`Saved “${name}”.`);
    await expect(
      app.getByRole('list', { name: 'Saved maps' }).getByText(name, { exact: true }),
    ).toHaveCount(1);
  });

  test('renames a save, and refuses to rename onto an existing name', async ({ app }) => {
    const first = unique('First');
    const second = unique('Second');
    for (const name of [first, second]) {
      await app.getByLabel('Save this map as').fill(name);
      await app.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(library(app).getByRole('status')).toHaveText(`Saved “${name}”.`);
    }
    const item = app.getByRole('listitem').filter({ hasText: first });
    await item.getByRole('button', { name: 'Rename' }).click();
    await app.getByLabel(`Rename “${first}” to`).fill(second);
    await app.locator('form.prompt').getByRole('button', { name: 'Rename' }).click();
    await expect(library(app).getByRole('alert')).toContainText('already exists');
    await app.getByLabel(`Rename “${first}” to`).fill(`${first} renamed`);
    await app.locator('form.prompt').getByRole('button', { name: 'Rename' }).click();
    await expect(library(app).getByRole('status')).toHaveText(`Renamed to “${first} renamed”.`);
    await openApp(app);
    await expect(
      app.getByRole('list', { name: 'Saved maps' }).getByText(`${first} renamed`, { exact: true }),
    ).toBeVisible();
  });
});

test.describe('loading a map over a game', () => {
  test('asks first, and leaves the game as it was when told not to', async ({ app }) => {
    const h = hooks(app);
    const name = unique('Elsewhere');
    await app.getByLabel('Save this map as').fill(name);
    await app.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(library(app).getByRole('status')).toHaveText(`Saved “${name}”.`);
    await app.getByRole('button', { name: 'Begin round 1' }).click();
    await h.click(2, 8);
    const game = await h.gameState();

    await app.getByRole('button', { name: `Load ${name}` }).click();
    const prompt = library(app).getByRole('group', { name: 'Confirm' });
    await expect(prompt).toContainText(`Load “${name}” and end the game on the table?`);
    await shot(app, `library-load-confirm.png`);
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    await expect(prompt).toHaveCount(0);
    await expect(app.getByTestId('turn-status')).toContainText('Marshal Kate — Movement phase');
    expect(await h.gameState()).toEqual(game);

    const before = await app.getByTestId('board').getAttribute('data-table');
    await app.getByRole('button', { name: `Load ${name}` }).click();
    await prompt.getByRole('button', { name: 'Load', exact: true }).click();
    await expect(library(app).getByRole('status')).toHaveText(`Loaded “${name}”.`);
    // A new table on the loaded map: the round has not begun. Its board is read once it is the
    // new table's (the page's text changes a moment before the board's hooks do).
    await expect(app.getByRole('button', { name: 'Begin round 1' })).toBeVisible();
    await app
      .locator(`[data-testid="board"][data-ready="true"]:not([data-table="${before}"])`)
      .waitFor();
    expect((await h.gameState()).combatants.kate!.at).toEqual([4, 7]);
  });
});

/** Saves the current map under a new name, to load it back as another map. */
async function saveAs(app: Page, prefix: string): Promise<string> {
  const name = unique(prefix);
  await app.getByLabel('Save this map as').fill(name);
  await app.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(library(app).getByRole('status')).toHaveText(`Saved “${name}”.`);
  return name;
}

/** Marks the board on the page now, so a test can tell when a loaded map has replaced it. */
async function markBoard(app: Page): Promise<void> {
  await app.evaluate(() => {
    document.querySelector('[data-testid="board"] canvas')!.setAttribute('data-replaced', 'no');
  });
}

async function waitForNewBoard(app: Page): Promise<void> {
  await expect(app.locator('canvas[data-replaced]')).toHaveCount(0);
  await waitForBoard(app);
}

test.describe('the board after a map is loaded', () => {
  test('keeps the coordinates hidden if they were, and C shows them at the first press', async ({
    app,
  }) => {
    const h = hooks(app);
    const name = await saveAs(app, 'No labels');
    const labelPixels = async (file: string) => {
      const a = await h.pointToClient(0, -0.6);
      const b = await h.pointToClient(16, -0.1);
      const band = { x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y };
      return (await capture(app, file)).countNear(band, rgbOf(BOARD_COLORS.gridLabel));
    };
    expect(await labelPixels('loaded-coordinates-1-shown.png')).toBeGreaterThan(200);
    await app.keyboard.press('c');
    await h.nextFrame();
    expect(await labelPixels('loaded-coordinates-2-hidden.png')).toBe(0);

    await markBoard(app);
    await app.getByRole('button', { name: `Load ${name}` }).click();
    await waitForNewBoard(app);
    expect(await labelPixels('loaded-coordinates-3-loaded.png'), 'still hidden').toBe(0);
    await app.keyboard.press('c');
    await h.nextFrame();
    expect(await labelPixels('loaded-coordinates-4-shown.png'), 'shown at once').toBeGreaterThan(
      200,
    );
  });

  test('a frame asked of the old board is never drawn once it is gone, and no wait hangs', async ({
    app,
  }) => {
    const name = await saveAs(app, 'Frame');
    // Animation frames are held back (cancelled ones dropped) until released, so the old board
    // is destroyed while its frame is still to come.
    await app.evaluate(() => {
      const w = window as unknown as Record<string, unknown>;
      const request = window.requestAnimationFrame.bind(window);
      const cancel = window.cancelAnimationFrame.bind(window);
      const held = new Map<number, FrameRequestCallback>();
      let next = 1_000_000;
      window.requestAnimationFrame = (callback) => {
        held.set(next, callback);
        return next++;
      };
      window.cancelAnimationFrame = (id) => void (held.delete(id) || cancel(id));
      w.releaseFrames = () => {
        window.requestAnimationFrame = request;
        window.cancelAnimationFrame = cancel;
        for (const callback of held.values()) request(callback);
        held.clear();
      };
      w.oldFrame = window.highNoonBoard!.nextFrame().then(() => 'released');
    });
    await markBoard(app);
    await app.getByRole('button', { name: `Load ${name}` }).click();
    await expect(library(app).getByRole('status')).toHaveText(`Loaded “${name}”.`);
    await expect(app.locator('canvas[data-replaced]')).toHaveCount(0);
    await app.evaluate(() => (window as unknown as { releaseFrames: () => void }).releaseFrames());
    await waitForNewBoard(app);
    // Two animation frames after the held ones went back to the browser: the frame the old board
    // asked for, and the one that would have shown it, have come (or been dropped). Its wait is
    // over by now, or it hangs.
    const oldFrame = await app.evaluate(async () => {
      let settled = 'still waiting';
      void (window as unknown as { oldFrame: Promise<string> }).oldFrame.then((v) => (settled = v));
      for (let i = 0; i < 2; i++) await new Promise((frame) => requestAnimationFrame(frame));
      return settled;
    });
    expect(oldFrame).toBe('released');
    // The new board draws (and the fixture fails the test on any page error).
    await hooks(app).hover(4, 7);
    await capture(app, 'loaded-after-held-frame.png');
  });
});
