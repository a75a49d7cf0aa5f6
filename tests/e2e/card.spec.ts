import type { Page } from '@playwright/test';
import { FACTION_COLORS, TIER_STYLE } from '../../renderer/board/palette.ts';
import { css } from '../../renderer/panels/badgeSwatches.tsx';
import { expect, hooks, shot, test } from './fixtures.ts';

/*
 * Issue 10, item 3 and the finding "nothing explains the tokens (La, Dr, De), the red and blue
 * badges, or the R3/G1 tiers. Clicking a token shows no sheet." The sample table, seed 7: Marshal
 * Kate (Lawmen) at E8, Buster (Grifters, G1, 5 of 6 HP) at K10.
 */
const KATE: [number, number] = [4, 7];
const BUSTER: [number, number] = [10, 9];

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (a: Box, b: Box) =>
  a.x >= b.x - 0.5 &&
  a.y >= b.y - 0.5 &&
  a.x + a.width <= b.x + b.width + 0.5 &&
  a.y + a.height <= b.y + b.height + 0.5;

/** The token's square on the page. */
async function tokenBox(page: Page, [x, y]: [number, number]): Promise<Box> {
  const h = hooks(page);
  const a = await h.pointToClient(x, y);
  const b = await h.pointToClient(x + 1, y + 1);
  return { x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y };
}

test.describe('the character card and the badge legend', () => {
  test('clicking a token shows its card: faction spelled out, tier, tracks, chips, hand', async ({
    app,
  }) => {
    await app.setViewportSize({ width: 1280, height: 720 });
    const h = hooks(app);
    const card = app.getByTestId('character-card');

    // Buster, an NPC: his Grifters mark spelled out, his tier in colour, shape and words.
    await h.click(...BUSTER);
    await expect(card.getByTestId('card-name')).toHaveText('Buster');
    await expect(card.getByTestId('card-faction')).toHaveText('Gr: Grifters');
    await expect(card.getByTestId('card-tier')).toHaveText(
      'G1: Green 1, a green circle — low threat: minions (rule N1)',
    );
    await expect(
      card.getByTestId('card-body').locator('[data-swatch="tier-green"]'),
    ).toHaveAttribute('data-shape', 'circle');
    await expect(card.locator('[data-track="hp"]')).toHaveText('5HP 5 of 6 (red track, rule A8)');
    await expect(card.getByTestId('card-hand')).toHaveText('4 cards in hand (of 4, rule K1)');
    await expect(card.getByTestId('card-hand-cards')).toHaveCount(0);

    // Marshal Kate, a PC: Lawmen, her class, her chips, none spent yet.
    await h.click(...KATE);
    await expect(card.getByTestId('card-name')).toHaveText('Marshal Kate');
    await expect(card.getByTestId('card-faction')).toHaveText('La: Lawmen');
    await expect(card).toContainText('Player character · Gunslinger');
    await expect(card.getByTestId('card-tier')).toHaveCount(0);
    await expect(card.locator('[data-track="hp"]')).toContainText('HP 9 of 9');
    await expect(card.getByTestId('card-weapons')).toContainText(
      'Single Action Revolver: Attack 3, range 8 squares (rule W1)',
    );
    await expect(card.getByTestId('card-chips-left')).toHaveText(
      '3 chips left: Attack ×2, Defense ×1',
    );
    await expect(card.getByTestId('card-chips-spent')).toHaveText('no chips spent today');

    // Kate shoots Buster with an Attack chip anted (H2): the chip moves to the spent pile.
    await app.getByRole('button', { name: 'Begin round 1' }).click();
    await app.getByRole('button', { name: 'End movement' }).click();
    await app
      .getByRole('group', { name: 'With the attack' })
      .getByRole('spinbutton', { name: 'Attack chips' })
      .fill('1');
    await h.click(...BUSTER);
    expect((await h.gameState()).attack).toMatchObject({ attacker: 'kate', target: 'buster' });
    // The enemy clicked is the card shown; Kate's is one choice away, by keyboard too.
    await expect(card.getByTestId('card-name')).toHaveText('Buster');
    await card.getByLabel('Card of').selectOption({ label: 'Marshal Kate' });
    await expect(card.getByTestId('card-chips-left')).toHaveText(
      '2 chips left: Attack ×1, Defense ×1',
    );
    await expect(card.getByTestId('card-chips-spent')).toHaveText(
      '1 chip spent today: Attack ×1 (back on the next day, rule H3)',
    );

    // The hand: its size, never its cards, until the Dealer asks.
    const kate = (await h.gameState()).combatants.kate!;
    const names = kate.hand.map((id) => kate.cards[id]!.name);
    await expect(card.getByTestId('card-hand')).toHaveText(
      `${names.length} cards in hand (of 4, rule K1)`,
    );
    await expect(card.getByTestId('card-hand-cards')).toHaveCount(0);
    await card.getByLabel('Dealer: show hand').check();
    const shown = card.getByTestId('card-hand-cards').locator('li');
    await expect(shown).toHaveCount(names.length);
    for (const [i, name] of names.entries()) await expect(shown.nth(i)).toContainText(`${name}:`);
    await shot(app, `card-kate-hand-1280x720.png`);
    // Another character's card starts with its hand hidden again.
    await card.getByLabel('Card of').selectOption({ label: 'Buster' });
    await expect(card.getByTestId('card-hand-cards')).toHaveCount(0);

    // Esc closes the card.
    await card.getByLabel('Card of').blur();
    await app.keyboard.press('Escape');
    await expect(card.getByTestId('card-body')).toHaveCount(0);
  });

  test('the legend explains the marks, in the board’s own colours and shapes', async ({ app }) => {
    const legend = app.getByTestId('badge-legend');
    await legend.getByText('What the marks on a token mean').click();
    for (const words of [
      'La: Lawmen',
      'Dr: Drifters',
      'De: Desperados',
      'Red, a diamond: high threat',
      'Blue, a square: mid threat',
      'Green, a circle: low threat',
      'Red pip: HP left',
      'Blue pip: damage the gear can still absorb',
      'Yellow ring: whose turn it is.',
      'White ring: the token selected',
    ])
      await expect(legend).toContainText(words);
    // The swatches are drawn from the board's palette: the same colour the token is.
    await expect(legend.locator('[data-swatch="faction-Lawmen"] polygon')).toHaveAttribute(
      'fill',
      css(FACTION_COLORS.Lawmen),
    );
    await expect(legend.locator('[data-swatch="tier-red"] polygon')).toHaveAttribute(
      'fill',
      css(TIER_STYLE.red.color),
    );
  });

  for (const [width, height] of [
    [1280, 720],
    [1920, 1080],
    [3840, 2160],
  ] as const) {
    test(`at ${width}×${height} the cards cover neither their token, the HUD nor the sidebar`, async ({
      app: page,
    }) => {
      await page.setViewportSize({ width, height });
      const h = hooks(page);
      await h.nextFrame();
      await h.click(...KATE);
      await page.getByRole('button', { name: 'Begin round 1' }).click();
      // Hovering the enemy with Kate selected: the HUD shows the sight line, the hover card Buster.
      await h.hover(...BUSTER);
      const hover = page.getByTestId('hover-card');
      await expect(hover).toHaveAttribute('data-placed', 'true');
      await expect(hover).toContainText('Buster');
      await expect(hover).toContainText('G1: Green 1');
      await expect(hover).toContainText('HP 5 of 6');
      const hoverBox = (await hover.boundingBox())!;
      const board = (await page.getByTestId('board').boundingBox())!;
      expect(overlaps(hoverBox, await tokenBox(page, BUSTER)), 'over Buster').toBe(false);
      const hud = await h.hudRect();
      if (hud) expect(overlaps(hoverBox, hud), 'over the HUD').toBe(false);
      expect(inside(hoverBox, board), 'inside the board').toBe(true);
      await shot(page, `card-hover-${width}x${height}.png`);
      // The sidebar's card, scrolled to: inside the sidebar, its controls unclipped.
      const sidebar = (await page.locator('.sidebar').boundingBox())!;
      const card = page.getByTestId('character-card');
      for (const control of [
        card.getByLabel('Card of'),
        card.getByRole('button', { name: 'Close' }),
        card.getByLabel('Dealer: show hand'),
      ]) {
        await control.scrollIntoViewIfNeeded();
        const box = (await control.boundingBox())!;
        expect(inside(box, sidebar), 'a card control inside the sidebar').toBe(true);
      }
      await card.getByTestId('card-name').scrollIntoViewIfNeeded();
      await shot(page, `card-sidebar-${width}x${height}.png`);

      // A zoom moves the token under the card: the card is placed anew, still off the token.
      const before = await h.view();
      await page.mouse.wheel(0, -400);
      await expect.poll(async () => (await h.view()).scale).not.toBe(before.scale);
      await h.nextFrame();
      await expect(hover).toHaveAttribute('data-placed', 'true');
      const [after, zoomed] = [(await hover.boundingBox())!, await tokenBox(page, BUSTER)];
      expect(overlaps(after, zoomed), 'over Buster after a zoom').toBe(false);
    });
  }
});
