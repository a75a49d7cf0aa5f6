import { describe, expect, it } from 'vitest';
import { watchPixelRatio, type PixelRatioSource } from '../../../renderer/board/pixelRatio.ts';

/**
 * A screen whose density can be changed, with the media queries a browser gives: a query on the
 * ratio it was made for, which fires `change` when the ratio stops (or starts) matching it.
 */
function fakeScreen(ratio: number) {
  const queries: { dppx: number; listeners: Set<() => void> }[] = [];
  const source: PixelRatioSource & { devicePixelRatio: number } = {
    devicePixelRatio: ratio,
    matchMedia(query) {
      const dppx = Number(/\(resolution: ([\d.]+)dppx\)/.exec(query)?.[1]);
      const entry = { dppx, listeners: new Set<() => void>() };
      queries.push(entry);
      return {
        addEventListener: (_type: string, listener: () => void) => entry.listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) =>
          entry.listeners.delete(listener),
      } as unknown as MediaQueryList;
    },
  };
  return {
    source,
    listening: () => queries.reduce((n, q) => n + q.listeners.size, 0),
    setRatio(next: number) {
      const before = source.devicePixelRatio;
      source.devicePixelRatio = next;
      for (const q of [...queries]) {
        if ((q.dppx === before) !== (q.dppx === next)) [...q.listeners].forEach((l) => l());
      }
    },
  };
}

describe('watching the device pixel ratio', () => {
  it('reports each change of density, following it from one ratio to the next', () => {
    const screen = fakeScreen(1);
    const seen: number[] = [];
    watchPixelRatio((ratio) => seen.push(ratio), screen.source);
    screen.setRatio(2);
    screen.setRatio(1.5);
    screen.setRatio(1);
    expect(seen).toEqual([2, 1.5, 1]);
    // One query at a time is listened to, however many changes there were.
    expect(screen.listening()).toBe(1);
  });

  it('stops reporting once stopped', () => {
    const screen = fakeScreen(2);
    const seen: number[] = [];
    const stop = watchPixelRatio((ratio) => seen.push(ratio), screen.source);
    stop();
    screen.setRatio(1);
    expect(seen).toEqual([]);
    expect(screen.listening()).toBe(0);
  });
});
