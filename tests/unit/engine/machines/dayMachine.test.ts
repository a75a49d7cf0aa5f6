import { describe, expect, it } from 'vitest';
import { dayMachine, type DayContext } from '../../../../engine/machines/dayMachine.ts';
import { startFlow, stepFlow } from '../../../../engine/machines/flow.ts';

describe('dayMachine (Y1)', () => {
  it('counts the days', () => {
    const flow = startFlow<DayContext>(dayMachine, { day: 3 });
    expect(stepFlow(dayMachine, flow, { type: 'ADVANCE_DAY' })!.context.day).toBe(4);
  });
});
