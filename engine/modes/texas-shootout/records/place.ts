import { z } from 'zod';
import type { GameActionRecord } from '../../../game/gameDef.ts';
import { SIDES, type Side } from '../board.ts';
import { placementRefusal } from '../placement.ts';
import type { TexasEvent } from '../roundEvents.ts';
import type { TexasGameState } from '../texasGame.ts';

/**
 * TS2: a side lays one token with a card of its hand, on a square of its side, until it ends its
 * placement (both sides place at once, each behind the barrier).
 */
export const placeSchema = z.object({
  type: z.literal('PLACE'),
  side: z.enum(SIDES),
  card: z.string().min(1),
  row: z.number().int(),
  col: z.number().int(),
});

export type PlaceAction = z.output<typeof placeSchema>;

export const PLACE: GameActionRecord<TexasGameState, PlaceAction, TexasEvent> = {
  schema: placeSchema,
  type: 'PLACE',
  allowedIn: ['placing'],
  sender: 'the placer',
  notNow: () => 'both sides have placed: the barrier is lifting',
  /** Each card of a placing side's hand on each square TS2 lets it take. */
  offer: (state) => {
    const offered: PlaceAction[] = [];
    for (const side of SIDES.filter((each) => !state.ended[each]))
      for (const card of state.hands[side])
        for (const row of [1, 2])
          for (let col = 0; col < state.options.columns; col++) {
            const token = { ...state.cards[card]!, side, row, col };
            if (!placementRefusal(state.board, token, state.options))
              offered.push({ type: 'PLACE', side, card, row, col });
          }
    return offered;
  },
  apply: place,
  // TS2: which card and where stay behind the barrier; the log says only that a token went down.
  words: (_state, action) => `${action.side} places a token`,
};

function place(state: TexasGameState, action: PlaceAction) {
  if (state.ended[action.side]) return refuse(`${action.side} has ended its placement this round`);
  const card = state.cards[action.card];
  if (!card || !state.hands[action.side].includes(action.card))
    return refuse(`${action.card} is not in ${action.side}'s hand`);
  const token = { ...card, side: action.side, row: action.row, col: action.col };
  const refusal = placementRefusal(state.board, token, state.options);
  if (refusal) return refuse(refusal.reason);
  // TS2: the card leaves the hand and lies face down by its token.
  return placed({
    ...state,
    board: [...state.board, { ...token, row: action.row as 1 | 2 }],
    hands: {
      ...state.hands,
      [action.side]: state.hands[action.side].filter((n) => n !== action.card),
    } as Record<Side, readonly string[]>,
  });
}

function refuse(message: string) {
  return { ok: false, message } as const;
}

function placed(state: TexasGameState) {
  return { ok: true, state, events: [] } as const;
}
