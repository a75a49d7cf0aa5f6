import { z } from 'zod';
import type { GameActionRecord } from '../../../game/gameDef.ts';
import { SIDES, otherSide } from '../board.ts';
import type { TexasEvent } from '../roundEvents.ts';
import type { TexasGameState } from '../texasGame.ts';

/**
 * TS2: the placer ends its turn: all its tokens down, or its 30 seconds ran out (house: a token
 * not placed in time is not in the round).
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
  offer: (state) => [{ type: 'END_PLACEMENT', side: state.placer }],
  apply: (state, action) => {
    if (action.side !== state.placer)
      return { ok: false, message: `it is ${state.placer}'s turn to place` };
    // A places first, then B; after B the barrier can lift.
    const next: TexasGameState =
      action.side === 'A'
        ? { ...state, placer: otherSide(action.side) }
        : { ...state, phase: 'ready' };
    return { ok: true, state: next, events: [] };
  },
  words: (_state, action) => `${action.side} ends the placement turn`,
};
