import { describe, expect, it } from 'vitest';
import { dayMachine, type DayContext } from '../../../../engine/machines/dayMachine.ts';
import { startFlow, stepFlow } from '../../../../engine/machines/flow.ts';
import { ADVANCE_DAY } from '../../../../engine/game/records/advanceDay.ts';

describe('dayMachine (Y1)', () => {
  it('counts the days', () => {
    const flow = startFlow<DayContext>(dayMachine, { day: 3 });
    expect(stepFlow(dayMachine, flow, { type: ADVANCE_DAY.type })!.context.day).toBe(4);
  });
});
