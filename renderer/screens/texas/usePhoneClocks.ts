import { useEffect } from 'react';
import {
  clockForOpenedHand,
  END_PLACEMENT,
  pausePlacementClock,
  placementSecondsLeft,
  placementTurnKey,
  TEXAS_SIDES,
  type PlacementClock,
  type TexasSide,
} from '../../../engine/texas.ts';
import type { ClocksMessage } from '../../../electron/room/roomProtocol.ts';
import { usePlacementClocks } from './usePlacementClocks.ts';
import type { TexasGame } from './useTexasGame.ts';

/** The phones' placement (issue 39, item 3): their shared 30 seconds, as the Dealer runs them. */
export interface PhoneClocks {
  /** The sides placing on their phones now (not yet ended this round). */
  readonly placing: readonly TexasSide[];
  /** Each of those sides' clock, once the Dealer has started the 30 seconds. */
  readonly clocks: Partial<Record<TexasSide, PlacementClock>>;
  readonly started: boolean;
  readonly paused: boolean;
  /** Starts the 30 seconds of every side placing on a phone (TS2: within the same 30 seconds). */
  readonly start: () => void;
  readonly togglePause: () => void;
}

/**
 * TS2 has both players place within the same 30 seconds. A side placing on its phone gets its
 * clock when the Dealer starts the phones' time, all at once; each runs in this window (the engine
 * reads no clock), is kept with the game as a turn's clock is (a reload gives no fresh 30 seconds),
 * and ends its side's placement at 0. `laptopClock` is the hot seat's open hand, if one is open:
 * with the phones' clocks it is what the TV and the phones show (`shownClocks`).
 */
export function usePhoneClocks(
  texas: TexasGame,
  laptopClock: { side: TexasSide; clock: PlacementClock } | null,
): PhoneClocks {
  const { state, clocks, setClocks, keepClocks, keepClocksAs, dispatch, setMessage, onPhones } =
    texas;
  const placing =
    state && state.phase === 'placing'
      ? onPhones.filter((side) => !state.ended[side])
      : ([] as TexasSide[]);
  const keyOf = (side: TexasSide) => (state ? placementTurnKey(state.round, side) : '');
  const running = (side: TexasSide) =>
    placing.includes(side) && clocks[keyOf(side)] !== undefined ? keyOf(side) : null;
  const expire = (side: TexasSide) => () => {
    if (!state || !placing.includes(side)) return;
    if (!dispatch([{ type: END_PLACEMENT.type, side }])) return;
    setMessage(
      `Time is up for ${side}: a token not placed in time is out of the round (TS2 house).`,
    );
    // The spent clock goes: an undo that brings the side back to placing asks the Dealer to start
    // its 30 seconds again, not to end it at once.
    const rest = Object.fromEntries(Object.entries(clocks).filter(([key]) => key !== keyOf(side)));
    setClocks(rest);
    keepClocksAs(rest);
  };
  // One timer per side (two at most): each side's 30 seconds end its own placement.
  const a = usePlacementClocks({
    clockTurn: running('A'),
    clocks,
    setClocks,
    keepClocks,
    onExpire: expire('A'),
  });
  const b = usePlacementClocks({
    clockTurn: running('B'),
    clocks,
    setClocks,
    keepClocks,
    onExpire: expire('B'),
  });
  const shown: Partial<Record<TexasSide, PlacementClock>> = {};
  if (running('A')) shown.A = a.clock;
  if (running('B')) shown.B = b.clock;
  const started = Object.keys(shown).length > 0;
  const paused = started && Object.values(shown).every((c) => c.paused);

  // What the TV and the phones show: whole seconds, so the room hears of it once a second.
  const { shownClocks } = texas;
  const told: ClocksMessage['clocks'] = {};
  for (const side of TEXAS_SIDES) {
    const clock = laptopClock?.side === side ? laptopClock.clock : shown[side];
    if (clock) told[side] = { seconds: placementSecondsLeft(clock), paused: clock.paused };
  }
  const toldKey = JSON.stringify(told);
  useEffect(() => {
    if (JSON.stringify(shownClocks.get().clocks) !== toldKey)
      shownClocks.set({ clocks: JSON.parse(toldKey) as ClocksMessage['clocks'] });
  }, [shownClocks, toldKey]);

  return {
    placing,
    clocks: shown,
    started,
    paused,
    start: () => {
      if (!state) return;
      const next = { ...clocks };
      for (const side of placing) next[keyOf(side)] = clockForOpenedHand(clocks[keyOf(side)]);
      setClocks(next);
      keepClocksAs(next);
    },
    togglePause: () => {
      const next = { ...clocks };
      for (const side of placing) {
        const clock = clocks[keyOf(side)];
        if (clock) next[keyOf(side)] = pausePlacementClock(clock, !paused);
      }
      setClocks(next);
      keepClocksAs(next);
    },
  };
}
