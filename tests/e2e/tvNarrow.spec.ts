import type { Page } from '@playwright/test';
import redDogSaloon from '../../assets/maps/red-dog-saloon.json' with { type: 'json' };
import { stripHeight } from '../../renderer/screens/projector/stripLayout.ts';
import { expect, openProjector, shot, test } from './fixtures.ts';
import { CROWD, crowdNpc, startEncounter, writeSave } from './crowd.ts';

/*
 * Issue 40, item 7: "On 4:3 screens the strip is cut off on the right, and the round line wraps."
 * The players' view on a 4:3 and a 16:10 screen (and the 16:9 ones), with ten at the table and a
 * map whose name is long: nothing of the strip is cut or runs off its right edge, the round's line
 * is one line (shortened, the map's name dropped, where the screen is too narrow for it whole),
 * and the names wrap onto as many lines as the Dealer's window takes them to (stripHeight).
 */

/**
 * A library copy of the Red Dog Saloon, under a name too long for a 4:3 strip's round line whole
 * (about 150cqh of it, the strip's room 129cqh), not for a 16:10 or 16:9 one (156, 174). Saved
 * over any copy a run before left: its length is what this test is about, not a run's suffix.
 */
const MAP = 'The Red Dog Saloon and Dance Hall of Tombstone';
const ENCOUNTER = 'Saloon crowd (tvNarrow)';
/** The encounter started from the Library, its first round begun: the strip names all ten. */
async function startCrowd(app: Page): Promise<void> {
  await writeSave(app, 'map', MAP, { ...redDogSaloon, name: MAP });
  await startEncounter(app, ENCOUNTER, {
    map: MAP,
    placements: [
      { id: 'kate', side: 'pc', at: [11, 19], character: 'kate', hidden: false },
      { id: 'ned', side: 'pc', at: [4, 19], character: 'ned', hidden: false },
      ...CROWD.map((name, i) => crowdNpc(name, [9 + i, 11])),
    ],
  });
}

/** The strip as laid out: its box, each part's, and each text's width in the page's canvas. */
function stripLayout(projector: Page) {
  return projector.evaluate(() => {
    const strip = document.querySelector<HTMLElement>('[data-testid="projector-strip"]')!;
    const frame = document.querySelector<HTMLElement>('[data-testid="projector-frame"]')!;
    const round = strip.querySelector<HTMLElement>('.projector-round')!;
    const items = [...strip.querySelectorAll<HTMLElement>('li')];
    const cq = frame.clientHeight / 100;
    const canvas = document.createElement('canvas').getContext('2d')!;
    const width = (text: string, bold: boolean) => {
      canvas.font = `${bold ? 700 : 400} ${4.5 * cq}px 'Atkinson Hyperlegible', system-ui, sans-serif`;
      return canvas.measureText(text).width;
    };
    const rect = (e: Element) => {
      const r = e.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    };
    return {
      cq,
      frame: { width: frame.clientWidth, height: frame.clientHeight },
      scrollWidth: strip.scrollWidth,
      clientWidth: strip.clientWidth,
      box: rect(strip),
      height: strip.getBoundingClientRect().height,
      parts: [round, ...strip.querySelectorAll('*')].map((e) => ({
        text: e.textContent ?? '',
        ...rect(e),
        // Cut short with an ellipsis: more text than box.
        cut: e instanceof HTMLElement && e.scrollWidth > e.clientWidth,
      })),
      round: {
        text: round.textContent ?? '',
        lines: round.getClientRects().length,
        height: round.getBoundingClientRect().height,
        lineHeight: parseFloat(getComputedStyle(round).lineHeight),
        width: width(round.textContent ?? '', true),
      },
      names: items.map((li) => {
        const acting = li.classList.contains('acting');
        return { name: li.textContent ?? '', acting, width: width(li.textContent ?? '', acting) };
      }),
    };
  });
}

test.describe('the players’ initiative strip on narrow screens (issue 40, item 7)', () => {
  test('fits 4:3 and 16:10 screens whole: the round on one line, the names wrapped as modelled', async ({
    app,
  }) => {
    await startCrowd(app);
    const projector = await openProjector(app, { width: 1024, height: 768 });
    const strip = projector.getByTestId('projector-strip');
    await expect(strip.getByRole('listitem')).toHaveCount(10);
    for (const size of [
      { width: 1024, height: 768 },
      { width: 1280, height: 800 },
      { width: 1280, height: 720 },
      { width: 1920, height: 1080 },
    ]) {
      const at = `${size.width}×${size.height}`;
      await projector.setViewportSize(size);
      await expect.poll(async () => (await stripLayout(projector)).frame).toEqual(size);
      // The round's line chosen for this width (the strip measures itself after a resize).
      // On 4:3 it drops the map's name; wider, it is whole.
      await expect(strip.locator('.projector-round')).toHaveText(
        size.width / size.height < 1.5 ? 'Round 1 · Movement' : `${MAP} · Round 1 · Movement`,
      );
      const layout = await stripLayout(projector);
      // Nothing runs past the strip's right edge, nor makes it scroll.
      expect(layout.scrollWidth, at).toBeLessThanOrEqual(layout.clientWidth);
      for (const part of layout.parts) {
        expect(part.left, `${at}: ${part.text}`).toBeGreaterThanOrEqual(layout.box.left - 0.5);
        expect(part.right, `${at}: ${part.text}`).toBeLessThanOrEqual(layout.box.right + 0.5);
        expect(part.top, `${at}: ${part.text}`).toBeGreaterThanOrEqual(layout.box.top - 0.5);
        expect(part.bottom, `${at}: ${part.text}`).toBeLessThanOrEqual(layout.box.bottom + 0.5);
        expect(part.cut, `${at}: ${part.text} is cut short`).toBe(false);
      }
      // The round's line is one line: one box, one line-height high.
      expect(layout.round.lines, at).toBe(1);
      expect(layout.round.height, at).toBeLessThan(layout.round.lineHeight * 1.5);
      // Type stays at least 4% of the screen's height (DESIGN.md).
      expect(layout.round.lineHeight / 1.2, at).toBeGreaterThanOrEqual(4 * layout.cq);
      // The strip is as high as the Dealer's window takes it to be, names wrapped and all.
      const widths = new Map([
        [`true|${layout.round.text}`, layout.round.width],
        ...layout.names.map((n) => [`${n.acting}|${n.name}`, n.width] as const),
      ]);
      const modelled = stripHeight(
        {
          round: layout.round.text,
          shorter: [],
          names: layout.names.map((n, i) => ({ ...n, id: String(i), down: false, side: '' })),
        },
        layout.frame,
        (text, _px, bold) => widths.get(`${bold}|${text}`)!,
      );
      expect(layout.height / layout.cq, at).toBeCloseTo(modelled, 1);
      expect(modelled, `${at}: the names take more than one line`).toBeGreaterThan(8);
      if (size.width === 1024) await shot(projector, 'tv-narrow-strip-1024x768.png');
    }
  });
});
