import { describe, expect, it } from 'vitest';
import {
  isPlacementClockExpired,
  pausePlacementClock,
  placementSecondsLeft,
  startPlacementClock,
  tickPlacementClock,
} from '../../../../../engine/modes/texas-shootout/placementClock.ts';

describe('TS2: the 30-second placement timer', () => {
  it('runs out after 30 seconds of play, not before', () => {
    let clock = startPlacementClock();
    expect(placementSecondsLeft(clock)).toBe(30);
    clock = tickPlacementClock(clock, 29_500);
    expect(placementSecondsLeft(clock)).toBe(1);
    expect(isPlacementClockExpired(clock)).toBe(false);
    clock = tickPlacementClock(clock, 1_000);
    expect(isPlacementClockExpired(clock)).toBe(true);
    expect(placementSecondsLeft(clock)).toBe(0);
  });

  it('stands still while the table has paused it', () => {
    const paused = pausePlacementClock(tickPlacementClock(startPlacementClock(), 10_000), true);
    expect(tickPlacementClock(paused, 60_000).remainingMs).toBe(20_000);
    const resumed = pausePlacementClock(paused, false);
    expect(tickPlacementClock(resumed, 5_000).remainingMs).toBe(15_000);
  });
});
