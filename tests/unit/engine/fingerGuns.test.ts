import { describe, expect, it } from 'vitest';
import {
  resolveFingerGunsRound,
  type FingerGunsPlayer,
} from '../../../engine/modes/finger-guns/resolveRound.ts';

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
