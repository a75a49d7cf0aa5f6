import { ARTIFACTS, expect, loggedActionTypes, sharedApp, test } from './fixtures.ts';

/**
 * Issue 14, item 2: the computer at the table. On the sample table, both sides given to the
 * computer at instant pace: the table plays itself (watch mode), rounds and attack steps
 * included, to the end of the encounter, saying each move's reason as it goes.
 */
test.describe('the computer at the table', () => {
  const shared = sharedApp({ width: 1280, height: 720 });

  test('watch mode at instant pace plays the encounter to its end, each move with its why', async () => {
    test.setTimeout(180_000);
    const app = shared();
    const panel = app.getByRole('region', { name: 'Who plays' });
    await expect(panel.getByTestId('computer-why')).toHaveText('The computer has not moved yet.');
    await app.screenshot({ path: `${ARTIFACTS}/computer-panel-1280x720.png` });
    await panel.getByRole('combobox', { name: 'Pace' }).selectOption('instant');
    await panel.getByRole('combobox', { name: 'NPCs', exact: true }).selectOption('normal');
    // Only the NPCs the computer's: it waits on the first PC, a person, at the round's start.
    await expect(panel.getByTestId('computer-why')).toHaveText('The computer has not moved yet.');
    await panel.getByRole('combobox', { name: 'PCs', exact: true }).selectOption('easy');
    // Now no one is left to a person: the computer begins the round itself and plays on.
    await expect(panel.getByTestId('computer-why')).toHaveText(/^\S.* \((easy|normal)\): \S/);
    await app.screenshot({ path: `${ARTIFACTS}/computer-watch-1280x720.png` });
    await expect(app.getByTestId('summary-outcome')).toBeVisible({ timeout: 150_000 });
    const types = await loggedActionTypes(app, 'Dusty Crossing');
    expect(types[0]).toBe('BEGIN_TURNS');
    expect(types).toContain('DECLARE_ATTACK');
    expect(types).toContain('DEFEND');
    await app.screenshot({ path: `${ARTIFACTS}/computer-ended-1280x720.png` });
  });
});
