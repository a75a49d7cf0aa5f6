import { mkdir, readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { Client, type Room } from 'colyseus.js';
import { afterEach, describe, expect, it } from 'vitest';
import { lanAddress } from '../../../electron/players/lanAddress.ts';
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

/** The LAN's listener as a test reaches it: its port and its token, read from its link. */
interface Lan {
  port: number;
  token: string;
  url: string;
}

function lanOf(host: WebHost): Lan {
  const url = host.lan!.state().url!;
  const parsed = new URL(url);
  return { port: Number(parsed.port), token: parsed.pathname.split('/')[1]!, url };
}

/** The save host with its table room and its LAN on at 127.0.0.1; all on 127.0.0.1. */
async function start(dataDir?: string): Promise<{ host: WebHost; lan: Lan; dataDir: string }> {
  const staticDir = await tempDir();
  await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>dealer</title>');
  await writeFile(path.join(staticDir, 'projector.html'), '<!doctype html><title>players</title>');
  await writeFile(path.join(staticDir, 'seat.html'), '<!doctype html><title>seat</title>');
  await mkdir(path.join(staticDir, 'assets'));
  await writeFile(path.join(staticDir, 'assets', 'projector.js'), 'console.log(1)');
  const dir = dataDir ?? (await tempDir());
  const host = await startWebHost({
    port: 0,
    dataDir: dir,
    staticDir,
    version: '1.0.0',
    table: true,
    lan: { port: 0, extraAddress: '127.0.0.1', on: true },
  });
  open.push(host);
  return { host, lan: lanOf(host), dataDir: dir };
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
    expect(whole.whole && Object.keys(whole.view)).toEqual(
      expect.arrayContaining(['map', 'combatants']),
    );
    // The public's view, never the Dealer's: no hand, no generator.
    expect(JSON.stringify(whole)).not.toMatch(/"(hand|rng)"/);
    // Turning the LAN off, from the Players panel, cuts the TV's socket with it.
    const left = new Promise<number>((resolve) => tv.onLeave(resolve));
    expect(await api(host, 'setLan', { on: false })).toMatchObject({
      ok: true,
      value: { url: null, address: null },
    });
    expect(await left).not.toBe(4000);
  });

  it("serves a seat's page under its pass, lists its link for the Dealer, and refuses others", async () => {
    const { host, lan } = await start();
    const opened = await api(host, 'hostTable', {
      save: sessionToSave(startSession(encounter())),
    });
    expect(opened).toMatchObject({ ok: true });
    const listed = (await api(host, 'tableSeats', {})) as {
      ok: true;
      value: { seats: { key: string; name: string; holds: string[]; pass: string; lan: string }[] };
    };
    const seats = listed.value.seats;
    expect(seats.map((s) => s.key).sort()).toEqual(['pc:kate', 'pc:ned']);
    for (const seat of seats) {
      expect(seat.lan).toBe(`http://127.0.0.1:${lan.port}/${seat.pass}/`);
      const page = await get(lan.port, `/${seat.pass}/`);
      expect(page.status).toBe(200);
      expect(page.body).toContain('<title>seat</title>');
      expect((await get(lan.port, `/${seat.pass}/assets/projector.js`)).status).toBe(200);
      // A seat's pass opens its own page only, and a pass one letter off opens nothing.
      expect((await get(lan.port, `/${seat.pass}/projector.html`)).status).toBe(404);
      const near = seat.pass.slice(0, -1) + (seat.pass.endsWith('A') ? 'B' : 'A');
      expect((await get(lan.port, `/${near}/`)).status).toBe(403);
    }
    // The TV's token still opens the TV's page, never a seat's.
    expect((await get(lan.port, `/${lan.token}/seat.html`)).status).toBe(404);
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

  it("tells the Dealer its link, the table's public pass in it, the same after a restart", async () => {
    const { host, lan, dataDir } = await start();
    const link = await api(host, 'playersLink', {});
    expect(link.value).toMatchObject({
      url: `http://127.0.0.1:${lan.port}/${lan.token}/`,
      address: '127.0.0.1',
    });
    expect(link.value!.addresses).toContain('127.0.0.1');
    expect(lan.token).toBe(host.table!.publicPass);
    expect(lan.token.length).toBeGreaterThanOrEqual(24);
    // Kept in the settings document, which a page never sees it in.
    const settings = JSON.parse(await readFile(path.join(dataDir, 'settings.json'), 'utf8'));
    expect(settings.data.tableLink).toEqual({ pass: lan.token });
    expect(JSON.stringify(await api(host, 'getSettings', {}))).not.toContain(lan.token);
    await open.pop()!.close();
    const again = await start(dataDir);
    expect(again.lan.token).toBe(lan.token);
  });

  it('turns the LAN on and off from the panel, at an address the machine has, and says why not', async () => {
    const { host, lan } = await start();
    expect((await api(host, 'setLan', { on: false })).value).toMatchObject({ url: null });
    await expect(get(lan.port, `/${lan.token}/`)).rejects.toThrow();
    const wrong = await api(host, 'setLan', { on: true, address: '203.0.113.9' });
    expect(wrong).toMatchObject({ ok: false });
    expect(JSON.stringify(wrong)).toContain("203.0.113.9 is not one of this machine's addresses");
    const on = await api(host, 'setLan', { on: true, address: '127.0.0.1' });
    expect(on.value).toMatchObject({ address: '127.0.0.1' });
    expect((await get(lanOf(host).port, `/${lan.token}/`)).status).toBe(200);
  });

  it('renews the link: a TV on the old one is sent away and refused, the new one serves', async () => {
    const { host, lan } = await start();
    const tv = await new Client(`http://127.0.0.1:${lan.port}`).joinById(TABLE_ROOM_ID, {
      pass: lan.token,
    });
    const left = new Promise<number>((resolve) => tv.onLeave(resolve));
    const renewed = await api(host, 'renewPlayersLink', {});
    expect(renewed.ok).toBe(true);
    await left;
    const fresh = lanOf(host);
    expect(fresh.token).not.toBe(lan.token);
    expect(renewed.value!.url).toBe(fresh.url);
    await expect(
      new Client(`http://127.0.0.1:${fresh.port}`).joinById(TABLE_ROOM_ID, { pass: lan.token }),
    ).rejects.toMatchObject({ code: 4215 });
    expect((await get(fresh.port, `/${lan.token}/`)).status).toBe(403);
    expect((await get(fresh.port, `/${fresh.token}/`)).status).toBe(200);
    const joined = await new Client(`http://127.0.0.1:${fresh.port}`).joinById(TABLE_ROOM_ID, {
      pass: fresh.token,
    });
    await joined.leave();
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
