import { z } from 'zod';
import { combatantMorning, eventfulMorning } from '../days/combatantMorning.ts';
import { morningWords } from '../days/morning.ts';
import { dayMachine } from '../../machines/dayMachine.ts';
import { stepFlow } from '../../machines/flow.ts';
import type { ActionRecord } from '../actionRecord.ts';
import type { GameState } from '../gameState.ts';
import { type ActionResult, type GameEvent, accepted } from '../outcome.ts';
import { withState } from '../stateShape.ts';
import { BETWEEN_STEPS } from './betweenSteps.ts';

/** Y1: the Dealer advances the day; spent chips come back. */
const schema = z.object({ type: z.literal('ADVANCE_DAY') });

export type AdvanceDayAction = z.output<typeof schema>;

/** Y1: the Dealer advances the day; spent chips come back. */
export const ADVANCE_DAY: ActionRecord<typeof schema> = {
  schema,
  type: 'ADVANCE_DAY',
  // T7: the day goes on after the encounter is over, too.
  allowedIn: [...BETWEEN_STEPS, 'over'],
  sender: 'dealer',
  offer: () => ({ actions: [{ type: 'ADVANCE_DAY' }] }),
  apply: (state) => advanceDay(state),
};

/**
 * Y1, H3: a new day at the table, by the campaign's own rule (combatantMorning): every spent chip
 * comes back, the minor goods' boosts end (W5), gear tracks are mended (Y3) and the posse eats or
 * goes hungry (Y2). Each character of the posse the day changed gets a line; NPCs do not, so a
 * hidden one is never spoken of.
 */
export function advanceDay(state: GameState): ActionResult {
  const day = stepFlow(dayMachine, state.day, { type: 'ADVANCE_DAY' })!;
  const lines: GameEvent[] = [];
  const combatants = Object.fromEntries(
    Object.entries(state.combatants).map(([id, c]) => {
      const { combatant, morning } = combatantMorning(c, state.options);
      if (state.options.fullDayAtTable && c.side === 'pc' && eventfulMorning(morning))
        lines.push({ who: id, text: morningWords(morning) });
      return [id, combatant];
    }),
  );
  const dawn = `Day ${day.context.day} dawns: spent chips return (rule Y1).`;
  const events: GameEvent[] = [
    {
      text: state.options.fullDayAtTable
        ? `${dawn} Gear tracks are mended overnight; ammunition is not (rule Y3).`
        : dawn,
    },
    ...lines,
  ];
  return accepted(withState(state, { day, combatants }), events);
}
