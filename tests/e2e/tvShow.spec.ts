import { everythingOn, expect, lookingAt, openProjector, shot, test } from './fixtures.ts';

const LINE = 'Wanted: the Abernathy boys, $500 a head';

/**
 * Issue 40, item 5: Show to the players. The Dealer puts a line of text or an NPC's card on the TV
 * over the board, and takes it down with the same button or Esc. Nothing of it is on the players'
 * page before it is shown; each showing is logged and undone like any action.
 */
test.describe('Show to the players (issue 40, item 5)', () => {
  test('a line goes up on the TV only when shown, and Esc takes it down', async ({ app }) => {
    const projector = await openProjector(app);
    const show = app.getByRole('button', { name: 'Show…' });
    await expect(show).toBeInViewport();
    // S opens the form with the text field focused: the Dealer types at once.
    await app.locator('body').press('s');
    const form = app.getByRole('dialog', { name: 'Show to the players' });
    await expect(form.getByLabel('A line of text')).toBeFocused();
    await app.keyboard.type(LINE);
    // Typed, not shown: the players' page holds nothing of it.
    expect(await everythingOn(projector)).not.toContain('Abernathy boys');
    await expect(projector.getByTestId('projector-shown')).toHaveCount(0);
    await form.getByRole('button', { name: 'Show the line' }).click();
    await expect(projector.getByTestId('projector-shown')).toHaveText(LINE);
    await lookingAt(projector, app, () => shot(projector, 'tv-shown-line-1280x800.png'));
    await expect(app.getByTestId('log').locator('li').last()).toContainText(
      'The Dealer shows the players',
    );
    // Esc on the Dealer's table takes it down.
    await app.locator('body').press('Escape');
    await expect(projector.getByTestId('projector-shown')).toHaveCount(0);
    await expect(app.getByRole('button', { name: 'Show…' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    // Undo puts it back, as it was.
    await app.locator('body').press('Control+z');
    await expect(projector.getByTestId('projector-shown')).toHaveText(LINE);
    await app.getByRole('button', { name: 'Take it down' }).click();
    await expect(projector.getByTestId('projector-shown')).toHaveCount(0);
  });

  test("an NPC's card shows its name and tier, never its stats", async ({ app }) => {
    const projector = await openProjector(app);
    await app.getByRole('button', { name: 'Show…' }).click();
    const form = app.getByRole('dialog', { name: 'Show to the players' });
    await form.getByLabel('An NPC’s card').selectOption({ label: 'Buster' });
    await form.getByRole('button', { name: 'Show the card' }).click();
    const card = projector.getByTestId('projector-shown');
    await expect(card.getByRole('heading', { name: 'Buster' })).toBeVisible();
    await lookingAt(projector, app, () => shot(projector, 'tv-shown-card-1280x800.png'));
    // Its card's words: a name, a faction, a tier; no HP, no notes.
    await expect(card).not.toContainText('HP');
    await app.getByRole('button', { name: 'Take it down' }).click();
    await expect(card).toHaveCount(0);
  });

  test('a picture from the library goes up only once shown, its bytes sent then', async ({
    app,
  }) => {
    const name = `Wanted poster ${Date.now().toString(36)}`;
    const written = await app.request.post(
      new URL('api/writeSave', process.env.HIGH_NOON_URL!).href,
      {
        data: {
          kind: 'image',
          name,
          overwrite: true,
          data: { type: 'image/png', width: 1, height: 1, bytes: ONE_PIXEL_PNG },
        },
      },
    );
    expect(await written.json()).toMatchObject({ ok: true });
    const projector = await openProjector(app);
    await app.getByRole('button', { name: 'Show…' }).click();
    const form = app.getByRole('dialog', { name: 'Show to the players' });
    await form.getByLabel('A picture from the library').selectOption({ label: name });
    // Chosen, not shown: the players' page holds none of it.
    expect(await everythingOn(projector)).not.toContain(name);
    expect(await projector.locator('img').count()).toBe(0);
    await form.getByRole('button', { name: 'Show the picture' }).click();
    const picture = projector.getByTestId('projector-shown').getByRole('img', { name });
    await expect(picture).toBeVisible();
    await expect(picture).toHaveAttribute('src', `data:image/png;base64,${ONE_PIXEL_PNG}`);
    await app.getByRole('button', { name: 'Take it down' }).click();
    await expect(projector.getByTestId('projector-shown')).toHaveCount(0);
  });
});

/** A PNG of one pixel, base64, as an image save holds it. */
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
