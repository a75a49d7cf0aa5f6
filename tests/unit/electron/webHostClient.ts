import { mkdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { afterEach } from 'vitest';
import { startWebHost, type WebHost, type WebHostOptions } from '../../../electron/webHost.ts';
import { useTempDirs } from './tempDir.ts';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * Web hosts on a free port of 127.0.0.1, each with a tiny renderer build (a page and one asset) and
 * a data folder of its own, closed after each test.
 */
export function useWebHosts(): {
  start(options?: Partial<WebHostOptions>): Promise<WebHost & { staticDir: string }>;
  tempDir(): Promise<string>;
} {
  const tempDir = useTempDirs();
  const hosts: WebHost[] = [];
  afterEach(async () => {
    await Promise.all(hosts.splice(0).map((h) => h.close()));
  });
  return {
    tempDir,
    async start(options = {}) {
      const staticDir = await tempDir();
      await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>t</title>');
      await mkdir(path.join(staticDir, 'assets'));
      await writeFile(path.join(staticDir, 'assets', 'app.js'), 'console.log(1)');
      const host = await startWebHost({
        port: 0,
        dataDir: await tempDir(),
        staticDir,
        version: '1.2.3',
        ...options,
      });
      hosts.push(host);
      return { ...host, staticDir };
    },
  };
}

/** A raw request, so the test can send any Host and Origin header (fetch forbids setting Host). */
export function request(
  host: WebHost,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: host.port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: { host: `127.0.0.1:${host.port}`, ...options.headers },
      },
      (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/**
 * Bytes written as they are on a socket, for what an HTTP client would not send (a request target
 * that is no URL, a broken header); the answer's status line and body, or null when the host
 * closed the connection without one.
 */
export function rawRequest(
  host: WebHost,
  bytes: string | Buffer,
  quietMs = 1000,
): Promise<{ status: number; body: string } | null> {
  return new Promise((resolve) => {
    const socket = net.connect(host.port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(text);
      if (!status) return resolve(null);
      resolve({ status: Number(status[1]), body: text.slice(text.indexOf('\r\n\r\n') + 4) });
    });
    // Not ended: a half-closed socket may be closed by the host before it answers. A request with
    // `Connection: close` is closed by the host once answered; any other, after `quietMs` of quiet.
    socket.write(bytes);
    socket.setTimeout(quietMs, () => socket.destroy());
  });
}

export const json = { 'content-type': 'application/json' };
