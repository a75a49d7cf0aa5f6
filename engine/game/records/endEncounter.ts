import { z } from 'zod';
import { encounterMachine } from '../../machines/encounterMachine.ts';
import { stepFlow } from '../../machines/flow.ts';
import type { ActionRecord } from '../actionRecord.ts';
import type { GameState } from '../gameState.ts';
import { type ActionResult, accepted } from '../outcome.ts';
import { reject } from '../rejection.ts';
import { withState } from '../stateShape.ts';
import { BETWEEN_STEPS } from './betweenSteps.ts';

/** T7: the Dealer ends the encounter. */
const schema = z.object({ type: z.literal('END_ENCOUNTER') });

export type EndEncounterAction = z.output<typeof schema>;

/** T7: the Dealer ends the encounter. */
export const END_ENCOUNTER: ActionRecord<typeof schema> = {
  schema,
  type: 'END_ENCOUNTER',
  // T7: at any moment of play, even in the middle of an attack or a check.
  allowedIn: ['defense', 'attackStep', 'checkCard', ...BETWEEN_STEPS],
  sender: 'dealer',
  offer: () => ({ actions: [{ type: 'END_ENCOUNTER' }] }),
  apply: (state) => endEncounter(state),
};

/** T7: the Dealer ends the encounter. */
export function endEncounter(state: GameState): ActionResult {
  const encounter = stepFlow(encounterMachine, state.encounter, { type: 'END_ENCOUNTER' });
  if (!encounter) return reject('encounter_over', 'The encounter is already over.');
  return accepted(withState(state, { encounter }), [
    { text: 'The Dealer ends the encounter (rule T7).' },
  ]);
}
