import { useEffect, useRef, type Dispatch, type SetStateAction } from 'react';
import {
  isPlacementClockExpired,
  pausePlacementClock,
  startPlacementClock,
  tickPlacementClock,
  type PlacementClock,
} from '../../../engine/texas.ts';
import type { PlacementClocks } from './useTexasGame.ts';

/** How often an open hand's time left is written with the game (TS2), while it runs. */
const CLOCK_WRITTEN_EVERY_MS = 5000;

/** The open hand's clock as shown, and the table's pause. */
export interface PlacementClockView {
  readonly clock: PlacementClock;
  readonly togglePause: () => void;
}

/**
 * The timers of the placement clocks (TS2): `clockTurn` is the open hand's turn, the one clock that
 * runs and shows, and kept with the game while it runs; `onExpire` ends that turn at 0.
 */
export function usePlacementClocks({
  clockTurn,
  clocks,
  setClocks,
  keepClocks,
  onExpire,
}: {
  clockTurn: string | null;
  clocks: PlacementClocks;
  setClocks: Dispatch<SetStateAction<PlacementClocks>>;
  /** Writes the clocks as they stand into the game's save. */
  keepClocks: () => void;
  onExpire: () => void;
}): PlacementClockView {
  // A turn's clock is made when its hand opens (openHand); a full one stands in until then.
  const clock = (clockTurn && clocks[clockTurn]) || startPlacementClock();

  // TS2: the placer's own 30 seconds, ticking only while its hand is open; at 0 the rest is out.
  const expire = useRef<() => void>(() => undefined);
  useEffect(() => {
    expire.current = onExpire;
  });
  useEffect(() => {
    if (!clockTurn) return;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      const elapsed = now - last;
      last = now;
      setClocks((all) => {
        const c = all[clockTurn] ?? startPlacementClock();
        const next = tickPlacementClock(c, elapsed);
        // Paused, or already at 0: nothing changes, and the screen need not draw again.
        if (next.remainingMs === c.remainingMs) return all;
        return { ...all, [clockTurn]: next };
      });
    }, 200);
    // The time left goes into the save every few seconds while the hand is open, so a reload
    // mid-turn gives back at most those seconds.
    const keep = setInterval(() => keepClocks(), CLOCK_WRITTEN_EVERY_MS);
    return () => {
      clearInterval(timer);
      clearInterval(keep);
    };
  }, [clockTurn, setClocks, keepClocks]);
  // At 0 the turn is over (TS2): once, when the open hand's clock runs out.
  const expired = clockTurn !== null && isPlacementClockExpired(clock);
  useEffect(() => {
    if (expired) expire.current();
  }, [expired]);

  const togglePause = () => {
    if (!clockTurn) return;
    setClocks((all) => {
      const c = all[clockTurn] ?? startPlacementClock();
      return { ...all, [clockTurn]: pausePlacementClock(c, !c.paused) };
    });
  };

  return { clock, togglePause };
}
