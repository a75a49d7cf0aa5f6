import type { Viewer } from '../../game/viewer.ts';
import type { Side } from './board.ts';
import type { TexasCard } from './cardStats.ts';
import type { TexasToken } from './placement.ts';
import { placedCounts, visibleTokens, type TexasGameState } from './texasGame.ts';
import type { TexasOptions } from './texasOptions.ts';

/**
 * What the whole table may see of a Texas Shootout game (TS2): the round, how many tokens each side
 * has laid and whether it has ended its placement, the hands and piles by count, the victory and
 * discard piles, and the tokens only once the barrier has lifted. Which card went where stays
 * behind the barrier; that a card went down does not, as the cards laid face down show at a real
 * table, and the TV says "Ann: 2 of 3 placed" (issue 39, item 3).
 */
export interface TexasPublicView {
  options: TexasOptions;
  /** Every card of the game, in the deck's printed order (its shuffled order is never shown). */
  deck: readonly TexasCard[];
  round: number;
  phase: TexasGameState['phase'];
  /** Which sides have ended their placement this round (TS2). */
  ended: Record<Side, boolean>;
  /** How many tokens each side has laid this round, behind the barrier or not. */
  placed: Record<Side, number>;
  drawPileSize: number;
  handSizes: Record<Side, number>;
  discards: Record<Side, readonly string[]>;
  victory: Record<Side, readonly string[]>;
  board: readonly TexasToken[];
  rounds: TexasGameState['rounds'];
  winners: readonly Side[];
}

/** A seat's view: the table's, with its own hand, and its own tokens behind the barrier. */
export interface TexasSeatView extends TexasPublicView {
  seat: {
    side: Side;
    hand: TexasCard[];
    /** This round's tokens of its own side, placed behind the barrier (all of them show after). */
    placed: readonly TexasToken[];
  };
}

export type TexasView<V extends Viewer> = V extends 'dealer'
  ? TexasGameState
  : V extends 'public'
    ? TexasPublicView
    : TexasSeatView;

/**
 * Texas Shootout's one secrecy function (issue 37, item 3): the Dealer sees the game; the table
 * what TS2 lets everyone see; a seat (one side, A or B) that and its own hand and placement.
 * Never the other side's hand or tokens before the reveal, the draw pile's order, or the
 * generator's state, which would foretell the d10s (TS9).
 */
export function texasViewFor<V extends Viewer>(state: TexasGameState, viewer: V): TexasView<V> {
  if (viewer === 'dealer') return state as TexasView<V>;
  const shown = texasPublicView(state);
  if (viewer === 'public') return shown as TexasView<V>;
  const seat = viewer as Exclude<Viewer, string>;
  const side = seatSide(seat.holds);
  const seatView: TexasSeatView = {
    ...shown,
    seat: {
      side,
      hand: state.hands[side].map((name) => ({ ...state.cards[name]! })),
      placed: state.phase === 'placing' ? visibleTokens(state, side) : [],
    },
  };
  return seatView as TexasView<V>;
}

function texasPublicView(state: TexasGameState): TexasPublicView {
  return {
    options: { columns: state.options.columns, grazeWinsCard: state.options.grazeWinsCard },
    deck: Object.values(state.cards).map((card) => ({ ...card })),
    round: state.round,
    phase: state.phase,
    ended: { ...state.ended },
    placed: placedCounts(state),
    drawPileSize: state.drawPile.length,
    handSizes: { A: state.hands.A.length, B: state.hands.B.length },
    discards: { A: [...state.discards.A], B: [...state.discards.B] },
    victory: { A: [...state.victory.A], B: [...state.victory.B] },
    board: visibleTokens(state, null),
    rounds: state.rounds,
    winners: [...state.winners],
  };
}

/** A Texas Shootout seat holds one side. */
function seatSide(holds: readonly string[]): Side {
  const [side] = holds;
  if (holds.length !== 1 || (side !== 'A' && side !== 'B'))
    throw new Error(`A Texas Shootout seat holds one side, A or B, not ${JSON.stringify(holds)}.`);
  return side;
}
