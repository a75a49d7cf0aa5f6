import { z } from 'zod';
import { attackMachine } from '../../machines/attackMachine.ts';
import { stepFlow } from '../../machines/flow.ts';
import type { ActionRecord } from '../actionRecord.ts';
import { nextAttack } from '../attackState.ts';
import type { GameState } from '../gameState.ts';
import { type ActionResult, accepted } from '../outcome.ts';
import { withState } from '../stateShape.ts';

/** Shows the next step of the attack under way. */
const schema = z.object({ type: z.literal('CONTINUE') });

export type ContinueAction = z.output<typeof schema>;

/** A4–A8: shows the next step of the attack under way; the table moves it on. */
export const CONTINUE: ActionRecord<typeof schema> = {
  schema,
  type: 'CONTINUE',
  allowedIn: ['attackStep'],
  sender: 'dealer',
  continues: 'attack',
  refusals: { nothingToAnswer: ['no_attack', 'No attack is under way.'] },
  offer: () => ({ actions: [{ type: 'CONTINUE' }] }),
  apply: (state) => continueAttack(state),
};

/** Shows the next step of the attack under way. */
export function continueAttack(state: GameState): ActionResult {
  const flow = stepFlow(attackMachine, state.attack!.flow, { type: 'CONTINUE' })!;
  return accepted(withState(state, { attack: nextAttack(state.attack!, { flow }) }));
}
