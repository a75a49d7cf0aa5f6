import { createRng, shuffle, type RngState } from '../../game/rng.ts';
import type { Side } from './board.ts';
import type { TexasCard } from './cardStats.ts';
import type { TexasToken } from './placement.ts';
import type { TexasRoundResult } from './resolveTexasRound.ts';
import { HAND_SIZE, TEXAS_DECK } from './texasDeck.ts';
import { DEFAULT_TEXAS_OPTIONS, type TexasOptions } from './texasOptions.ts';

/**
 * A game of Texas Shootout: three rounds (TS8) of hot-seat placement behind the barrier (TS2),
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
   * `placing`: `placer` lays its tokens with the other side hidden (TS2); `ready`: both sides have
   * placed and the barrier can lift; `over`: TS8 has named the winners.
   */
  readonly phase: 'placing' | 'ready' | 'over';
  /** Whose turn it is to place, A (the youngest) first. */
  readonly placer: Side;
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
    placer: 'A',
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

/**
 * TS2: how many cards `side` holds, as `viewer` may know it, or null while it is hidden. Each card
 * laid face down by a token leaves its hand, so while the barrier stands the count would tell the
 * other player how many tokens the side placed: only the side itself sees it, and a null viewer
 * (the table, between turns) sees neither. From the reveal on, both are public again.
 */
export function visibleHandSize(
  state: TexasGameState,
  side: Side,
  viewer: Side | null,
): number | null {
  if (state.phase !== 'placing' || viewer === side) return state.hands[side].length;
  return null;
}
