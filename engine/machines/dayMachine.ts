import { assign, setup } from 'xstate';

/**
 * Y1, H3: in-game days. Spent chips are gone until the next day; the Dealer advances the day, and
 * the game returns every spent chip when this machine moves to a new day.
 */
export interface DayContext {
  day: number;
}

export type DayEvent = { type: 'ADVANCE_DAY' };

export const dayMachine = setup({
  types: { context: {} as DayContext, events: {} as DayEvent, input: {} as { day: number } },
  actions: { nextDay: assign({ day: ({ context }) => context.day + 1 }) },
}).createMachine({
  id: 'day',
  context: ({ input }) => ({ day: input.day }),
  initial: 'underway',
  states: {
    underway: { on: { ADVANCE_DAY: { target: 'underway', reenter: true, actions: 'nextDay' } } },
  },
});
