import { PUBLIC, seat } from '../../../engine/core.ts';
import {
  texasViewFor,
  type TexasGameState,
  type TexasSide,
  type TexasToken,
} from '../../../engine/texas.ts';

/** A card in the hand of the side at the laptop, as its seat's view gives it. */
export type SeenCard = TexasGameState['cards'][string];

/** What the laptop may show now, read from the engine's view for whoever is at it (TS2). */
export interface TexasSeen {
  tokens: readonly TexasToken[];
  /** A side's hand size. */
  handSize(side: TexasSide): number;
  /** The hand of the side at the laptop; empty when the table looks. */
  hand: readonly SeenCard[];
  /** This round's tokens the side at the laptop has placed. */
  placed: readonly TexasToken[];
}

/**
 * The hot seat's secrecy, from the one secrecy function (issue 37, item 3): `viewer` is the side
 * whose hand is open at the laptop, or null when the table looks (between turns, or the reveal).
 */
export function texasSeen(state: TexasGameState, viewer: TexasSide | null): TexasSeen {
  if (viewer === null) {
    const view = texasViewFor(state, PUBLIC);
    return { tokens: view.board, handSize: (side) => view.handSizes[side], hand: [], placed: [] };
  }
  const view = texasViewFor(state, seat(viewer, [viewer]));
  return {
    tokens: [...view.board, ...view.seat.placed],
    handSize: (side) => (side === viewer ? view.seat.hand.length : view.handSizes[side]),
    hand: view.seat.hand,
    placed: view.seat.placed,
  };
}
