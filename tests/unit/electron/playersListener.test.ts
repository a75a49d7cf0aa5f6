import { mkdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lanAddress } from '../../../electron/players/lanAddress.ts';
import { createPlayersFeed, type PlayersFeed } from '../../../electron/players/playersFeed.ts';
import {
  startPlayersListener,
  type PlayersListener,
} from '../../../electron/players/playersListener.ts';
import { startWebHost, type WebHost } from '../../../electron/webHost.ts';
import { useTempDirs } from './tempDir.ts';
import { watchedCount } from '../watchedCount.ts';

const tempDir = useTempDirs();
const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((o) => o.close()));
});

/**
 * The players' feed, telling the test the moment its count of watchers reaches a number: when a
 * projector has joined, or hung up, without polling for it.
 */
type CountedFeed = PlayersFeed & { watchers(count: number): Promise<void> };

function countedFeed(): CountedFeed {
  const feed = createPlayersFeed();
  const watching = watchedCount(() => feed.watching());
  return {
    ...feed,
    watch(watcher) {
      const stop = feed.watch(watcher);
      watching.changed();
      return () => {
        stop();
        watching.changed();
      };
    },
    watchers: (count) => watching.until((n) => n === count),
  };
}

/** The save host and the LAN listener of one table, sharing one feed; all on 127.0.0.1. */
async function start(): Promise<{ host: WebHost; lan: PlayersListener; feed: CountedFeed }> {
  const staticDir = await tempDir();
  await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>dealer</title>');
  await writeFile(path.join(staticDir, 'projector.html'), '<!doctype html><title>players</title>');
  await mkdir(path.join(staticDir, 'assets'));
  await writeFile(path.join(staticDir, 'assets', 'projector.js'), 'console.log(1)');
  const feed = countedFeed();
  let lan: PlayersListener | null = null;
  const host = await startWebHost({
    port: 0,
    dataDir: await tempDir(),
    staticDir,
    version: '1.0.0',
    players: { feed, link: () => lan?.url ?? null },
  });
  open.push(host);
  lan = await startPlayersListener({ address: '127.0.0.1', port: 0, staticDir, feed });
  open.push(lan);
  return { host, lan, feed };
}

function get(port: number, target: string, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path: target, method }, (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

/** Reads the event stream until `count` events have come, then hangs up: [event, data] each. */
function views(port: number, target: string, count: number): Promise<[string, unknown][]> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: target }, (res) => {
      let buffer = '';
      const got: [string, unknown][] = [];
      res.on('data', (chunk) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = frame.split('\n');
          const event = lines.find((line) => line.startsWith('event: '));
          const data = lines.find((line) => line.startsWith('data: '));
          if (event && data) got.push([event.slice(7), JSON.parse(data.slice(6))]);
          if (got.length === count) {
            req.destroy();
            resolve(got);
          }
        }
      });
    });
    req.on('error', (error) => {
      if (!req.destroyed) reject(error);
    });
  });
}

async function publish(
  host: WebHost,
  parts: { map?: unknown; view?: unknown; controls?: unknown },
) {
  const res = await fetch(`${host.url}api/publishPlayersView`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(parts),
  });
  return (await res.json()) as { ok: boolean; value?: { watching: number } };
}

describe("the players' listener on the LAN (issue 11), tested on 127.0.0.1", () => {
  it('refuses every path without the token, or with a wrong one, with 403', async () => {
    const { lan } = await start();
    const wrong = lan.token.slice(0, -1) + (lan.token.endsWith('A') ? 'B' : 'A');
    for (const target of [
      '/',
      '/projector.html',
      '/feed',
      '/assets/projector.js',
      `/${wrong}/`,
      `/${wrong}/feed`,
      `/${lan.token.slice(1)}/feed`,
      `/${lan.token}x/feed`,
    ]) {
      expect((await get(lan.port, target)).status, target).toBe(403);
    }
  });

  it('serves the projector page and its assets with the token, and no save API route', async () => {
    const { lan } = await start();
    const page = await get(lan.port, `/${lan.token}/`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>players</title>');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect((await get(lan.port, `/${lan.token}/assets/projector.js`)).status).toBe(200);
    // The Dealer's page and the save API are not served here, with the token or without.
    expect((await get(lan.port, `/${lan.token}/index.html`)).status).toBe(404);
    for (const method of ['listSaves', 'loadSave', 'writeSave', 'deleteSave', 'getSettings']) {
      expect((await get(lan.port, `/${lan.token}/api/${method}`)).status).toBe(404);
      expect((await get(lan.port, `/${lan.token}/api/${method}`, 'POST')).status).toBe(405);
      expect((await get(lan.port, `/api/${method}`, 'POST')).status).toBe(405);
    }
    expect((await get(lan.port, `/${lan.token}/../index.html`)).status).not.toBe(200);
  });

  it("streams what the Dealer's window posts: the latest map and view at once, then each new part", async () => {
    const { host, lan, feed } = await start();
    const map = { size: [3, 3] };
    expect((await publish(host, { map, view: { round: 1 } })).value).toEqual({ watching: 0 });
    const stream = views(lan.port, `/${lan.token}/feed`, 3);
    await feed.watchers(1);
    // A move: the view changes, the map is not sent again.
    expect((await publish(host, { view: { round: 2 } })).value).toEqual({ watching: 1 });
    expect(await stream).toEqual([
      ['map', map],
      ['view', { round: 1 }],
      ['view', { round: 2 }],
    ]);
    // The watcher that hung up is no longer counted.
    await feed.watchers(0);
    expect((await publish(host, { view: { round: 3 } })).value).toEqual({ watching: 0 });
  });

  it("streams the Dealer's controls as a third part, the latest to a projector that joins late", async () => {
    const { host, lan, feed } = await start();
    const blanked = { blanked: true, rotation: 180, pushed: null, locked: false, scale: null };
    await publish(host, { map: { size: [3, 3] }, view: { round: 1 }, controls: blanked });
    const stream = views(lan.port, `/${lan.token}/feed`, 4);
    await feed.watchers(1);
    await publish(host, { controls: { ...blanked, blanked: false } });
    expect(await stream).toEqual([
      ['map', { size: [3, 3] }],
      ['view', { round: 1 }],
      ['controls', blanked],
      ['controls', { ...blanked, blanked: false }],
    ]);
  });

  it('tells the Dealer its link, token included, and a fresh token each start', async () => {
    const first = await start();
    const link = (await (
      await fetch(`${first.host.url}api/playersLink`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
    ).json()) as { value: { url: string } };
    expect(link.value.url).toBe(`http://127.0.0.1:${first.lan.port}/${first.lan.token}/`);
    const second = await start();
    expect(second.lan.token).not.toBe(first.lan.token);
    expect(first.lan.token.length).toBeGreaterThanOrEqual(24);
  });

  it('finds the LAN address: an IPv4 interface that is up and not the loopback', () => {
    expect(
      lanAddress({
        lo: [{ address: '127.0.0.1', family: 'IPv4', internal: true } as never],
        eth0: [
          { address: 'fe80::1', family: 'IPv6', internal: false } as never,
          { address: '192.168.1.20', family: 'IPv4', internal: false } as never,
        ],
      }),
    ).toBe('192.168.1.20');
    expect(
      lanAddress({ lo: [{ address: '127.0.0.1', family: 'IPv4', internal: true } as never] }),
    ).toBeNull();
  });
});
