import { createRng, shuffle, type RngState } from '../../game/rng.ts';
import type { Side } from './board.ts';
import type { TexasCard } from './cardStats.ts';
import type { TexasToken } from './placement.ts';
import type { TexasRoundResult } from './resolveTexasRound.ts';
import { HAND_SIZE, TEXAS_DECK } from './texasDeck.ts';
import { DEFAULT_TEXAS_OPTIONS, type TexasOptions } from './texasOptions.ts';

/**
 * A game of Texas Shootout: three rounds (TS8) of placement behind the barrier (TS2), both sides
 * at once (each on its phone, issue 39) or one after the other at one laptop,
 * then the reveal and the shootout (TS3–TS6), then the exchange (TS7). Flat and immutable like the
 * rest of the engine's state; the seeded generator lives in it (TS9), so the same seed and the
 * same actions replay the same game.
 */
export interface TexasGameState {
  readonly options: TexasOptions;
  readonly rng: RngState;
  /** 1-based; stays at the last round played once the game is over. */
  readonly round: number;
  /**
   * `placing`: each side lays its tokens with the other side hidden (TS2); `ready`: both sides have
   * placed and the barrier can lift; `over`: TS8 has named the winners.
   */
  readonly phase: 'placing' | 'ready' | 'over';
  /**
   * Which sides have ended their placement this round. TS2 has both players place within the same
   * 30 seconds, so either side may place until it ends; the barrier can lift once both have.
   */
  readonly ended: Readonly<Record<Side, boolean>>;
  /** Every card of the game by name. */
  readonly cards: Readonly<Record<string, TexasCard>>;
  readonly drawPile: readonly string[];
  readonly hands: Readonly<Record<Side, readonly string[]>>;
  readonly discards: Readonly<Record<Side, readonly string[]>>;
  readonly victory: Readonly<Record<Side, readonly string[]>>;
  /** The tokens of this round's placement, both sides. */
  readonly board: readonly TexasToken[];
  /** Every round played: its rolls (TS9) and what happened, step by step. */
  readonly rounds: readonly { round: number; rolls: number[]; result: TexasRoundResult }[];
  readonly winners: readonly Side[];
}

/**
 * TS1, TS2: a new game. The deck is shuffled with the seeded generator, then each player draws 7
 * (A first); A places first.
 */
export function createTexasGame(
  seed: number,
  options: TexasOptions = DEFAULT_TEXAS_OPTIONS,
  deck: readonly TexasCard[] = TEXAS_DECK,
): TexasGameState {
  const [order, rng] = shuffle(
    createRng(seed),
    deck.map((c) => c.name),
  );
  return {
    options,
    rng,
    round: 1,
    phase: 'placing',
    ended: NOBODY_ENDED,
    cards: Object.fromEntries(deck.map((c) => [c.name, c])),
    drawPile: order.slice(2 * HAND_SIZE),
    hands: { A: order.slice(0, HAND_SIZE), B: order.slice(HAND_SIZE, 2 * HAND_SIZE) },
    discards: { A: [], B: [] },
    victory: { A: [], B: [] },
    board: [],
    rounds: [],
    winners: [],
  };
}

/** A round's placement as it opens: neither side has ended it. */
export const NOBODY_ENDED: Readonly<Record<Side, boolean>> = Object.freeze({ A: false, B: false });

/**
 * The side that places next at one laptop (the hot seat): A, the youngest (TS3), until it ends its
 * placement, then B. Null once both have, or out of the placement.
 */
export function nextToPlace(state: Pick<TexasGameState, 'phase' | 'ended'>): Side | null {
  if (state.phase !== 'placing') return null;
  return !state.ended.A ? 'A' : !state.ended.B ? 'B' : null;
}

/** TS2: how many tokens each side has laid this round. */
export function placedCounts(state: TexasGameState): Record<Side, number> {
  return {
    A: state.board.filter((t) => t.side === 'A').length,
    B: state.board.filter((t) => t.side === 'B').length,
  };
}

/** TS8: the victory piles' sizes. */
export function victoryCounts(state: TexasGameState): Record<Side, number> {
  return { A: state.victory.A.length, B: state.victory.B.length };
}

/**
 * TS2: what `viewer` may see while the barrier stands: its own tokens only. Once both sides have
 * placed, the barrier lifts and every token shows. A null viewer is the table (the projector):
 * nothing until the reveal.
 */
export function visibleTokens(state: TexasGameState, viewer: Side | null): readonly TexasToken[] {
  if (state.phase !== 'placing') return state.board;
  return viewer ? state.board.filter((t) => t.side === viewer) : [];
}
