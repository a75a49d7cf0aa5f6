import { Client, type Room } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTableRoom } from '../../../../electron/room/roomServer.ts';
import { startRoomServer } from './roomServerKit.ts';
import type {
  RoomAnswer,
  SeatMessage,
  SeatsMessage,
} from '../../../../electron/room/roomProtocol.ts';
import type { Action } from '../../../../engine/game/actions.ts';
import type { GameState } from '../../../../engine/game/gameState.ts';
import type { GameEvent } from '../../../../engine/game/outcome.ts';
import { BEGIN_TURNS } from '../../../../engine/game/records/beginTurns.ts';
import { startSession } from '../../../../engine/game/session.ts';
import { SKIRMISH } from '../../../../engine/game/skirmishGame.ts';
import { seat, type Viewer } from '../../../../engine/game/viewer.ts';
import type { HostedGame } from '../../../../electron/room/tableRoom.ts';
import { encounter } from '../../engine/game/encounterFixture.ts';

/**
 * Issue 39, item 1: a phone that opens a seat's link waits for the Dealer, and joins once the
 * Dealer seats it; the Dealer may hand the seat to another phone or free it; a phone that drops
 * or reloads is in its seat again with no Dealer step. Over real sockets on 127.0.0.1.
 */
let endpoint: string;
let stopServer: () => Promise<void>;
let roomId: string;

beforeAll(async () => {
  ({ endpoint, stop: stopServer } = await startRoomServer());
  const game: HostedGame<GameState, Action, GameEvent> = {
    def: SKIRMISH,
    session: startSession(encounter()),
  };
  roomId = await openTableRoom({
    game,
    roomId: 'seating',
    passes: new Map<string, Viewer>([
      ['dealer-pass', 'dealer'],
      ['ann-pass', seat('Ann', ['kate'])],
    ]),
  });
});

afterAll(async () => {
  await stopServer();
});

/** A client, everything it hears in order, and a wait for the next message a test accepts. */
async function joined(pass: string, options: Record<string, unknown> = {}) {
  const client = new Client(endpoint);
  const room = await client.joinById(roomId, { pass, ...options });
  return { client, ...hearing(room) };
}

function hearing(room: Room) {
  const heard: { type: string; message: unknown }[] = [];
  let waits: { test: (type: string, m: unknown) => boolean; wake: (m: unknown) => void }[] = [];
  room.onMessage('*', (type, message) => {
    heard.push({ type: String(type), message });
    waits = waits.filter((w) => !(w.test(String(type), message) && (w.wake(message), true)));
  });
  const seen = (type: string, test: (m: never) => boolean, from: number) =>
    heard.slice(from).find((h) => h.type === type && test(h.message as never))?.message;
  return {
    room,
    heard,
    /** The first message of `type` that `test` accepts from the `from`th on: heard, or the next. */
    until: <T>(type: string, test: (m: T) => boolean = () => true, from = 0) =>
      new Promise<T>((wake) => {
        const already = seen(type, test as (m: never) => boolean, from);
        if (already !== undefined) return wake(already as T);
        waits.push({
          test: (t, m) => t === type && test(m as T),
          wake: wake as (m: unknown) => void,
        });
      }),
  };
}

/** The Dealer's word on the phone `client`, and the first list of phones that shows it done. */
async function dealerSays(
  dealer: Awaited<ReturnType<typeof joined>>,
  command: 'accept' | 'free',
  client: string,
) {
  const after = dealer.heard.length;
  dealer.room.send('seat', { command, client });
  const done = (m: SeatsMessage) => {
    const phone = m.phones.find((p) => p.client === client);
    return command === 'free' ? !phone : phone?.state === 'seated';
  };
  return dealer.until<SeatsMessage>('seats', done, after);
}

describe('a phone at a seat (issue 39)', () => {
  it('waits for the Dealer, then is seated and sent its view', async () => {
    const dealer = await joined('dealer-pass');
    const phone = await joined('ann-pass', { name: 'Ann', device: 'device-ann-1' });
    expect(await phone.until<SeatMessage>('seat')).toEqual({ state: 'waiting', seat: 'Ann' });
    const listed = await dealer.until<SeatsMessage>('seats', (m) => m.phones.length === 1);
    expect(listed.phones).toEqual([
      { client: phone.room.sessionId, seat: 'Ann', name: 'Ann', state: 'waiting' },
    ]);
    // Waiting, it plays nothing and sees nothing of the game.
    phone.room.send('intent', { action: { type: BEGIN_TURNS.type } });
    expect(await phone.until<RoomAnswer>('answer')).toEqual({
      ok: false,
      message: 'This phone waits for the Dealer to seat it.',
    });
    expect(phone.heard.some((h) => h.type === 'view')).toBe(false);

    const seated = await dealerSays(dealer, 'accept', phone.room.sessionId);
    expect(seated.phones).toMatchObject([{ state: 'seated' }]);
    expect(await phone.until<SeatMessage>('seat', (m) => m.state === 'seated')).toMatchObject({
      seat: 'Ann',
    });
    const view = await phone.until<{ whole: boolean; view: { seat: { name: string } } }>('view');
    expect(view.whole).toBe(true);
    expect(view.view.seat.name).toBe('Ann');

    // Its page reloads (its socket dropped, so its place was kept for it): the same device is
    // seated again by itself, and the Dealer's list shows one phone, not its old page as away.
    const heardBefore = dealer.heard.length;
    await phone.room.leave(false);
    const again = await joined('ann-pass', { name: 'Ann', device: 'device-ann-1' });
    expect(await again.until<SeatMessage>('seat')).toEqual({ state: 'seated', seat: 'Ann' });
    await again.until('view');
    const listedAgain = await dealer.until<SeatsMessage>(
      'seats',
      (m) => m.phones.some((p) => p.client === again.room.sessionId),
      heardBefore,
    );
    expect(listedAgain.phones).toEqual([
      { client: again.room.sessionId, seat: 'Ann', name: 'Ann', state: 'seated' },
    ]);

    // Handed to another phone: the new one is seated, the one before sent away.
    const other = await joined('ann-pass', { name: 'Bea', device: 'device-bea-1' });
    await other.until<SeatMessage>('seat', (m) => m.state === 'waiting');
    const left = new Promise<number>((resolve) => again.room.onLeave(resolve));
    await dealerSays(dealer, 'accept', other.room.sessionId);
    expect(await again.until<SeatMessage>('seat', (m) => m.state === 'freed')).toBeTruthy();
    expect(await left).toBe(4001);
    await other.until('view');

    // Freed: sent away, and its device is no longer seated by itself.
    const freed = new Promise<number>((resolve) => other.room.onLeave(resolve));
    const after = await dealerSays(dealer, 'free', other.room.sessionId);
    expect(after.phones).toEqual([]);
    expect(await freed).toBe(4001);
    const back = await joined('ann-pass', { name: 'Bea', device: 'device-bea-1' });
    expect(await back.until<SeatMessage>('seat')).toEqual({ state: 'waiting', seat: 'Ann' });
    await Promise.all([back.room.leave(), dealer.room.leave()]);
  });

  it('a phone that drops is away, and back in its seat by itself', async () => {
    const dealer = await joined('dealer-pass');
    const phone = await joined('ann-pass', { name: 'Ann' });
    await phone.until<SeatMessage>('seat');
    await dealerSays(dealer, 'accept', phone.room.sessionId);
    await phone.until('view');
    // The Wi-Fi blinks: the socket drops without a leave.
    const token = phone.room.reconnectionToken;
    const away = dealer.until<SeatsMessage>('seats', (m) => m.phones[0]?.state === 'away');
    (phone.room.connection.transport as unknown as { ws: { close(): void } }).ws.close();
    await away;
    let back: Room | null = null;
    for (let attempt = 0; !back && attempt < 50; attempt++)
      back = await phone.client.reconnect(token).catch(() => null);
    const ear = hearing(back!);
    expect(await ear.until<SeatMessage>('seat')).toEqual({ state: 'seated', seat: 'Ann' });
    await ear.until('view');
    await dealer.until<SeatsMessage>('seats', (m) => m.phones[0]?.state === 'seated');
    await Promise.all([back!.leave(), dealer.room.leave()]);
  });
});
