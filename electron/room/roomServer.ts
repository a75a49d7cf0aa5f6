import type { Server as HttpServer } from 'node:http';
import { matchMaker, Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import type { TypedAction } from '../../engine/game/gameDef.ts';
import { registerTable, TableRoom, type HostedTable } from './tableRoom.ts';

/**
 * The largest message a client may send, in bytes (issue 38, item 5): a bigger one closes its
 * socket (1009) before any of it is read. Every action is small: the only lists in them are a
 * move's path (a turn's squares) and the seating order (the cast's ids).
 */
export const MAX_REQUEST_BYTES = 64 * 1024;

/**
 * The table rooms on one of the host's own listeners (issue 38): Colyseus' WebSocket transport on
 * the same port as the HTTP server it is given. Made before that server listens (its heartbeat
 * starts on 'listening'), and after its request handler is in place. Clients may only join a room
 * the host opened, or reconnect to one: never make one. One per process: Colyseus' matchmaker is.
 */
export function attachRoomServer(http: HttpServer): Server {
  const server = new Server({
    transport: new WebSocketTransport({ server: http, maxPayload: MAX_REQUEST_BYTES }),
    greet: false,
    // The host shuts down itself: Colyseus is not to take over its signals.
    gracefullyShutdown: false,
  });
  server.define('table', TableRoom);
  matchMaker.controller.exposedMethods = ['joinById', 'reconnect'];
  return server;
}

/** Lets the room server make rooms: after attachRoomServer, before the HTTP server listens. */
export function acceptRooms(): Promise<void> {
  return matchMaker.accept();
}

/** Opens a room for a hosted table: its id, for the clients' passes to join by. */
export async function openTableRoom<S, A extends TypedAction, E>(
  table: HostedTable<S, A, E>,
): Promise<string> {
  const listing = await matchMaker.createRoom('table', { table: registerTable(table) });
  return listing.roomId;
}
