import { coverBetween } from '../../engine/grid/coverBetween.ts';
import { mapSchema } from '../../engine/model/map.ts';
import { BOARD_COLORS, OVERLAY_COLORS } from '../../renderer/board/palette.ts';
import { readFileSync } from 'node:fs';
import { blend, capture, expect, expectColorNear, hooks, rgbOf, test } from './fixtures.ts';

const STATIC_LAYERS = ['terrain', 'buildings', 'elevation', 'grid', 'cover', 'passages', 'walls'];

/**
 * The overlays on the sample map, in play: Marshal Kate (E8) acts first. Each overlay is
 * screenshotted (tests/.artifacts) and sampled at known points.
 */
test.describe('the board overlays', () => {
  test.beforeEach(async ({ app }) => {
    await app.getByRole('button', { name: 'Begin round 1' }).click();
    await expect(app.getByTestId('turn-status')).toContainText(
      'Marshal Kate — Movement phase: 6 of 6 squares left',
    );
  });

  test('selecting the acting token shows where it can move, with costs, and the path under the pointer', async ({
    app,
  }) => {
    const h = hooks(app);
    await h.nextFrame();
    const overlay = await h.overlay();
    expect(overlay.selected).toBe('kate');
    expect(overlay.reach.length).toBeGreaterThan(40);
    const reach = await capture(app, 'overlay-reach.png', { x: 0, y: 4, w: 9, h: 8 });
    expectColorNear(
      reach.colorAt(await h.pointToClient(2.5, 8.5)),
      blend(BOARD_COLORS.ground, OVERLAY_COLORS.reach, 0.35),
      'reachable C9, tinted',
    );
    expectColorNear(
      reach.colorAt(await h.pointToClient(15.5, 11.5)),
      rgbOf(BOARD_COLORS.ground),
      'P12, out of reach, untinted',
    );
    // No cost is printed over a token's nameplate: under one, it moves to the square's foot.
    const { costs, plates } = await h.labelBoxes();
    expect(costs.length).toBe(overlay.reach.filter((r) => r.cost > 0).length);
    type Box = (typeof costs)[number];
    const overlaps = (a: Box, b: Box) =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    for (const cost of costs)
      for (const plate of plates) expect(overlaps(cost, plate), JSON.stringify(cost)).toBe(false);
    // E9, under Kate's nameplate, is in reach: its cost sits at the foot of the square.
    const e9 = costs.find((c) => c.x >= 4 * 64 && c.x < 5 * 64 && c.y >= 8 * 64 && c.y < 9 * 64)!;
    expect(e9.y).toBeGreaterThan(8.5 * 64);
    await h.hover(7, 7);
    const path = (await h.overlay()).path!;
    expect(path.squares[0]).toEqual([4, 7]);
    expect(path.squares.at(-1)).toEqual([7, 7]);
    expect(path.cost).toBe(3);
    const shot = await capture(app, 'overlay-path.png', { x: 3, y: 5, w: 6, h: 4 });
    const [a, b] = path.squares;
    expectColorNear(
      shot.colorAt(await h.pointToClient((a![0] + b![0]) / 2 + 0.5, (a![1] + b![1]) / 2 + 0.5)),
      rgbOf(OVERLAY_COLORS.path),
      'the path line',
      30,
    );
  });

  test('moving a token redraws only the token layer — and only moves it', async ({ app }) => {
    const h = hooks(app);
    const before = await h.drawCounts();
    await h.click(1, 9);
    expect((await h.gameState()).combatants.kate!.at).toEqual([1, 9]);
    const after = await h.drawCounts();
    for (const layer of STATIC_LAYERS) expect(after[layer], layer).toBe(before[layer]);
    expect(after.tokens).toBe(before.tokens);
    expect(after.frames!).toBeGreaterThan(before.frames!);
  });

  test('only the primary button moves or shoots: a right or middle click does nothing', async ({
    app,
  }) => {
    const h = hooks(app);
    const c9 = await h.pointToClient(2.5, 8.5);
    for (const button of ['right', 'middle'] as const) {
      await app.mouse.click(c9.x, c9.y, { button });
      await h.nextFrame();
      expect((await h.gameState()).combatants.kate!.at, `${button} click`).toEqual([4, 7]);
    }
    await expect(app.getByTestId('turn-status')).toContainText('6 of 6 squares left');
    // Kate, in her Action phase, with Buster in range: a right click on him is no attack either.
    await h.click(5, 9);
    await app.getByRole('button', { name: 'End movement' }).click();
    const buster = await h.pointToClient(10.5, 9.5);
    await app.mouse.click(buster.x, buster.y, { button: 'right' });
    await h.nextFrame();
    expect((await h.gameState()).attack).toBeNull();
    await h.click(10, 9);
    expect((await h.gameState()).attack).toMatchObject({ attacker: 'kate', target: 'buster' });
  });

  test('hovering an enemy shows the line, the range and the cover verdict of coverBetween', async ({
    app,
  }) => {
    const h = hooks(app);
    await h.click(1, 9);
    await h.hover(10, 9);
    const sight = (await h.overlay()).sight!;
    const map = mapSchema.parse(
      JSON.parse(readFileSync('assets/maps/dusty-crossing.json', 'utf8')),
    );
    expect(sight.verdict).toEqual(coverBetween(map, [1, 9], [10, 9]));
    expect(sight).toMatchObject({
      distance: 9,
      range: 8,
      verdict: { los: true, cover: true, objects: [{ id: 'barrel-south', status: 'counted' }] },
    });
    const shot = await capture(app, 'overlay-sight-cover.png');
    expectColorNear(
      shot.colorAt(await h.pointToClient(7.5, 9.5)),
      rgbOf(OVERLAY_COLORS.danger),
      'the sight line (out of range: 9 > 8)',
      30,
    );
    expectColorNear(
      shot.colorAt(await h.pointToClient(3 + 3 / 64, 9.3)),
      rgbOf(OVERLAY_COLORS.cover),
      'the counted barrel outlined',
      40,
    );
    // The verdict in words, in the HUD, at least 4% of the board's height.
    expect((await h.hudFontSize()) / (await h.canvasHeight())).toBeGreaterThanOrEqual(0.04);
    // The panel sits in its own band, below the map (layout.spec.ts checks it at three sizes).
    const panel = (await h.hudRect())!;
    expect(panel.y).toBeGreaterThan((await h.pointToClient(0, 12)).y);
    expectColorNear(
      shot.colorAt({ x: panel.x + 6, y: panel.y + panel.height / 2 }),
      rgbOf(OVERLAY_COLORS.hudBackground),
      'the HUD panel',
      40,
    );
  });

  test('an attack shows its steps on the board, driven by the attack machine, each a screenshot', async ({
    app,
  }) => {
    const h = hooks(app);
    // Kate steps to F10, in range of Buster (K10), behind nothing.
    await h.click(5, 9);
    await app.getByRole('button', { name: 'End movement' }).click();
    const before = await h.drawCounts();
    await h.click(10, 9);
    expect((await h.gameState()).attack).toMatchObject({
      attacker: 'kate',
      target: 'buster',
      flow: { value: 'awaitingDefense' },
    });
    await app.getByRole('button', { name: 'No card', exact: true }).click();
    const steps: string[] = [];
    for (let i = 0; i < 6; i++) {
      await h.nextFrame();
      const state = await h.gameState();
      const step = state.attack?.flow.value ?? 'resolved';
      steps.push(step);
      const shot = await capture(app, `overlay-attack-${i + 1}-${step}.png`);
      expect((await h.hudFontSize()) / (await h.canvasHeight())).toBeGreaterThanOrEqual(0.04);
      if (step === 'damageComputed') {
        expectColorNear(
          shot.colorAt(await h.pointToClient(8, 9.5)),
          rgbOf(OVERLAY_COLORS.attack),
          'the attack line',
          40,
        );
      }
      if (step === 'resolved') break;
      await app.keyboard.press('Space');
    }
    expect(steps).toEqual([
      'attackTotalled',
      'coverApplied',
      'defenseTotalled',
      'damageComputed',
      'damageAssigned',
      'resolved',
    ]);
    const hit = (await h.gameState()).combatants.buster!.hp.hpLeft < 5;
    const after = await h.drawCounts();
    for (const layer of STATIC_LAYERS) expect(after[layer], layer).toBe(before[layer]);
    expect(after.tokens).toBe(before.tokens! + (hit ? 1 : 0));
    expect(after.hud!).toBeGreaterThan(before.hud!);
  });
});

/** How much of the selection and turn rings shows on the left arc of a token's square. */
async function ringPixels(
  shot: Awaited<ReturnType<typeof capture>>,
  h: ReturnType<typeof hooks>,
  [x, y]: [number, number],
): Promise<number> {
  // The rings are circles around the chip (centre 0.5, 0.4 of the square, radius 0.47); the chip's
  // own white rim starts at 0.13, so this band holds the rings and nothing else that is white.
  const a = await h.pointToClient(x - 0.02, y + 0.25);
  const b = await h.pointToClient(x + 0.1, y + 0.55);
  const band = { x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y };
  return (
    shot.countNear(band, rgbOf(OVERLAY_COLORS.selected), 30) +
    shot.countNear(band, rgbOf(OVERLAY_COLORS.active), 30)
  );
}

test.describe('the rings after undo and redo', () => {
  test('follow the token back and forth, with the board', async ({ app }) => {
    const h = hooks(app);
    await app.getByRole('button', { name: 'Begin round 1' }).click();
    const e8: [number, number] = [4, 7];
    const b10: [number, number] = [1, 9];
    const ringsAt = async (file: string) => {
      // The pointer off the board, so the hover outline is not counted.
      await app.mouse.move(5, 5);
      await h.nextFrame();
      const shot = await capture(app, file, { x: 0, y: 6, w: 6, h: 5 });
      return { e8: await ringPixels(shot, h, e8), b10: await ringPixels(shot, h, b10) };
    };
    const start = await ringsAt('rings-1-start.png');
    expect(start.e8).toBeGreaterThan(20);
    expect(start.b10).toBe(0);

    await h.click(...b10);
    expect((await h.gameState()).combatants.kate!.at).toEqual(b10);
    const moved = await ringsAt('rings-2-moved.png');
    expect(moved.b10).toBeGreaterThan(20);
    expect(moved.e8).toBe(0);

    await app.keyboard.press('Control+z');
    expect((await h.gameState()).combatants.kate!.at).toEqual(e8);
    const undone = await ringsAt('rings-3-undone.png');
    expect(undone.e8, 'the rings are back on Kate at E8').toBeGreaterThan(20);
    expect(undone.b10, 'no ring is left on the empty B10').toBe(0);

    await app.keyboard.press('Control+y');
    expect((await h.gameState()).combatants.kate!.at).toEqual(b10);
    const redone = await ringsAt('rings-4-redone.png');
    expect(redone.b10, 'the rings follow Kate to B10 again').toBeGreaterThan(20);
    expect(redone.e8).toBe(0);
  });
});
