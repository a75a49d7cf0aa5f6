import type { Page } from '@playwright/test';
import kate from '../../assets/characters/marshal-kate.json' with { type: 'json' };
import encounterFixture from '../fixtures/encounter-v2.json' with { type: 'json' };
import {
  autosaved,
  expect,
  hooks,
  resetSettings,
  shot,
  test,
  waitForBoard,
  shotsAtSizes,
  SCREEN_SIZES,
} from './fixtures.ts';

/**
 * Issue 13, item 4: two encounters of one day from a campaign, each written back after the
 * Dealer confirms; a chip spent in the first is still spent in the second (H3, Y1), and back once
 * the Dealer advances the day. Between the two, Sam levels up in the builder and the posse takes
 * the new build, keeping his spent chip; the second table is reloaded before it ends, and still
 * writes back to its campaign.
 */

const SAM = 'Deputy Sam';
const SKIRMISH = 'Campaign test – the crossing';

/** Writes a save through the host's own API, as the library would. */
async function writeSave(page: Page, kind: string, name: string, data: unknown): Promise<void> {
  const url = new URL('api/writeSave', process.env.HIGH_NOON_URL!).toString();
  const response = await page.request.post(url, { data: { kind, name, data, overwrite: true } });
  expect(await response.json()).toMatchObject({ ok: true });
}

/**
 * The Dealer ends the encounter, and writes it back to the campaign after confirming; with
 * `reload`, the window is reloaded first, once the end is autosaved, and resumes the table.
 */
async function endAndWriteBack(
  page: Page,
  campaign: string,
  changes: string[],
  { look = false, reload = false }: { look?: boolean; reload?: boolean } = {},
): Promise<void> {
  await page
    .getByRole('region', { name: 'Dealer' })
    .getByRole('button', { name: 'End the encounter' })
    .click();
  if (reload) {
    await autosaved(page);
    await page.reload();
    await waitForBoard(page);
  }
  const summary = page.getByRole('region', { name: 'The encounter is over' });
  await summary.getByRole('button', { name: `Write back to ${campaign}` }).click();
  const confirm = summary.getByTestId('write-back-confirm');
  await expect(confirm.getByRole('listitem')).toHaveText(changes);
  if (look || reload)
    await shot(page, `campaign-write-back${reload ? '-resumed' : ''}-1280x720.png`);
  await confirm.getByRole('button', { name: 'Confirm: write back' }).click();
  await expect(summary.getByRole('status')).toHaveText(`Written back to ${campaign}.`);
  await summary.getByRole('button', { name: `Back to ${campaign}`, exact: true }).click();
}

test.use({ viewport: { width: 1280, height: 720 } });

test('a campaign: two encounters of one day keep a spent chip spent; the next day brings it back', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  await resetSettings(page);
  // Sam: Kate's build with a Speed chip for an Attack chip (same LP), and Jerky for the night.
  await writeSave(page, 'character', SAM, {
    ...kate,
    id: 'sam',
    name: SAM,
    chips: { attack: 1, defense: 1, speed: 1 },
    items: ['Snake Oil', 'Jerky'],
  });
  const tom = encounterFixture.data.placements.find((p) => p.id === 'tom')!;
  await writeSave(page, 'encounter', SKIRMISH, {
    map: 'Dusty Crossing',
    placements: [{ id: 'sam', side: 'pc', at: [4, 7] }, tom],
    seating: ['tom', 'sam'],
  });
  const name = `Test campaign ${Date.now()}`;
  await page.goto(process.env.HIGH_NOON_URL!);

  await page
    .getByRole('navigation', { name: 'Start' })
    .getByRole('button', { name: 'Campaigns' })
    .click();
  await page.getByLabel('A new campaign, named').fill(name);
  await page.getByRole('button', { name: 'New campaign' }).click();
  const saved = page.getByTestId('campaign-save');
  await expect(saved).toHaveText('Saved');
  await page.getByLabel('Add a character').selectOption({ label: SAM });
  await page.getByRole('button', { name: 'Add to the posse' }).click();
  await page.getByLabel('Add an encounter from the library').selectOption({ label: SKIRMISH });
  await page.getByRole('button', { name: 'Add encounter' }).click();
  await expect(saved).toHaveText('Saved');
  const sam = page.getByTestId('standing-sam');
  await expect(sam.getByTestId('standing-spent')).toHaveText('none');

  // Encounter 1 of day 1: Sam spends his Speed chip to act earlier (T6), and the Dealer ends it.
  await page.getByRole('button', { name: `Start ${SKIRMISH}` }).click();
  await waitForBoard(page);
  await page.getByRole('button', { name: `${SAM}: a Speed chip to act earlier` }).click();
  await endAndWriteBack(page, name, [`${SAM}: chips spent today 0 → 1.`], { look: true });
  await expect(sam.getByTestId('standing-spent')).toHaveText('1 Speed');

  // Sam levels up in the builder (saved to the library): the posse takes the new build after the
  // Dealer confirms, and keeps where Sam stands: his Speed chip is still spent (Y3, H3).
  await writeSave(page, 'character', SAM, {
    ...kate,
    id: 'sam',
    name: SAM,
    level: kate.level + 1,
    chips: { attack: 1, defense: 1, speed: 1 },
    items: ['Snake Oil', 'Jerky'],
  });
  await expect(sam.getByTestId('standing-level')).toHaveText(String(kate.level));
  await page.getByRole('button', { name: `Update ${SAM} from the library` }).click();
  const update = page.getByTestId('member-update-confirm');
  await expect(update.getByRole('listitem').first()).toHaveText(
    `${SAM}: level ${kate.level} → ${kate.level + 1}.`,
  );
  // For people to look at (npm run test:shots), the sizes only change for the pictures.
  await shotsAtSizes(
    page,
    'campaign-update',
    { width: 1280, height: 720 },
    SCREEN_SIZES.slice(0, 2),
  );
  await update.getByRole('button', { name: `Confirm: update ${SAM}` }).click();
  await expect(sam.getByTestId('standing-level')).toHaveText(String(kate.level + 1));
  await expect(sam.getByTestId('standing-spent')).toHaveText('1 Speed');
  await expect(saved).toHaveText('Saved');

  // Encounter 2, the same day: the chip is still spent.
  await page.getByRole('button', { name: `Start ${SKIRMISH}` }).click();
  await waitForBoard(page);
  const h = hooks(page);
  const seated = (await h.gameState()).combatants.sam!;
  expect([seated.chips.speed, seated.spent.speed]).toEqual([0, 1]);
  const again = page.getByRole('button', { name: `${SAM}: a Speed chip to act earlier` });
  await expect(again).toHaveAttribute('aria-disabled', 'true');
  await expect(again).toHaveAttribute('title', /H3/);
  // Reloaded before the write-back, the table resumes from its autosave and still knows its campaign.
  await endAndWriteBack(page, name, ['No one’s standing changes.'], { reload: true });
  await expect(page.getByTestId('campaign-played').getByRole('listitem')).toHaveCount(2);
  await expect(page.getByTestId('campaign-played')).not.toContainText('Day 2');

  // The Dealer advances the day: the chip is back, Sam eats his Jerky (Y2).
  await page.getByRole('button', { name: 'Advance the day' }).click();
  await expect(page.getByRole('heading', { name: 'Day 2', exact: true })).toBeVisible();
  await expect(page.getByTestId('day-report').getByRole('listitem')).toHaveText([
    `${SAM}: chips back: 1 Speed (rule Y1); ate Jerky (rule Y2).`,
  ]);
  await expect(sam.getByTestId('standing-spent')).toHaveText('none');
  await expect(saved).toHaveText('Saved');

  await shotsAtSizes(page, 'campaign', { width: 1280, height: 720 });
  expect(problems, 'console errors during the test').toEqual([]);
});
