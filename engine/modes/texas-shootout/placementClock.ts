import { PLACEMENT_SECONDS } from './board.ts';

/**
 * TS2: each placer's own 30-second timer, which the table can pause. Pure: the UI passes the time
 * that went by (the engine never reads a clock), and when `expired` turns true it sends
 * END_PLACEMENT for the placer, whose unplaced tokens are out of the round (TS2 house).
 */
export interface PlacementClock {
  readonly remainingMs: number;
  readonly paused: boolean;
}

export function startPlacementClock(seconds = PLACEMENT_SECONDS): PlacementClock {
  return { remainingMs: seconds * 1000, paused: false };
}

/** The clock after `elapsedMs` more of real time; a paused clock does not run. */
export function tickPlacementClock(clock: PlacementClock, elapsedMs: number): PlacementClock {
  if (clock.paused || elapsedMs <= 0) return clock;
  return { ...clock, remainingMs: Math.max(0, clock.remainingMs - elapsedMs) };
}

export function pausePlacementClock(clock: PlacementClock, paused: boolean): PlacementClock {
  return { ...clock, paused };
}

export function isPlacementClockExpired(clock: PlacementClock): boolean {
  return clock.remainingMs === 0;
}

/** What the timer shows: whole seconds left, rounded up so "0" means time is up. */
export function placementSecondsLeft(clock: PlacementClock): number {
  return Math.ceil(clock.remainingMs / 1000);
}
