import { BOARD_COLORS, FACTION_COLORS, TIER_STYLE } from '../../renderer/board/palette.ts';
import { capture, expect, expectColorNear, hooks, rgbOf, sharedApp, test } from './fixtures.ts';

/**
 * Every layer of the board on the sample map, Dusty Crossing: a screenshot of each (in
 * tests/.artifacts, to look at) and the colours of known squares, so a layer that draws nothing,
 * or draws in the wrong place, fails. Each test only looks, so all look at one page; the last
 * hides the coordinates (a setting the next spec's fixture resets).
 */
test.describe('the board layers', () => {
  const shared = sharedApp();

  test('terrain and buildings: street, interior, boardwalk', async () => {
    const app = shared();
    const h = hooks(app);
    const shot = await capture(app, 'layer-terrain-buildings.png', { x: 0, y: 0, w: 8, h: 8 });
    const at = async (x: number, y: number) => shot.colorAt(await h.pointToClient(x, y));
    expectColorNear(await at(0.5, 5.5), rgbOf(BOARD_COLORS.terrain.street!), 'street A6');
    expectColorNear(await at(3.5, 3.5), rgbOf(BOARD_COLORS.interior), 'store interior D4');
    expectColorNear(await at(3.5, 4.4), rgbOf(BOARD_COLORS.boardwalk), 'boardwalk D5');
  });

  test('walls, a closed door and windows on square edges', async () => {
    const app = shared();
    const h = hooks(app);
    const shot = await capture(app, 'layer-walls.png', { x: 1.5, y: 0.5, w: 6, h: 4.5 });
    const at = async (x: number, y: number) => shot.colorAt(await h.pointToClient(x, y));
    expectColorNear(await at(7, 2.5), rgbOf(BOARD_COLORS.wall), 'east wall');
    expectColorNear(await at(4.25, 4), rgbOf(BOARD_COLORS.doorClosed), 'closed door');
    expectColorNear(await at(6.5, 4), rgbOf(BOARD_COLORS.window), 'south window', 30);
    expectColorNear(await at(2, 2.5), rgbOf(BOARD_COLORS.window), 'west window', 30);
  });

  test('cover objects, each kind its own silhouette (assets/art)', async () => {
    const app = shared();
    const h = hooks(app);
    const shot = await capture(app, 'layer-cover.png', { x: 2, y: 1, w: 13, h: 10 });
    const at = async (x: number, y: number) => shot.colorAt(await h.pointToClient(x, y));
    expectColorNear(await at(4.5, 2.3), rgbOf(0x8b5a2b), 'table top (E3–F3)', 30);
    expectColorNear(await at(9.5, 3.5), rgbOf(0x4a2d12), 'barrel lid bung (J4)', 40);
    expectColorNear(await at(13.5, 5.5), rgbOf(0x4a2d12), 'crate braces crossing (N6)', 40);
    expectColorNear(await at(9, 7.5), rgbOf(0x4f8fbf), 'trough water (I8–J8)', 30);
    expectColorNear(await at(13, 9.5), rgbOf(0x8b5a2b), 'wagon bed (M10–N10)', 30);
  });

  test('elevation: the raised area shaded, with the blue-bordered rank triangle', async () => {
    const app = shared();
    const h = hooks(app);
    const shot = await capture(app, 'layer-elevation.png', { x: 10, y: 0.5, w: 5.5, h: 4 });
    const at = async (x: number, y: number) => shot.colorAt(await h.pointToClient(x, y));
    const shaded = rgbOf(BOARD_COLORS.ground).map((c, i) =>
      Math.round(c * (1 - 0.22) + rgbOf(BOARD_COLORS.rankShade)[i]! * 0.22),
    );
    expectColorNear(await at(14.5, 3.5), shaded as [number, number, number], 'rank 1 at O4');
    // The triangle at L2's corner: white inside, blue along its base.
    expectColorNear(
      await at(11 + 12 / 64, 1 + 30 / 64),
      rgbOf(BOARD_COLORS.rankTriangleFill),
      'rank triangle fill',
      40,
    );
    // The border is 3 device pixels wide whatever the zoom: at the fitted zoom (smaller since the
    // HUD has its own band) a 3×3 sample can straddle it, so it is looked for within a few pixels.
    const base = await h.pointToClient(11 + 19 / 64, 1 + 34 / 64);
    expect(
      shot.countNear(
        { x: base.x - 3, y: base.y - 3, width: 6, height: 6 },
        rgbOf(BOARD_COLORS.rankTriangleBorder),
        40,
      ),
      'rank triangle border',
    ).toBeGreaterThan(3);
  });

  test('passages: the stairs icon', async () => {
    const app = shared();
    const h = hooks(app);
    const shot = await capture(app, 'layer-passages.png', { x: 9.5, y: 1.5, w: 2, h: 2 });
    expectColorNear(
      shot.colorAt(await h.pointToClient(10.5, 2.5)),
      rgbOf(0x3d3d3d),
      'stairs at K3',
      30,
    );
    expectColorNear(
      shot.colorAt(await h.pointToClient(10.5, 2 + 75 / 128)),
      rgbOf(0xf2e2c0),
      'a step of the stairs',
      40,
    );
  });

  test('tokens: faction hex chips, red HP and blue gear pips, an NPC tier badge', async () => {
    const app = shared();
    const h = hooks(app);
    const shot = await capture(app, 'layer-tokens.png', { x: 3.5, y: 1.5, w: 10, h: 9 });
    const at = async (x: number, y: number) => shot.colorAt(await h.pointToClient(x, y));
    expectColorNear(await at(4.5 - 0.22, 7.4), rgbOf(FACTION_COLORS.Lawmen), 'Kate’s hex (Lawmen)');
    expectColorNear(
      await at(4 + (0.3 * 64 - 6) / 64, 7.86),
      rgbOf(BOARD_COLORS.hpPip),
      'Kate’s red HP pip',
      40,
    );
    expectColorNear(
      await at(4 + (0.7 * 64 - 6) / 64, 7.86),
      rgbOf(BOARD_COLORS.gearPip),
      'Kate’s blue gear pip',
      40,
    );
    expectColorNear(
      await at(12 + 41.5 / 64, 2 + 13 / 64),
      rgbOf(TIER_STYLE.red.color),
      'Tom’s red diamond tier badge',
      40,
    );
  });

  test('the grid’s coordinates can be hidden and shown (C)', async () => {
    const app = shared();
    const h = hooks(app);
    const a = await h.pointToClient(0, -0.6);
    const b = await h.pointToClient(16, -0.1);
    const band = { x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y };
    const light = rgbOf(BOARD_COLORS.gridLabel);
    const shown = (await capture(app, 'layer-grid-coordinates.png')).countNear(band, light);
    await app.keyboard.press('c');
    await h.nextFrame();
    const hidden = (await capture(app, 'layer-grid-hidden.png')).countNear(band, light);
    expect(shown).toBeGreaterThan(200);
    expect(hidden).toBe(0);
  });
});
