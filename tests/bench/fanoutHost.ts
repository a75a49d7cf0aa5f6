/**
 * room-fanout's host (room.bench.ts), in a thread of its own: the table room with the sample
 * skirmish, and the bare echo room it is measured against, on one Colyseus server on 127.0.0.1.
 * A thread of its own, as the host is a program of its own at a table: its heap holds the room
 * and nothing of the other benchmarks (some hold tens of megabytes), so its garbage collection is
 * the room's own.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parentPort } from 'node:worker_threads';
import { matchMaker, Room as ServerRoom } from '@colyseus/core';
import { attachRoomServer, openTableRoom } from '../../electron/room/roomServer.ts';
import type { HostedGame, HostedTable, TableRoom } from '../../electron/room/tableRoom.ts';
import { ComputerSeats } from '../../electron/room/computerSeats.ts';
import { inProcessPlayer } from '../../common/computerPlayer.ts';
import type { Action } from '../../engine/game/actions.ts';
import type { GameState } from '../../engine/game/gameState.ts';
import type { GameEvent } from '../../engine/game/outcome.ts';
import { startSession } from '../../engine/game/session.ts';
import { SKIRMISH } from '../../engine/game/skirmishGame.ts';
import type { Viewer } from '../../engine/game/viewer.ts';
import { startEncounter } from './benchEncounter.ts';

/** The bare Colyseus round trip the room is measured against: a message, answered at once. */
class EchoRoom extends ServerRoom {
  override autoDispose = false;
  override onCreate(): void {
    this.onMessage('ping', (client, n: number) => client.send('pong', n));
  }
}

const http = createServer((_req, res) => res.end());
const server = attachRoomServer(http);
server.define('echo', EchoRoom);
await server.listen(0, '127.0.0.1');
const game: HostedGame<GameState, Action, GameEvent> = {
  def: SKIRMISH,
  session: startSession(startEncounter(7)),
  save: async () => ({ ok: true, name: 'Autosave – bench' }),
};
const table: HostedTable<GameState, Action, GameEvent> = {
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
const roomId = await openTableRoom(table);
// The computer's seats, as the host seats them (tableHost.ts): with every character a person's
// they play nothing, but hear each session the room moves to.
const room = matchMaker.getLocalRoomById(roomId) as TableRoom;
const seats = new ComputerSeats(room, inProcessPlayer);
room.seatComputer(seats);
const echoRoomId = (await matchMaker.createRoom('echo', {})).roomId;
parentPort!.postMessage({
  endpoint: `ws://127.0.0.1:${(http.address() as AddressInfo).port}`,
  roomId,
  echoRoomId,
});
parentPort!.once('message', async () => {
  seats.close();
  await server.gracefullyShutdown(false);
  parentPort!.postMessage('stopped');
});
