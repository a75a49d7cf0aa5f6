import { BOARD_COLORS, FACTION_COLORS } from '../../renderer/board/palette.ts';
import { blend, capture, expect, expectColorNear, hooks, rgbOf, test } from './fixtures.ts';

/**
 * The first board draws the sample map, Dusty Crossing (assets/maps/dusty-crossing.json). These
 * tests read the colours of a screenshot at squares whose content is known, so a canvas that
 * draws nothing, or draws it in the wrong place, fails.
 */
test.describe('the board', () => {
  test('draws with WebGL', async ({ app }) => {
    expect(await hooks(app).renderer()).toBe('webgl');
  });

  test('draws tokens, the raised area, walls, a door, a window, cover and terrain where the map puts them', async ({
    app,
  }) => {
    const h = hooks(app);
    const shot = await capture(app, 'board-sample-map.png');
    const at = async (x: number, y: number) => shot.colorAt(await h.pointToClient(x, y));

    // Ned (Drifters) stands on G10 = [6, 9]: the hex left of its mark is the faction's orange.
    expectColorNear(await at(6.5 - 0.22, 9.4), rgbOf(FACTION_COLORS.Drifters), 'Ned’s hex chip');
    // Marshal Kate (Lawmen) on E8 = [4, 7].
    expectColorNear(await at(4.5 - 0.22, 7.4), rgbOf(FACTION_COLORS.Lawmen), 'Kate’s hex chip');
    // Ned's red HP pip sits under his hex (no gear track, so it is centred).
    expectColorNear(await at(6.5, 9.86 - 0.1), rgbOf(BOARD_COLORS.hpPip), 'Ned’s HP pip', 30);
    // O4 = [14, 3] is on the rank-1 platform and holds nothing else: ground under the rank shade.
    expectColorNear(
      await at(14.5, 3.5),
      blend(BOARD_COLORS.ground, BOARD_COLORS.rankShade, BOARD_COLORS.rankShadeAlphaPerRank),
      'raised area O4',
    );
    // A3 = [0, 2] is plain ground, for contrast with the raised area.
    expectColorNear(await at(0.5, 2.5), rgbOf(BOARD_COLORS.ground), 'plain ground A3');
    // The store's east wall runs along x = 7 from y = 1 to 4.
    expectColorNear(await at(7, 2.5), rgbOf(BOARD_COLORS.wall), 'east wall of Jenkins Bros');
    // The closed door on the edge between E4 and E5 (the knob is in its middle).
    expectColorNear(await at(4.25, 4), rgbOf(BOARD_COLORS.doorClosed), 'closed door');
    // The window between G4 and G5.
    expectColorNear(await at(6.5, 4), rgbOf(BOARD_COLORS.window), 'window', 30);
    // The trough across I8–J8 holds water in its middle.
    expectColorNear(await at(9, 7.5), rgbOf(BOARD_COLORS.coverWater), 'water trough');
    // Row 6 is the street.
    expectColorNear(await at(0.5, 5.5), rgbOf(BOARD_COLORS.terrain.street!), 'street A6');
  });

  test('pans with the arrow keys, zooms with + and −, and fits with 0', async ({ app }) => {
    const h = hooks(app);
    const fitted = await h.view();
    await app.locator('canvas').focus();
    await app.keyboard.press('+');
    const zoomed = await h.view();
    expect(zoomed.scale).toBeCloseTo(fitted.scale * 1.25, 5);
    await app.keyboard.press('ArrowRight');
    expect((await h.view()).x).toBeCloseTo(zoomed.x - 80, 5);
    await app.keyboard.press('-');
    await app.keyboard.press('0');
    expect(await h.view()).toEqual(fitted);
  });

  test('zooms to the pointer with the wheel, keeping the square under it in place', async ({
    app,
  }) => {
    const h = hooks(app);
    const scaleBefore = (await h.view()).scale;
    const before = await h.pointToClient(10.5, 6.5);
    await app.mouse.move(before.x, before.y);
    await app.mouse.wheel(0, -400);
    await expect.poll(async () => (await h.view()).scale).toBeGreaterThan(scaleBefore * 1.5);
    const after = await h.pointToClient(10.5, 6.5);
    expect(Math.abs(after.x - before.x)).toBeLessThan(1);
    expect(Math.abs(after.y - before.y)).toBeLessThan(1);
  });

  test('pans by dragging', async ({ app }) => {
    const h = hooks(app);
    const start = await h.view();
    const from = await h.pointToClient(8, 8);
    await app.mouse.move(from.x, from.y);
    await app.mouse.down();
    await app.mouse.move(from.x + 120, from.y - 60, { steps: 4 });
    await app.mouse.up();
    const end = await h.view();
    expect(end.x - start.x).toBeCloseTo(120, 0);
    expect(end.y - start.y).toBeCloseTo(-60, 0);
  });
});
