import { z } from 'zod';
import type { GameActionRecord } from '../../../game/gameDef.ts';
import { resolveSeededTexasRound } from '../resolveTexasRound.ts';
import type { TexasEvent } from '../roundEvents.ts';
import { HAND_SIZE } from '../texasDeck.ts';
import { NOBODY_ENDED, victoryCounts, type TexasGameState } from '../texasGame.ts';
import { SIDES } from '../board.ts';
import { ROUNDS } from '../winners.ts';

/** TS3–TS9: the barrier lifts and the round is played with the seeded d10 (TS9). */
export const shootSchema = z.object({ type: z.literal('SHOOT') });

export type ShootAction = z.output<typeof shootSchema>;

export const SHOOT: GameActionRecord<TexasGameState, ShootAction, TexasEvent> = {
  schema: shootSchema,
  type: 'SHOOT',
  allowedIn: ['ready'],
  sender: 'the table',
  notNow: (state) =>
    `${SIDES.filter((side) => !state.ended[side]).join(' and ')} ${state.ended.A || state.ended.B ? 'is' : 'are'} still placing`,
  offer: () => [{ type: 'SHOOT' }],
  apply: shoot,
  words: (state) => `The barrier lifts: round ${state.round}`,
};

function shoot(state: TexasGameState) {
  const played = resolveSeededTexasRound(
    state.board,
    state.rng,
    victoryCounts(state),
    state.round,
    state.options,
  );
  const { result } = played;
  const hands = { A: [...state.hands.A], B: [...state.hands.B] };
  const discards = { A: [...state.discards.A], B: [...state.discards.B] };
  const victory = { A: [...state.victory.A], B: [...state.victory.B] };
  let drawPile = [...state.drawPile];
  // TS7: each card goes where the exchange sends it; (house) an injured card's owner draws as
  // many new cards as it discarded, one for each, up to 7 in hand (TS1).
  for (const move of result.moves) {
    if (move.to.pile === 'victory') victory[move.to.side].push(move.card);
    else if (move.to.pile === 'hand') hands[move.owner].push(move.card);
    else {
      discards[move.owner].push(move.card);
      if (drawPile.length > 0 && hands[move.owner].length < HAND_SIZE) {
        hands[move.owner].push(drawPile[0]!);
        drawPile = drawPile.slice(1);
      }
    }
  }
  const over = result.over || state.round >= ROUNDS;
  const next: TexasGameState = {
    ...state,
    rng: played.rng,
    round: over ? state.round : state.round + 1,
    phase: over ? 'over' : 'placing',
    ended: NOBODY_ENDED,
    drawPile,
    hands,
    discards,
    victory,
    board: [],
    rounds: [...state.rounds, { round: state.round, rolls: played.rolls, result }],
    winners: result.winners,
  };
  return { ok: true, state: next, events: result.events } as const;
}
