/**
 * room-fanout's host (room.bench.ts), in a thread of its own: the table room with the sample
 * skirmish, and the bare echo room it is measured against, on one Colyseus server on 127.0.0.1.
 * A thread of its own, as the host is a program of its own at a table: its heap holds the room
 * and nothing of the other benchmarks (some hold tens of megabytes), so its garbage collection is
 * the room's own.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
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
import { seat, type Viewer } from '../../engine/game/viewer.ts';
import { play } from '../../engine/game/gameSession.ts';
import { pendingActor } from '../../engine/game/pendingActor.ts';
import { chooseAction } from '../../engine/ai/simpleAi.ts';
import { BEGIN_TURNS } from '../../engine/game/records/beginTurns.ts';
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
/**
 * seat-fanout (issue 39) asks for `seats` phones: each a seat holding one of the posse's PCs in
 * turn, the game at the first PC's turn (the Dealer plays the NPCs up to it), so the phone whose
 * PC acts can end its Movement; the room-fanout game is the encounter as it starts.
 */
const phones: number = workerData?.seats ?? 0;
const session = phones > 0 ? atPcTurn() : startSession(startEncounter(7));
const game: HostedGame<GameState, Action, GameEvent> = {
  def: SKIRMISH,
  session,
  save: async () => ({ ok: true, name: 'Autosave – bench' }),
};
const pcs = Object.values(session.current.combatants)
  .filter((c) => c.side === 'pc')
  .map((c) => c.id);
const passes = new Map<string, Viewer>([
  ['dealer', 'dealer'],
  ['tv', 'public'],
]);
for (let i = 0; i < phones; i++) passes.set(`seat-${i}`, seat(`Seat ${i}`, [pcs[i % pcs.length]!]));
const table: HostedTable<GameState, Action, GameEvent> = {
  game,
  roomId: 'fanout',
  passes,
  // Latency, one request at a time, as fast as they come: past any Dealer's pace, so the
  // request budget (which answers a flood "too many") is lifted here.
  budget: { perSecond: 1e6, burst: 1e6 },
  // The phones hold their seats' links: seated at once, as the Dealer handed them out.
  seatsWithoutAsking: true,
};
const acting = pendingActor(session.current);
/** The phone whose PC acts (seat-fanout), and the PC. */
const actor =
  acting.kind === 'character' ? { seat: pcs.indexOf(acting.who), who: acting.who } : null;

/** The sample encounter, the Dealer's NPCs played by the simple AI up to the first PC's turn. */
function atPcTurn() {
  let at = startSession(startEncounter(7));
  for (let guard = 0; guard < 50; guard++) {
    const pending = pendingActor(at.current);
    if (pending.kind === 'character' && at.current.combatants[pending.who]!.side === 'pc')
      return at;
    const action = at.log.length === 0 ? { type: BEGIN_TURNS.type } : chooseAction(at.current);
    if (!action) break;
    const played = play(SKIRMISH, at, action as Action);
    if (!played.ok) throw new Error(played.message);
    at = played.session;
  }
  throw new Error('seat-fanout: no PC’s turn came');
}
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
  actor,
});
parentPort!.once('message', async () => {
  seats.close();
  await server.gracefullyShutdown(false);
  parentPort!.postMessage('stopped');
});
