import { capture, expect, hooks, test } from './fixtures.ts';

/**
 * The board on the sample map, Dusty Crossing (assets/maps/dusty-crossing.json): the renderer and
 * the camera. layers.spec.ts checks what each layer draws, overlays.spec.ts the overlays.
 */
test.describe('the board', () => {
  test('draws with WebGL', async ({ app }) => {
    expect(await hooks(app).renderer()).toBe('webgl');
    await capture(app, 'board-sample-map.png');
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
