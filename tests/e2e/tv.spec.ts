import type { Page } from '@playwright/test';
import { expect, hooks, openProjector, shot, shotsAtSizes, test } from './fixtures.ts';

/** The TV's pace in the settings document, as the host has it. */
async function storedPace(app: Page): Promise<number | undefined> {
  const res = await app.request.post(new URL('api/getSettings', process.env.HIGH_NOON_URL).href, {
    data: {},
  });
  return ((await res.json()) as { value: { settings: { tvStepMs?: number } } }).value.settings
    .tvStepMs;
}

declare global {
  interface Window {
    /** The attack band's steps at each change, as the players' view drew them. */
    highNoonBandSteps?: string[][];
  }
}

/**
 * Issue 40, item 2: every step seen. With auto-advance on, an attack resolves at once; the
 * players' view still lets its lines in one at a time, in the engine's order, so the table reads
 * the attack, the cover and the defence, not only the damage.
 */
test.describe('the attack on the players’ view (issue 40, item 2)', () => {
  test('with auto-advance on, each step’s line appears on the TV in order, one at a time', async ({
    app,
  }) => {
    const projector = await openProjector(app);
    await projector.evaluate(() => {
      window.highNoonBandSteps = [];
      const band = document.querySelector('[data-testid="projector-attack"]')!;
      const look = () => {
        const steps = [...band.querySelectorAll('p')].map((p) => p.dataset.step ?? '');
        const last = window.highNoonBandSteps!.at(-1);
        if (JSON.stringify(last) !== JSON.stringify(steps)) window.highNoonBandSteps!.push(steps);
      };
      new MutationObserver(look).observe(band, { childList: true, subtree: true });
    });
    const h = hooks(app);
    const toggle = app.getByRole('checkbox', { name: 'Auto-advance attacks' });
    await toggle.check();
    // The Dealer's pace for the TV, from the Players' view panel: a second a step.
    const panel = app.getByRole('region', { name: 'Players’ view' });
    await panel.locator('summary').click();
    const pace = panel.getByLabel('The players see an attack’s steps');
    await pace.selectOption({ label: '1 s a step' });
    // Kept in the settings, which the TV's controls follow.
    await expect.poll(() => storedPace(app)).toBe(1000);
    try {
      // Kate moves up and shoots Buster; Buster plays no card, and the attack resolves at once.
      await app.getByRole('button', { name: 'Begin round 1' }).click();
      await h.click(5, 9);
      await app.getByRole('button', { name: 'End movement' }).click();
      await h.click(10, 9);
      await app.getByRole('button', { name: 'No card', exact: true }).click();
      expect((await h.gameState()).attack ?? null).toBeNull();
      const final = (await h.gameState()).lastAttack!.flow.value;
      // The TV catches up with the engine, a line at a time, and ends on the engine's last step.
      await expect(projector.locator('[data-testid="projector-attack"] p.current')).toHaveAttribute(
        'data-step',
        final,
        { timeout: 30_000 },
      );
      // The band holds the whole attack, each step's line in the engine's order, not the last three.
      const held = await projector
        .locator('[data-testid="projector-attack"] p')
        .evaluateAll((lines) => lines.map((p) => (p as HTMLElement).dataset.step ?? ''));
      const seenSteps = await projector.evaluate(() => window.highNoonBandSteps!);
      const everyStep: string[] = [];
      for (const steps of seenSteps)
        for (const step of steps) if (!everyStep.includes(step)) everyStep.push(step);
      expect(held.length).toBeGreaterThan(3);
      expect(held).toEqual(everyStep);
      await shotsAtSizes(projector, 'tv-attack-steps', { width: 1280, height: 720 });
      const seen = await projector.evaluate(() => window.highNoonBandSteps!);
      const order: string[] = [];
      for (const steps of seen)
        for (const step of steps) if (!order.includes(step)) order.push(step);
      // Each change of the band let in at most one step it had not shown before.
      for (const [i, steps] of seen.entries()) {
        const before = new Set(seen.slice(0, i).flat());
        expect(steps.filter((s) => !before.has(s)).length).toBeLessThanOrEqual(1);
      }
      // More than the last three lines were shown: the attack and the defence, not only damage.
      expect(order.length).toBeGreaterThan(3);
      expect(order.at(-1)).toBe(final);
    } finally {
      await toggle.uncheck();
      await pace.selectOption({ label: '1.5 s a step' });
    }
  });

  test('Blank and Turn are in the top bar, and their keys work right after a dropdown choice', async ({
    app,
  }) => {
    const bar = app.getByRole('toolbar', { name: 'Players’ view controls' });
    // Issue 40, item 6: at 1280×720 the controls are in view without opening or scrolling a panel.
    await expect(bar.getByRole('button', { name: 'Blank the projector' })).toBeInViewport();
    await expect(bar.getByRole('button', { name: 'Turn 180°' })).toBeInViewport();
    await expect(bar.getByRole('button', { name: 'Push my view' })).toBeInViewport();
    for (const [width, height] of [
      [1280, 720],
      [1920, 1080],
      [3840, 2160],
    ] as const) {
      await app.setViewportSize({ width, height });
      const box = (await bar.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await shot(app, `tv-controls-topbar-${width}x${height}.png`);
    }
    await app.setViewportSize({ width: 1280, height: 720 });
    // A choice in a dropdown with the mouse, then B: the projector blanks, no option is picked.
    const who = app.getByRole('region', { name: 'Dealer' }).getByLabel('Hide or reveal');
    await who.selectOption({ label: 'Buster' });
    const picked = await who.inputValue();
    await expect(who).not.toBeFocused();
    await app.keyboard.press('b');
    await expect(bar.getByRole('button', { name: 'Show the board' })).toBeVisible();
    await expect(who).toHaveValue(picked);
    await app.keyboard.press('t');
    await expect(bar.getByRole('button', { name: 'Turn 180°' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await app.keyboard.press('t');
    await app.keyboard.press('b');
    await expect(bar.getByRole('button', { name: 'Blank the projector' })).toBeVisible();
  });

  test("the Dealer keeps the NPCs' HP and tiers from the TV, logged and undone (item 4)", async ({
    app,
  }) => {
    const projector = await openProjector(app);
    const dealer = app.getByRole('region', { name: 'Dealer' });
    const hp = dealer.getByRole('combobox', { name: "NPCs' HP on the players' view" });
    const scene = () =>
      projector.evaluate(() => {
        const board = window.highNoonProjector! as unknown as {
          scene: { tokens: { name: string; hpShown?: string; tier?: unknown }[] };
        };
        return board.scene.tokens.map((t) => ({ name: t.name, hp: t.hpShown, tier: !!t.tier }));
      });
    expect((await scene()).find((t) => t.name === 'Buster')).toMatchObject({ hp: undefined });
    await hp.selectOption('hidden');
    await dealer.getByRole('checkbox', { name: 'Show their threat tier' }).uncheck();
    await expect(app.getByTestId('log')).toContainText("the players see nothing of the NPCs' HP");
    await expect
      .poll(async () => (await scene()).find((t) => t.name === 'Buster'))
      .toMatchObject({ hp: 'hidden', tier: false });
    // The posse's own tokens keep their figures.
    expect((await scene()).find((t) => t.name === 'Marshal Kate')).toMatchObject({ hp: undefined });
    await shot(projector, 'tv-npc-hp-hidden-1280x720.png');
    await hp.scrollIntoViewIfNeeded();
    await shot(app, 'tv-npc-dealer-control-1280x720.png');
    await hp.selectOption('rough');
    await expect
      .poll(async () => (await scene()).find((t) => t.name === 'Buster')?.hp)
      .toBe('rough');
    for (let i = 0; i < 3; i++) await app.getByRole('button', { name: 'Undo' }).click();
    await expect
      .poll(async () => (await scene()).find((t) => t.name === 'Buster'))
      .toMatchObject({ hp: undefined, tier: true });
  });
});
