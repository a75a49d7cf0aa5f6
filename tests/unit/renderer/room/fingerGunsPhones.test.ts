import { afterEach, describe, expect, it } from 'vitest';
import {
  FINGER_GUNS,
  newFingerGunsSession,
  PLAY_ROUND,
  SHOW_GESTURE,
  type FingerGunsSeatView,
} from '../../../../engine/fingerGuns.ts';
import { fingerGunsMirrored } from '../../../../renderer/screens/fingerguns/fingerGunsMirror.ts';
import { createSeatsChannel } from '../../../../renderer/room/seatsChannel.ts';
import { mirrorTable, type MirroredTable } from '../../../../renderer/room/tableMirror.ts';
import { joinSeat } from '../../../../renderer/screens/seat/seatLink.ts';
import { GameTable } from '../../../../renderer/state/gameTable.ts';
import { useTempDirs } from '../../electron/tempDir.ts';
import { bridgeTo, until, webHostWithTable } from './roomKit.ts';

/**
 * Issue 39, item 3: a game of Finger Guns on the table room. The Dealer's screen holds it and the
 * room seats each person's phone; a phone shows its own hand in private, the Dealer's screen
 * plays it too (and saves it), and the round's "Draw!" stays the table's. Over real sockets, with
 * the web host as `npm start` runs it.
 */
const tempDir = useTempDirs();
const stops: (() => unknown)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

describe('Finger Guns on the phones (issue 39)', () => {
  it("seats each person, takes each one's own hand only, and the Dealer's screen follows", async () => {
    const web = await webHostWithTable(await tempDir());
    stops.push(() => web.close());
    const bridge = bridgeTo(() => web.url);
    const session = newFingerGunsSession({ players: ['Ann', 'Bob', 'Cat', 'Dan'], seed: 5 });
    const table = new GameTable(FINGER_GUNS, session);
    const seats = createSeatsChannel();
    const mirror = mirrorTable(table as unknown as MirroredTable, bridge, {
      game: fingerGunsMirrored({ Cat: 'heuristic' }, 'hotseat'),
      seats,
    });
    stops.push(mirror.stop);
    await until(mirror.status, (s) => s.state === 'joined');

    // One seat per person: Cat is the computer's.
    const listed = await bridge.tableSeats({});
    if (!listed.ok) throw new Error(listed.error.message);
    expect(listed.value.seats.map((s) => [s.key, s.holds])).toEqual([
      ['fg:0-Ann', ['Ann']],
      ['fg:1-Bob', ['Bob']],
      ['fg:3-Dan', ['Dan']],
    ]);
    const annPass = listed.value.seats[0]!.pass;
    const endpoint = web.url.replace(/^http/, 'ws');
    const ann = joinSeat(
      { roomId: web.table!.roomId, pass: annPass, endpoint },
      { name: 'Ann', device: 'ann-phone-1' },
    );
    stops.push(() => ann.close());
    const waiting = await until(seats.phones, (p) => p.length === 1);
    seats.command({ command: 'accept', client: waiting[0]!.client });
    const seated = await until(ann.state, (s) => s.view !== null);
    expect(seated.kind).toBe('fingerguns');
    const view = seated.view as unknown as FingerGunsSeatView;
    expect(view.seat).toEqual({ player: 'Ann', gesture: null });

    // Another's hand, or the round itself, is refused in words; nothing changes.
    ann.play({ type: SHOW_GESTURE.type, player: 'Bob', gesture: { action: 'posse' } });
    expect((await until(ann.state, (s) => s.refused !== null)).refused).toBe(
      'This seat shows only its own hand.',
    );
    ann.play({ type: PLAY_ROUND.type, sheriff: 'Ann', gestures: {} });
    expect(
      (await until(ann.state, (s) => s.refused === 'That is for the table to do.')).refused,
    ).toBeTruthy();

    // Her own hand: held by the room, played on the Dealer's screen too, seen by her alone.
    const hand = { action: 'shot', target: 'Bob' } as const;
    ann.play({ type: SHOW_GESTURE.type, player: 'Ann', gesture: hand });
    await until(table.session, (s) => Object.hasOwn(s.current.pending, 'Ann'));
    expect(table.session.get().current.pending.Ann).toEqual(hand);
    const shown = await until(
      ann.state,
      (s) => (s.view as unknown as FingerGunsSeatView).seat.gesture !== null,
    );
    expect((shown.view as unknown as FingerGunsSeatView).seat.gesture).toEqual(hand);
    expect((shown.view as unknown as FingerGunsSeatView).shown).toEqual(['Ann']);
    const held = web.table!.held(1);
    expect(held?.save).toMatchObject({ bots: { Cat: 'heuristic' }, log: [{ player: 'Ann' }] });
  });
});
