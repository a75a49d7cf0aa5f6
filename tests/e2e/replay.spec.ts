import type { Page } from '@playwright/test';
import { autosaved, expect, hooks, passTurn, shot, test } from './fixtures.ts';

async function savedLogLength(page: Page, name: string): Promise<number> {
  const response = await page.request.post(
    new URL('api/loadSave', process.env.HIGH_NOON_URL!).toString(),
    { data: { kind: 'session', name } },
  );
  const result = (await response.json()) as { ok: true; value: { data: { log: unknown[] } } };
  return result.value.data.log.length;
}

/** Whoever's turn it is passes, round after round, until round `round` has begun. */
async function playInto(app: Page, round: number): Promise<void> {
  const title = app.getByRole('heading', { name: /^Round \d+/ });
  for (let turns = 0; turns < 40; turns++) {
    const begin = app.getByRole('button', { name: /^Begin round/ });
    if (await begin.isVisible()) await begin.click();
    if ((await title.textContent())?.startsWith(`Round ${round} `)) return;
    await passTurn(app);
  }
  throw new Error(`round ${round} never began`);
}

test.describe('the replay (issue 10, item 7)', () => {
  test('the slider shows round 2 without changing the game, and “play from here” forks', async ({
    app,
  }) => {
    const h = hooks(app);
    await playInto(app, 2);
    await passTurn(app);
    const name = await autosaved(app, 'Dusty Crossing');
    const game = await h.gameState();
    const total = await h.logLength();
    const slider = app.getByRole('slider', { name: 'Replay' });
    const place = app.getByTestId('replay-place');
    const title = app.getByRole('heading', { name: /^Round \d+/ });
    await expect(place).toHaveText(`Round 2 · action ${total} of ${total}`);

    // One action back is still round 2, as the board and the turn panel show it.
    await slider.focus();
    await app.keyboard.press('ArrowLeft');
    await expect(place).toContainText(`Round 2 · action ${total - 1} of ${total}`);
    await expect(place).toContainText('replay, the game is unchanged');
    await expect(title).toContainText('Round 2');
    // The board shows the replay's own table once it is drawn.
    await expect.poll(() => h.logLength()).toBe(total - 1);
    await shot(app, `replay-round-2.png`);

    // Back to the start: round 1, before anything was played; the game itself is untouched.
    await app.keyboard.press('Home');
    await expect(place).toContainText(`action 0 of ${total}`);
    await expect.poll(() => h.logLength()).toBe(0);
    await expect.poll(() => savedLogLength(app, name)).toBe(total);
    // A click on the board during the replay plays nothing.
    await h.click(2, 8);
    expect(await h.logLength()).toBe(0);
    // Nor does a key: undo goes to the replay, which refuses it, not to the game behind it (the
    // game is found whole below).
    await app.keyboard.press('Control+z');
    await expect(app.getByRole('alert').filter({ hasText: 'This is the replay' })).toBeVisible();
    expect(await h.logLength()).toBe(0);
    await app.getByRole('button', { name: 'Back to the game' }).click();
    await expect(place).toHaveText(`Round 2 · action ${total} of ${total}`);
    await expect.poll(() => h.logLength()).toBe(total);
    expect(await h.gameState()).toEqual(game);

    // Play from a point in round 2: a new session, its log cut there; the old one as it was.
    await slider.focus();
    await app.keyboard.press('ArrowLeft');
    const at = total - 1;
    await expect.poll(() => h.logLength()).toBe(at);
    const before = await h.gameState();
    const replayTable = await app.getByTestId('board').getAttribute('data-table');
    await app.getByRole('button', { name: 'Play from here' }).click();
    await app
      .locator(`[data-testid="board"][data-ready="true"]:not([data-table="${replayTable}"])`)
      .waitFor();
    const fork = `${name} – from action ${at}`;
    const sessions = app.getByRole('list', { name: 'Saved sessions' });
    await expect(sessions.getByText(fork, { exact: true })).toBeVisible();
    await expect(place).toHaveText(`Round 2 · action ${at} of ${at}`);
    expect(await h.gameState()).toEqual(before);
    expect(await savedLogLength(app, fork)).toBe(at);
    expect(await savedLogLength(app, name)).toBe(total);
    // The fork is played (the turn cut short before its draw), and autosaves into its own session.
    await app.getByRole('button', { name: 'Draw and end turn' }).click();
    expect(await autosaved(app, 'Dusty Crossing')).toBe(fork);
    expect(await savedLogLength(app, name)).toBe(total);
  });
});
