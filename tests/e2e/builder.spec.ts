import { execFileSync } from 'node:child_process';
import { mkdir, readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { PNG } from 'pngjs';
import { ARTIFACTS, expect, resetSettings, test, shot } from './fixtures.ts';

/**
 * Issue 13, item 1: the character builder. A valid level-1 character is built and saved to the
 * library; an invalid one lists every violation with what to change (B6), saves as a draft, and
 * the printed sheet is a PDF page with the character's name and stats on it.
 */
test('build a valid level-1 character, see an invalid one’s violations, print the sheet', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));
  await resetSettings(page);
  await page.goto(process.env.HIGH_NOON_URL!);
  await page.getByRole('button', { name: 'Open the character builder' }).click();
  const form = page.getByRole('form', { name: 'Character build' });
  const verdict = page.getByRole('region', { name: 'Build' });

  // A valid level-1 Sharpshooter: Sharp 3 meets Steady Aim's requirement (K6).
  await form.getByLabel('Name').fill('Dusty Rhodes');
  await form.getByLabel('Faction').selectOption('Drifters');
  await form.getByLabel('Class').selectOption('Sharpshooter');
  await form.getByLabel('Sharp', { exact: true }).fill('3');
  await form.getByLabel('Agile', { exact: true }).fill('2');
  await form.getByLabel('Attack chip, 1 LP').fill('1');
  await form.getByLabel(/^Steady Aim/).check();
  await expect(page.getByTestId('lp-budget')).toContainText('6 of 17 spent');
  await expect(page.getByTestId('scp-budget')).toContainText('1 of 1 spent');
  await expect(page.getByTestId('build-valid')).toBeVisible();
  await expect(page.getByRole('table', { name: 'The LP bill' })).toContainText('1 attack chip(s)');
  await page.getByRole('button', { name: 'Save to the library' }).click();
  await expect(page.getByTestId('builder-status')).toHaveText(
    'Saved “Dusty Rhodes” to the library.',
  );
  const saved = page.getByRole('list', { name: 'Saved characters' }).getByRole('listitem');
  await expect(saved).toHaveText([/Dusty Rhodes · level 1 Sharpshooter.*✓ ready/]);
  const stored = await page.request.post(
    new URL('api/loadSave', process.env.HIGH_NOON_URL!).toString(),
    { data: { kind: 'character', name: 'Dusty Rhodes' } },
  );
  expect(await stored.json()).toMatchObject({
    ok: true,
    value: { kind: 'character', data: { name: 'Dusty Rhodes', faction: 'Drifters', level: 1 } },
  });

  // Over the LP budget, and a card of another class: every violation, each saying what to change.
  await form.getByLabel('Tough', { exact: true }).fill('5');
  await form.getByLabel('Smart', { exact: true }).fill('5');
  await form.getByLabel('Charming', { exact: true }).fill('4');
  await form.getByLabel('Class').selectOption('Doc');
  const listed = verdict
    .getByRole('list', { name: 'Problems with the build' })
    .getByRole('listitem');
  await expect(listed).toHaveText([
    'Steady Aim is a Sharpshooter card; a Doc cannot take it (rule K6). Remove Steady Aim, or make the character a Sharpshooter or an Omni.',
    '20 LP spent of 17 (rule B1). Take back 3 LP of purchases, or raise the level to 3.',
  ]);
  await expect(page.getByTestId('lp-budget')).toContainText('20 of 17 spent (over)');
  // B6: it saves as a draft, which the list marks, and which the table will not seat.
  await page.getByRole('button', { name: 'Save to the library' }).click();
  await expect(page.getByTestId('builder-status')).toHaveText(
    'Saved “Dusty Rhodes” as a draft: it cannot be seated until its problems are fixed.',
  );
  await expect(saved).toHaveText([/Dusty Rhodes · level 1 Doc.*✗ draft/]);

  // Ctrl+Z takes the class back; levelling up twice keeps the build and pays for it (B1).
  await page.keyboard.press('Control+z');
  await expect(form.getByLabel('Class')).toHaveValue('Sharpshooter');
  await expect(listed).toHaveText([/^20 LP spent of 17/]);
  await form.getByRole('button', { name: /^Level up/ }).click();
  await form.getByRole('button', { name: /^Level up/ }).click();
  await expect(page.getByTestId('lp-budget')).toContainText('20 of 21 spent');
  await expect(page.getByTestId('build-valid')).toBeVisible();
  await expect(form.getByLabel('Tough', { exact: true })).toHaveValue('5');

  await mkdir(ARTIFACTS, { recursive: true });
  for (const [width, height] of [
    [1920, 1080],
    [3840, 2160],
    [1280, 720],
  ] as const) {
    await page.setViewportSize({ width, height });
    await shot(page, `builder-${width}x${height}.png`);
  }

  // The printed sheet: one A4 page holding the sheet alone. At 96 dpi a PDF point grid is the
  // page's CSS pixels, so the sheet's boxes as laid out for print are where the ink must be.
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: 794, height: 1123 });
  const nameBox = (await page.locator('.sheet-name').boundingBox())!;
  const statsBox = (await page.getByRole('table', { name: 'Stats' }).boundingBox())!;
  await expect(page.getByRole('form', { name: 'Character build' })).toBeHidden();
  const pdf = path.join(ARTIFACTS, 'builder-sheet.pdf');
  await page.pdf({
    path: pdf,
    format: 'A4',
    margin: { top: '0', right: '0', bottom: '0', left: '0' },
  });
  const out = path.join(ARTIFACTS, 'builder-sheet');
  execFileSync('pdftoppm', ['-png', '-r', '96', pdf, out]);
  const pages = (await readdir(ARTIFACTS)).filter((f) => /^builder-sheet-\d+\.png$/.test(f));
  expect(pages).toHaveLength(1);
  const png = PNG.sync.read(await readFile(path.join(ARTIFACTS, pages[0]!)));
  const ink = (box: { x: number; y: number; width: number; height: number }) => {
    let dark = 0;
    let all = 0;
    for (let y = Math.floor(box.y); y < box.y + box.height && y < png.height; y++)
      for (let x = Math.floor(box.x); x < box.x + box.width && x < png.width; x++) {
        const i = (y * png.width + x) * 4;
        all++;
        if (png.data[i]! + png.data[i + 1]! + png.data[i + 2]! < 3 * 128) dark++;
      }
    return dark / all;
  };
  expect(ink(nameBox)).toBeGreaterThan(0.05);
  expect(ink(statsBox)).toBeGreaterThan(0.05);
  // Below the sheet the page is blank: the form and the verdict are not printed.
  const sheet = (await page.getByTestId('character-sheet').boundingBox())!;
  const below = sheet.y + sheet.height + 10;
  expect(ink({ x: 0, y: below, width: png.width, height: png.height - below })).toBe(0);
  expect(problems).toEqual([]);
});
