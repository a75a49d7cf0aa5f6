import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type http from 'node:http';
import path from 'node:path';
import { buildFile } from './buildFile.ts';
import { CONTENT_SECURITY_POLICY } from './csp.ts';

/**
 * The built pages and their assets as every listener of the host serves them (the web host on
 * 127.0.0.1, the players' listener on the LAN), with the same security headers.
 */
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

export async function serveStatic(
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
  const file = await buildFile(root, relative);
  const info = file === null ? null : await stat(file).catch(() => null);
  if (!file || !info?.isFile()) return send(res, 404, 'text/plain; charset=utf-8', 'Not found');
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

export function securityHeaders(): Record<string, string> {
  return {
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}

export function send(res: http.ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, {
    ...securityHeaders(),
    'Content-Type': type,
    'Cache-Control': 'no-store',
  });
  res.end(body);
}
