import { matchMaker } from '@colyseus/core';
import { Client, type Room } from 'colyseus.js';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_REQUEST_BYTES, openTableRoom } from '../../../../electron/room/roomServer.ts';
import { startRoomServer } from './roomServerKit.ts';
import type { RoomAnswer } from '../../../../electron/room/roomProtocol.ts';
import type { HostedGame, TableRoom } from '../../../../electron/room/tableRoom.ts';
import type { Action } from '../../../../engine/game/actions.ts';
import type { GameEvent } from '../../../../engine/game/outcome.ts';
import type { GameState } from '../../../../engine/game/gameState.ts';
import { BEGIN_TURNS } from '../../../../engine/game/records/beginTurns.ts';
import { MOVE } from '../../../../engine/game/records/move.ts';
import { startSession } from '../../../../engine/game/session.ts';
import { SKIRMISH } from '../../../../engine/game/skirmishGame.ts';
import type { Viewer } from '../../../../engine/game/viewer.ts';
import { encounter } from '../../engine/game/encounterFixture.ts';

/**
 * Issue 38's fuzz: requests with wrong viewers, prototype names, stale games, oversized and
 * malformed frames, at the table room over real sockets. `npm test` sends ROOM_FUZZ_REQUESTS
 * (1,000); `npm run soak` 10,000. None may crash the host or change the game.
 */
const REQUESTS = Number(process.env.ROOM_FUZZ_REQUESTS ?? 1_000);

let endpoint: string;
let stopServer: () => Promise<void>;
let game: HostedGame<GameState, Action, GameEvent>;
let roomId: string;

beforeAll(async () => {
  ({ endpoint, stop: stopServer } = await startRoomServer());
  game = { def: SKIRMISH, session: startSession(encounter()) };
  roomId = await openTableRoom({
    game,
    roomId: 'fuzz',
    passes: new Map<string, Viewer>([
      ['dealer-pass', 'dealer'],
      ['tv-pass', 'public'],
    ]),
    // Every request reaches the game's door: the budget is tested on its own.
    budget: { perSecond: 1e9, burst: 1e9 },
  });
});

afterAll(async () => {
  await stopServer();
});

/** A client that comes back by itself when the room cuts it (an oversized frame does). */
async function member(pass: string) {
  const client = new Client(endpoint);
  let room = await client.joinById(roomId, { pass });
  const answers: RoomAnswer[] = [];
  const wire = (r: Room) => {
    r.onMessage('answer', (a: RoomAnswer) => answers.push(a));
    r.onMessage('*', () => undefined);
  };
  wire(room);
  return {
    answers,
    get room() {
      return room;
    },
    /**
     * Back in its kept place, by its reconnection token, as a page comes back; or anew, when the
     * frame it sent was a leave (a raw frame can say so), which keeps no place.
     */
    async ensureOpen() {
      if (room.connection.isOpen) return;
      const token = room.reconnectionToken;
      for (let attempt = 0; ; attempt++) {
        try {
          room =
            attempt < 20 ? await client.reconnect(token) : await client.joinById(roomId, { pass });
          break;
        } catch (error) {
          // The room may not have seen the socket go yet (4214): once it has, the place waits.
          if (attempt === 20) throw error;
          await new Promise((resolve) => setImmediate(resolve));
        }
      }
      wire(room);
    },
  };
}

const TYPES = ['intent', 'undo', 'redo', 'controls', '__proto__', 'constructor', 'toString'];

/** A request as a fuzzer words it: a type, a body of anything, and a game that is not this one. */
const request = fc.record({
  from: fc.constantFrom('dealer', 'tv'),
  type: fc.oneof(fc.constantFrom(...TYPES), fc.string({ maxLength: 20 })),
  body: fc.oneof(
    fc.anything({ maxDepth: 3 }),
    fc.record({
      action: fc.record({ type: fc.constantFrom('__proto__', MOVE.type, BEGIN_TURNS.type) }),
    }),
    fc.record({ actions: fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 80 }) }),
    fc.record({ controls: fc.anything({ maxDepth: 2 }) }),
  ),
  shape: fc.constantFrom('message', 'message', 'message', 'oversized', 'raw'),
  raw: fc.uint8Array({ minLength: 1, maxLength: 64 }),
});

describe('the table room, fuzzed (issue 38)', () => {
  it(`takes ${REQUESTS} hostile requests without a crash or a change to the game`, async () => {
    const dealer = await member('dealer-pass');
    const tv = await member('tv-pass');
    const before = game.session;
    const room = matchMaker.getLocalRoomById(roomId) as TableRoom;
    const samples = fc.sample(request, { numRuns: REQUESTS, seed: 38 });
    for (const [i, r] of samples.entries()) {
      const who = r.from === 'dealer' ? dealer : tv;
      await who.ensureOpen();
      // The Dealer's requests all name a game this is not: refused before the game's gate.
      const body =
        r.from === 'dealer' &&
        r.body !== null &&
        typeof r.body === 'object' &&
        !Array.isArray(r.body)
          ? { ...r.body, epoch: 99 }
          : r.body;
      if (r.shape === 'message') {
        who.room.send(r.type, body);
        // Now and then, the room catches up.
        if (i % 50 === 49) await roundTrip(who.room);
        continue;
      }
      // A frame the room may cut the socket for: answered, or cut, before the next.
      const settled = Promise.race([roundTripAfter(who.room), leaving(who.room)]);
      if (r.shape === 'oversized') who.room.send(r.type, { pad: 'x'.repeat(MAX_REQUEST_BYTES) });
      else
        (who.room.connection.transport as unknown as { ws: { send(b: Uint8Array): void } }).ws.send(
          r.raw,
        );
      await settled;
    }
    await dealer.ensureOpen();
    await tv.ensureOpen();
    await roundTrip(dealer.room);
    expect(game.session).toBe(before);
    expect(room.current().game!.session).toBe(before);
    // What the TV was told names nothing of the game: only why it may not.
    const told = new Set(tv.answers.map((a) => (a.ok ? 'ok' : a.message.replace(/“.*”/s, '“…”'))));
    for (const message of told)
      expect([
        'The table’s screen only looks on.',
        'Only the Dealer runs the players’ view.',
        '“…” is not something a table does',
      ]).toContain(message);
    // And the room still plays: the Dealer's real request is taken.
    const taken = new Promise<RoomAnswer>((resolve) => {
      const off = dealer.room.onMessage('answer', (a: RoomAnswer) => {
        off();
        resolve(a);
      });
    });
    dealer.room.send('intent', { action: { type: BEGIN_TURNS.type }, epoch: 1, at: 0 });
    expect(await taken).toMatchObject({ ok: true, actions: 1 });
  });
});

/** Resolves once the room has answered everything sent before: an unknown type's answer. */
function roundTrip(room: Room): Promise<void> {
  const answered = roundTripAnswer(room);
  room.send('round-trip', {});
  return answered;
}

/** A round trip sent just after what the caller sends next (on the next turn of the loop). */
function roundTripAfter(room: Room): Promise<void> {
  const answered = roundTripAnswer(room);
  queueMicrotask(() => {
    if (room.connection.isOpen) room.send('round-trip', {});
  });
  return answered;
}

function roundTripAnswer(room: Room): Promise<void> {
  return new Promise((resolve) => {
    const off = room.onMessage('answer', (a: RoomAnswer) => {
      if (!a.ok && a.message.includes('round-trip')) {
        off();
        resolve();
      }
    });
  });
}

/** Resolves when the room cuts the client. */
function leaving(room: Room): Promise<void> {
  return new Promise((resolve) => room.onLeave(() => resolve()));
}
