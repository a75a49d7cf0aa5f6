import { writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { matchMaker } from '@colyseus/core';
import { Client, type Room } from 'colyseus.js';
import { afterEach, describe, expect, it } from 'vitest';
import { LAN_LIMITS } from '../../../../electron/listenerLimits.ts';
import {
  startPlayersListener,
  type PlayersListener,
} from '../../../../electron/players/playersListener.ts';
import { PUBLIC_PLACES_PER_LAN_ADDRESS } from '../../../../electron/room/places.ts';
import { TABLE_ROOM_ID, type ViewMessage } from '../../../../electron/room/roomProtocol.ts';
import type { TableRoom } from '../../../../electron/room/tableRoom.ts';
import { startWebHost, type WebHost } from '../../../../electron/webHost.ts';
import { SKIRMISH } from '../../../../engine/game/skirmishGame.ts';
import { startSession } from '../../../../engine/game/session.ts';
import { sessionToSave } from '../../../../engine/save/sessionSave.ts';
import { encounter } from '../../engine/game/encounterFixture.ts';
import { useTempDirs } from '../tempDir.ts';

/**
 * Issue 38, item 5, what the room withstands, on 127.0.0.1 only: a flood of joins, a thousand
 * idle sockets, and a client that never reads. The saves keep working, the TV keeps its place.
 */
const tempDir = useTempDirs();
const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const each of open.splice(0).reverse()) await each.close();
});

/** The host with its table room and a game open on it, and its LAN listener (short timeouts). */
async function table(): Promise<{ host: WebHost; lan: PlayersListener }> {
  const dir = await tempDir();
  await writeFile(path.join(dir, 'projector.html'), '<!doctype html><title>players</title>');
  const host = await startWebHost({
    port: 0,
    dataDir: dir,
    staticDir: dir,
    version: '0',
    table: true,
  });
  open.push(host);
  const lan = await startPlayersListener({
    address: '127.0.0.1',
    port: 0,
    staticDir: dir,
    rooms: host.server,
    token: host.table!.publicPass,
    limits: { ...LAN_LIMITS, headersTimeoutMs: 1000, idleTimeoutMs: 2000 },
  });
  open.push(lan);
  expect((await host.table!.openSkirmish(sessionToSave(startSession(encounter())))).ok).toBe(true);
  return { host, lan };
}

/** A small map written through the save API: what must keep working whatever the LAN does. */
async function saveWorks(host: WebHost, name: string): Promise<boolean> {
  const res = await fetch(`${host.url}api/writeSave`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'map', name, data: { size: [3, 3] }, overwrite: true }),
  });
  return ((await res.json()) as { ok: boolean }).ok;
}

/** The next view the client is sent, listened for before it can come. */
function nextView(room: Room): Promise<ViewMessage> {
  return new Promise((resolve) => {
    const off = room.onMessage('view', (m: ViewMessage) => {
      off();
      resolve(m);
    });
  });
}

v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

/**
 * The process's heap and buffers after full collections: what the host holds. Native memory a
 * collected object held is freed by its finalizer, which runs after the collection that found it:
 * a second collection, a turn of the loop later, counts it gone.
 */
async function heldMemory(): Promise<number> {
  for (let i = 0; i < 3; i++) {
    collectGarbage();
    await new Promise((resolve) => setImmediate(resolve));
  }
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
}

function liveRoom(): TableRoom {
  return matchMaker.getLocalRoomById(TABLE_ROOM_ID) as TableRoom;
}

describe('the table room under floods (issue 38, item 5)', () => {
  it('gives one LAN address four places however many joins it sends; the TV keeps its own', async () => {
    const { host, lan } = await table();
    // The TV, on this machine, joined first.
    const tv = await new Client(`http://127.0.0.1:${host.port}`).joinById(TABLE_ROOM_ID, {
      pass: host.table!.publicPass,
    });
    await nextView(tv);
    const lanClient = new Client(`http://127.0.0.1:${lan.port}`);
    const joins = await Promise.allSettled(
      Array.from({ length: 100 }, () => lanClient.joinById(TABLE_ROOM_ID, { pass: lan.token })),
    );
    // The listener holds 64 connections, the room four public places per LAN address: the rest
    // are refused in words, or their connections cut.
    const joined = joins.filter((j) => j.status === 'fulfilled');
    expect(joined.length).toBeLessThanOrEqual(PUBLIC_PLACES_PER_LAN_ADDRESS);
    expect(joined.length).toBeLessThan(joins.length);
    // The TV still hears the table, and the saves still work.
    const seen = nextView(tv);
    expect((await host.table!.openSkirmish(sessionToSave(startSession(encounter(8))))).ok).toBe(
      true,
    );
    expect(await seen).toMatchObject({ whole: true });
    expect(await saveWorks(host, 'After the flood')).toBe(true);
    await Promise.all(joined.map((j) => (j as PromiseFulfilledResult<Room>).value.leave()));
    await tv.leave();
  });

  it('holds no more idle sockets than its cap, cuts them before long, and the saves keep working', async () => {
    const { host, lan } = await table();
    // 1,100 sockets that never send a byte, a hundred at a time so the kernel's backlog of
    // connections not yet accepted never overflows (its overflow would only slow the test).
    const sockets: net.Socket[] = [];
    let most = 0;
    for (let batch = 0; batch < 11; batch++) {
      const opened = Array.from({ length: 100 }, () =>
        // Read, so the host's close is seen; never written to.
        net
          .connect({ host: '127.0.0.1', port: lan.port })
          .on('error', () => undefined)
          .resume(),
      );
      await Promise.all(
        opened.map(
          (s) => new Promise((resolve) => s.once('connect', resolve).once('close', resolve)),
        ),
      );
      sockets.push(...opened);
      most = Math.max(most, await lan.connections());
    }
    // The host held no more than its cap at any count, and the saves kept working.
    expect(most).toBeLessThanOrEqual(LAN_LIMITS.maxConnections);
    expect(await saveWorks(host, 'During the flood')).toBe(true);
    // Silent sockets are cut once their headers are overdue (a second here).
    await expect.poll(() => lan.connections(), { timeout: 20_000 }).toBe(0);
    await expect.poll(() => sockets.filter((s) => !s.closed).length).toBe(0);
    expect(await saveWorks(host, 'After the flood')).toBe(true);
  });

  it('cuts off a client that stops reading once it owes the budget, and gives it the game whole on return', async () => {
    const { host } = await table();
    const client = new Client(`http://127.0.0.1:${host.port}`);
    const tv = await client.joinById(TABLE_ROOM_ID, { pass: host.table!.publicPass });
    await nextView(tv);
    const sessionId = tv.sessionId;
    const token = tv.reconnectionToken;
    const before = await heldMemory();
    // It stops reading: its socket's data waits in the kernel, then in the host.
    const socket = (tv.connection.transport as unknown as { ws: { _socket: net.Socket } }).ws
      ._socket;
    socket.pause();
    const room = liveRoom();
    const games = [startSession(encounter(7)), startSession(encounter(8))];
    const held = () => room.clients.some((c) => c.sessionId === sessionId);
    // Each new game sends every viewer the game whole; the budget is 24 MB, the map ~10 KB.
    for (let i = 0; held() && i < 20_000; i++) {
      room.open({ def: SKIRMISH, session: games[i % 2]! });
      // The socket's close comes as an event: the loop lets it in now and then.
      if (i % 200 === 199) await new Promise((resolve) => setImmediate(resolve));
    }
    expect(held()).toBe(false);
    socket.resume();
    const back = await client.reconnect(token);
    const whole = await nextView(back);
    expect(whole).toMatchObject({ whole: true });
    await back.leave();
    // What the host buffered for it went with it: within 10% of before, or 2 MB on a small heap.
    const after = await heldMemory();
    expect(after - before).toBeLessThan(Math.max(before * 0.1, 2 * 1024 * 1024));
  });
});
