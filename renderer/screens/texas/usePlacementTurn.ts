import { useState, type Dispatch, type SetStateAction } from 'react';
import {
  clockForOpenedHand,
  END_PLACEMENT,
  PLACE,
  placementTurnKey,
  type PlacementClock,
  type TexasSide,
} from '../../../engine/texas.ts';
import { usePlacementClocks } from './usePlacementClocks.ts';
import type { TexasGame } from './useTexasGame.ts';

/** A person's placement turn at the laptop, as the screen shows it and acts on it. */
export interface PlacementTurn {
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
 * card chosen, then the square; the turn's own clock, which ends the turn when it runs out.
 */
export function usePlacementTurn(texas: TexasGame): PlacementTurn {
  const { game, state, clocks, setClocks, keepClocksAs, keepClocks, dispatch, setMessage } = texas;
  const [shownTo, setShownTo] = useState<TexasSide | null>(null);
  const [chosenCard, setChosenCard] = useState<string | null>(null);

  const placerSeat = state && state.phase === 'placing' ? game!.seats[state.placer] : null;
  const personPlacing = state?.phase === 'placing' && placerSeat === 'person';
  const handOpen = personPlacing && shownTo === state.placer;
  /** The turn whose clock runs and shows: the open hand's. */
  const clockTurn = handOpen ? placementTurnKey(state.round, state.placer) : null;

  const { clock, togglePause } = usePlacementClocks({
    clockTurn,
    clocks,
    setClocks,
    keepClocks,
    onExpire: () => {
      if (!state || state.phase !== 'placing') return;
      if (dispatch([{ type: END_PLACEMENT.type, side: state.placer }])) {
        setShownTo(null);
        // Said without how many were placed: the next placer reads it, and TS2 hides the side.
        setMessage(
          `Time is up: ${state.placer}'s turn is over; a token not placed in time is out of the round (TS2).`,
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
    if (!state) return;
    // With its three tokens down the hand is closed, but a click on a square still gets the
    // engine's answer in words (TS2: a fourth token is refused), not a prompt to choose a card.
    const full = state.board.filter((t) => t.side === state.placer).length >= 3;
    const card = chosenCard ?? (full ? state.hands[state.placer][0] : undefined);
    if (!card) return setMessage('Choose a card from your hand first.');
    if (dispatch([{ type: PLACE.type, side: state.placer, card, row, col }])) setChosenCard(null);
  };

  const endTurn = () => {
    if (!state) return;
    if (dispatch([{ type: END_PLACEMENT.type, side: state.placer }])) setShownTo(null);
  };

  return {
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
