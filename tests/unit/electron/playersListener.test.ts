import { mkdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { Client, type Room } from 'colyseus.js';
import { afterEach, describe, expect, it } from 'vitest';
import { lanAddress } from '../../../electron/players/lanAddress.ts';
import {
  startPlayersListener,
  type PlayersListener,
} from '../../../electron/players/playersListener.ts';
import { TABLE_ROOM_ID, type ViewMessage } from '../../../electron/room/roomProtocol.ts';
import { startWebHost, type WebHost } from '../../../electron/webHost.ts';
import { startSession } from '../../../engine/game/session.ts';
import { sessionToSave } from '../../../engine/save/sessionSave.ts';
import { encounter } from '../engine/game/encounterFixture.ts';
import { useTempDirs } from './tempDir.ts';

const tempDir = useTempDirs();
const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  // The LAN listener before the host: the host's shutdown closes the room it hands on to.
  for (const each of open.splice(0).reverse()) await each.close();
});

/** The save host with its table room, and the LAN listener of that table; all on 127.0.0.1. */
async function start(): Promise<{ host: WebHost; lan: PlayersListener }> {
  const staticDir = await tempDir();
  await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>dealer</title>');
  await writeFile(path.join(staticDir, 'projector.html'), '<!doctype html><title>players</title>');
  await mkdir(path.join(staticDir, 'assets'));
  await writeFile(path.join(staticDir, 'assets', 'projector.js'), 'console.log(1)');
  let lan: PlayersListener | null = null;
  const host = await startWebHost({
    port: 0,
    dataDir: await tempDir(),
    staticDir,
    version: '1.0.0',
    table: {},
    lanLink: () => lan?.url ?? null,
  });
  open.push(host);
  lan = await startPlayersListener({
    address: '127.0.0.1',
    port: 0,
    staticDir,
    rooms: host.server,
    token: host.table!.publicPass,
  });
  open.push(lan);
  return { host, lan };
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

/** A call to the save API on 127.0.0.1: its result. */
async function api(host: WebHost, method: string, input: unknown) {
  const res = await fetch(`${host.url}api/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
  return (await res.json()) as { ok: boolean; value?: Record<string, unknown> };
}

/** The next message of `type` the room sends this client, listened for before it can come. */
function next<T>(room: Room, type: string): Promise<T> {
  return new Promise((resolve) => {
    const off = room.onMessage(type, (message: T) => {
      off();
      resolve(message);
    });
  });
}

describe("the players' listener on the LAN (issues 11, 38), tested on 127.0.0.1", () => {
  it('refuses every path without the token, or with a wrong one, with 403', async () => {
    const { lan } = await start();
    const wrong = lan.token.slice(0, -1) + (lan.token.endsWith('A') ? 'B' : 'A');
    for (const target of [
      '/',
      '/projector.html',
      '/assets/projector.js',
      `/${wrong}/`,
      `/${wrong}/projector.html`,
      `/${lan.token.slice(1)}/`,
      `/${lan.token}x/`,
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
    for (const method of ['listSaves', 'loadSave', 'writeSave', 'hostTable', 'playersPass']) {
      expect((await get(lan.port, `/${lan.token}/api/${method}`)).status).toBe(404);
      expect((await get(lan.port, `/${lan.token}/api/${method}`, 'POST')).status).toBe(405);
      expect((await get(lan.port, `/api/${method}`, 'POST')).status).toBe(405);
    }
    expect((await get(lan.port, `/${lan.token}/../index.html`)).status).not.toBe(200);
  });

  it('lets a TV join the table room through it with its token, and sends it the game the Dealer opens', async () => {
    const { host, lan } = await start();
    const tv = await new Client(`http://127.0.0.1:${lan.port}`).joinById(TABLE_ROOM_ID, {
      pass: lan.token,
    });
    const view = next<ViewMessage>(tv, 'view');
    const opened = await api(host, 'hostTable', {
      save: sessionToSave(startSession(encounter())),
    });
    expect(opened).toMatchObject({ ok: true, value: { epoch: 1 } });
    const whole = await view;
    expect(whole).toMatchObject({ epoch: 1, whole: true });
    expect(Object.keys(whole.parts)).toEqual(expect.arrayContaining(['map', 'combatants']));
    // The public's view, never the Dealer's: no hand, no generator.
    expect(JSON.stringify(whole.parts)).not.toMatch(/"(hand|rng)"/);
    // Turning the LAN off cuts the TV's socket with it.
    const left = new Promise<number>((resolve) => tv.onLeave(resolve));
    await open.pop()!.close();
    expect(await left).not.toBe(4000);
  });

  it("refuses a TV whose link is not the table's pass, in words", async () => {
    const { lan } = await start();
    await expect(
      new Client(`http://127.0.0.1:${lan.port}`).joinById(TABLE_ROOM_ID, { pass: 'guessed' }),
    ).rejects.toMatchObject({
      code: 4215,
      message: 'This link is not, or no longer, a pass to this table.',
    });
  });

  it("tells the Dealer its link, the table's public pass in it", async () => {
    const { host, lan } = await start();
    const link = await api(host, 'playersLink', {});
    expect(link.value!.url).toBe(`http://127.0.0.1:${lan.port}/${lan.token}/`);
    expect(lan.token).toBe(host.table!.publicPass);
    expect(lan.token.length).toBeGreaterThanOrEqual(24);
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
