import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { matchMaker, Room as ServerRoom } from '@colyseus/core';
import { Client, type Room } from 'colyseus.js';
import { attachRoomServer, openTableRoom } from '../../electron/room/roomServer.ts';
import type { HostedGame, HostedTable } from '../../electron/room/tableRoom.ts';
import { beginSession } from '../../engine/game/gameSession.ts';
import type { Viewer } from '../../engine/game/viewer.ts';
import type { TexasAction } from '../../engine/modes/texas-shootout/applyTexasAction.ts';
import { PLACE } from '../../engine/modes/texas-shootout/records/place.ts';
import type { TexasEvent } from '../../engine/modes/texas-shootout/roundEvents.ts';
import { TEXAS_SHOOTOUT } from '../../engine/modes/texas-shootout/texasDefinition.ts';
import {
  createTexasGame,
  type TexasGameState,
} from '../../engine/modes/texas-shootout/texasGame.ts';
import { round, type Benchmark } from './harness.ts';

/** Issue 38: the p99 of an intent's fan-out, at most this many times a bare echo's round trip. */
const TARGET_RATIO = 3;
const ROUNDS = 400;
const WARMUP = 40;

/** The bare Colyseus round trip the room is measured against: a message, answered at once. */
class EchoRoom extends ServerRoom {
  override autoDispose = false;
  override onCreate(): void {
    this.onMessage('ping', (client, n: number) => client.send('pong', n));
  }
}

/** The next message of `type`, listened for before what makes it is sent. */
function next(room: Room, type: string): Promise<void> {
  return new Promise((resolve) => {
    const off = room.onMessage(type, () => {
      off();
      resolve();
    });
  });
}

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
}

/**
 * `room-fanout` (issue 38): one intent of the Dealer's until the Dealer's window has the room's
 * answer (it holds its new view already: it plays ahead) and the TV holds its new view, over loopback, against a bare Colyseus echo round trip in the same run.
 * The intents alternate a Texas Shootout placement and its undo, each through the game's gate and
 * the save (in memory here: the store's own write is store-3000's) before the views go out.
 */
const roomFanout: Benchmark = {
  name: 'room-fanout',
  async run() {
    const http = createServer((_req, res) => res.end());
    const server = attachRoomServer(http);
    server.define('echo', EchoRoom);
    await server.listen(0, '127.0.0.1');
    const endpoint = `ws://127.0.0.1:${(http.address() as AddressInfo).port}`;
    const game: HostedGame<TexasGameState, TexasAction, TexasEvent> = {
      def: TEXAS_SHOOTOUT,
      session: beginSession(createTexasGame(5)),
      save: async () => null,
    };
    const table: HostedTable<TexasGameState, TexasAction, TexasEvent> = {
      game,
      roomId: 'fanout',
      passes: new Map<string, Viewer>([
        ['dealer', 'dealer'],
        ['tv', 'public'],
      ]),
      // Latency, one request at a time, as fast as they come: past any Dealer's pace, so the
      // request budget (which answers a flood "too many") is lifted here.
      budget: { perSecond: 1e6, burst: 1e6 },
    };
    try {
      const roomId = await openTableRoom(table);
      const client = new Client(endpoint);
      // The Dealer's window holds its game itself and plays ahead (tableMirror.ts): the room
      // answers it, and sends the TV its view.
      const dealer = await client.joinById(roomId, { pass: 'dealer', mirror: true });
      const tv = await client.joinById(roomId, { pass: 'tv' });
      const echo = await client.joinById((await matchMaker.createRoom('echo', {})).roomId);
      const card = game.session.current.hands.A[0]!;
      const place = { type: PLACE.type, side: 'A', card, row: 1, col: 2 };
      let placed = false;
      const fanout = async () => {
        const seen = Promise.all([next(tv, 'view'), next(dealer, 'answer')]);
        const start = performance.now();
        if (placed) dealer.send('undo', {});
        else dealer.send('intent', { action: place });
        placed = !placed;
        await seen;
        return performance.now() - start;
      };
      let n = 0;
      const echoOnce = async () => {
        const back = next(echo, 'pong');
        const start = performance.now();
        echo.send('ping', n++);
        await back;
        return performance.now() - start;
      };
      for (let i = 0; i < WARMUP; i++) {
        await fanout();
        await echoOnce();
      }
      const ours: number[] = [];
      const bare: number[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        ours.push(await fanout());
        bare.push(await echoOnce());
      }
      await Promise.all([dealer.leave(), tv.leave(), echo.leave()]);
      const p99 = percentile(ours, 99);
      const bareP99 = percentile(bare, 99);
      return {
        name: 'room-fanout',
        ours_ms: round(p99),
        baseline: 'a bare Colyseus echo round trip (ping answered with pong), same run, loopback',
        baseline_ms: round(bareP99),
        ratio: round(p99 / bareP99),
        target: TARGET_RATIO,
        target_kind: 'ratio',
        p50_ms: round(percentile(ours, 50)),
        baseline_p50_ms: round(percentile(bare, 50)),
        rounds: ROUNDS,
        load: os.loadavg().map((l) => round(l)),
      };
    } finally {
      await server.gracefullyShutdown(false);
    }
  },
};

export const benchmarks: Benchmark[] = [roomFanout];
