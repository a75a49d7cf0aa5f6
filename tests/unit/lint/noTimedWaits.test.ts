import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { noTimedWaits } from '../../../lint/noTimedWaits.js';
import { ruleIds } from './projectLint.ts';

/** Issue 35: the rule that keeps the suite waiting for events, never for time, in tests/. */
RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

describe('no-timed-waits (issue 35)', () => {
  tester.run('no-timed-waits', noTimedWaits, {
    valid: [
      // Waiting for the event itself.
      'await expect(page.getByRole("status")).toHaveText("Saved");',
      'await new Promise((resolve) => child.once("exit", resolve));',
      // A turn of the event loop waits for no time: promises already settled run.
      'const settled = () => new Promise((resolve) => setImmediate(resolve));',
      // A deadline that stretches with the machine.
      'new Promise((resolve, reject) => { setTimeout(() => reject(new Error("no answer")), scaled(5000)); ready.then(resolve); });',
      // A timer that is neither a sleep nor a deadline: a kill at a random beat.
      'new Promise((resolve) => { child.on("close", resolve); setTimeout(() => child.kill("SIGKILL"), beat); });',
      // Fake timers: the test drives the clock.
      'vi.useFakeTimers(); const p = new Promise((r) => setTimeout(r, 1000)); vi.advanceTimersByTime(1000); await p;',
      // A timer outside any promise, as page code may arm one.
      'setTimeout(() => dialog.close(), 0);',
      'const delayed = { ms: 5 };',
    ],
    invalid: [
      { code: 'await page.waitForTimeout(1500);', errors: [{ messageId: 'waitForTimeout' }] },
      {
        code: 'await new Promise((r) => setTimeout(r, 200));',
        errors: [{ messageId: 'timedResolve' }],
      },
      {
        code: 'const settle = () => new Promise((resolve) => setTimeout(resolve, 0));',
        errors: [{ messageId: 'timedResolve' }],
      },
      {
        code: 'await Promise.race([done, new Promise((resolve) => setTimeout(() => resolve("still waiting"), 2000))]);',
        errors: [{ messageId: 'timedResolve' }],
      },
      {
        code: 'await new Promise(function (done) { window.setTimeout(() => { done(); }, 100); });',
        errors: [{ messageId: 'timedResolve' }],
      },
      {
        code: 'new Promise((resolve, reject) => { setTimeout(() => reject(new Error("slow")), 60_000); });',
        errors: [{ messageId: 'unscaledDeadline' }],
      },
      {
        code: "import { setTimeout as wait } from 'node:timers/promises';",
        errors: [{ messageId: 'sleepHelper' }],
      },
      {
        code: "import timers from 'timers/promises';",
        errors: [{ messageId: 'sleepHelper' }],
      },
      {
        code: 'const nap = promisify(setTimeout);',
        errors: [{ messageId: 'sleepHelper' }],
      },
      {
        code: 'async function sleep(ms: number) { await later(ms); }',
        errors: [{ messageId: 'sleepHelper' }],
      },
      {
        code: 'const delay = (ms: number) => later(ms);',
        errors: [{ messageId: 'sleepHelper' }],
      },
    ],
  });
});

describe("the project's lint config", () => {
  const sleep = 'export const settle = () => new Promise((r) => setTimeout(r, 10));\n';

  it('refuses a timed wait in every part of tests/', async () => {
    for (const file of ['tests/unit/engine/x.test.ts', 'tests/e2e/x.spec.ts', 'tests/bench/x.ts'])
      expect(await ruleIds(sleep, file), file).toContain('high-noon/no-timed-waits');
  });

  it('leaves the app its timers: a debounce in renderer/ is no test waiting', async () => {
    expect(await ruleIds(sleep, 'renderer/state/x.ts')).not.toContain('high-noon/no-timed-waits');
  });
});
