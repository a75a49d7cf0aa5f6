import { z } from 'zod';
import { encounterMachine } from '../../machines/encounterMachine.ts';
import { stepFlow } from '../../machines/flow.ts';
import type { ActionRecord } from '../actionRecord.ts';
import type { GameState } from '../gameState.ts';
import { type ActionResult, accepted } from '../outcome.ts';
import { encounterContext, isDown } from '../queries.ts';
import { reject } from '../rejection.ts';
import { withState } from '../stateShape.ts';
import { BETWEEN_STEPS } from './betweenSteps.ts';

/** T1: the Dealer sets the seating order, every combatant once. */
const schema = z.object({ type: z.literal('SET_SEATING'), seating: z.array(z.string()) });

export type SetSeatingAction = z.output<typeof schema>;

/** The Dealer's form for SET_SEATING, with the bounds the engine accepts. */
export interface SetSeatingTemplate {
  type: SetSeatingAction['type'];
  /** T1: the seating now; any order of these same ids is accepted (but this one). */
  seating: readonly string[];
}

/** T1: the Dealer sets the seating order, every combatant once. */
export const SET_SEATING: ActionRecord<typeof schema, SetSeatingTemplate> = {
  schema,
  type: 'SET_SEATING',
  allowedIn: BETWEEN_STEPS,
  sender: 'dealer',
  offer: ({ state }) => ({
    templates: [{ type: 'SET_SEATING', seating: [...encounterContext(state).seating] }],
  }),
  apply: setSeating,
};

/**
 * T1: the Dealer sets the seating, each combatant once. The encounter machine decides which
 * rounds it orders: at a round's start, that round (unless Speed chips bought places in it, T6);
 * mid-round, the rounds after.
 */
export function setSeating(state: GameState, action: SetSeatingAction): ActionResult {
  const context = encounterContext(state);
  const wrong = seatingProblem(context.seating, action.seating);
  if (wrong) return reject('invalid_action', wrong);
  const names = (ids: readonly string[]) => ids.map((id) => state.combatants[id]!.name).join(', ');
  if (action.seating.every((id, i) => id === context.seating[i]))
    return reject('invalid_action', `The seating is already ${names(context.seating)}.`);
  const encounter = stepFlow(encounterMachine, state.encounter, {
    type: 'SET_SEATING',
    seating: action.seating,
  })!;
  const reordered = encounter.context.order !== context.order;
  const when =
    state.encounter.value === 'roundStart' && reordered
      ? `this round's order: ${names(encounter.context.order.filter((id) => !isDown(state.combatants[id]!)))}`
      : state.encounter.value === 'roundStart'
        ? `from round ${context.round + 1}: Speed chips already bought places in this round (rule T6)`
        : `from round ${context.round + 1}: a round under way keeps its order`;
  return accepted(withState(state, { encounter }), [
    { text: `The Dealer sets the seating (rule T1): ${names(action.seating)}; ${when}.` },
  ]);
}

/** Why `seating` is not the same combatants as `current`, each once; null when it is. */
function seatingProblem(current: readonly string[], seating: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const id of seating) {
    if (!current.includes(id)) return `There is no one called "${id}" at this table.`;
    if (seen.has(id)) return `"${id}" is seated twice; each character has one seat (rule T1).`;
    seen.add(id);
  }
  const missing = current.filter((id) => !seen.has(id));
  if (missing.length > 0)
    return `The seating leaves out ${missing.map((id) => `"${id}"`).join(', ')}: everyone has a seat (rule T1).`;
  return null;
}
