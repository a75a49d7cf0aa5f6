import {
  expect,
  hooks,
  loggedActionTypes,
  sharedApp,
  shot,
  test,
  waitForBoard,
} from './fixtures.ts';

/**
 * Issue 14, item 2: the computer at the table. On the sample table, both sides given to the
 * computer at instant pace: the table plays itself (watch mode), rounds and attack steps
 * included, to the end of the encounter, saying each move's reason as it goes.
 */
test.describe('the computer at the table', () => {
  const shared = sharedApp({ width: 1280, height: 720 });

  test('watch mode at instant pace plays the encounter to its end, each move with its why', async () => {
    const app = shared();
    const panel = app.getByRole('region', { name: 'Who plays' });
    await expect(panel.getByTestId('computer-why')).toHaveText('The computer has not moved yet.');
    await shot(app, `computer-panel-1280x720.png`);
    await panel.getByRole('combobox', { name: 'Pace' }).selectOption('instant');
    await panel.getByRole('combobox', { name: 'NPCs', exact: true }).selectOption('normal');
    // Only the NPCs the computer's: it waits on the first PC, a person, at the round's start.
    await expect(panel.getByTestId('computer-why')).toHaveText('The computer has not moved yet.');
    await panel.getByRole('combobox', { name: 'PCs', exact: true }).selectOption('easy');
    // Now no one is left to a person: the computer begins the round itself and plays on.
    await expect(panel.getByTestId('computer-why')).toHaveText(/^\S.* \((easy|normal)\): \S/);
    await shot(app, `computer-watch-1280x720.png`);
    // Issue 38: the computer plays on the host, as the table room's seats; the window follows.
    expect(await hooks(app).computerPlaysAt()).toBe('room');
    await expect(app.getByTestId('summary-outcome')).toBeVisible();
    expect(await hooks(app).lastChangeKind()).toBe('room');
    const types = await loggedActionTypes(app, 'Dusty Crossing');
    expect(types[0]).toBe('BEGIN_TURNS');
    expect(types).toContain('DECLARE_ATTACK');
    expect(types).toContain('DEFEND');
    await shot(app, `computer-ended-1280x720.png`);
  });
});

/**
 * Issue 14, item 2: the step-by-step pace and Pause. The computer's move waits for Next move (or
 * N), one at a time; paused, not even the instant pace moves it; one NPC may be set apart from
 * its side, and the panel says which.
 */
test.describe('the computer, one move at a time', () => {
  const shared = sharedApp({ width: 1280, height: 720 });

  test('step by step each move waits for Next move; Pause holds the instant pace', async () => {
    const app = shared();
    const h = hooks(app);
    const panel = app.getByRole('region', { name: 'Who plays' });
    const next = panel.getByRole('button', { name: 'Next move' });
    await panel.getByRole('combobox', { name: 'Pace' }).selectOption('step');
    await panel.getByRole('combobox', { name: 'PCs', exact: true }).selectOption('normal');
    await panel.getByRole('combobox', { name: 'NPCs', exact: true }).selectOption('normal');
    // Watch mode, and yet the rounds wait: the computer's first move is held for the table.
    await expect(next).toBeEnabled();
    expect((await h.gameState()).encounter.value).not.toBe('turns');
    await app.keyboard.press('n');
    await expect.poll(async () => (await h.gameState()).encounter.value).toBe('turns');
    await expect(panel.getByTestId('computer-why')).toHaveText('The computer has not moved yet.');
    await next.click();
    await expect(panel.getByTestId('computer-why')).toHaveText(/^\S.* \(normal\): \S/);
    await shot(app, `computer-step-1280x720.png`);

    await panel.getByRole('button', { name: 'Pause the computer' }).click();
    await panel.getByRole('combobox', { name: 'Pace' }).selectOption('instant');
    const held = JSON.stringify(await h.gameState());
    // The computer hears the pace as the select changes, and a frame later the panel shows what
    // it did: at the instant pace it would have let its move go, and Next move gone disabled
    // (for good, at that pace). Paused, it holds the move for the table's word: nothing moved.
    await h.nextFrame();
    expect(await next.isEnabled(), 'the computer holds its move').toBe(true);
    expect(JSON.stringify(await h.gameState())).toBe(held);
    await expect(panel.getByRole('button', { name: 'Resume the computer' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // One NPC set apart: Buster to people, the other NPCs still the computer's.
    const each = panel.locator('details.computer-each');
    await each.locator('summary').click();
    await each.getByRole('combobox', { name: /^Buster/ }).selectOption('human');
    await expect(each.getByRole('combobox', { name: /^Buster/ })).toHaveValue('human');
    await panel.getByRole('combobox', { name: 'PCs', exact: true }).selectOption('human');
    await app.keyboard.press('p');
    await expect(panel.getByRole('button', { name: 'Pause the computer' })).toBeVisible();

    // The pace is the Dealer's preference, kept in the settings: a reload opens with the last.
    const stored = async () => {
      const response = await app.request.post(
        new URL('api/getSettings', process.env.HIGH_NOON_URL!).toString(),
        { data: {} },
      );
      const read = (await response.json()) as { value: { settings: { computerPace?: string } } };
      return read.value.settings.computerPace;
    };
    await expect.poll(stored).toBe('instant');
    await app.reload();
    await waitForBoard(app);
    await expect(panel.getByRole('combobox', { name: 'Pace' })).toHaveValue('instant');
  });
});
