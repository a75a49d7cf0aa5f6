import { LOCAL_LIMITS, limitedServer } from '../listenerLimits.ts';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { acceptRooms, attachRoomServer } from './roomServer.ts';
import { openTableHost, type TableHost } from './tableHost.ts';

/** Electron's table room on a port of its own (the web mode's shares the web host's). */
export interface RoomListener {
  /** The server the room's transport is attached to: the LAN listener hands its rooms' traffic on. */
  server: http.Server;
  /** Where the app's pages reach the room: ws://127.0.0.1:<port>. */
  endpoint: string;
  table: TableHost;
  close(): Promise<void>;
}

/**
 * The table room of the Electron app (issue 38): its pages come from app://, not from an HTTP
 * host, so the room has a listener of its own, on 127.0.0.1 only, which answers nothing but the
 * room's joins and sockets. The LAN reaches it through the players' listener.
 */
export async function startRoomListener(
  options: Parameters<typeof openTableHost>[0] = {},
): Promise<RoomListener> {
  const server = limitedServer(LOCAL_LIMITS, (_req, res) => {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Only the table room is here.');
  });
  const rooms = attachRoomServer(server);
  await acceptRooms();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const table = await openTableHost(options);
  return {
    server,
    endpoint: `ws://127.0.0.1:${(server.address() as AddressInfo).port}`,
    table,
    close: async () => {
      table.close();
      const closed = new Promise<void>((resolve) => server.once('close', () => resolve()));
      server.closeAllConnections();
      await rooms.gracefullyShutdown(false);
      await closed;
    },
  };
}
