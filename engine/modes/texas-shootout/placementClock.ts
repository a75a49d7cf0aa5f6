import { PLACEMENT_SECONDS, type Side } from './board.ts';

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

/**
 * The clock when a placer opens its hand: `turnClock` is the clock that turn had when its hand
 * was last open (the screen keeps one per turn: round and side), undefined if it never was. Its
 * time left carries on, so hiding the hand, or undoing back into the turn from a later one, even
 * from another round, gives no fresh 30 seconds. A clock that ran out gives a full one: the turn
 * came back only by an undo of the END_PLACEMENT its expiry sent, and at 0 the hand would be open
 * with no time to place.
 */
export function clockForOpenedHand(
  turnClock: PlacementClock | undefined,
  seconds = PLACEMENT_SECONDS,
): PlacementClock {
  if (turnClock && !isPlacementClockExpired(turnClock)) return turnClock;
  return startPlacementClock(seconds);
}

/** The key of a placement turn (TS2: each placer's own timer, each round): "round:side". */
export function placementTurnKey(round: number, side: Side): string {
  return `${round}:${side}`;
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
