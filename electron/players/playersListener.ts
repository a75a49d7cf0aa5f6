import { randomBytes, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { securityHeaders, send, serveStatic } from '../webHost.ts';
import type { PlayersFeed } from './playersFeed.ts';

export const DEFAULT_PLAYERS_PORT = 4478;
/** Watchers at once: a table has a TV and a few laptops; beyond this, someone is probing. */
const MAX_WATCHERS = 32;
/** A comment line now and then, so idle proxies and TVs' browsers keep the stream open. */
const KEEP_ALIVE_MS = 15_000;

export interface PlayersListenerOptions {
  /** The address to listen on: the LAN interface's, or 127.0.0.1 in tests. */
  address: string;
  port: number;
  staticDir: string;
  feed: PlayersFeed;
  /** The secret in every URL; a new random one per start unless a test gives one. */
  token?: string;
}

export interface PlayersListener {
  /** The projector page's address, token included: what the QR code shows. */
  url: string;
  port: number;
  token: string;
  close(): Promise<void>;
}

/**
 * The players' listener (issue 11): a second HTTP server, on the LAN, for a TV's browser or a
 * player's laptop. It serves only the projector page, its assets, and a read-only event stream of
 * the public view, all under /<token>/; any other path, and any path without the token, is 403.
 * The save API is never reachable here: it stays on the 127.0.0.1 host. A fresh token per start
 * means a link shared last week no longer works.
 */
export async function startPlayersListener(
  options: PlayersListenerOptions,
): Promise<PlayersListener> {
  const token = options.token ?? randomBytes(18).toString('base64url');
  const expected = Buffer.from(token);
  const streams = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('High Noon Table: players listener request failed:', error);
      if (!res.headersSent) send(res, 500, 'text/plain; charset=utf-8', 'Internal error');
      else res.destroy();
    });
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return send(res, 405, 'text/plain; charset=utf-8', 'Method not allowed');
    }
    // Only the path is read; the Host header names whatever address the TV used.
    const target = req.url ?? '/';
    const slash = target.indexOf('/', 1);
    const given = Buffer.from(target.slice(1, slash < 0 ? undefined : slash));
    if (slash < 0 || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return send(res, 403, 'text/plain; charset=utf-8', 'This link needs the table’s token.');
    }
    const rest = target.slice(slash).split('?')[0]!;
    if (rest === '/feed') return stream(req, res);
    if (rest === '/' || rest === '/projector.html') {
      return serveStatic(options.staticDir, '/projector.html', req, res);
    }
    if (rest.startsWith('/assets/')) return serveStatic(options.staticDir, rest, req, res);
    return send(res, 404, 'text/plain; charset=utf-8', 'Not found');
  }

  function stream(req: http.IncomingMessage, res: http.ServerResponse): void {
    if (streams.size >= MAX_WATCHERS) {
      return send(res, 503, 'text/plain; charset=utf-8', 'Too many watchers');
    }
    res.writeHead(200, {
      ...securityHeaders(),
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
    });
    if (req.method === 'HEAD') return void res.end();
    streams.add(res);
    res.write(': the players’ view of High Noon Table\n\n');
    const stop = options.feed.watch((part, json) => res.write(`event: ${part}\ndata: ${json}\n\n`));
    const alive = setInterval(() => res.write(': still here\n\n'), KEEP_ALIVE_MS);
    res.on('close', () => {
      clearInterval(alive);
      stop();
      streams.delete(res);
    });
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
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of streams) res.end();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
