import { BOARD_COLORS, OVERLAY_COLORS } from '../../renderer/board/palette.ts';
import {
  blend,
  capture,
  expect,
  expectColorNear,
  hooks,
  passTurn,
  type Rgb,
  rgbOf,
  shot,
  test,
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
    // Off Kate's ring and the hovered square's outline, once she stands below the door; a hair
    // inside the leaf, not on the door's line, where an open door's 3×3 sample straddles the
    // saloon's floor and the boardwalk at the fitted zoom (smaller since the HUD has a band).
    const doorPoint = await h.pointToClient(4.88, 3.97);
    const before = await capture(app);
    expectColorNear(before.colorAt(doorPoint), rgbOf(BOARD_COLORS.doorClosed), 'the closed door');
    await h.click(4, 4);
    expect((await h.gameState()).combatants.kate!.at).toEqual([4, 4]);
    await expect(app.getByRole('button', { name: 'Open the door at E4/E5 (D)' })).toBeVisible();

    await app.keyboard.press('d');
    await expect(app.getByText('Marshal Kate opens the door at E4/E5 (rule M3).')).toBeVisible();
    expect((await h.gameState()).map.doors[0]!.open).toBe(true);
    await expect(app.getByTestId('turn-status')).toContainText('2 of 6 squares left');
    await expect(app.getByRole('button', { name: 'Close the door at E4/E5 (D)' })).toBeVisible();
    await h.hover(14, 11);
    const after = await capture(app, 'door-open.png', { x: 2, y: 2, w: 5, h: 4 });
    const off = (a: Rgb, b: Rgb) => Math.max(...a.map((v, i) => Math.abs(v - b[i]!)));
    expect(off(after.colorAt(doorPoint), rgbOf(BOARD_COLORS.doorClosed))).toBeGreaterThan(40);
    expectColorNear(
      // On the leaf's centre line: it is 5 device pixels thick, 3.4 world units at this zoom.
      after.colorAt(await h.pointToClient(4, 3.5)),
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
    await passTurn(app);
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
    await expect(app.getByTestId('board-hud')).toHaveText(
      'Tom: 7 squares, range 12 · no cover (the trough at I8–J8 ignored by the slug)',
    );
    await shot(app, `hover-slug-ignores-trough.png`);
    await extras.getByRole('spinbutton', { name: 'Attack chips' }).fill('1');

    await h.click(12, 2);
    const state = await h.gameState();
    expect(state.attack).toMatchObject({ attacker: 'ned', target: 'tom' });
    expect(state.attack!.declaration).toMatchObject({ slug: true });
    const ned = state.combatants.ned!;
    expect(ned.ammo.find((a) => a.name === 'Slug Shells')!.track.ammoUsed).toBe(1);
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

  test('G3: an enemy out of sight says so on the board, and why', async ({ app }) => {
    const h = hooks(app);
    // E5, on the boardwalk: the saloon's east wall stands between Kate and Tom, in range.
    await h.click(4, 4);
    expect((await h.gameState()).combatants.kate!.at).toEqual([4, 4]);
    await h.hover(12, 2);
    expect((await h.overlay()).sight!.verdict.los).toBe(false);
    await expect(app.getByTestId('board-hud')).toHaveText(
      'Tom: 8 squares, range 8 · NO LINE OF SIGHT (a wall)',
    );
    const shot = await capture(app, 'hover-no-line-of-sight.png');
    expectColorNear(
      shot.colorAt(await h.pointToClient(10.5, 3)),
      rgbOf(OVERLAY_COLORS.danger),
      'the blocked line, in the danger colour',
      30,
    );
  });

  test('A5: behind the trough, the attack is halved on the board, step by step', async ({
    app,
  }) => {
    const h = hooks(app);
    await passTurn(app);
    await app.getByRole('button', { name: 'End movement' }).click();
    await app
      .getByRole('group', { name: 'Attack with (then click an enemy)' })
      .getByRole('radio', { name: 'Pump Action' })
      .check();
    await h.click(12, 2);
    await app
      .getByRole('group', { name: "Tom's defence" })
      .getByRole('button', { name: 'No card' })
      .click();
    await app.getByRole('button', { name: 'Continue (Space)' }).click();
    const resolution = (await h.gameState()).attack!.resolution as {
      attackBeforeCover: number;
      attack: number;
    };
    expect(resolution.attack).toBe(Math.ceil(resolution.attackBeforeCover / 2));
    await expect(app.getByTestId('board-hud')).toContainText(
      new RegExp(
        `Cover: the trough at I8–J8 counts → ${resolution.attackBeforeCover} ÷ 2, rounded up = ${resolution.attack}`,
      ),
    );
    await shot(app, `attack-cover-halved.png`);
  });

  test('E4: from the raised ground, the squares a jump down reaches show its damage in red', async ({
    app,
  }) => {
    const h = hooks(app);
    for (const who of ['Marshal Kate', 'Ned']) {
      await expect(app.getByTestId('turn-status')).toContainText(`${who} — Movement phase`);
      await passTurn(app);
    }
    await expect(app.getByTestId('turn-status')).toContainText('Tom — Movement phase');
    await h.nextFrame();
    const reach = (await h.overlay()).reach;
    const jump = reach.find((r) => r.at[0] === 12 && r.at[1] === 4)!;
    expect(jump.jumpDamage).toBeGreaterThan(0);
    expect(reach.find((r) => r.at[0] === 12 && r.at[1] === 3)!.jumpDamage).toBe(0);
    const shot = await capture(app, 'reach-jump-damage.png', { x: 9, y: 0, w: 7, h: 7 });
    // The label in the square's top-right corner is drawn in the danger colour.
    let red = 0;
    const corner = await h.pointToClient(12.5, 4.2);
    const step = (await h.pointToClient(13, 4)).x - (await h.pointToClient(12, 4)).x;
    for (let dx = 0; dx < step / 2; dx++)
      for (let dy = -step * 0.15; dy < step * 0.1; dy++) {
        const [r, g, b] = shot.colorAt({ x: corner.x + dx, y: corner.y + dy });
        const [R, G, B] = rgbOf(OVERLAY_COLORS.danger);
        if (Math.abs(r - R) < 40 && Math.abs(g - G) < 40 && Math.abs(b - B) < 40) red += 1;
      }
    expect(red).toBeGreaterThan(5);
  });
});
