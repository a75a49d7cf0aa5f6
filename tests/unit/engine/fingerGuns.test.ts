import { describe, expect, it } from 'vitest';
import {
  resolveFingerGunsRound,
  type FingerGunsPlayer,
} from '../../../engine/modes/finger-guns/resolveRound.ts';
import { DEFAULT_RULES_OPTIONS } from '../../../engine/rules/rulesOptions.ts';

/** The F8 house rule turned off: Ghosts make no gesture. */
const NO_GHOST_GESTURES = { ...DEFAULT_RULES_OPTIONS, fingerGunsGhostsGesture: false };

const table = (...specs: [string, number, FingerGunsPlayer['state']?][]) =>
  specs.map(([name, health, state]) => ({ name, health, state: state ?? 'survivor' }));

describe('resolveFingerGunsRound (F1–F9)', () => {
  it('F3: a posse needs half the Survivors and at least three of them', () => {
    const five = table(['A', 20], ['B', 20], ['C', 20], ['D', 20], ['E', 20]);
    // 2 of 5 is less than half: cancelled.
    expect(
      resolveFingerGunsRound(five, { A: { action: 'posse' }, B: { action: 'posse' } }).health,
    ).toMatchObject({ C: 20 });
    expect(
      resolveFingerGunsRound(five, {
        A: { action: 'posse' },
        B: { action: 'posse' },
        C: { action: 'posse' },
      }).health,
    ).toMatchObject({
      A: 20,
      D: 15,
      E: 15,
    });
    // Ghosts neither count nor lose.
    const ghosts = table(['A', 20], ['B', 20], ['C', 20, 'ghost'], ['D', 20, 'ghost']);
    expect(resolveFingerGunsRound(ghosts, { A: { action: 'posse' } }).health).toMatchObject({
      B: 20,
    });
  });

  it('F4: a ghost’s Saloon cannot heal but still cancels; health caps at 20', () => {
    const t = table(['A', 10], ['B', 10, 'ghost'], ['C', 19], ['D', 20]);
    const r = resolveFingerGunsRound(t, {
      A: { action: 'saloon', fingers: 4 },
      B: { action: 'saloon', fingers: 4 },
      C: { action: 'saloon', fingers: 3 },
    });
    expect(r.health).toMatchObject({ A: 10, B: 10, C: 20 });
  });

  it('F2: a player Killed by the posse loses its shot, but its Saloon still cancels', () => {
    const t = table(['A', 20], ['B', 20], ['C', 5], ['D', 3]);
    const r = resolveFingerGunsRound(t, {
      A: { action: 'posse' },
      B: { action: 'posse' },
      C: { action: 'shot', target: 'A' },
      D: { action: 'saloon', fingers: 2 },
    });
    expect(r.state).toMatchObject({ C: 'killed', D: 'killed' });
    expect(r.health).toMatchObject({ A: 20, C: 0, D: 0 });
  });

  it('F5: a Shot: the target loses 2, and no more than it has', () => {
    const t = table(['A', 20], ['B', 20], ['C', 1], ['D', 20], ['E', 20]);
    const r = resolveFingerGunsRound(t, {
      A: { action: 'shot', target: 'B' },
      D: { action: 'shot', target: 'C' },
    });
    expect(r.health).toEqual({ A: 20, B: 18, C: 0, D: 20, E: 20 });
    expect(r.state.C).toBe('killed');
    expect(r.events.map((e) => e.text)).toEqual([
      'Shot: A shoots B: B loses 2 (F5)',
      'Shot: D shoots C: C loses 1 (only 1 left) (F5)',
      'C drops to 0 and is Killed: a Ghost from next round (F8)',
    ]);
    // Two Shots at one player add up: each takes 2.
    expect(
      resolveFingerGunsRound(t, {
        A: { action: 'shot', target: 'E' },
        B: { action: 'shot', target: 'E' },
      }).health.E,
    ).toBe(16);
  });

  it('F8 house (on by default): a Ghost still shoots, throws Dynamite and power-shoots', () => {
    expect(DEFAULT_RULES_OPTIONS.fingerGunsGhostsGesture).toBe(true);
    const t = table(['A', 20], ['B', 20], ['C', 5, 'ghost'], ['D', 20], ['E', 20]);
    expect(resolveFingerGunsRound(t, { C: { action: 'shot', target: 'A' } }).health.A).toBe(18);
    expect(resolveFingerGunsRound(t, { C: { action: 'powershot', target: 'A' } }).health.A).toBe(
      14,
    );
    // Its Dynamite hits the nearest Survivors; the Ghost itself loses nothing.
    expect(resolveFingerGunsRound(t, { C: { action: 'dynamite' } }).health).toEqual({
      A: 20,
      B: 17,
      C: 5,
      D: 17,
      E: 20,
    });
  });

  it('F8 house: a shot at a Ghost does nothing, nor does a power shot', () => {
    const t = table(['A', 20], ['B', 20], ['C', 5, 'ghost'], ['D', 20], ['E', 20]);
    const r = resolveFingerGunsRound(t, {
      A: { action: 'shot', target: 'C' },
      B: { action: 'powershot', target: 'C' },
    });
    expect(r.health.C).toBe(5);
    expect(r.state.C).toBe('ghost');
    expect(r.events.map((e) => e.text)).toEqual([
      'Shot: A shoots C: C is a Ghost and loses nothing (F8) (F5)',
      'Power Shot: B power-shoots C: C is a Ghost and loses nothing (F8) (F7)',
    ]);
    // The same with the house rule off: a Ghost loses nothing either way.
    expect(
      resolveFingerGunsRound(t, { A: { action: 'shot', target: 'C' } }, NO_GHOST_GESTURES).health.C,
    ).toBe(5);
  });

  it('F8 house off: a Ghost’s Shot, Dynamite and Power Shot do nothing, and say so', () => {
    const t = table(['A', 20], ['B', 20], ['C', 5, 'ghost'], ['D', 20], ['E', 20]);
    for (const gesture of [
      { action: 'shot', target: 'A' },
      { action: 'powershot', target: 'A' },
      { action: 'dynamite' },
    ] as const) {
      const r = resolveFingerGunsRound(t, { C: gesture }, NO_GHOST_GESTURES);
      expect(r.health).toEqual({ A: 20, B: 20, C: 5, D: 20, E: 20 });
      expect(r.events).toHaveLength(1);
      expect(r.events[0]!.text).toMatch(
        /: C is a Ghost and makes no gesture \(F8 house rule off\)$/,
      );
    }
    // A Ghost's Shot does not cancel a Survivor's Power Shot either: it hurt nobody (F7).
    expect(
      resolveFingerGunsRound(
        t,
        { C: { action: 'shot', target: 'A' }, A: { action: 'powershot', target: 'B' } },
        NO_GHOST_GESTURES,
      ).health.B,
    ).toBe(14);
  });

  it('F8 house off: a Ghost’s Saloon still cancels, as closed F4 says (a closed rule wins)', () => {
    const t = table(['A', 10], ['B', 20], ['C', 5, 'ghost'], ['D', 20], ['E', 20]);
    const r = resolveFingerGunsRound(
      t,
      { A: { action: 'saloon', fingers: 3 }, C: { action: 'saloon', fingers: 3 } },
      NO_GHOST_GESTURES,
    );
    expect(r.health.A).toBe(10);
    expect(r.events.map((e) => e.text)).toEqual(['Saloon cancelled: A and C both show 3 (F4)']);
  });

  it('F6: dynamite hits the nearest Survivors around the circle; one other Survivor is hit once', () => {
    const t = table(['A', 20], ['B', 20], ['C', 20], ['D', 20], ['E', 20, 'ghost']);
    expect(resolveFingerGunsRound(t, { A: { action: 'dynamite' } }).health).toMatchObject({
      A: 19,
      B: 17,
      D: 17,
      C: 20,
    });
    const two = table(['A', 20], ['B', 20], ['C', 20, 'ghost'], ['D', 20, 'ghost']);
    expect(resolveFingerGunsRound(two, { A: { action: 'dynamite' } }).health).toMatchObject({
      A: 19,
      B: 17,
    });
  });

  it('F7: a power shot is cancelled by a Shot or Dynamite on the shooter, not by a posse', () => {
    const t = table(['A', 20], ['B', 20], ['C', 20], ['D', 20]);
    expect(
      resolveFingerGunsRound(t, {
        A: { action: 'powershot', target: 'C' },
        B: { action: 'dynamite' },
      }).health.C,
    ).toBe(17);
    expect(
      resolveFingerGunsRound(t, {
        A: { action: 'powershot', target: 'D' },
        B: { action: 'posse' },
        C: { action: 'posse' },
      }).health.D,
    ).toBe(9);
  });

  it('F8/F9: ends at three or fewer Survivors; with none, the earlier Ghosts win', () => {
    const t = table(['A', 2], ['B', 2], ['C', 20, 'ghost'], ['D', 20, 'ghost']);
    const r = resolveFingerGunsRound(t, {
      A: { action: 'shot', target: 'B' },
      B: { action: 'shot', target: 'A' },
    });
    expect(r).toMatchObject({
      gameOver: true,
      winners: ['C', 'D'],
      state: { A: 'killed', B: 'killed', C: 'ghost' },
    });
    const last = table(['A', 20], ['B', 20], ['C', 20], ['D', 2]);
    expect(resolveFingerGunsRound(last, { A: { action: 'shot', target: 'D' } })).toMatchObject({
      gameOver: true,
      winners: ['A', 'B', 'C'],
    });
  });

  it('refuses tables of the wrong size and gestures it cannot read', () => {
    expect(() => resolveFingerGunsRound(table(['A', 20], ['B', 20], ['C', 20]), {})).toThrow(
      'players',
    );
    const t = table(['A', 20], ['B', 20], ['C', 20], ['D', 20]);
    expect(() => resolveFingerGunsRound(t, { A: { action: 'saloon', fingers: 5 } })).toThrow(
      'gestures.A.fingers',
    );
    expect(() => resolveFingerGunsRound(t, { A: { action: 'shot', target: 'Zed' } })).toThrow(
      'gestures.A.target',
    );
    expect(() => resolveFingerGunsRound(t, { Zed: { action: 'none' } })).toThrow('gestures.Zed');
  });

  it('F10 (house): the seed’s ally cards and the lasso are not in the game: refused as gestures', () => {
    const four = table(['A', 20], ['B', 20], ['C', 20], ['D', 20]);
    for (const action of ['lasso', 'ally'])
      expect(() => resolveFingerGunsRound(four, { A: { action } as never })).toThrow(
        'gestures.A.action: must be one of posse, saloon, shot, dynamite, powershot, none',
      );
  });
});
