import { z } from 'zod';
import type { GameActionRecord } from '../../../game/gameDef.ts';
import { SIDES, otherSide } from '../board.ts';
import type { TexasEvent } from '../roundEvents.ts';
import type { TexasGameState } from '../texasGame.ts';

/**
 * TS2: a side ends its placement: all its tokens down, or the 30 seconds ran out (house: a token
 * not placed in time is not in the round). Both sides place within the same 30 seconds, so either
 * may end first; once both have, the barrier can lift.
 */
export const endPlacementSchema = z.object({
  type: z.literal('END_PLACEMENT'),
  side: z.enum(SIDES),
});

export type EndPlacementAction = z.output<typeof endPlacementSchema>;

export const END_PLACEMENT: GameActionRecord<TexasGameState, EndPlacementAction, TexasEvent> = {
  schema: endPlacementSchema,
  type: 'END_PLACEMENT',
  allowedIn: ['placing'],
  sender: 'the placer',
  notNow: () => 'both sides have placed already',
  offer: (state) =>
    SIDES.filter((side) => !state.ended[side]).map((side) => ({
      type: 'END_PLACEMENT' as const,
      side,
    })),
  apply: (state, action) => {
    if (state.ended[action.side])
      return { ok: false, message: `${action.side} has ended its placement this round already` };
    const ended = { ...state.ended, [action.side]: true };
    const next: TexasGameState = {
      ...state,
      ended,
      phase: ended[otherSide(action.side)] ? 'ready' : 'placing',
    };
    return { ok: true, state: next, events: [] };
  },
  words: (_state, action) => `${action.side} ends the placement turn`,
};
