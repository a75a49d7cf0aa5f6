import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { scaled } from '../slowdown.ts';
import { hooks, shot } from './fixtures.ts';
import { startHostProcess, type HostProcess } from './hostProcess.ts';
import { freePort } from '../freePort.ts';

/**
 * Every frame a page's sockets receive, as text: the room's messages are msgpack, whose strings
 * are their UTF-8 bytes, so a name or a key sent in one is found in the frame's latin1 reading.
 */
function recordFrames(page: Page): string[] {
  const frames: string[] = [];
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) =>
      frames.push(typeof payload === 'string' ? payload : payload.toString('latin1')),
    ),
  );
  return frames;
}

/** A PNG of one pixel, base64: the background the Dealer lays. */
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** A msgpack map key as a frame carries it: its length's byte, then its letters. */
const key = (name: string) => String.fromCharCode(0xa0 + name.length) + name;

/** A TV on the LAN, in a browser of its own, its frames recorded from its first. */
async function openTv(browser: Browser, lanUrl: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  const frames = recordFrames(page);
  await page.goto(lanUrl);
  await page.locator('[data-testid="projector-board"][data-ready="true"]').waitFor();
  return { page, frames, close: () => context.close() };
}

/** The views the TV has been sent: only the room's view messages say whether they are `whole`. */
const viewsIn = (frames: readonly string[]) => frames.filter((f) => f.includes(key('whole')));

/**
 * Issue 38's end to end: the game runs in the host's table room; the Dealer's window and a TV on
 * the LAN are two browsers, each joined as its own viewer. A round of the sample skirmish with an
 * attack, an undo, a hidden NPC, a Blank, the host killed and started again in the middle (both
 * come back by themselves), and the LAN turned off and on from the Players panel; then every
 * frame the TV received is walked for what it may never be sent.
 */
test.describe('the table room (issue 38)', () => {
  test('the Dealer and the TV through a round, a Blank, a host restart and the LAN from the panel', async ({
    browser,
  }) => {
    test.setTimeout(scaled(240_000));
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'high-noon-room-'));
    const [port, lanPort] = [await freePort(), await freePort()];
    let host: HostProcess = await startHostProcess({ port, dataDir, lanPort });
    try {
      const dealerContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const app = await dealerContext.newPage();
      await app.goto(`${host.url}?seed=7`);
      await app.locator('[data-testid="board"][data-ready="true"]').waitFor();
      const tv = await openTv(browser, host.lanUrl);
      const strip = tv.page.getByTestId('projector-strip');
      const h = hooks(app);

      // A round begins, and Kate shoots at Buster: the TV follows each step.
      await app.getByRole('button', { name: 'Begin round 1' }).click();
      await expect(strip).toContainText('Round 1');
      await h.click(5, 9);
      await app.getByRole('button', { name: 'End movement' }).click();
      await h.click(10, 9);
      await app.getByRole('button', { name: 'No card', exact: true }).click();
      await expect(tv.page.getByTestId('projector-attack')).toContainText('Buster');
      await shot(tv.page, 'room-tv-attack-1280x720.png');
      // Undone on the Dealer's window, undone on the TV.
      const beforeUndo = viewsIn(tv.frames).length;
      await app.getByRole('button', { name: 'Undo' }).click();
      await expect.poll(() => viewsIn(tv.frames).length).toBeGreaterThan(beforeUndo);
      await expect(tv.page.getByTestId('projector-attack')).not.toContainText('Buster');

      // Tom hidden: from now on, no frame the TV gets names him.
      const dealer = app.getByRole('region', { name: 'Dealer' });
      await dealer.getByLabel('Hide or reveal').selectOption({ label: 'Tom' });
      await dealer.getByRole('button', { name: 'Hide', exact: true }).click();
      await expect(strip.getByRole('listitem')).not.toContainText(['Tom']);
      const hiddenFrom = tv.frames.length;

      // Blanked: the TV pauses, and is sent nothing of the turn the Dealer plays meanwhile.
      // Blank is in the top bar (issue 40, item 6); the panel, opened, says how the TV stands.
      const panel = app.getByRole('region', { name: 'Players’ view' });
      await panel.locator('summary').click();
      const tvBar = app.getByRole('toolbar', { name: 'Players’ view controls' });
      await tvBar.getByRole('button', { name: 'Blank the projector' }).click();
      await expect(tv.page.getByTestId('projector-paused')).toBeVisible();
      const blankedFrom = tv.frames.length;
      const logBefore = await h.logLength();
      await app.getByRole('button', { name: 'End action' }).click();
      await expect.poll(() => h.logLength()).toBeGreaterThan(logBefore);
      await tvBar.getByRole('button', { name: 'Show the board' }).click();
      await expect(tv.page.getByTestId('projector')).toBeVisible();
      // The controls that show the board again (msgpack's false is 0xc2) end the blank.
      const shown = tv.frames
        .slice(blankedFrom)
        .findIndex((f) => f.includes(`${key('blanked')}\u00c2`));
      expect(shown).toBeGreaterThanOrEqual(0);
      expect(viewsIn(tv.frames.slice(blankedFrom, blankedFrom + shown))).toEqual([]);
      // Once shown, the view that changed meanwhile comes.
      await expect.poll(() => viewsIn(tv.frames.slice(blankedFrom)).length).toBeGreaterThan(0);

      // The host dies mid-game and starts again: both screens say so, and come back by themselves.
      const exited = new Promise((resolve) => host.child.once('exit', resolve));
      host.child.kill('SIGKILL');
      await exited;
      await expect(tv.page.getByTestId('projector-reconnecting')).toBeVisible();
      await expect(panel.getByTestId('players-status')).toContainText('reconnecting');
      await shot(tv.page, 'room-tv-reconnecting-1280x720.png');
      host = await startHostProcess({ port, dataDir, lanPort });
      await expect(tv.page.getByTestId('projector-reconnecting')).toBeHidden({
        timeout: scaled(30_000),
      });
      await expect(panel.getByTestId('players-status')).not.toContainText('reconnecting');
      // And the table goes on: what the Dealer does next reaches the TV.
      const beforeDraw = viewsIn(tv.frames).length;
      await app.getByRole('button', { name: 'Draw and end turn' }).click();
      await expect.poll(() => viewsIn(tv.frames).length).toBeGreaterThan(beforeDraw);
      // Ned's turn, played through; then hidden Tom's reads as any NPC's turn: an NPC acting,
      // unnamed, and the phase.
      for (const end of ['End movement', 'End action', 'Draw and end turn'])
        await app.getByRole('button', { name: end }).click();
      await expect.poll(async () => (await h.gameState()).turn?.who).toBe('tom');
      await expect(strip.locator('li[aria-current="true"]')).toHaveText('Unseen NPC');
      await expect(strip).toContainText('Round 1 · Movement');
      await shot(tv.page, 'room-tv-unseen-turn-1280x720.png');
      for (const [width, height] of [
        [1920, 1080],
        [3840, 2160],
      ] as const) {
        await tv.page.setViewportSize({ width, height });
        await expect(strip.locator('li[aria-current="true"]')).toHaveText('Unseen NPC');
        await shot(tv.page, `room-tv-unseen-turn-${width}x${height}.png`);
      }
      await tv.page.setViewportSize({ width: 1280, height: 720 });

      // The LAN off and on again from the Players panel: the TV waits, then is back.
      const share = panel.getByLabel('Share on the LAN');
      // The box shows what the host answered, so it changes once the LAN has: clicked, then read.
      await share.click();
      await expect(share).not.toBeChecked();
      await expect(tv.page.getByTestId('projector-reconnecting')).toBeVisible();
      await share.click();
      await expect(share).toBeChecked();
      await expect(tv.page.getByTestId('projector-reconnecting')).toBeHidden({
        timeout: scaled(30_000),
      });
      await expect(panel.getByTestId('players-lan-link')).toHaveText(host.lanUrl);

      // A background laid on the map at the table reaches the TV on the LAN, through the room.
      const art = app.getByRole('region', { name: 'Background image' });
      await art.getByText('Background image', { exact: true }).click();
      await art.getByLabel(/Import an image/).setInputFiles({
        name: 'dot.png',
        mimeType: 'image/png',
        buffer: Buffer.from(ONE_PIXEL_PNG, 'base64'),
      });
      await expect(art.getByRole('status')).toContainText('Laid “dot.png”');
      const carriesTheArt = (frames: readonly string[]) =>
        frames.some((f) => f.includes(key('background')) && f.includes(ONE_PIXEL_PNG));
      await expect.poll(() => carriesTheArt(tv.frames)).toBe(true);
      await panel.scrollIntoViewIfNeeded();
      await shot(app, 'room-dealer-players-panel-1280x800.png');
      // The players' screen's select, with its long first option, stays inside the panel.
      const shape = await panel.getByLabel('The players’ screen is').boundingBox();
      const within = await panel.boundingBox();
      expect(shape!.x + shape!.width).toBeLessThanOrEqual(within!.x + within!.width);
      for (const [width, height] of [
        [1920, 1080],
        [3840, 2160],
      ] as const) {
        await app.setViewportSize({ width, height });
        await panel.scrollIntoViewIfNeeded();
        await shot(app, `room-dealer-players-panel-${width}x${height}.png`);
        const wide = await panel.getByLabel('The players’ screen is').boundingBox();
        const box = await panel.boundingBox();
        expect(wide!.x + wide!.width).toBeLessThanOrEqual(box!.x + box!.width);
      }
      await app.setViewportSize({ width: 1280, height: 800 });

      // A TV that joins late learns the table as it is, and nothing hidden.
      const late = await openTv(browser, host.lanUrl);
      await expect(late.page.getByTestId('projector-strip')).toHaveText(
        (await strip.textContent())!,
      );
      await shot(late.page, 'room-late-tv-1280x720.png');
      expect(carriesTheArt(late.frames)).toBe(true);
      await late.page.setViewportSize({ width: 390, height: 844 });
      await shot(late.page, 'room-late-tv-390x844.png');

      // What the TVs were sent, walked: never a hand, the generator, a note, or hidden Tom.
      for (const frames of [tv.frames, late.frames]) {
        const all = frames.join('\n');
        for (const secret of ['hand', 'hands', 'rng', 'notes', 'deck'])
          expect(all, `a field “${secret}”`).not.toContain(key(secret));
      }
      expect(tv.frames.slice(0, hiddenFrom).join('\n')).toContain('Tom');
      expect(tv.frames.slice(hiddenFrom).join('\n')).not.toContain('Tom');
      expect(late.frames.join('\n')).not.toContain('Tom');
      await late.close();
      await tv.close();
      await dealerContext.close();
    } finally {
      const exited = new Promise((resolve) => host.child.once('exit', resolve));
      host.child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
