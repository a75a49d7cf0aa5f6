import { BOARD_COLORS, OVERLAY_COLORS } from '../../renderer/board/palette.ts';
import {
  ARTIFACTS,
  blend,
  capture,
  expect,
  expectColorNear,
  hooks,
  rgbOf,
  test,
  type Rgb,
} from './fixtures.ts';

/**
 * The tactics of a turn on the sample map: doors (M3), the field of fire in the Action phase
 * (A1, G3–G7), and what goes with an attack — ammunition (A2, D6/G7 slugs) and chips (H1, H2).
 */
test.describe('tactics at the table', () => {
  test.beforeEach(async ({ app }) => {
    await app.getByRole('button', { name: 'Begin round 1' }).click();
    await expect(app.getByTestId('turn-status')).toContainText('Marshal Kate — Movement phase');
  });

  test('M3: beside a door, D opens it for 1 movement, the board draws it open, and the way is clear', async ({
    app,
  }) => {
    const h = hooks(app);
    // Off Kate's ring and the hovered square's outline, once she stands below the door.
    const doorPoint = await h.pointToClient(4.88, 4);
    const before = await capture(app);
    expectColorNear(before.colorAt(doorPoint), rgbOf(BOARD_COLORS.doorClosed), 'the closed door');
    await h.click(4, 4);
    expect((await h.gameState()).combatants.kate!.at).toEqual([4, 4]);
    await expect(app.getByRole('button', { name: 'Open the door at E4/E5 (D)' })).toBeVisible();

    await app.keyboard.press('d');
    await expect(app.getByText('Marshal Kate opens the door at E4/E5 (M3).')).toBeVisible();
    expect((await h.gameState()).map.doors[0]!.open).toBe(true);
    await expect(app.getByTestId('turn-status')).toContainText('2 of 6 squares left');
    await expect(app.getByRole('button', { name: 'Close the door at E4/E5 (D)' })).toBeVisible();
    await h.hover(14, 11);
    const after = await capture(app, 'door-open.png', { x: 2, y: 2, w: 5, h: 4 });
    const off = (a: Rgb, b: Rgb) => Math.max(...a.map((v, i) => Math.abs(v - b[i]!)));
    expect(off(after.colorAt(doorPoint), rgbOf(BOARD_COLORS.doorClosed))).toBeGreaterThan(40);
    expectColorNear(
      after.colorAt(await h.pointToClient(4 + 1 / 64, 3.5)),
      rgbOf(BOARD_COLORS.doorOpen),
      'the open leaf, swung into the building',
      40,
    );
    // Through the open door into the saloon.
    await h.click(4, 3);
    expect((await h.gameState()).combatants.kate!.at).toEqual([4, 3]);
  });

  test('A1, G3–G7: in the Action phase the board shows the field of fire — clear, under cover, or out of sight', async ({
    app,
  }) => {
    const h = hooks(app);
    await app.getByRole('button', { name: 'End movement' }).click();
    await h.nextFrame();
    const fire = (await h.overlay()).fire!;
    const bit = (bits: Record<string, number>, [x, y]: [number, number]) =>
      bits[String((y - fire.top) * fire.width + (x - fire.left))];
    // Uint8Arrays cross page.evaluate as index → value objects.
    const los = fire.los as unknown as Record<string, number>;
    const cover = fire.cover as unknown as Record<string, number>;
    expect([bit(los, [4, 11]), bit(cover, [4, 11])]).toEqual([1, 0]);
    expect([bit(los, [10, 7]), bit(cover, [10, 7])]).toEqual([1, 1]);
    expect(bit(los, [3, 2])).toBe(0);

    const shot = await capture(app, 'fire-field.png');
    expectColorNear(
      shot.colorAt(await h.pointToClient(4.2, 11.5)),
      blend(BOARD_COLORS.ground, OVERLAY_COLORS.clear, 0.22),
      'E12, in sight and clear: green',
      20,
    );
    expectColorNear(
      shot.colorAt(await h.pointToClient(10.2, 7.5)),
      blend(BOARD_COLORS.ground, OVERLAY_COLORS.cover, 0.32),
      'K8, behind the trough: orange',
      20,
    );
    expectColorNear(
      shot.colorAt(await h.pointToClient(3.5, 3.8)),
      rgbOf(BOARD_COLORS.interior),
      'D4, inside the saloon, out of sight: untinted',
      20,
    );
  });

  test('A2, D6, G7: Slug Shells make the trough no cover on the hover, and the attack spends a shell and the chips', async ({
    app,
  }) => {
    const h = hooks(app);
    await app.getByRole('button', { name: 'End movement' }).click();
    await app.getByRole('button', { name: 'End action' }).click();
    await app.getByRole('button', { name: 'Draw and end turn' }).click();
    await expect(app.getByTestId('turn-status')).toContainText('Ned — Movement phase');
    await app.getByRole('button', { name: 'End movement' }).click();

    await h.hover(12, 2);
    let sight = (await h.overlay()).sight!;
    expect(sight.verdict).toMatchObject({
      cover: true,
      objects: [{ id: 'trough', status: 'counted' }],
    });
    const extras = app.getByRole('group', { name: 'With the attack' });
    await extras.getByLabel('Ammunition').selectOption({ label: 'Slug Shells (2 left)' });
    await h.hover(12, 2);
    sight = (await h.overlay()).sight!;
    expect(sight.verdict).toMatchObject({
      cover: false,
      objects: [{ id: 'trough', status: 'slug' }],
    });
    await app.screenshot({ path: `${ARTIFACTS}/hover-slug-ignores-trough.png` });
    await extras.getByRole('spinbutton', { name: 'Attack chips' }).fill('1');

    await h.click(12, 2);
    const state = await h.gameState();
    expect(state.attack).toMatchObject({ attacker: 'ned', target: 'tom' });
    expect(state.attack!.declaration).toMatchObject({ slug: true });
    const ned = state.combatants.ned!;
    expect(ned.ammo.find((a) => a.name === 'Slug Shells')!.track.value).toBe(1);
    expect(ned.chips.attack).toBe(0);
    // Tom takes it without a card; the steps play out.
    await app
      .getByRole('group', { name: "Tom's defence" })
      .getByRole('button', { name: 'No card' })
      .click();
    const next = app.getByRole('button', { name: 'Continue (Space)' });
    for (let i = 0; i < 10 && (await next.count()) > 0; i++) await next.click();
    await expect(app.getByTestId('turn-status')).toContainText('Ned — Action phase');
    // What goes with an attack goes with that one only: back to no ammunition, no chips.
    await expect(extras.getByLabel('Ammunition')).toHaveValue('');
    await expect(extras.getByLabel('Ammunition')).toContainText('Slug Shells (1 left)');
  });
});
