import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  RESOLVED_ATTACK_SHOWN_MS,
  ResolvedAttackHold,
} from '../../../renderer/state/resolvedAttackHold.ts';

describe('a resolved attack on the board (issue 10, Layout)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a moment, then collapses by itself, and stays gone', () => {
    const gone = vi.fn();
    const hold = new ResolvedAttackHold(gone);
    expect(hold.shows(7, true)).toBe(true);
    vi.advanceTimersByTime(RESOLVED_ATTACK_SHOWN_MS - 1);
    expect(hold.shows(7, true)).toBe(true);
    expect(gone).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(gone).toHaveBeenCalledTimes(1);
    expect(hold.shows(7, true)).toBe(false);
  });

  it('goes at once on a click; the next resolved attack is shown anew', () => {
    const gone = vi.fn();
    const hold = new ResolvedAttackHold(gone);
    expect(hold.shows(7, true)).toBe(true);
    hold.letGo();
    expect(gone).toHaveBeenCalledTimes(1);
    expect(hold.shows(7, true)).toBe(false);
    vi.advanceTimersByTime(RESOLVED_ATTACK_SHOWN_MS * 2);
    expect(gone).toHaveBeenCalledTimes(1);
    expect(hold.shows(12, true)).toBe(true);
  });

  it('a click with nothing shown, or an attack not resolved, lets nothing go', () => {
    const gone = vi.fn();
    const hold = new ResolvedAttackHold(gone);
    hold.letGo();
    expect(hold.shows(3, false)).toBe(false);
    hold.letGo();
    vi.advanceTimersByTime(RESOLVED_ATTACK_SHOWN_MS * 2);
    expect(gone).not.toHaveBeenCalled();
  });
});
