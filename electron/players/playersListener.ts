import { LAN_LIMITS, limitedServer, type ListenerLimits } from '../listenerLimits.ts';
import { timingSafeEqual } from 'node:crypto';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { LAN_PEER_HEADER } from '../room/places.ts';
import { send, serveStatic } from '../staticFiles.ts';

export const DEFAULT_PLAYERS_PORT = 4478;

export interface PlayersListenerOptions {
  /** The address to listen on: the LAN interface's, or 127.0.0.1 in tests. */
  address: string;
  port: number;
  staticDir: string;
  /**
   * The host's server the table room's transport is attached to (issue 38): a page on the LAN
   * joins the room through this listener, which hands it the room's requests and sockets.
   */
  rooms: http.Server;
  /** The secret in every URL: the public's pass to the table room, which the page joins with. */
  token: string;
  /**
   * The seats' passes now (issue 39): a phone's link is its seat's pass in place of the token, and
   * is served the seat's page. Asked at each request, so a seat's link works as soon as it exists.
   */
  seatPasses?: () => Iterable<string>;
  /** What the listener withstands: LAN_LIMITS unless a test wants its timeouts short. */
  limits?: Readonly<ListenerLimits>;
}

export interface PlayersListener {
  /** The projector page's address, token included: what the QR code shows. */
  url: string;
  port: number;
  token: string;
  /** How many connections it holds now (its cap is LAN_LIMITS.maxConnections). */
  connections(): Promise<number>;
  close(): Promise<void>;
}

/**
 * The players' listener (issue 11): a second HTTP server, on the LAN, for a TV's browser or a
 * player's laptop. It serves only the projector page and its assets, under /<token>/ (and a seat's
 * page under its pass, issue 39), and hands
 * the table room (issue 38) its matchmaking requests and WebSocket upgrades, which the room checks
 * against its passes; any other path, and any path without the token, is 403. The save API is
 * never reachable here: it stays on the 127.0.0.1 host.
 */
export async function startPlayersListener(
  options: PlayersListenerOptions,
): Promise<PlayersListener> {
  const { token } = options;
  const expected = Buffer.from(token);
  const server = limitedServer(options.limits ?? LAN_LIMITS, (req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('High Noon Table: players listener request failed:', error);
      if (!res.headersSent) send(res, 500, 'text/plain; charset=utf-8', 'Internal error');
      else res.destroy();
    });
  });

  // The room's socket: its URL names the room and a seat the room reserved, so needs no token.
  // Kept, to be cut when the LAN is turned off: an upgraded socket is no longer the server's.
  const sockets = new Set<Duplex>();
  server.on('upgrade', (req, socket: Duplex, head) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    options.rooms.emit('upgrade', markedFromLan(req), socket, head);
  });

  /** The page a link's secret opens: the TV's under the token, a seat's under its pass. */
  const pageOf = (given: Buffer): '/projector.html' | '/seat.html' | null => {
    if (same(given, expected)) return '/projector.html';
    let seat = false;
    // Every pass is compared, whether or not one matched: the time says nothing of which.
    for (const pass of options.seatPasses?.() ?? []) seat = same(given, Buffer.from(pass)) || seat;
    return seat ? '/seat.html' : null;
  };

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    // Joining the room: the pass in the request is what the room checks.
    if (req.url?.startsWith('/matchmake/'))
      return void options.rooms.emit('request', markedFromLan(req), res);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return send(res, 405, 'text/plain; charset=utf-8', 'Method not allowed');
    }
    // Only the path is read; the Host header names whatever address the TV used.
    const target = req.url ?? '/';
    const slash = target.indexOf('/', 1);
    const given = Buffer.from(target.slice(1, slash < 0 ? undefined : slash));
    const page = slash < 0 ? null : pageOf(given);
    if (page === null) {
      return send(res, 403, 'text/plain; charset=utf-8', 'This link needs the table’s token.');
    }
    const rest = target.slice(slash).split('?')[0]!;
    if (rest === '/' || rest === page) return serveStatic(options.staticDir, page, req, res);
    if (rest.startsWith('/assets/')) return serveStatic(options.staticDir, rest, req, res);
    return send(res, 404, 'text/plain; charset=utf-8', 'Not found');
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.address, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = options.address.includes(':') ? `[${options.address}]` : options.address;
  return {
    url: `http://${host}:${port}/${token}/`,
    port,
    token,
    connections: () =>
      new Promise((resolve, reject) =>
        server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
      ),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Whether two secrets are the same, in a time that does not depend on where they differ. */
function same(given: Buffer, expected: Buffer): boolean {
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * What the LAN hands the table room, marked as the LAN's with the address it came from (places.ts),
 * whatever the client said: its own forwarding headers are dropped, so none can pass for another.
 */
function markedFromLan(req: http.IncomingMessage): http.IncomingMessage {
  delete req.headers['x-real-ip'];
  delete req.headers['x-forwarded-for'];
  req.headers[LAN_PEER_HEADER] = req.socket.remoteAddress ?? 'unknown';
  return req;
}
