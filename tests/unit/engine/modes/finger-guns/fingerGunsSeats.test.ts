import { describe, expect, it } from 'vitest';
import { seat } from '../../../../../engine/core.ts';
import {
  FINGER_GUNS,
  fingerGunsSeats,
  FIX_HEALTH,
  newFingerGunsSession,
  PLAY_ROUND,
  SHOW_GESTURE,
} from '../../../../../engine/fingerGuns.ts';

/** Issue 39: Finger Guns' seats at the table room, and what a seat may send. */
describe("Finger Guns' seats", () => {
  const players = ['Zoë Smith', '李', 'Zoë_Smith', 'Dan'];
  const game = newFingerGunsSession({ players, seed: 1 }).current;

  it('seats each person but the bots, under keys the settings take, one for each', () => {
    const seats = fingerGunsSeats(game, { Dan: 'random' });
    expect(seats.map((s) => s.seat)).toEqual([
      seat('Zoë Smith', ['Zoë Smith']),
      seat('李', ['李']),
      seat('Zoë_Smith', ['Zoë_Smith']),
    ]);
    const keys = seats.map((s) => s.key);
    for (const key of keys) expect(key).toMatch(/^[\w:-]{1,80}$/);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("takes a seat's own hand only; the round and the fixes are the table's", () => {
    const zoe = seat('Zoë Smith', ['Zoë Smith']);
    const refusal = FINGER_GUNS.seatRefusal!;
    const own = { type: SHOW_GESTURE.type, player: 'Zoë Smith', gesture: { action: 'posse' } };
    expect(refusal(game, zoe, own as never)).toBeNull();
    expect(refusal(game, zoe, { ...own, player: 'Dan' } as never)).toBe(
      'This seat shows only its own hand.',
    );
    expect(
      refusal(game, zoe, { type: PLAY_ROUND.type, sheriff: 'Dan', gestures: {} } as never),
    ).toBe('That is for the table to do.');
    expect(
      refusal(game, zoe, { type: FIX_HEALTH.type, player: 'Zoë Smith', delta: 1 } as never),
    ).toBe('That is for the table to do.');
  });
});
