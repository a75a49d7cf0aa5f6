import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';
import {
  autosaved,
  capture,
  everythingOn,
  expect,
  hooks,
  openProjector,
  resetSettings,
  type Rgb,
  shot,
  test,
  waitForBoard,
  SAVING_SHOTS,
} from './fixtures.ts';

/*
 * Issue 11, the fog of war on the players' view, from the posse's own line of sight (G3). Dusty
 * Crossing, seed 7: Kate at E8 and Ned at G10, the posse; Jenkins Bros' store walled in at C2–G4,
 * its door on the boardwalk below E4, a window below G4 and one on its west wall at C3. From
 * where they start, the store's inside and the squares north-west of it (B1) are out of sight.
 */

const B1: [number, number] = [1, 0];
const D2: [number, number] = [3, 1];
const K7: [number, number] = [10, 6];

/** The colour the projector shows near a square's top-left corner (clear of labels and tokens). */
async function projectorColor(projector: Page, [x, y]: [number, number]): Promise<Rgb> {
  const point = await projector.evaluate(
    ([px, py]) => window.highNoonProjector!.pointToClient(px!, py!),
    [x + 0.2, y + 0.2],
  );
  const png = PNG.sync.read(await projector.screenshot());
  const scale = png.width / projector.viewportSize()!.width;
  const samples: Rgb[] = [];
  for (let dy = -1; dy <= 1; dy++)
    for (let dx = -1; dx <= 1; dx++) {
      const i =
        ((Math.round(point.y * scale) + dy) * png.width + Math.round(point.x * scale) + dx) * 4;
      samples.push([png.data[i]!, png.data[i + 1]!, png.data[i + 2]!]);
    }
  return [0, 1, 2].map((c) => samples.map((s) => s[c]!).sort((a, b) => a - b)[4]!) as Rgb;
}

/** The ground the projector's board draws: its walls and its cover objects' ids. */
function drawnGround(projector: Page): Promise<{ walls: number[][]; cover: string[] }> {
  return projector.evaluate(() => {
    type Ground = { walls: number[][]; cover: { id: string }[] };
    const board = (window as unknown as { highNoonProjector?: { scene?: { map: Ground } } })
      .highNoonProjector;
    const map = board?.scene?.map;
    return { walls: map?.walls ?? [], cover: (map?.cover ?? []).map((c) => c.id) };
  });
}

const black = (c: Rgb) => Math.max(...c) <= 6;
const brightness = (c: Rgb) => c[0] + c[1] + c[2];

test.describe("the fog of war on the players' view (issue 11)", () => {
  test('follows a move, an undo and a door; explored squares stay dimmed; off shows all', async ({
    app,
  }) => {
    const h = hooks(app);
    const projector = await openProjector(app);
    const strip = projector.getByTestId('projector-strip');
    const d = app.getByRole('region', { name: 'Dealer' });
    const fog = d.getByRole('combobox', { name: 'Fog of war' });
    const isBlack = (at: [number, number]) => async () =>
      black(await projectorColor(projector, at));

    // Tom stands at A1, out of the posse's sight, before the fog comes on.
    await d.getByLabel('Token to place').selectOption({ label: 'Tom' });
    await d.getByRole('button', { name: 'Place by hand' }).click();
    await h.click(0, 0);
    await expect(strip).toContainText('Tom');
    expect(await isBlack(B1)()).toBe(false);

    await fog.selectOption('explored');
    await expect(app.getByTestId('log')).toContainText('The Dealer sets the fog of war explored');
    await expect.poll(isBlack(B1)).toBe(true);
    await expect.poll(isBlack(D2)).toBe(true);
    expect(await isBlack(K7)()).toBe(false);
    // Nothing of what the posse never saw is on the players' page (G3): not the store's table at
    // E3–F3, nor its north wall west of G2; what it saw through the window below G4 (G2–G4
    // inside) stays, the wall above G2 with it.
    await expect
      .poll(async () => (await drawnGround(projector)).cover)
      .not.toContain('saloon-table');
    const ground = await drawnGround(projector);
    expect(ground.walls).toContainEqual([6, 1, 7, 1]);
    expect(ground.walls.filter((w) => w[1] === 1 && w[3] === 1 && w[0]! < 6)).toEqual([]);
    expect(ground.cover).toContain('trough');
    // Tom in the dark is off the players' view; the Dealer's board shows no fog.
    await expect(strip).not.toContainText('Tom');
    const dealerBoard = await capture(app);
    expect(black(dealerBoard.colorAt(await h.pointToClient(B1[0] + 0.2, B1[1] + 0.2)))).toBe(false);

    // A move: Kate steps round the store's west side, and sees B1, and Tom.
    await app.getByRole('button', { name: 'Begin round 1' }).click();
    await expect(app.getByTestId('turn-status')).toContainText('Marshal Kate — Movement phase');
    await h.click(1, 3);
    await expect.poll(isBlack(B1)).toBe(false);
    await expect(strip).toContainText('Tom');
    // Undo: back where she was, and B1 was never seen.
    await app.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(isBlack(B1)).toBe(true);
    await expect(strip).not.toContainText('Tom');

    // A door: up to the boardwalk, the door opened, and the store's inside is lit.
    await h.click(4, 4);
    await app
      .getByRole('button', { name: /the door at/ })
      .first()
      .click();
    await expect.poll(isBlack(D2)).toBe(false);
    // Seen now: the store's table comes to the players' page.
    await expect.poll(async () => (await drawnGround(projector)).cover).toContain('saloon-table');
    const litColor = await projectorColor(projector, D2);
    // Closed again: D2 is out of sight but explored, so dimmed, neither black nor as bright.
    await app
      .getByRole('button', { name: /the door at/ })
      .first()
      .click();
    await expect
      .poll(async () => brightness(await projectorColor(projector, D2)))
      .toBeLessThan(brightness(litColor) * 0.6);
    expect(await isBlack(D2)()).toBe(false);
    await shoot(app, 'explored');

    // Live: only what is seen now; D2 goes black.
    await fog.selectOption('live');
    await expect.poll(isBlack(D2)).toBe(true);
    expect(await isBlack(K7)()).toBe(false);
    await shoot(app, 'live');

    // Off: the whole map, Tom included.
    await fog.selectOption('off');
    await expect.poll(isBlack(D2)).toBe(false);
    expect(await isBlack(B1)()).toBe(false);
    await expect(strip).toContainText('Tom');
    await shoot(app, 'off');

    // An ambush in plain sight, then the Dealer ticks the auto-reveal: Buster is seen at once.
    await d.getByLabel('Hide or reveal').selectOption({ label: 'Buster' });
    await d.getByRole('button', { name: 'Hide', exact: true }).click();
    await expect(strip).not.toContainText('Buster');
    await d.getByLabel('Reveal hidden NPCs the posse sees').check();
    await expect(app.getByTestId('log')).toContainText(
      'Buster was hiding at K10: the posse sees them.',
    );
    await expect(strip).toContainText('Buster');
    await shot(d.getByRole('group', { name: 'Fog of war' }), `dealer-fog-control.png`);
  });

  test('Main Street, fogged: no unseen store name or wall, no hidden NPC, no card in hand, after a resume too', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(e.message));
    await resetSettings(page);
    // Main Street: three stores walled in north of the street; Kate at J8 and Ned at M9 see into
    // Monco & McAtte through its open door, not into Jenkins Bros (B2–F5) nor Abernathy Gang.
    await page.goto(`${process.env.HIGH_NOON_URL}?seed=7&map=main-street`);
    await waitForBoard(page);
    const projector = await openProjector(page);
    const strip = projector.getByTestId('projector-strip');
    const d = page.getByRole('region', { name: 'Dealer' });
    await page.getByRole('button', { name: 'Begin round 1' }).click();
    await d.getByLabel('Hide or reveal').selectOption({ label: 'Buster' });
    await d.getByRole('button', { name: 'Hide', exact: true }).click();
    await d.getByRole('combobox', { name: 'Fog of war' }).selectOption('explored');
    await expect(page.getByTestId('log')).toContainText('The Dealer sets the fog of war explored');
    await expect.poll(() => everythingOn(projector)).not.toContain('Jenkins Bros');

    /** The secrets the Dealer's table holds: hidden NPCs and the cards in every hand. */
    const secrets = () =>
      page.evaluate(() => {
        const state = window.highNoonBoard!.gameState() as {
          combatants: Record<
            string,
            {
              name: string;
              hidden?: boolean;
              hand: string[];
              cards: Record<string, { name: string }>;
            }
          >;
        };
        const all = Object.values(state.combatants);
        return {
          hidden: all.filter((c) => c.hidden).map((c) => c.name),
          hands: [...new Set(all.flatMap((c) => c.hand.map((id) => c.cards[id]!.name)))],
        };
      });
    const expectNothingUnseen = async () => {
      const shown = await everythingOn(projector);
      // Not vacuous: the store the posse sees into is named, and the posse is on the board.
      expect(shown).toContain('Monco & McAtte');
      expect(shown).toContain('Marshal Kate');
      for (const store of ['Jenkins Bros', 'Abernathy Gang']) expect(shown).not.toContain(store);
      const { hidden, hands } = await secrets();
      expect(hidden).toEqual(['Buster']);
      expect(hands.length).toBeGreaterThan(0);
      for (const name of [...hidden, 'Tom', ...hands]) expect(shown).not.toContain(name);
      // Jenkins Bros' walls: its north, west and east sides border no square the posse has seen.
      const { walls } = await drawnGround(projector);
      for (const wall of [
        [1, 1, 6, 1],
        [1, 1, 1, 5],
        [6, 1, 6, 5],
      ])
        expect(walls).not.toContainEqual(wall);
      expect(walls).toContainEqual([1, 5, 3, 5]);
    };
    await expectNothingUnseen();

    // The Dealer's window reloads: the table resumes from its autosave, and tells the projector.
    await autosaved(page, 'Main Street');
    const heard = await projector.evaluate(() => window.highNoonViewsHeard!.length);
    await page.reload();
    await waitForBoard(page);
    await projector.waitForFunction((n) => window.highNoonViewsHeard!.length > n, heard);
    await expect(strip).toContainText('Main Street · Round 1');
    await expectNothingUnseen();
    await shot(projector, `projector-fog-main-street-resumed.png`);

    // The fog off: the whole street, every store named; Buster still hidden.
    await d.getByRole('combobox', { name: 'Fog of war' }).selectOption('off');
    await expect.poll(() => everythingOn(projector)).toContain('Jenkins Bros');
    expect(await everythingOn(projector)).not.toContain('Buster');
    expect(problems, 'console errors during the test').toEqual([]);
  });
});

/**
 * The projector at the three sizes of the issue, for people to look at: a projector opened late,
 * which learns the table as it stands, shown at each size in turn (and then closed). One page
 * resized, not one opened per size: each boot at 3840×2160 in software WebGL costs seconds.
 * Only when screenshots are saved (npm run test:shots): it is there for the pictures, and the
 * projector's drawing at each size is tested in projector.spec.
 */
async function shoot(app: Page, mode: string): Promise<void> {
  if (!SAVING_SHOTS) return;
  const projector = await app.context().newPage();
  await projector.setViewportSize({ width: 1280, height: 720 });
  await projector.goto(`${process.env.HIGH_NOON_URL}projector`);
  await projector.locator('[data-testid="projector-board"][data-ready="true"]').waitFor();
  for (const [width, height] of [
    [1280, 720],
    [1920, 1080],
    [3840, 2160],
  ] as const) {
    await projector.setViewportSize({ width, height });
    // The board at its new size, drawn: its canvas as wide as the page, and a frame after that.
    await expect
      .poll(() =>
        projector
          .locator('[data-testid="projector-board"] canvas')
          .evaluate((c) => c.getBoundingClientRect().width),
      )
      .toBe(width);
    await projector.evaluate(() => window.highNoonProjector!.nextFrame());
    await shot(projector, `projector-fog-${mode}-${width}x${height}.png`);
  }
  await projector.close();
}
