/**
 * `npm run screenshot`: regenerates docs/board.png, the README's picture of the board, and
 * docs/phones.png, a player's phone beside the TV, from the web mode in Chromium. The tests never
 * rewrite them.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs, findChromium } from './lib/findChromium.ts';
import { projectRoot } from './lib/projectRoot.ts';
import { exitWithError, runWebMode } from './lib/webMode.ts';

const browserPath = findChromium();
if ('missing' in browserPath) exitWithError(new Error(browserPath.missing));

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'high-noon-screenshot-'));
const host = await runWebMode({ port: 0, dataDir });
const browser = await chromium.launch({ executablePath: browserPath.path, args: chromiumArgs() });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${host.url}?seed=7`);
  await page.locator('[data-testid="board"][data-ready="true"]').waitFor({ timeout: 60_000 });
  // The picture shows play: Marshal Kate's Action phase, her field of fire (clear or under
  // cover), and the verdict on a shot at Buster.
  await page.getByRole('button', { name: 'Begin round 1' }).click();
  await page.getByRole('button', { name: 'End movement' }).click();
  const at = (x: number, y: number) =>
    page.evaluate(([px, py]) => window.highNoonBoard!.pointToClient(px!, py!), [x + 0.5, y + 0.5]);
  const square = await at(10, 9);
  await page.mouse.move(square.x, square.y);
  await page.evaluate(() => window.highNoonBoard!.nextFrame());
  const file = path.join(projectRoot, 'docs', 'board.png');
  await page.screenshot({ path: file });
  console.log(`Wrote ${path.relative(projectRoot, file)}`);
  await phoneBesideTv(page, host.url);
} finally {
  await browser.close();
  await host.close();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(0);

/**
 * docs/phones.png: Ann's phone at Marshal Kate's seat, her turn's board and hand, beside the TV,
 * laid side by side on one page and photographed.
 */
async function phoneBesideTv(dealer: Page, url: string): Promise<void> {
  const seats = (await (
    await fetch(`${url}api/tableSeats`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    })
  ).json()) as {
    value: { seats: { key: string; pass: string }[] };
  };
  const kate = seats.value.seats.find((seat) => seat.key === 'pc:kate')!;
  const phone = await browser.newPage({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  await phone.goto(`${url}seat.html#pass=${kate.pass}`);
  await phone.getByLabel('Your name, for the Dealer').fill('Ann');
  await phone.getByRole('button', { name: 'Join the table' }).click();
  await dealer.getByRole('button', { name: 'Seat Ann' }).click();
  await phone.getByTestId('seat-card').waitFor();
  const tv = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await tv.goto(`${url}projector`);
  await tv.locator('[data-testid="projector-board"][data-ready="true"]').waitFor();
  // Back to her Movement phase (the board above ended it): the phone offers her moves.
  await dealer.getByRole('button', { name: 'Undo' }).click();
  await phone.getByTestId('seat-prompt').getByText('movement phase').waitFor();
  await phone.locator('[data-square="E5"]').click();
  const shots = {
    tv: (await tv.screenshot()).toString('base64'),
    phone: (await phone.screenshot()).toString('base64'),
  };
  const sheet = await browser.newPage({ viewport: { width: 1480, height: 760 } });
  await sheet.setContent(
    `<body style="margin:0;background:#111;display:flex;gap:24px;align-items:center;justify-content:center;height:100vh">` +
      `<img style="width:1040px;border:6px solid #333;border-radius:8px" src="data:image/png;base64,${shots.tv}">` +
      `<img style="height:700px;border:8px solid #333;border-radius:28px" src="data:image/png;base64,${shots.phone}">` +
      `</body>`,
  );
  const file = path.join(projectRoot, 'docs', 'phones.png');
  await sheet.screenshot({ path: file });
  console.log(`Wrote ${path.relative(projectRoot, file)}`);
}
