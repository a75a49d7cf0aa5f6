import { z } from 'zod';
import { encounterMachine } from '../../machines/encounterMachine.ts';
import { stepFlow } from '../../machines/flow.ts';
import type { ActionRecord } from '../actionRecord.ts';
import type { GameState } from '../gameState.ts';
import { type ActionResult, accepted } from '../outcome.ts';
import { standingIds } from '../queries.ts';
import { reject } from '../rejection.ts';
import { withState } from '../stateShape.ts';

/** T1: the round's order is settled; the first turn begins. */
const schema = z.object({ type: z.literal('BEGIN_TURNS') });

export type BeginTurnsAction = z.output<typeof schema>;

/** T1: the Dealer begins the round: its order is settled, and the first turn begins. */
export const BEGIN_TURNS: ActionRecord<typeof schema> = {
  schema,
  type: 'BEGIN_TURNS',
  allowedIn: ['roundStart'],
  sender: 'dealer',
  refusals: { duringTurn: ['wrong_phase', 'Turns are already under way.'] },
  offer: ({ state }) => ({
    actions: standingIds(state).length > 0 ? [{ type: 'BEGIN_TURNS' }] : [],
  }),
  apply: (state) => beginTurns(state),
};

/** T1: the round's order is settled; turns begin. */
export function beginTurns(state: GameState): ActionResult {
  const encounter = stepFlow(encounterMachine, state.encounter, {
    type: 'BEGIN_TURNS',
    standing: standingIds(state),
  });
  if (!encounter) return reject('wrong_phase', 'Nobody is standing to take a turn (rule T1).');
  return accepted(withState(state, { encounter }));
}
