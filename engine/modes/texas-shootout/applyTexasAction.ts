import { otherSide, type Side } from './board.ts';
import { placementRefusal } from './placement.ts';
import { resolveSeededTexasRound } from './resolveTexasRound.ts';
import { HAND_SIZE } from './texasDeck.ts';
import { victoryCounts, type TexasGameState } from './texasGame.ts';
import { ROUNDS } from './winners.ts';

/**
 * What a player or the table does in Texas Shootout. PLACE lays one token with a card from the
 * placer's hand; END_PLACEMENT ends the placer's turn (all tokens down, or the 30 seconds ran out:
 * TS2 house, a token not placed in time is not in the round); SHOOT lifts the barrier and plays
 * the round with the seeded d10 (TS9).
 */
export type TexasAction =
  | { type: 'PLACE'; side: Side; card: string; row: number; col: number }
  | { type: 'END_PLACEMENT'; side: Side }
  | { type: 'SHOOT' };

export type TexasVerdict = { ok: true; state: TexasGameState } | { ok: false; reason: string };

/** The one gate: an action is checked against the phase and the rules before anything changes. */
export function applyTexasAction(state: TexasGameState, action: TexasAction): TexasVerdict {
  if (state.phase === 'over') return refuse(`the game is over`);
  switch (action.type) {
    case 'PLACE':
      return place(state, action);
    case 'END_PLACEMENT':
      return endPlacement(state, action.side);
    case 'SHOOT':
      return shoot(state);
  }
}

/** Every action in order from a new game: a saved game's log replays to the same state (TS9). */
export function replayTexas(
  start: TexasGameState,
  actions: readonly TexasAction[],
): { ok: true; state: TexasGameState } | { ok: false; index: number; reason: string } {
  let state = start;
  for (const [index, action] of actions.entries()) {
    const verdict = applyTexasAction(state, action);
    if (!verdict.ok) return { ok: false, index, reason: verdict.reason };
    state = verdict.state;
  }
  return { ok: true, state };
}

function refuse(reason: string): TexasVerdict {
  return { ok: false, reason };
}

function place(
  state: TexasGameState,
  action: Extract<TexasAction, { type: 'PLACE' }>,
): TexasVerdict {
  if (state.phase !== 'placing') return refuse('both sides have placed: the barrier is lifting');
  if (action.side !== state.placer) return refuse(`it is ${state.placer}'s turn to place`);
  const card = state.cards[action.card];
  if (!card || !state.hands[action.side].includes(action.card))
    return refuse(`${action.card} is not in ${action.side}'s hand`);
  const token = { ...card, side: action.side, row: action.row, col: action.col };
  const refusal = placementRefusal(state.board, token, state.options);
  if (refusal) return refuse(refusal.reason);
  // TS2: the card leaves the hand and lies face down by its token.
  return {
    ok: true,
    state: {
      ...state,
      board: [...state.board, { ...token, row: action.row as 1 | 2 }],
      hands: {
        ...state.hands,
        [action.side]: state.hands[action.side].filter((n) => n !== action.card),
      },
    },
  };
}

function endPlacement(state: TexasGameState, side: Side): TexasVerdict {
  if (state.phase !== 'placing') return refuse('both sides have placed already');
  if (side !== state.placer) return refuse(`it is ${state.placer}'s turn to place`);
  // A places first, then B; after B the barrier can lift.
  if (side === 'A') return { ok: true, state: { ...state, placer: otherSide(side) } };
  return { ok: true, state: { ...state, phase: 'ready' } };
}

function shoot(state: TexasGameState): TexasVerdict {
  if (state.phase !== 'ready') return refuse(`${state.placer} is still placing`);
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
  return {
    ok: true,
    state: {
      ...state,
      rng: played.rng,
      round: over ? state.round : state.round + 1,
      phase: over ? 'over' : 'placing',
      placer: 'A',
      drawPile,
      hands,
      discards,
      victory,
      board: [],
      rounds: [...state.rounds, { round: state.round, rolls: played.rolls, result }],
      winners: result.winners,
    },
  };
}
