import type { ActionOf, ActionRecord } from '../actionRecord.ts';
import { spendSpeedForInitiative } from '../handlers/turnActions.ts';

/** T6: a Speed chip spent at the round's start buys its character an earlier place. */
export const SPEND_SPEED_FOR_INITIATIVE: ActionRecord<'SPEND_SPEED_FOR_INITIATIVE'> = {
  type: 'SPEND_SPEED_FOR_INITIATIVE',
  allowedIn: ['roundStart'],
  sender: 'character',
  refusals: {
    duringTurn: ['wrong_phase', 'Initiative can only be bought at the start of a round (rule T6).'],
  },
  offer: ({ me, accepted }) => ({
    actions: accepted([
      { type: 'SPEND_SPEED_FOR_INITIATIVE', who: me!.id },
    ]) as ActionOf<'SPEND_SPEED_FOR_INITIATIVE'>[],
  }),
  apply: spendSpeedForInitiative,
};
