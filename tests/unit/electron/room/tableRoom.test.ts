import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { matchMaker, type Server } from '@colyseus/core';
import { Client, type Room } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attachRoomServer,
  MAX_REQUEST_BYTES,
  openTableRoom,
} from '../../../../electron/room/roomServer.ts';
import {
  viewAfter,
  type RoomAnswer,
  type ViewMessage,
} from '../../../../electron/room/roomProtocol.ts';
import {
  REQUEST_BURST,
  type HostedGame,
  type HostedTable,
} from '../../../../electron/room/tableRoom.ts';
import { beginSession, type GameSession } from '../../../../engine/game/gameSession.ts';
import { seat, type Viewer } from '../../../../engine/game/viewer.ts';
import type { TexasAction } from '../../../../engine/modes/texas-shootout/applyTexasAction.ts';
import { END_PLACEMENT } from '../../../../engine/modes/texas-shootout/records/endPlacement.ts';
import { PLACE } from '../../../../engine/modes/texas-shootout/records/place.ts';
import { SHOOT } from '../../../../engine/modes/texas-shootout/records/shoot.ts';
import { TEXAS_SHOOTOUT } from '../../../../engine/modes/texas-shootout/texasDefinition.ts';
import {
  createTexasGame,
  type TexasGameState,
} from '../../../../engine/modes/texas-shootout/texasGame.ts';
import type { TexasEvent } from '../../../../engine/modes/texas-shootout/roundEvents.ts';
import type {
  TexasPublicView,
  TexasSeatView,
} from '../../../../engine/modes/texas-shootout/texasViews.ts';

/**
 * Issue 38, item 1 (first landing): the game runs in a room on the host. Each client joins with
 * a pass, gets its own view (viewFor), and what the Dealer plays goes through the game's gate and
 * into the save before it is acknowledged. Over real sockets on 127.0.0.1, with colyseus.js as
 * the pages will use it.
 */
type TexasSession = GameSession<TexasGameState, TexasAction, TexasEvent>;

let http: HttpServer;
let rooms: Server;
let endpoint: string;
/** What the table wrote, in order, and what the next write should be refused with, if anything. */
const written: TexasSession[] = [];
let refuseNextWrite: string | null = null;
/** While set, a write waits for it: the disk is slow. */
let slowDisk: Promise<void> | null = null;
const SAVE_NAME = 'Autosave – Texas – 2026-12-07 12:00:00';
let table: HostedTable<TexasGameState, TexasAction, TexasEvent>;
let game: HostedGame<TexasGameState, TexasAction, TexasEvent>;
let roomId: string;
/** The host's clock for the request budgets: stopped, and moved only by the tests. */
let clockMs = 0;

beforeAll(async () => {
  http = createServer((_req, res) => res.end('the web host'));
  rooms = attachRoomServer(http);
  await rooms.listen(0, '127.0.0.1');
  endpoint = `ws://127.0.0.1:${(http.address() as AddressInfo).port}`;
  game = {
    def: TEXAS_SHOOTOUT,
    session: beginSession(createTexasGame(7)),
    save: async (session) => {
      await slowDisk;
      if (refuseNextWrite !== null) {
        const message = refuseNextWrite;
        refuseNextWrite = null;
        return { ok: false, code: 'io', message };
      }
      written.push(session);
      return { ok: true, name: SAVE_NAME };
    },
  };
  table = {
    game,
    passes: new Map<string, Viewer>([
      ['dealer-pass', 'dealer'],
      ['tv-pass', 'public'],
      ['a-pass', seat('A', ['A'])],
    ]),
    now: () => clockMs,
    // The seats' phones are seated at once: what they see and send is what is tested here.
    seatsWithoutAsking: true,
  };
  roomId = await openTableRoom(table);
});

afterAll(async () => {
  await rooms.gracefullyShutdown(false);
});

/** The next message of `type` the client gets: listened for before what makes it is sent. */
function next<T>(room: Room, type: string): Promise<T> {
  return new Promise((resolve) => {
    const off = room.onMessage(type, (message: T) => {
      off();
      resolve(message);
    });
  });
}

/**
 * A client's view as it holds it: each view message's patch laid over what it held (the room sends
 * only what changed), and the next view as it comes.
 */
function heldView<V>(room: Room): { get(): V; next(): Promise<V>; messages: ViewMessage[] } {
  let held: Record<string, unknown> | null = null;
  let waiting: ((view: V) => void)[] = [];
  const messages: ViewMessage[] = [];
  room.onMessage('view', (message: ViewMessage) => {
    messages.push(message);
    held = viewAfter(held, message);
    const woken = waiting;
    waiting = [];
    for (const wake of woken) wake(held as V);
  });
  return {
    get: () => held as V,
    next: () => new Promise<V>((resolve) => waiting.push(resolve)),
    messages,
  };
}

/** Resolves once the room has answered everything the client sent before: an unknown type's answer. */
function roundTrip(room: Room): Promise<void> {
  const answered = new Promise<void>((resolve) => {
    const off = room.onMessage('answer', (a: RoomAnswer) => {
      if (!a.ok && a.message.includes('round-trip')) {
        off();
        resolve();
      }
    });
  });
  room.send('round-trip', {});
  return answered;
}

/** Joins with a pass, and the view it is sent at once. */
async function join<V>(
  pass: string,
): Promise<{ room: Room; view: V; views: ReturnType<typeof heldView<V>> }> {
  const client = new Client(endpoint);
  const room = await client.joinById(roomId, { pass });
  const views = heldView<V>(room);
  return { room, view: await views.next(), views };
}

describe('the table room (issue 38)', () => {
  it('refuses a link that is not a pass to the table, in words', async () => {
    await expect(new Client(endpoint).joinById(roomId, { pass: 'guessed' })).rejects.toMatchObject({
      code: 4215,
      message: 'This link is not, or no longer, a pass to this table.',
    });
  });

  it('gives each viewer its own share, and the Dealer’s placement reaches each as its own', async () => {
    const dealer = await join<TexasGameState>('dealer-pass');
    const tv = await join<TexasPublicView>('tv-pass');
    const a = await join<TexasSeatView>('a-pass');
    expect(dealer.view.hands.A).toEqual(game.session.current.hands.A);
    // The table sees no hand and no generator, only how many cards; the seat its own hand (TS2).
    expect(JSON.stringify(tv.view)).not.toContain('"rng"');
    for (const name of game.session.current.hands.A)
      expect(JSON.stringify({ ...tv.view, deck: [] })).not.toContain(`"${name}"`);
    expect(tv.view.handSizes).toEqual({ A: 7, B: 7 });
    expect(a.view.seat.hand.map((c) => c.name)).toEqual(game.session.current.hands.A);

    const card = game.session.current.hands.A[0]!;
    const answered = next<RoomAnswer>(dealer.room, 'answer');
    const tvHeard = tv.views.messages.length;
    const aSees = a.views.next();
    dealer.room.send('intent', { action: { type: PLACE.type, side: 'A', card, row: 1, col: 2 } });
    expect(await answered).toEqual({
      ok: true,
      decisions: 1,
      actions: 1,
      epoch: 1,
      saved: SAVE_NAME,
    });
    // Written before it was acknowledged: the write holds the placement.
    expect(written.at(-1)!.log).toEqual([{ type: PLACE.type, side: 'A', card, row: 1, col: 2 }]);
    // Behind the barrier the table sees no token; A sees its own.
    expect((await aSees).seat.placed.map((t) => t.name)).toEqual([card]);
    // The table hears that A laid a token, as the patch of that count alone: still no token on
    // its board, and no card named (TS2).
    await roundTrip(tv.room);
    expect(tv.views.messages).toHaveLength(tvHeard + 1);
    expect(JSON.stringify(tv.views.messages.at(-1))).not.toContain(card);
    expect(tv.views.get().placed).toEqual({ A: 1, B: 0 });
    expect(tv.views.get().board).toEqual([]);
    await Promise.all([dealer.room.leave(), tv.room.leave(), a.room.leave()]);
  });

  it('refuses what the gate refuses, and anything from the table or a seat, changing nothing', async () => {
    const dealer = await join<TexasGameState>('dealer-pass');
    const tv = await join<TexasPublicView>('tv-pass');
    const before = game.session;
    const writes = written.length;

    const refused = next<RoomAnswer>(dealer.room, 'answer');
    dealer.room.send('intent', { action: { type: SHOOT.type } });
    expect(await refused).toEqual({ ok: false, message: 'A and B are still placing' });

    const notAnAction = next<RoomAnswer>(dealer.room, 'answer');
    dealer.room.send('intent', { action: { type: '__proto__' } });
    expect(await notAnAction).toEqual({
      ok: false,
      message: 'That is not an action of this game.',
    });

    const fromTheTv = next<RoomAnswer>(tv.room, 'answer');
    tv.room.send('intent', { action: { type: END_PLACEMENT.type, side: 'A' } });
    expect(await fromTheTv).toMatchObject({ ok: false });

    const unknown = next<RoomAnswer>(dealer.room, 'answer');
    dealer.room.send('shuffle', {});
    expect(await unknown).toMatchObject({ ok: false, message: expect.stringContaining('shuffle') });

    expect(game.session).toBe(before);
    expect(written).toHaveLength(writes);
    await Promise.all([dealer.room.leave(), tv.room.leave()]);
  });

  it('a decision the save refuses is played and answered unsaved in words; the next write holds it', async () => {
    const dealer = await join<TexasGameState>('dealer-pass');
    const before = game.session;
    refuseNextWrite = 'the disk is full';
    const notSaved = next<RoomAnswer>(dealer.room, 'answer');
    dealer.room.send('intent', { action: { type: END_PLACEMENT.type, side: 'A' } });
    expect(await notSaved).toMatchObject({
      ok: true,
      actions: before.log.length + 1,
      unsaved: { code: 'io', message: 'the disk is full' },
    });
    expect(game.session.log).toHaveLength(before.log.length + 1);

    const undone = next<RoomAnswer>(dealer.room, 'answer');
    const view = dealer.views.next();
    dealer.room.send('undo', {});
    expect(await undone).toMatchObject({ ok: true, decisions: 0, actions: 0, saved: SAVE_NAME });
    expect((await view).board).toEqual([]);
    // The decision undone is A's placement, the end that was never saved with it.
    expect(written.at(-1)!.log).toEqual([]);
    expect(written.at(-1)!.undone).toHaveLength(2);
    await dealer.room.leave();
  });

  it('answers nothing before it is written, and decisions played meanwhile share the next write', async () => {
    const dealer = await join<TexasGameState>('dealer-pass');
    const start = game.session.log.length;
    let openDisk!: () => void;
    slowDisk = new Promise((resolve) => (openDisk = resolve));
    const writes = written.length;
    const answers: RoomAnswer[] = [];
    const allAnswered = new Promise<void>((resolve) =>
      dealer.room.onMessage('answer', (a: RoomAnswer) => {
        if (!a.ok) return; // the round trip's
        answers.push(a);
        if (answers.length === 3) resolve();
      }),
    );
    const onBoard = game.session.current.board.length;
    for (const [i, [row, col]] of (
      [
        [1, 0],
        [1, 1],
        [2, 0],
      ] as const
    ).entries()) {
      const card = game.session.current.hands.A[0]!;
      const seen = dealer.views.next();
      dealer.room.send('intent', { action: { type: PLACE.type, side: 'A', card, row, col } });
      // Each is shown at once…
      expect((await seen).board).toHaveLength(onBoard + i + 1);
    }
    // …but answered only once written: nothing while the disk holds the first write.
    await roundTrip(dealer.room);
    expect(answers).toEqual([]);
    slowDisk = null;
    openDisk();
    await allAnswered;
    expect(answers.map((a) => a.ok && a.actions)).toEqual([start + 1, start + 2, start + 3]);
    expect(answers.every((a) => a.ok && a.saved === SAVE_NAME)).toBe(true);
    // One write for the first, one for the two played while it was written.
    expect(written.length - writes).toBe(2);
    expect(written.at(-1)!.log).toHaveLength(start + 3);
    await dealer.room.leave();
  });

  it('answers a flood with "too many" before it reaches the game, and takes requests again after', async () => {
    const dealer = await join<TexasGameState>('dealer-pass');
    const answers: RoomAnswer[] = [];
    const all = new Promise<void>((resolve) =>
      dealer.room.onMessage('answer', (answer: RoomAnswer) => {
        answers.push(answer);
        if (answers.length === REQUEST_BURST + 5) resolve();
      }),
    );
    // The barrier may not lift while both still place: each request the game judges is refused
    // by its gate.
    for (let i = 0; i < REQUEST_BURST + 5; i++)
      dealer.room.send('intent', { action: { type: SHOOT.type } });
    await all;
    const tooMany = answers.filter((a) => !a.ok && a.message.startsWith('Too many requests'));
    expect(tooMany).toHaveLength(5);
    // A second later the bucket has refilled by REQUESTS_PER_SECOND.
    clockMs += 1000;
    const again = next<RoomAnswer>(dealer.room, 'answer');
    dealer.room.send('intent', { action: { type: SHOOT.type } });
    expect(await again).toEqual({ ok: false, message: 'A and B are still placing' });
    await dealer.room.leave();
  });

  it('closes the socket of a message over the cap before reading it, and changes nothing', async () => {
    const dealer = await join<TexasGameState>('dealer-pass');
    const before = game.session;
    const writes = written.length;
    const closed = new Promise<number>((resolve) => dealer.room.onLeave(resolve));
    dealer.room.send('intent', {
      action: { type: PLACE.type, card: 'x'.repeat(MAX_REQUEST_BYTES) },
    });
    expect(await closed).toBe(1009);
    expect(game.session).toBe(before);
    expect(written).toHaveLength(writes);
  });

  it('a seat whose connection drops comes back to its place, and is sent the game as it stands', async () => {
    const client = new Client(endpoint);
    const a = await client.joinById(roomId, { pass: 'a-pass' });
    await heldView(a).next();
    const live = matchMaker.getLocalRoomById(roomId)!;
    const token = a.reconnectionToken;
    a.connection.close();
    // The host sees the socket go, and keeps the seat's place for it.
    await expect.poll(() => live.clients.some((c) => c.sessionId === a.sessionId)).toBe(false);
    const back = await client.reconnect(token);
    expect(back.sessionId).toBe(a.sessionId);
    const view = await heldView<TexasSeatView>(back).next();
    expect(view.seat.hand.map((c) => c.name)).toEqual(game.session.current.hands.A);
    await back.leave();
  });
});
