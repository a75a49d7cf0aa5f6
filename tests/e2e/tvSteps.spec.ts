import { expect, hooks, openProjector, test } from './fixtures.ts';

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
    }
  });
});
