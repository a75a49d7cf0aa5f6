import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { scaled } from '../slowdown.ts';
import { hooks, shot } from './fixtures.ts';
import { startHostProcess, type HostProcess } from './hostProcess.ts';
import { freePort } from '../freePort.ts';

/** A msgpack string as a frame carries it: its length's byte, then its letters. */
const packed = (text: string) => String.fromCharCode(0xa0 + text.length) + text;

/**
 * A player's phone: a browser context of its own with mobile emulation (touch, 390×844), its
 * frames recorded, and navigator.vibrate counted; it opens its seat's link and gives its name.
 */
async function openPhone(browser: Browser, link: string, name: string) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  await context.addInitScript(() => {
    const counted = window as unknown as { buzzes: number };
    counted.buzzes = 0;
    navigator.vibrate = () => ((counted.buzzes += 1), true);
  });
  const frames: string[] = [];
  const page = await context.newPage();
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) =>
      frames.push(typeof payload === 'string' ? payload : payload.toString('latin1')),
    ),
  );
  await page.goto(link);
  await page.getByLabel('Your name, for the Dealer').fill(name);
  await page.getByRole('button', { name: 'Join the table' }).tap();
  await expect(page.getByTestId('seat-status')).toContainText('Waiting for the Dealer');
  return {
    page,
    frames,
    buzzes: () => page.evaluate(() => (window as unknown as { buzzes: number }).buzzes),
    close: () => context.close(),
  };
}

/** The seat's link the Dealer's panel shows (its QR code's), on the LAN. */
async function seatLink(app: Page, seat: string): Promise<string> {
  const row = app.getByTestId(`seat-row-${seat.includes(':') ? seat : `pc:${seat}`}`);
  await row.getByRole('button', { name: 'Link and QR code' }).click();
  await expect(row.getByTestId('players-qr')).toBeVisible();
  return (await row.getByTestId('seat-link').getAttribute('href'))!;
}

/**
 * Issue 39's end to end: the Dealer's window, the TV on the LAN and two phones (mobile emulation,
 * touch), each a browser context of its own. Each phone opens its seat's link, waits, and is
 * seated by the Dealer; then a round of the sample skirmish in which each player chooses on their
 * own phone: Kate's player moves, opens a door and shoots with an Attack chip after the verdict;
 * Ned's player defends with a card of his hand when Buster shoots. One phone drops and comes back
 * to its seat by itself. Every frame each phone received is walked for the other's cards and for
 * hidden Tom.
 */
test.describe('players on their phones (issue 39)', () => {
  test('two phones play a round of the sample skirmish with the Dealer and the TV', async ({
    browser,
  }) => {
    test.setTimeout(scaled(240_000));
    await withHost('high-noon-phones', async (host) => {
      const { dealerContext, app } = await openDealer(browser);
      await app.goto(`${host.url}?seed=7`);
      await app.locator('[data-testid="board"][data-ready="true"]').waitFor();
      const tvContext = await browser.newContext({ viewport: { width: 1280, height: 720 } });
      const tv = await tvContext.newPage();
      await tv.goto(host.lanUrl);
      await tv.locator('[data-testid="projector-board"][data-ready="true"]').waitFor();
      const h = hooks(app);
      const seats = app.getByTestId('seats-panel');

      // Tom is hidden from the players before anyone joins.
      const dealer = app.getByRole('region', { name: 'Dealer' });
      await dealer.getByLabel('Hide or reveal').selectOption({ label: 'Tom' });
      await dealer.getByRole('button', { name: 'Hide', exact: true }).click();

      // Each phone opens its seat's link, waits, and is seated by the Dealer's word.
      const ann = await openPhone(browser, await seatLink(app, 'kate'), 'Ann');
      await expect(seats.getByTestId('seats-waiting')).toHaveText('1 waiting');
      // Said in the top bar too: the panel may be below the fold of the sidebar.
      await expect(app.getByTestId('phones-waiting')).toHaveText('Ann waits for a seat');
      await shot(app, 'phones-dealer-waiting-1280x800.png');
      await seats.getByRole('button', { name: 'Seat Ann' }).click();
      await expect(ann.page.getByTestId('seat-card')).toContainText('Marshal Kate');
      await expect(app.getByTestId('phones-waiting')).toBeHidden();
      const bob = await openPhone(browser, await seatLink(app, 'ned'), 'Bob');
      await seats.getByRole('button', { name: 'Seat Bob' }).click();
      await expect(bob.page.getByTestId('seat-card')).toContainText('Ned');
      await expect(seats.getByTestId('seat-phone')).toHaveText([/Ann holds/, /Bob holds/]);

      // Kate's turn, on Ann's phone: the hand is hers, and the Dealer waits on her.
      await app.getByRole('button', { name: 'Begin round 1' }).click();
      await expect(ann.page.getByTestId('seat-prompt')).toContainText('Your turn');
      await expect(bob.page.getByTestId('seat-prompt')).toContainText('Nothing is asked');
      await expect(seats.getByTestId('seats-awaited')).toContainText('Waiting for Ann');
      const kateHand = (await h.gameState()).combatants.kate!.hand.length;
      await expect(ann.page.getByTestId('seat-hand').getByRole('listitem')).toHaveCount(kateHand);
      await shot(ann.page, 'phones-ann-turn-390x844.png', { fullPage: true });

      // A move: tap E5, see the way and its cost, confirm.
      await ann.page.locator('[data-square="E5"]').tap();
      await expect(ann.page.getByRole('group', { name: 'Confirm the move' })).toContainText(
        'Move to E5: 3 squares',
      );
      await ann.page.getByRole('button', { name: 'Move', exact: true }).tap();
      await expect.poll(async () => (await h.gameState()).combatants.kate!.at).toEqual([4, 4]);
      // A door: the one beside her now, opened from the phone.
      await ann.page.getByRole('button', { name: 'Open the door at E5' }).tap();
      await expect.poll(async () => (await h.gameState()).map.doors[0]!.open).toBe(true);
      await ann.page.getByRole('button', { name: 'End the Movement phase' }).tap();

      // The attack: Buster, her weapon, one Attack chip; the verdict before Fire.
      const attack = ann.page.getByRole('region', { name: 'Attack' });
      await attack.getByRole('button', { name: 'Buster' }).tap();
      await attack.getByRole('button', { name: /Single Action Revolver/ }).tap();
      await attack.getByRole('button', { name: 'One more Attack chips' }).tap();
      await expect(ann.page.getByTestId('seat-verdict')).toContainText('Attack');
      await shot(ann.page, 'phones-ann-attack-390x844.png', { fullPage: true });
      await ann.page.setViewportSize({ width: 844, height: 390 });
      await shot(ann.page, 'phones-ann-attack-844x390.png', { fullPage: true });
      await ann.page.setViewportSize({ width: 390, height: 844 });
      const chipsBefore = (await h.gameState()).combatants.kate!.chips.attack;
      await attack.getByRole('button', { name: 'Fire' }).tap();
      await expect.poll(async () => (await h.gameState()).attack?.attacker).toBe('kate');
      expect((await h.gameState()).combatants.kate!.chips.attack).toBe(chipsBefore - 1);
      // Buster's defence is the Dealer's, on the laptop.
      await app.getByRole('button', { name: 'No card', exact: true }).click();
      await expect(tv.getByTestId('projector-attack')).toContainText('Buster');
      await resolveSteps(app);

      // Ann's phone sleeps, and its browser reloads the page as it wakes: it is in its seat
      // again, with no Dealer step (a socket that drops and comes back by its token: seating.test).
      await ann.page.reload();
      await expect(seats.getByTestId('seat-phone').first()).toContainText('Ann holds');
      await expect(ann.page.getByTestId('seat-card')).toBeVisible();

      // The rest of Kate's turn, then Ned's, from the phones; then Tom's, hidden, by the Dealer.
      await playTurnOut(ann.page);
      await expect(bob.page.getByTestId('seat-prompt')).toContainText('Your turn');
      for (const end of ['End the Movement phase', 'End the Action phase'])
        await bob.page.getByRole('button', { name: end }).tap();
      await bob.page.getByRole('button', { name: 'Draw and end the turn' }).tap();
      await expect.poll(async () => (await h.gameState()).turn?.who).toBe('tom');
      for (const end of ['End movement', 'End action', 'Draw and end turn'])
        await app.getByRole('button', { name: end }).click();

      // Buster shoots at Ned: Bob's phone buzzes and offers Ned's defence, card by card.
      await expect.poll(async () => (await h.gameState()).turn?.who).toBe('buster');
      await app.getByRole('button', { name: 'End movement' }).click();
      await h.click(6, 9);
      await expect(bob.page.getByTestId('seat-prompt')).toContainText('shoots at Ned');
      await expect.poll(() => bob.buzzes()).toBeGreaterThan(0);
      await expect(seats.getByTestId('seats-awaited')).toContainText("Ned's defence");
      await shot(bob.page, 'phones-bob-defence-390x844.png', { fullPage: true });
      const nedHand = (await h.gameState()).combatants.ned!.hand;
      await bob.page
        .getByRole('button', { name: /^Defend with / })
        .first()
        .tap();
      await expect
        .poll(async () => (await h.gameState()).combatants.ned!.hand.length)
        .toBe(nedHand.length - 1);

      // What each phone was sent: never the other's cards, nor hidden Tom.
      const state = await h.gameState();
      const cardIds = (id: string) => Object.keys(state.combatants[id]!.cards);
      for (const [phone, others] of [
        [ann, cardIds('ned')],
        [bob, cardIds('kate')],
      ] as const) {
        const text = phone.frames.join('\n');
        for (const card of others) expect(text).not.toContain(packed(card));
        expect(text).not.toContain(packed('tom'));
      }
      await Promise.all([ann.close(), bob.close(), tvContext.close(), dealerContext.close()]);
    });
  });

  test('a seat with no phone chooses its defence on the laptop, behind the cover', async ({
    browser,
  }) => {
    test.setTimeout(scaled(180_000));
    await withHost('high-noon-cover', async (host) => {
      const { dealerContext, app } = await openDealer(browser);
      await app.goto(`${host.url}?seed=7`);
      await app.locator('[data-testid="board"][data-ready="true"]').waitFor();
      const h = hooks(app);
      const seats = app.getByTestId('seats-panel');
      // Kate's player has a phone; Ned's plays from the laptop.
      const ann = await openPhone(browser, await seatLink(app, 'kate'), 'Ann');
      await seats.getByRole('button', { name: 'Seat Ann' }).click();
      await expect(ann.page.getByTestId('seat-card')).toBeVisible();
      await app.getByRole('button', { name: 'Begin round 1' }).click();
      for (const end of ['End the Movement phase', 'End the Action phase'])
        await ann.page.getByRole('button', { name: end }).tap();
      await ann.page.getByRole('button', { name: 'Draw and end the turn' }).tap();
      // Ned's turn and Tom's, played on the laptop as ever: no cover for what the board shows.
      for (const who of ['ned', 'tom']) {
        await expect.poll(async () => (await h.gameState()).turn?.who).toBe(who);
        for (const end of ['End movement', 'End action', 'Draw and end turn'])
          await app.getByRole('button', { name: end }).click();
      }
      // Buster shoots at Ned: the laptop covers the table until Ned's player asks for his hand.
      await expect.poll(async () => (await h.gameState()).turn?.who).toBe('buster');
      await app.getByRole('button', { name: 'End movement' }).click();
      await h.click(6, 9);
      const cover = app.getByRole('dialog', { name: "Pass the laptop to Ned's player" });
      await expect(cover).toBeVisible();
      await shot(app, 'phones-laptop-cover-1280x800.png');
      // Nothing of the table shows past it: it covers the board and the sidebar.
      const box = (await cover.boundingBox())!;
      expect(box).toMatchObject({ x: 0, y: 0, width: 1280, height: 800 });
      await cover.getByRole('button', { name: /^I am Ned.s player: show my hand/ }).click();
      const seat = app.getByRole('dialog', { name: "Ned's seat" });
      await expect(seat.getByTestId('seat-prompt')).toContainText('shoots at Ned');
      await expect(seat.getByTestId('seat-card')).toContainText('Ned');
      await expect(seat).not.toContainText('Marshal Kate'.concat("'s card"));
      await shot(app, 'phones-laptop-seat-1280x800.png');
      const hand = (await h.gameState()).combatants.ned!.hand.length;
      await seat
        .getByRole('button', { name: /^Defend with / })
        .first()
        .click();
      await expect
        .poll(async () => (await h.gameState()).combatants.ned!.hand.length)
        .toBe(hand - 1);
      // Chosen: the laptop goes back to the Dealer before the board shows again.
      const back = app.getByRole('dialog', { name: 'Pass the laptop back' });
      await back.getByRole('button', { name: 'I am the Dealer: back to the table' }).click();
      await expect(back).toBeHidden();
      await expect(app.getByTestId('board')).toBeVisible();
      await Promise.all([ann.close(), dealerContext.close()]);
    });
  });
  test('four phones play a round of Finger Guns: hands in private, revealed together on the TV', async ({
    browser,
  }) => {
    test.setTimeout(scaled(240_000));
    await withHost('high-noon-fg-phones', async (host) => {
      const { dealerContext, app } = await openDealer(browser);
      await app.goto(host.url);
      await app.getByRole('button', { name: 'Play Finger Guns' }).click();
      await app.getByRole('button', { name: 'Start the game' }).click();
      const tvContext = await browser.newContext({ viewport: { width: 1280, height: 720 } });
      const tv = await tvContext.newPage();
      await tv.goto(host.lanUrl);
      await expect(tv.getByTestId('fg-tv')).toBeVisible();
      const seats = app.getByTestId('seats-panel');
      const names = ['Ann', 'Bob', 'Cat', 'Dan'];
      const phones = [];
      for (const [i, name] of names.entries()) {
        const phone = await openPhone(browser, await seatLink(app, `fg:${i}-${name}`), name);
        await seats.getByRole('button', { name: `Seat ${name}` }).click();
        await expect(phone.page.getByTestId('seat-prompt')).toContainText('Choose your hand');
        phones.push(phone);
      }
      // Each shows a hand in private; the TV says who has, never what.
      const hands = ['Power Shot at Dan', 'Power Shot at Dan', 'Power Shot at Dan', 'Shot at Ann'];
      for (const [i, phone] of phones.entries()) {
        await phone.page.getByRole('button', { name: hands[i], exact: true }).tap();
        await expect(phone.page.getByTestId('seat-prompt')).toContainText(`Your hand: ${hands[i]}`);
      }
      await shot(phones[3]!.page, 'phones-fg-dan-390x844.png', { fullPage: true });
      await expect(tv.getByTestId('fg-tv-shown').filter({ hasText: 'hand shown' })).toHaveCount(4);
      await expect(tv.getByTestId('fg-tv')).not.toContainText('Power Shot');
      await expect(app.getByTestId('fg-phones')).toContainText('Dan has shown');
      await shot(tv, 'phones-fg-tv-shown-1280x720.png');
      const [annBefore, danBefore] = [phones[0]!.frames.join('\n'), phones[3]!.frames.join('\n')];
      // The Dealer counts down: the TV runs "3, 2, 1… Draw!" and reveals every hand at once.
      await app.getByRole('button', { name: '3, 2, 1… Draw!' }).click();
      await expect(tv.getByRole('region', { name: 'Countdown' })).toBeVisible();
      const lines = tv.getByRole('region', { name: 'What happened' });
      await expect(lines.getByRole('listitem').first()).toHaveText(
        'Shot: Dan shoots Ann: Ann loses 2 (F5)',
      );
      for (const [width, height] of [
        [1280, 720],
        [1920, 1080],
        [3840, 2160],
      ] as const) {
        await tv.setViewportSize({ width, height });
        await shot(tv, `phones-fg-tv-${width}x${height}.png`);
      }
      await expect(phones[0]!.page.getByTestId('seat-round')).toContainText('health 18');
      // Before "Draw!", no phone held another's hand: Ann never saw Dan's Shot at her, nor Dan
      // the Power Shots at him (neither may aim at itself, so only a leak would carry those).
      const hand = (gesture: string, target: string) =>
        packed('action') + packed(gesture) + packed('target') + packed(target);
      expect(annBefore).not.toContain(hand('shot', 'Ann'));
      expect(danBefore).not.toContain(hand('powershot', 'Dan'));
      expect(danBefore).toContain(hand('shot', 'Ann'));
      await Promise.all([
        ...phones.map((p) => p.close()),
        tvContext.close(),
        dealerContext.close(),
      ]);
    });
  });
  test('two phones place a round of Texas Shootout behind the barrier; the TV counts, then reveals', async ({
    browser,
  }) => {
    test.setTimeout(scaled(240_000));
    await withHost('high-noon-texas-phones', async (host) => {
      const { dealerContext, app } = await openDealer(browser);
      // The Dealer's window runs the 30 seconds: its clock is the test's, so round 2's run out in
      // an instant (time goes on as usual until then).
      await app.clock.install();
      await app.goto(host.url);
      await app.getByRole('button', { name: 'Play Texas Shootout' }).click();
      await app.getByLabel('Side B is played by').selectOption('person');
      await app.getByRole('button', { name: 'Deal the hands' }).click();
      const tvContext = await browser.newContext({ viewport: { width: 1280, height: 720 } });
      const tv = await tvContext.newPage();
      await tv.goto(host.lanUrl);
      await expect(tv.getByTestId('texas-tv')).toBeVisible();
      const seats = app.getByTestId('seats-panel');
      const ann = await openPhone(browser, await seatLink(app, 'tx:A'), 'Ann');
      await seats.getByRole('button', { name: 'Seat Ann' }).click();
      const bob = await openPhone(browser, await seatLink(app, 'tx:B'), 'Bob');
      await seats.getByRole('button', { name: 'Seat Bob' }).click();
      for (const phone of [ann, bob])
        await expect(phone.page.getByTestId('seat-prompt')).toContainText('choose a card');

      // The laptop no longer asks to be passed: both sides place on their phones. The Dealer
      // starts the 30 seconds (TS2), then pauses them, so the test does not race the clock.
      await expect(app.getByTestId('texas-phones')).toContainText('A: 0 of 3 placed');
      await app.getByRole('button', { name: 'Start the 30 seconds' }).click();
      await expect(tv.getByTestId('texas-tv-clock-A')).toContainText(' s');
      await expect(bob.page.getByTestId('seat-clock')).toContainText(' s');
      await app.getByRole('button', { name: 'Pause the timer' }).click();
      await expect(tv.getByTestId('texas-tv-clock-B')).toContainText('(paused)');

      /** A phone lays its hand's first card on a square of row 1, and waits to see it there. */
      const lay = async (page: Page, col: number) => {
        const card = page.locator('.seat-choices').getByRole('button').first();
        const name = (await card.locator('strong').textContent())!;
        await card.tap();
        await page.getByRole('button', { name: `Row 1, column ${col}`, exact: true }).tap();
        await expect(
          page.getByRole('button', { name: `Row 1, column ${col}: ${name}` }),
        ).toBeVisible();
        return name;
      };
      // B lays first: both place at once (TS2). The TV and A hear how many, never which.
      const bobs = [await lay(bob.page, 1), await lay(bob.page, 4)];
      await expect(tv.getByTestId('texas-tv-placed-B')).toHaveText('2 of 3 placed');
      await expect(ann.page.getByTestId('seat-prompt')).toContainText('B: 2 of 3 placed');
      const anns = [await lay(ann.page, 0), await lay(ann.page, 2), await lay(ann.page, 5)];
      await expect(tv.getByTestId('texas-tv-placed-A')).toHaveText('3 of 3 placed');
      await shot(ann.page, 'phones-texas-ann-390x844.png', { fullPage: true });
      await ann.page.setViewportSize({ width: 844, height: 390 });
      await shot(ann.page, 'phones-texas-ann-844x390.png', { fullPage: true });
      await shot(tv, 'phones-texas-tv-placing-1280x720.png');
      await shot(app, 'phones-texas-dealer-1280x800.png', { fullPage: true });
      for (const name of bobs) {
        await expect(ann.page.locator('body')).not.toContainText(name);
        await expect(tv.locator('body')).not.toContainText(name);
      }
      for (const name of anns) await expect(bob.page.locator('body')).not.toContainText(name);

      await ann.page.getByRole('button', { name: 'Done placing' }).tap();
      await expect(ann.page.getByTestId('seat-prompt')).toContainText('Waiting for the other side');
      await bob.page.getByRole('button', { name: 'Done: leave 1 out' }).tap();
      // Both have placed: the TV shows both sides face up, and the barrier lifts on the Dealer's
      // word.
      await expect(tv.getByRole('region', { name: 'The reveal' })).toContainText(anns[0]!);
      await expect(tv.getByRole('region', { name: 'The reveal' })).toContainText(bobs[0]!);
      await app.getByRole('button', { name: 'Shoot: roll the d10s' }).click();
      const round = tv.getByTestId('texas-tv-round');
      await expect(round).toContainText('Round 1: d10s');
      await expect(round.getByRole('listitem').first()).toBeVisible();
      await expect(ann.page.getByTestId('seat-round')).toContainText('round 2 of 3');
      for (const [width, height] of [
        [1280, 720],
        [1920, 1080],
        [3840, 2160],
      ] as const) {
        await tv.setViewportSize({ width, height });
        await shot(tv, `phones-texas-tv-${width}x${height}.png`);
      }
      await shot(bob.page, 'phones-texas-bob-after-390x844.png', { fullPage: true });

      // Round 2: the 30 seconds run out. A laid one token, B none: the rest are out (TS2 house).
      await app.getByRole('button', { name: 'Skip to the next round' }).click();
      await app.getByRole('button', { name: 'Start the 30 seconds' }).click();
      const annLaid = await lay(ann.page, 3);
      await app.clock.runFor(31_000);
      await expect(app.getByRole('alert')).toContainText('Time is up for');
      await expect(tv.getByRole('region', { name: 'The reveal' })).toContainText(annLaid);
      await expect(tv.getByRole('list', { name: 'Initiative' }).getByRole('listitem')).toHaveCount(
        1,
      );
      // The Dealer's undo gives B its placement back, with its 30 seconds to start again.
      await app.getByRole('button', { name: 'Undo' }).click();
      await expect(bob.page.getByTestId('seat-prompt')).toContainText('choose a card');
      await expect(app.getByRole('button', { name: 'Start the 30 seconds' })).toBeVisible();
      await Promise.all([ann.close(), bob.close(), tvContext.close(), dealerContext.close()]);
    });
  });
});

/**
 * A web host of its own for a test (its seats' links kept in its own settings), with the LAN on at
 * 127.0.0.1; stopped after, and only then its data folder removed (it may be listing it).
 */
async function withHost(name: string, run: (host: HostProcess) => Promise<void>): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `${name}-`));
  const host = await startHostProcess({
    port: await freePort(),
    dataDir,
    lanPort: await freePort(),
  });
  try {
    await run(host);
  } finally {
    const exited = new Promise((resolve) => host.child.once('exit', resolve));
    host.child.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The Dealer's window: a browser context of its own, at 1280×800. */
async function openDealer(browser: Browser) {
  const dealerContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return { dealerContext, app: await dealerContext.newPage() };
}

/** The Dealer steps the attack through to its end (auto-advance is off), as the TV shows it. */
async function resolveSteps(app: Page): Promise<void> {
  const next = app.getByRole('button', { name: /^Continue/ });
  const h = hooks(app);
  for (let step = 0; step < 10 && (await h.gameState()).attack; step++) await next.click();
  expect((await h.gameState()).attack).toBeFalsy();
}

/** The rest of a turn from a phone: each phase ended, then the draw. */
async function playTurnOut(phone: Page): Promise<void> {
  const end = phone.getByRole('button', { name: 'End the Action phase' });
  const prompt = phone.getByTestId('seat-prompt');
  await expect(prompt).toContainText(/action|draw/);
  if (await end.isVisible()) await end.tap();
  await phone.getByRole('button', { name: 'Draw and end the turn' }).tap();
  await expect(prompt).toContainText('Nothing is asked');
}
