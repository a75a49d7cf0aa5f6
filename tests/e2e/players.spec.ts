import type { Locator, Page } from '@playwright/test';
import { expect, lookingAt, openProjector, passTurn, sharedApp, shot, test } from './fixtures.ts';

/**
 * The Dealer's side of the players' view (issue 11, items 1, 6 and 7): the "Players' view" panel,
 * its controls (blank, turn 180°, push and lock), the miniature, and true scale.
 */

/** The projector's calibration in the settings document, as the host has it. */
async function storedCalibration(app: Page): Promise<Record<string, unknown> | undefined> {
  const res = await app.request.post(new URL('api/getSettings', process.env.HIGH_NOON_URL).href, {
    data: {},
  });
  return ((await res.json()) as { value: { settings: { projector?: Record<string, unknown> } } })
    .value.settings.projector;
}

/** The players' view's controls in the top bar (issue 40, item 6). */
const tvBar = (app: Page) => app.getByRole('toolbar', { name: 'Players’ view controls' });

/** The panel, opened (it is folded by default). */
async function playersPanel(app: Page): Promise<Locator> {
  const panel = app.getByRole('region', { name: 'Players’ view' });
  await panel.locator('summary').click();
  await expect(panel.getByLabel('Draw squares at true size')).toBeVisible();
  return panel;
}

/** The centre of what the projector shows, in squares, and the size of a square in CSS pixels. */
function projectorCamera(projector: Page) {
  return projector.evaluate(async () => {
    const board = window.highNoonProjector!;
    await board.nextFrame();
    const host = document.querySelector('[data-testid="projector-board"]')!.getBoundingClientRect();
    const { x, y, scale } = board.view;
    const square = board.pointToClient(1, 0).x - board.pointToClient(0, 0).x;
    return {
      square,
      centre: [(host.width / 2 - x) / scale / 64, (host.height / 2 - y) / scale / 64],
    };
  });
}

/** The rotation of the players' view, in degrees, from its computed transform. */
function rotation(projector: Page) {
  return projector.locator('.projector').evaluate((el) => {
    const m = new DOMMatrix(getComputedStyle(el).transform);
    return Math.round((Math.atan2(m.b, m.a) * 180) / Math.PI + 360) % 360;
  });
}

const SIZES = [
  [1280, 720],
  [1920, 1080],
  [3840, 2160],
] as const;

/**
 * Two stories, each one Dealer's window and one projector page, resized rather than opened again
 * (each fresh page boots a board in software WebGL): the controls over a table in play, then the
 * calibration. Each test goes on where the one before left off, in the order a Dealer meets them.
 */
test.describe("the Dealer's controls of the players' view (issue 11)", () => {
  test.describe('blanks, turns, pushes and locks the projector; the miniature and the outline show what it shows, in its shape', () => {
    const shared = sharedApp();
    let projector: Page;
    let panel: Locator;
    test.beforeAll(async () => {
      projector = await openProjector(shared());
      panel = await playersPanel(shared());
    });

    test('blanks the projector to a pause screen with the map name and no board, and shows it again', async () => {
      const app = shared();
      await tvBar(shared()).getByRole('button', { name: 'Blank the projector' }).click();
      const paused = projector.getByTestId('projector-paused');
      await expect(paused).toContainText('Dusty Crossing');
      await expect(projector.getByTestId('projector-board')).toHaveCount(0);
      await expect(projector.getByTestId('projector-strip')).toHaveCount(0);
      // A TV's browser on the LAN hears the controls through the read-only stream.
      const tv = await app.context().newPage();
      await tv.goto(process.env.HIGH_NOON_LAN_URL!);
      await expect(tv.getByTestId('projector-paused')).toContainText('Dusty Crossing');
      await tv.close();
      for (const [width, height] of SIZES) {
        await projector.setViewportSize({ width, height });
        const fontPx = await paused.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
        expect(fontPx / height).toBeGreaterThanOrEqual(0.04);
        await shot(projector, `players-blanked-${width}x${height}.png`);
      }
      await projector.setViewportSize(app.viewportSize()!);
      // The key from the one key map shows the board again.
      await app.getByTestId('board').click();
      await app.keyboard.press('b');
      await expect(projector.getByTestId('projector-paused')).toHaveCount(0);
      await expect(
        projector.locator('[data-testid="projector-board"][data-ready="true"]'),
      ).toBeVisible();
      await expect(
        tvBar(shared()).getByRole('button', { name: 'Blank the projector' }),
      ).toBeVisible();
    });

    test('turns the projector 180°, HUD and all, and back with the key', async () => {
      const app = shared();
      expect(await rotation(projector)).toBe(0);
      await tvBar(shared()).getByRole('button', { name: 'Turn 180°' }).click();
      await expect.poll(() => rotation(projector)).toBe(180);
      await expect(tvBar(shared()).getByRole('button', { name: 'Turn 180°' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await app.getByRole('button', { name: 'Begin round 1' }).click();
      await lookingAt(projector, app, async () => {
        for (const [width, height] of SIZES) {
          await projector.setViewportSize({ width, height });
          await projector.evaluate(() => window.highNoonProjector!.nextFrame());
          // Turned, the strip is at the bottom of the screen, facing the players across the table.
          const strip = await projector.getByTestId('projector-strip').boundingBox();
          const band = await projector.getByTestId('projector-attack').boundingBox();
          expect(strip!.y).toBeGreaterThan(band!.y);
          await shot(projector, `players-rotated-${width}x${height}.png`);
        }
        // Back to the Dealer's size: each quarter turn below redraws the whole projector, and at
        // 3840×2160 in software WebGL a redraw costs seconds.
        await projector.setViewportSize(app.viewportSize()!);
      });
      await app.getByTestId('board').click();
      await app.keyboard.press('t');
      await expect.poll(() => rotation(projector)).toBe(0);
      // A quarter turn, for players at one end of the TV, and the panel says so.
      await tvBar(shared()).getByRole('button', { name: 'Turn a quarter' }).click();
      await expect.poll(() => rotation(projector)).toBe(90);
      await expect(panel.getByTestId('players-status')).toContainText('turned 90°');
      for (let i = 0; i < 3; i++)
        await tvBar(shared()).getByRole('button', { name: 'Turn a quarter' }).click();
      await expect.poll(() => rotation(projector)).toBe(0);
      await expect(panel.getByTestId('players-status')).not.toContainText('turned');
      await projector.setViewportSize(app.viewportSize()!);
    });

    test('pushes the Dealer’s view for the turn; locked, it stays through the turns', async () => {
      const app = shared();
      const whole = await projectorCamera(projector);
      await expect(app.getByTestId('projector-outline')).toHaveCount(0);
      // The Dealer zooms in on a corner of the map.
      await app.getByTestId('board').click({ position: { x: 5, y: 5 } });
      for (let i = 0; i < 3; i++) await app.keyboard.press('+');
      for (let i = 0; i < 3; i++) await app.keyboard.press('ArrowLeft');
      const dealer = await app.evaluate(() => {
        const host = document.querySelector('[data-testid="board"]')!.getBoundingClientRect();
        const { x, y, scale } = window.highNoonBoard!.view();
        return {
          scale,
          left: -x / scale / 64,
          top: -y / scale / 64,
          width: host.width / scale / 64,
        };
      });
      await tvBar(shared()).getByRole('button', { name: 'Push my view' }).click();
      await expect
        .poll(async () => (await projectorCamera(projector)).square)
        .toBeGreaterThan(whole.square * 1.5);
      const pushed = await projectorCamera(projector);
      // The projector shows the Dealer's box: its centre is within it.
      expect(pushed.centre[0]).toBeGreaterThan(dealer.left);
      expect(pushed.centre[0]).toBeLessThan(dealer.left + dealer.width);
      // And the Dealer's board outlines the projector's frame, it being part of the map only.
      await expect(app.getByTestId('projector-outline')).toBeVisible();
      await shot(app, `players-dealer-outline-1280x800.png`);
      // Unlocked, the push lasts the turn: the next character acting, the whole map again.
      await passTurn(app);
      await expect
        .poll(async () => (await projectorCamera(projector)).square)
        .toBeCloseTo(whole.square, 3);
      await expect(app.getByTestId('projector-outline')).toHaveCount(0);
      // Locked, it stays through the next turn, until let go.
      await tvBar(shared()).getByRole('button', { name: 'Push my view' }).click();
      await tvBar(shared()).getByRole('button', { name: 'Lock' }).click();
      await expect(tvBar(shared()).getByRole('button', { name: 'Lock' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await passTurn(app);
      await expect(projector.getByTestId('projector-strip')).toContainText('Movement');
      expect((await projectorCamera(projector)).square).toBeCloseTo(pushed.square, 3);
      await tvBar(shared()).getByRole('button', { name: 'Let it go' }).click();
      await expect
        .poll(async () => (await projectorCamera(projector)).square)
        .toBeCloseTo(whole.square, 3);
    });

    test('the miniature shows what the projector shows: a hidden NPC is absent from both', async () => {
      const app = shared();
      const miniature = panel.getByTestId('players-miniature');
      await expect(
        miniature.locator('[data-testid="projector-board"][data-ready="true"]'),
      ).toBeVisible();
      const strips = async () => [
        await projector.getByTestId('projector-strip').innerText(),
        await miniature.getByTestId('projector-strip').innerText(),
      ];
      await expect.poll(async () => (await strips())[1]).toContain('Buster');
      expect((await strips())[0]).toBe((await strips())[1]);
      const dealer = app.getByRole('region', { name: 'Dealer' });
      await dealer.getByLabel('Hide or reveal').selectOption({ label: 'Buster' });
      await dealer.getByRole('button', { name: 'Hide', exact: true }).click();
      await expect.poll(async () => (await strips())[1]).not.toContain('Buster');
      await expect.poll(async () => (await strips())[0]).not.toContain('Buster');
      expect((await strips())[0]).toBe((await strips())[1]);
      // Blanked, the miniature is blanked too.
      await tvBar(shared()).getByRole('button', { name: 'Blank the projector' }).click();
      await expect(miniature.getByTestId('projector-paused')).toContainText('Dusty Crossing');
      await tvBar(shared()).getByRole('button', { name: 'Show the board' }).click();
      await expect(miniature.getByTestId('projector-strip')).toBeVisible();
      const before = app.viewportSize()!;
      for (const [width, height] of [
        [1280, 720],
        [1920, 1080],
      ] as const) {
        await app.setViewportSize({ width, height });
        await panel.scrollIntoViewIfNeeded();
        // The panel lives in the sidebar: it never covers the board.
        const board = (await app.getByTestId('board').boundingBox())!;
        const box = (await panel.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(board.x + board.width - 1);
        await shot(app, `players-panel-${width}x${height}.png`);
      }
      await app.setViewportSize(before);
    });

    test("the miniature and the outline take the players' screen's shape: reported here, chosen for the LAN, and saved", async () => {
      const app = shared();
      const miniature = panel.getByTestId('players-miniature');
      const shape = async () => {
        const box = (await miniature.boundingBox())!;
        return box.width / box.height;
      };
      // No players' view anywhere any more: taken to be 16:9.
      await projector.close();
      await expect.poll(shape).toBeCloseTo(16 / 9, 1);
      // The projector on this machine reports its size: a 5:4 monitor.
      projector = await openProjector(app, { width: 1280, height: 1024 });
      await expect.poll(shape).toBeCloseTo(1.25, 1);
      await projector.close();
      // A TV's browser on the LAN reports nothing: the Dealer says it is 4:3.
      const select = panel.getByLabel('The players’ screen is');
      await select.selectOption('4:3');
      await expect.poll(shape).toBeCloseTo(4 / 3, 1);
      await expect.poll(async () => (await storedCalibration(app))?.aspect).toBe('4:3');
      const tv = await app.context().newPage();
      await tv.setViewportSize({ width: 1600, height: 1200 });
      await tv.goto(process.env.HIGH_NOON_LAN_URL!);
      await tv.locator('[data-testid="projector-board"][data-ready="true"]').waitFor();
      // The Dealer's window in front again, as it is on the Dealer's own screen.
      await app.bringToFront();
      await app.getByTestId('board').click({ position: { x: 5, y: 5 } });
      for (let i = 0; i < 3; i++) await app.keyboard.press('+');
      await tvBar(shared()).getByRole('button', { name: 'Push my view' }).click();
      // The outline on the Dealer's board is the box the TV shows, in squares.
      const outline = app.getByTestId('projector-outline').locator('div');
      await expect(outline).toBeVisible();
      const onTv = async () =>
        tv.evaluate(async () => {
          const board = window.highNoonProjector!;
          await board.nextFrame();
          const host = document
            .querySelector('[data-testid="projector-board"]')!
            .getBoundingClientRect();
          const { x, y, scale } = board.view;
          const s = scale * 64;
          return [-x / s, -y / s, host.width / s, host.height / s];
        });
      const outlined = async () => {
        const box = (await outline.boundingBox())!;
        const [o, one] = await app.evaluate(() => [
          window.highNoonBoard!.pointToClient(0, 0),
          window.highNoonBoard!.pointToClient(1, 1),
        ]);
        const sx = one!.x - o!.x;
        const sy = one!.y - o!.y;
        return [(box.x - o!.x) / sx, (box.y - o!.y) / sy, box.width / sx, box.height / sy];
      };
      await expect.poll(async () => (await onTv())[2]).toBeLessThan(16);
      const [tvBox, drawn] = [await onTv(), await outlined()];
      for (let i = 0; i < 4; i++)
        expect(drawn[i]!, `outline ${drawn.join(', ')}, TV ${tvBox.join(', ')}`).toBeCloseTo(
          tvBox[i]!,
          0,
        );
      await shot(app, `players-lan-4x3-outline-1280x800.png`);
      await shot(tv, `players-lan-4x3-1600x1200.png`);
      // Saved with the calibration: a reload keeps the choice.
      await app.reload();
      await app.locator('[data-testid="board"][data-ready="true"]').waitFor();
      const again = await playersPanel(app);
      await expect(again.getByLabel('The players’ screen is')).toHaveValue('4:3');
    });
  });

  test.describe('calibrates true scale: refuses a diagonal or square out of range, saying it; a 1-inch square measures the pixels per inch, typed or matched to a ruler', () => {
    const shared = sharedApp();
    let panel: Locator;
    let diagonal: Locator;
    let square: Locator;
    let calibrate: Locator;
    const stored = () => storedCalibration(shared());
    test.beforeAll(async () => {
      panel = await playersPanel(shared());
      diagonal = panel.getByLabel(/Screen diagonal/);
      square = panel.getByLabel(/One square/);
      calibrate = panel.getByRole('button', { name: 'Calibrate' });
    });
    // One projector page, opened once the refusals are done, resized up to 3840×2160.
    let opened: Page | null = null;
    const projectorPage = async () => (opened ??= await openProjector(shared()));

    test('refuses a diagonal outside 10–120 inches or a square outside 0.5–3, saying the range; takes the edges', async () => {
      const alert = panel.getByRole('alert');
      const refused = async (d: string, s: string, message: string) => {
        await diagonal.fill(d);
        await square.fill(s);
        await calibrate.click();
        await expect(alert, `${d} inches across, ${s} a square`).toHaveText(message);
        // Refused: nothing saved, nothing calibrated.
        expect(await stored()).toBeUndefined();
        await expect(panel.getByLabel('Draw squares at true size')).toBeDisabled();
      };
      const diagonalRange = "The screen's diagonal must be between 10 and 120 inches.";
      const squareRange = 'A square must be between 0.5 and 3 inches.';
      for (const d of ['5', '9.9', '120.5', '']) await refused(d, '1', diagonalRange);
      for (const s of ['0.4', '3.1']) await refused('24', s, squareRange);
      // The edges are in range: each is taken and saved.
      for (const [d, s] of [
        [10, 0.5],
        [120, 3],
      ] as const) {
        await diagonal.fill(String(d));
        await square.fill(String(s));
        await calibrate.click();
        await expect(alert).toHaveCount(0);
        await expect
          .poll(() => stored())
          .toMatchObject({ trueScale: true, diagonalInches: d, squareInches: s });
      }
    });

    for (const [width, height, inches] of [
      [1280, 720, 15.6],
      [1920, 1080, 24],
      [3840, 2160, 55],
    ] as const) {
      test(`calibrated at ${width}×${height} (${inches} inches), a 1-inch square measures the screen’s pixels per inch`, async () => {
        const projector = await projectorPage();
        await projector.setViewportSize({ width, height });
        const screen = await projector.evaluate(() => [
          window.screen.width * window.devicePixelRatio,
          window.screen.height * window.devicePixelRatio,
          window.devicePixelRatio,
        ]);
        expect(screen).toEqual([width, height, 1]);
        await diagonal.fill(String(inches));
        await square.fill('1');
        await calibrate.click();
        await expect(panel.getByRole('alert')).toHaveCount(0);
        // A 1-inch square: the screen's diagonal in pixels over its diagonal in inches.
        const perInch = Math.hypot(width, height) / inches;
        await expect
          .poll(async () => (await projectorCamera(projector)).square)
          .toBeCloseTo(perInch, 1);
        await shot(projector, `players-true-scale-${width}x${height}.png`);
        // A chosen size: 1.5 inches a square.
        await square.fill('1.5');
        await calibrate.click();
        await expect
          .poll(async () => (await projectorCamera(projector)).square)
          .toBeCloseTo(1.5 * perInch, 1);
      });
    }

    test('the calibration is saved in the settings; true scale off, the whole map again', async () => {
      const projector = await projectorPage();
      // Saved in the settings document.
      expect(await stored()).toMatchObject({
        trueScale: true,
        diagonalInches: 55,
        squareInches: 1.5,
      });
      // True scale off: the whole map again.
      await projector.setViewportSize({ width: 1280, height: 720 });
      await expect
        .poll(async () => (await projectorCamera(projector)).square)
        .toBeCloseTo((1.5 * Math.hypot(1280, 720)) / 55, 1);
      const scaled = (await projectorCamera(projector)).square;
      await panel.getByLabel('Draw squares at true size').uncheck();
      await expect
        .poll(async () => (await projectorCamera(projector)).square)
        .not.toBeCloseTo(scaled, 1);
    });

    test('matches a box on the projector to a ruler: the pixels per inch it implies, or the range', async () => {
      const projector = await projectorPage();
      await projector.setViewportSize({ width: 1920, height: 1080 });
      // Squares of an inch again (the ruler keeps the square's size; the test before chose 1.5).
      await square.fill('1');
      await calibrate.click();
      await panel.getByRole('button', { name: 'Match a ruler instead' }).click();
      const box = panel.getByLabel(/Box on the projector/);
      await box.fill('184');
      await expect(projector.getByTestId('projector-ruler')).toContainText('Match this box');
      // The box the projector draws follows the Dealer's field through the room: the ruler shows
      // first at its starting size, then at 184.
      const ruler = projector.getByTestId('projector-ruler').locator('div');
      await expect.poll(async () => (await ruler.boundingBox())!.width).toBeCloseTo(184, 0);
      await shot(projector, `players-ruler-1920x1080.png`);
      // Too small a box for three inches: a screen far past 120 inches. Refused, with the range.
      await box.fill('20');
      await panel.getByLabel('It measures (inches)').fill('3');
      await panel.getByRole('button', { name: 'Use this box' }).click();
      await expect(panel.getByRole('alert')).toContainText('must be between 10 and 120 inches');
      // 184 pixels measured 2 inches: 92 pixels an inch, and a 1-inch square drawn so.
      await box.fill('184');
      await panel.getByLabel('It measures (inches)').fill('2');
      await panel.getByRole('button', { name: 'Use this box' }).click();
      await expect(projector.getByTestId('projector-ruler')).toHaveCount(0);
      await expect.poll(async () => (await projectorCamera(projector)).square).toBeCloseTo(92, 1);
      await expect(panel.getByLabel(/Screen diagonal/)).toHaveValue(
        String(Math.round((Math.hypot(1920, 1080) / 92) * 10) / 10),
      );
    });
  });
});
