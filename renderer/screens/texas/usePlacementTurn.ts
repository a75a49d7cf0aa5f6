import { useState, type Dispatch, type SetStateAction } from 'react';
import {
  clockForOpenedHand,
  END_PLACEMENT,
  PLACE,
  placementTurnKey,
  TEXAS_SIDES,
  type PlacementClock,
  type TexasGameState,
  type TexasSide,
} from '../../../engine/texas.ts';
import { usePlacementClocks } from './usePlacementClocks.ts';
import type { TexasGame } from './useTexasGame.ts';

/** A person's placement turn at the laptop, as the screen shows it and acts on it. */
export interface PlacementTurn {
  /** The side that places at the laptop now (A first), or null: none does. */
  readonly side: TexasSide | null;
  readonly setShownTo: Dispatch<SetStateAction<TexasSide | null>>;
  /** A person places now, whether or not the hand is open yet. */
  readonly personPlacing: boolean;
  /** The placer's hand is open at the laptop: only then is its side seen. */
  readonly handOpen: boolean;
  readonly chosenCard: string | null;
  readonly setChosenCard: Dispatch<SetStateAction<string | null>>;
  readonly clock: PlacementClock;
  readonly togglePause: () => void;
  readonly openHand: (side: TexasSide) => void;
  readonly place: (row: 1 | 2, col: number) => void;
  readonly endTurn: () => void;
}

/**
 * Hot-seat placement (TS2): the hand shown to its own side only, after the laptop is passed; the
 * card chosen, then the square; the turn's own clock, which ends the turn when it runs out. A side
 * whose player holds it on a phone (`onPhones`, issue 39) places there, not here.
 */
export function usePlacementTurn(
  texas: TexasGame,
  onPhones: readonly TexasSide[] = [],
): PlacementTurn {
  const { game, state, clocks, setClocks, keepClocksAs, keepClocks, dispatch, setMessage } = texas;
  const [shownTo, setShownTo] = useState<TexasSide | null>(null);
  const [chosenCard, setChosenCard] = useState<string | null>(null);

  const side =
    state && game
      ? laptopPlacer(state, (s) => game.seats[s] === 'person' && !onPhones.includes(s))
      : null;
  const personPlacing = side !== null;
  const handOpen = side !== null && shownTo === side;
  /** The turn whose clock runs and shows: the open hand's. */
  const clockTurn = handOpen ? placementTurnKey(state!.round, side) : null;

  const { clock, togglePause } = usePlacementClocks({
    clockTurn,
    clocks,
    setClocks,
    keepClocks,
    onExpire: () => {
      if (!state || !side) return;
      if (dispatch([{ type: END_PLACEMENT.type, side }])) {
        setShownTo(null);
        setMessage(
          `Time is up: ${side}'s turn is over; a token not placed in time is out of the round (TS2).`,
        );
      }
    },
  });

  const openHand = (side: TexasSide) => {
    if (!state) return;
    setShownTo(side);
    setChosenCard(null);
    const turn = placementTurnKey(state.round, side);
    const next = { ...clocks, [turn]: clockForOpenedHand(clocks[turn]) };
    setClocks(next);
    keepClocksAs(next);
  };

  const place = (row: 1 | 2, col: number) => {
    if (!state || !side) return;
    // With its three tokens down the hand is closed, but a click on a square still gets the
    // engine's answer in words (TS2: a fourth token is refused), not a prompt to choose a card.
    const full = state.board.filter((t) => t.side === side).length >= 3;
    const card = chosenCard ?? (full ? state.hands[side][0] : undefined);
    if (!card) return setMessage('Choose a card from your hand first.');
    if (dispatch([{ type: PLACE.type, side, card, row, col }])) setChosenCard(null);
  };

  const endTurn = () => {
    if (!state || !side) return;
    if (dispatch([{ type: END_PLACEMENT.type, side }])) setShownTo(null);
  };

  return {
    side,
    setShownTo,
    personPlacing,
    handOpen,
    chosenCard,
    setChosenCard,
    clock,
    togglePause,
    openHand,
    place,
    endTurn,
  };
}

/**
 * The side that places at the laptop now: the first of A and B (A is the youngest, TS3) that has
 * not ended its placement and is `atLaptop` (a person's, not on a phone), or null.
 */
export function laptopPlacer(
  state: TexasGameState,
  atLaptop: (side: TexasSide) => boolean,
): TexasSide | null {
  if (state.phase !== 'placing') return null;
  return TEXAS_SIDES.find((side) => !state.ended[side] && atLaptop(side)) ?? null;
}
