import { LOCAL_LIMITS, limitedServer } from './listenerLimits.ts';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { isMethodName } from './contract.ts';
import { securityHeaders, send, serveStatic } from './staticFiles.ts';
import { dispatchBody } from './dispatchBody.ts';
import { createHandlers, type PlayersHub } from './handlers.ts';
import {
  isJsonContentType,
  LargeBodies,
  MAX_CALL_BYTES,
  readBody,
  tooLargeMessage,
} from './requestBodies.ts';
import { acceptRooms, attachRoomServer } from './room/roomServer.ts';
import { imagesIn, newPass, openTableHost, type TableHost } from './room/tableHost.ts';
import { createLanSwitch, type LanSwitch } from './players/lanSwitch.ts';
import { lanAddresses } from './players/lanAddress.ts';
import type { ListenerLimits } from './listenerLimits.ts';
import type { Judge } from './store/judge/judgePool.ts';
import { openStores } from './store/openStores.ts';

export const DEFAULT_WEB_PORT = 4477;
/** The host names the server answers to; both mean this machine's loopback. */
const LOCAL_HOST_NAMES = ['127.0.0.1', 'localhost'];

export interface WebHostOptions {
  port: number;
  dataDir: string;
  staticDir: string;
  version: string;
  /** The largest request body accepted by any method; MAX_CALL_BYTES unless a test needs a small one. */
  maxBodyBytes?: number;
  /**
   * The table room (issue 38) on this host's port, its public pass the settings document's. One
   * per process, as Colyseus' matchmaker is: a test's host has none.
   */
  table?: boolean;
  /**
   * The LAN (issues 11, 38), which the Players panel turns on and off: its port, any address to
   * offer besides the machine's (127.0.0.1 in tests), and whether it is on from the start.
   */
  lan?: { port: number; extraAddress?: string; on?: boolean; limits?: Readonly<ListenerLimits> };
  /** Where saves are checked: the process's judge threads unless a bench compares another. */
  judge?: Judge;
  /** The places for large bodies: the host's own, unless a test watches them being taken. */
  largeBodies?: LargeBodies;
}

export interface WebHost {
  url: string;
  port: number;
  /** The table room, when the host has one (options.table). */
  table: TableHost | null;
  /** The LAN's switch, when the host has one (options.lan). */
  lan: LanSwitch | null;
  /** The HTTP server the room's transport is attached to: the LAN listener hands its rooms' traffic on. */
  server: http.Server;
  close(): Promise<void>;
}

/**
 * The web mode: the built renderer and the save API over HTTP on 127.0.0.1, using the same store and
 * the same handlers as the Electron main process. Only requests addressed to this port on
 * 127.0.0.1 or localhost are served, and cross-origin calls are refused, so a web page elsewhere
 * cannot reach the saves through DNS rebinding or a forged form post.
 */
export async function startWebHost(options: WebHostOptions): Promise<WebHost> {
  let table: TableHost | null = null;
  let lan: LanSwitch | null = null;
  const players: PlayersHub = { table: () => table, endpoint: () => null, lan: () => lan };
  const stores = {
    ...(await openStores(options.dataDir, { judge: options.judge })),
    players,
  };
  const handlers = createHandlers(stores, {
    version: options.version,
    transport: 'http',
    dataDir: options.dataDir,
  });
  const largeBodies = options.largeBodies ?? new LargeBodies();
  let port = 0;
  const server = limitedServer(LOCAL_LIMITS, (req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('High Noon Table: request failed:', error);
      if (!res.headersSent) send(res, 500, 'text/plain; charset=utf-8', 'Internal error');
      else res.destroy();
    });
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const refusal = refuseForeign(req, port);
    if (refusal) return send(res, 403, 'text/plain; charset=utf-8', refusal);
    const url = requestUrl(req, port);
    if (typeof url === 'string') return send(res, 400, 'text/plain; charset=utf-8', url);
    if (url === null) {
      return send(
        res,
        403,
        'text/plain; charset=utf-8',
        'Refused: the request is for another host',
      );
    }
    if (url.pathname.startsWith('/api/')) {
      const method = url.pathname.slice('/api/'.length);
      if (req.method !== 'POST') return send(res, 405, 'text/plain; charset=utf-8', 'Use POST');
      if (!isMethodName(method))
        return send(res, 404, 'text/plain; charset=utf-8', 'No such method');
      if (!isJsonContentType(req.headers['content-type'])) {
        return send(res, 415, 'text/plain; charset=utf-8', 'Send application/json');
      }
      const limit = Math.min(MAX_CALL_BYTES[method], options.maxBodyBytes ?? Infinity);
      const body = await readBody(req, res, limit, largeBodies, tooLargeMessage(method, limit));
      if (!body.ok) {
        if (body.status === null) return;
        const error = { code: body.code, message: body.message };
        return refuseBody(req, res, body.status, JSON.stringify({ ok: false, error }));
      }
      const answer = await dispatchBody(handlers, method, body.bytes);
      if (answer.status === 413) return refuseBody(req, res, 413, answer.text);
      return send(res, answer.status, 'application/json; charset=utf-8', answer.text);
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return send(res, 405, 'text/plain; charset=utf-8', 'Method not allowed');
    }
    // The players' view on this machine (issue 11); the LAN listener serves it under its token.
    const page = url.pathname === '/projector' ? '/projector.html' : url.pathname;
    return serveStatic(options.staticDir, page, req, res);
  }

  // The rooms' transport after the request handler, and before the server listens (roomServer.ts).
  const rooms = options.table ? attachRoomServer(server) : null;
  if (rooms) await acceptRooms();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  port = (server.address() as AddressInfo).port;
  if (options.table) {
    const { pass } = await stores.settings.tableLink(newPass);
    table = await openTableHost({
      publicPass: pass,
      images: imagesIn(stores.saves),
      seatLink: async (key) => (await stores.settings.seatLink(key, newPass)).pass,
    });
  }
  if (table && options.lan) lan = await startLan(table, server, options.staticDir, options.lan);
  return {
    url: `http://127.0.0.1:${port}/`,
    port,
    table,
    lan,
    server,
    close: async () => {
      table?.close();
      await lan?.close();
      server.closeAllConnections();
      // Colyseus' shutdown closes the rooms, their sockets and the server with them.
      const closed = new Promise<void>((resolve) => server.once('close', () => resolve()));
      if (rooms) await rooms.gracefullyShutdown(false);
      else server.close();
      await closed;
      // The index, kept in memory between writes, reaches the disk (SaveStore.close).
      await stores.saves.close();
    },
  };
}

/** The LAN's switch of a host's table, on from the start when asked. */
async function startLan(
  table: TableHost,
  rooms: http.Server,
  staticDir: string,
  options: NonNullable<WebHostOptions['lan']>,
): Promise<LanSwitch> {
  const { extraAddress } = options;
  const lan = createLanSwitch({
    staticDir,
    rooms,
    token: () => table.publicPass,
    seatPasses: () => table.seats().map((each) => each.pass),
    port: options.port,
    addresses: () => {
      const here = lanAddresses();
      return extraAddress && !here.includes(extraAddress) ? [extraAddress, ...here] : here;
    },
    ...(options.limits ? { limits: options.limits } : {}),
  });
  if (options.on) await lan.set(true, extraAddress);
  return lan;
}

/**
 * Returns why a request is refused, or null when it is addressed to this port on a loopback name,
 * and, when it says where it comes from, by the page of that very origin (a page at localhost is
 * another origin than one at 127.0.0.1).
 */
export function refuseForeign(req: http.IncomingMessage, port: number): string | null {
  const hosts = LOCAL_HOST_NAMES.map((name) => `${name}:${port}`);
  const host = req.headers.host ?? '';
  if (!hosts.includes(host)) return `Refused: Host must be ${hosts.join(' or ')}`;
  const from = req.headers.origin;
  const origin = `http://${host}`;
  if (from !== undefined && from !== origin) return `Refused: Origin ${from} is not ${origin}`;
  return null;
}

/**
 * The address a request is for: a URL on this host, a sentence saying why the target is not an
 * address (HTTP allows an absolute URL there, and `http://[` is not one), or null when the target
 * names another host (`http://evil.example/`, `//evil.example/`): an absolute URL overrides the
 * Host header, which refuseForeign checked.
 */
function requestUrl(req: http.IncomingMessage, port: number): URL | string | null {
  const target = req.url ?? '/';
  let url: URL;
  try {
    url = new URL(target, `http://${req.headers.host}`);
  } catch {
    return 'The request is not for a valid address.';
  }
  const hosts = LOCAL_HOST_NAMES.map((name) => `${name}:${port}`);
  return url.protocol === 'http:' && hosts.includes(url.host) ? url : null;
}

/** How long the rest of a refused body is read and dropped before the connection is cut. */
const REFUSED_BODY_DRAIN_MS = 30_000;

/**
 * Answers a refused body (413, 503) at once, while the client may still be sending, so the page
 * sees the sentence and not a reset connection. Closing the connection while the body still comes
 * resets it, and the reset drops an answer the client has not read yet; leaving it open lets the
 * client send its next call on a connection about to close. So the answer, its length given, goes
 * out whole with `Connection: close`, the rest of the body is read and dropped, kept nowhere, and
 * the answer is ended (the connection closed with it) once the body has all come, or the connection
 * is cut after REFUSED_BODY_DRAIN_MS.
 */
function refuseBody(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  status: number,
  body: string,
): void {
  req.on('error', () => undefined);
  req.resume();
  res.writeHead(status, {
    ...securityHeaders(),
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    Connection: 'close',
  });
  if (req.complete) return void res.end(body);
  res.write(body);
  const socket = res.socket;
  const cut = setTimeout(() => socket?.destroy(), REFUSED_BODY_DRAIN_MS).unref();
  socket?.once('close', () => clearTimeout(cut));
  req.once('end', () => res.end());
}
