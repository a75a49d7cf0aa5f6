import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { attachRoomServer } from '../../../../electron/room/roomServer.ts';

/**
 * A room server on 127.0.0.1, on a free port, as the room tests use it: Colyseus on a bare HTTP
 * server (the web host's own handlers are the web host tests'). Its endpoint, and the stop.
 */
export async function startRoomServer(
  /** The port to listen on: a free one unless given (a restart on the port before). */
  port = 0,
): Promise<{ endpoint: string; stop(): Promise<void> }> {
  const http = createServer((_req, res) => res.end());
  const rooms = attachRoomServer(http);
  await rooms.listen(port, '127.0.0.1');
  return {
    endpoint: `ws://127.0.0.1:${(http.address() as AddressInfo).port}`,
    stop: () => rooms.gracefullyShutdown(false),
  };
}
