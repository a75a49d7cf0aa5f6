import { describe, expect, it } from 'vitest';
import {
  clockForOpenedHand,
  isPlacementClockExpired,
  pausePlacementClock,
  placementSecondsLeft,
  placementTurnKey,
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

  it('gives no fresh 30 seconds for a turn opened again: its own time left carries on', () => {
    const spent = tickPlacementClock(startPlacementClock(), 25_000);
    expect(placementSecondsLeft(clockForOpenedHand(spent))).toBe(5);
    // A paused clock stays paused: the table paused that turn.
    const paused = pausePlacementClock(spent, true);
    expect(clockForOpenedHand(paused)).toEqual(paused);
    // A turn never opened before (the next placer's, or another round's) starts full.
    expect(placementSecondsLeft(clockForOpenedHand(undefined))).toBe(30);
    // Back by undoing the timed-out END_PLACEMENT: a hand open at 0 s could not place at all.
    const expired = tickPlacementClock(spent, 5_000);
    expect(placementSecondsLeft(clockForOpenedHand(expired))).toBe(30);
  });

  it('keys each turn by its round and side, so every turn of the game keeps its own clock', () => {
    expect(placementTurnKey(1, 'A')).toBe('1:A');
    expect(placementTurnKey(3, 'B')).toBe('3:B');
    expect(
      new Set([placementTurnKey(1, 'A'), placementTurnKey(1, 'B'), placementTurnKey(2, 'A')]).size,
    ).toBe(3);
  });
});
