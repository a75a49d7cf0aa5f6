import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { isMethodName } from './contract.ts';
import { CONTENT_SECURITY_POLICY } from './csp.ts';
import { createHandlers, dispatch } from './handlers.ts';
import { SaveStore } from './store/saveStore.ts';

export const DEFAULT_WEB_PORT = 4477;
/** Saves are JSON; the largest real ones are tens of MB (a 200×200 map with a long session log). */
const MAX_BODY_BYTES = 128 * 1024 * 1024;

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

export interface WebHostOptions {
  port: number;
  dataDir: string;
  staticDir: string;
  version: string;
}

export interface WebHost {
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * The web mode: the built renderer and the save API over HTTP on 127.0.0.1, using the same store and
 * the same handlers as the Electron main process. Only requests addressed to this exact host and
 * port are served, and cross-origin calls are refused, so a web page elsewhere cannot reach the
 * saves through DNS rebinding or a forged form post.
 */
export async function startWebHost(options: WebHostOptions): Promise<WebHost> {
  const store = await SaveStore.open(options.dataDir);
  const handlers = createHandlers(store, {
    version: options.version,
    transport: 'http',
    dataDir: options.dataDir,
  });
  let origin = '';
  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('High Noon Table: request failed:', error);
      if (!res.headersSent) send(res, 500, 'text/plain; charset=utf-8', 'Internal error');
      else res.destroy();
    });
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const refusal = refuseForeign(req, origin);
    if (refusal) return send(res, 403, 'text/plain; charset=utf-8', refusal);
    const url = new URL(req.url ?? '/', origin);
    if (url.pathname.startsWith('/api/')) {
      const method = url.pathname.slice('/api/'.length);
      if (req.method !== 'POST') return send(res, 405, 'text/plain; charset=utf-8', 'Use POST');
      if (!isMethodName(method))
        return send(res, 404, 'text/plain; charset=utf-8', 'No such method');
      if (!(req.headers['content-type'] ?? '').startsWith('application/json')) {
        return send(res, 415, 'text/plain; charset=utf-8', 'Send application/json');
      }
      const body = await readBody(req);
      if (body === null) return send(res, 413, 'text/plain; charset=utf-8', 'Too large');
      let input: unknown;
      try {
        input = body.length === 0 ? {} : JSON.parse(body);
      } catch {
        return sendJson(res, {
          ok: false,
          error: { code: 'invalid_argument', message: 'The request is not valid JSON.' },
        });
      }
      return sendJson(res, await dispatch(handlers, method, input));
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return send(res, 405, 'text/plain; charset=utf-8', 'Method not allowed');
    }
    return serveStatic(options.staticDir, url.pathname, req, res);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
  return {
    url: `${origin}/`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Returns why a request is refused, or null when it is addressed to this host by this origin. */
export function refuseForeign(req: http.IncomingMessage, origin: string): string | null {
  const expectedHost = origin.replace(/^http:\/\//, '');
  if (req.headers.host !== expectedHost) return `Refused: Host must be ${expectedHost}`;
  const from = req.headers.origin;
  if (from !== undefined && from !== origin) return `Refused: Origin ${from} is not ${origin}`;
  return null;
}

function readBody(req: http.IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        resolve(null);
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

async function serveStatic(
  root: string,
  pathname: string,
  req: http.IncomingMessage,
  res: http.ServerResponse,
): Promise<void> {
  let relative: string;
  try {
    relative = decodeURIComponent(pathname === '/' ? '/index.html' : pathname);
  } catch {
    return send(res, 404, 'text/plain; charset=utf-8', 'Not found');
  }
  const file = path.resolve(root, `.${relative}`);
  if (!file.startsWith(path.resolve(root) + path.sep)) {
    return send(res, 404, 'text/plain; charset=utf-8', 'Not found');
  }
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return send(res, 404, 'text/plain; charset=utf-8', 'Not found');
  const type = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
  res.writeHead(200, {
    ...securityHeaders(),
    'Content-Type': type,
    'Content-Length': info.size,
    // Hashed build assets never change; the page itself must always be fresh.
    'Cache-Control': relative.startsWith('/assets/')
      ? 'public, max-age=31536000, immutable'
      : 'no-cache',
  });
  if (req.method === 'HEAD') return void res.end();
  createReadStream(file).pipe(res);
}

function securityHeaders(): Record<string, string> {
  return {
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}

function send(res: http.ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, {
    ...securityHeaders(),
    'Content-Type': type,
    'Cache-Control': 'no-store',
  });
  res.end(body);
}

function sendJson(res: http.ServerResponse, value: unknown): void {
  send(res, 200, 'application/json; charset=utf-8', JSON.stringify(value));
}
