import type { Locator, Page } from '@playwright/test';
import {
  autosaved,
  expect,
  hooks,
  passTurn,
  resume,
  shot,
  test,
  waitForBoard,
} from './fixtures.ts';

function logLines(app: Page): Locator {
  return app.getByTestId('log').locator('li');
}

/** Whoever's turn it is passes it, as long as someone's is: the log grows by a few lines each. */
async function passTurns(app: Page, turns: number): Promise<void> {
  for (let i = 0; i < turns; i++) {
    const begin = app.getByRole('button', { name: /^Begin round/ });
    if (await begin.isVisible()) await begin.click();
    await passTurn(app);
  }
}

test.describe('the log', () => {
  test('an undo takes the lines of the move it undoes away, and a redo puts them back', async ({
    app,
  }) => {
    const h = hooks(app);
    await app.getByRole('button', { name: 'Begin round 1' }).click();
    const before = await logLines(app).allTextContents();
    expect(before.length).toBeGreaterThan(0);
    await h.click(2, 8);
    await expect(logLines(app)).toHaveCount(before.length + 1);
    const moved = await logLines(app).allTextContents();
    expect(moved.at(-1)).toContain('Marshal Kate');

    await app.keyboard.press('Control+z');
    await expect(logLines(app)).toHaveCount(before.length);
    expect(await logLines(app).allTextContents()).toEqual(before);
    await app.keyboard.press('Control+y');
    expect(await logLines(app).allTextContents()).toEqual(moved);
  });

  test('survives a reload: the resumed session shows every line it showed', async ({ app }) => {
    const h = hooks(app);
    await app.getByRole('button', { name: 'Begin round 1' }).click();
    await h.click(2, 8);
    await app.getByRole('button', { name: 'End movement' }).click();
    const name = await autosaved(app);
    const lines = await logLines(app).allTextContents();
    expect(lines.length).toBeGreaterThanOrEqual(2);

    await app.reload();
    await waitForBoard(app);
    // The reload resumes the table in progress, log and all; so does resuming it by hand.
    await expect(logLines(app)).toHaveCount(lines.length);
    expect(await logLines(app).allTextContents()).toEqual(lines);
    await resume(app, name);
    await expect(logLines(app)).toHaveCount(lines.length);
    expect(await logLines(app).allTextContents()).toEqual(lines);
  });

  test('at 1280×720 a long log scrolls inside its panel, following the newest line, and overlaps nothing', async ({
    app,
  }) => {
    await app.setViewportSize({ width: 1280, height: 720 });
    await waitForBoard(app);
    await passTurns(app, 6);
    const log = app.getByTestId('log');
    const size = await log.evaluate((el) => ({
      scrollHeight: el.scrollHeight,
      clientHeight: el.clientHeight,
      scrollTop: el.scrollTop,
    }));
    expect(size.scrollHeight, 'the log is long enough to scroll').toBeGreaterThan(
      size.clientHeight,
    );
    expect(size.scrollTop + size.clientHeight, 'it shows the newest line').toBeGreaterThanOrEqual(
      size.scrollHeight - 4,
    );
    await shot(app, `table-1280x720-long-log.png`);

    // Nothing in the sidebar overlaps its neighbour, and the sidebar stays beside the board.
    const boxes = await app.evaluate(() => {
      const rect = (el: Element) => {
        const r = el.getBoundingClientRect();
        return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
      };
      const sidebar = document.querySelector('.sidebar')!;
      return {
        board: rect(document.querySelector('[data-testid="board"]')!),
        sidebar: rect(sidebar),
        panels: [...sidebar.children].map(rect),
        turn: [...document.querySelector('.panel.turn')!.children].map(rect),
        topbar: rect(document.querySelector('.topbar')!),
        hint: rect(document.querySelector('.topbar .hint')!),
        log: rect(document.querySelector('[data-testid="log"]')!),
        viewport: { width: window.innerWidth, height: window.innerHeight },
      };
    });
    expect(boxes.log.bottom, 'the newest line is on screen').toBeLessThanOrEqual(
      boxes.viewport.height + 0.5,
    );
    expect(boxes.board.right).toBeLessThanOrEqual(boxes.sidebar.left + 0.5);
    expect(boxes.sidebar.bottom).toBeLessThanOrEqual(boxes.viewport.height + 0.5);
    expect(boxes.topbar.right).toBeLessThanOrEqual(boxes.viewport.width + 0.5);
    expect(boxes.hint.bottom).toBeLessThanOrEqual(boxes.topbar.bottom + 0.5);
    for (const list of [boxes.panels, boxes.turn]) {
      for (let i = 1; i < list.length; i++) {
        expect(list[i]!.top, `block ${i} starts below block ${i - 1}`).toBeGreaterThanOrEqual(
          list[i - 1]!.bottom - 0.5,
        );
      }
    }
  });
});
