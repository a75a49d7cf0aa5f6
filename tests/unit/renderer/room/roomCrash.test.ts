import { spawn, type ChildProcess } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseAction } from '../../../../engine/ai/simpleAi.ts';
import { publicView } from '../../../../engine/game/publicView.ts';
import { startSession } from '../../../../engine/game/session.ts';
import { joinTableRoom } from '../../../../renderer/room/roomLink.ts';
import { mirrorTable } from '../../../../renderer/room/tableMirror.ts';
import { createStore } from '../../../../common/store.ts';
import { TableStore } from '../../../../renderer/state/tableStore.ts';
import { encounter } from '../../engine/game/encounterFixture.ts';
import { useTempDirs } from '../../electron/tempDir.ts';
import { aView, bridgeTo, listen, publicTicket } from './roomKit.ts';
import { freePort } from '../../../freePort.ts';
import { scaled } from '../../../slowdown.ts';

/**
 * Issue 38's crash test: the host is killed mid-game (SIGKILL, no goodbye) and started again on
 * the same port and data folder, ROOM_CRASHES times (3 in `npm test`, 20 in `npm run soak`).
 * Each time the Dealer's window and the TV come back by themselves, and the table holds every
 * decision the window made.
 */
const CRASHES = Number(process.env.ROOM_CRASHES ?? 3);
const HOST = path.resolve('tests/unit/electron/room/roomHostProcess.ts');

const tempDir = useTempDirs();
const stops: (() => unknown)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

/** The host in a process of its own, once it listens. */
async function startHost(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', HOST, String(port), dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('listening ')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the host exited with ${code}: ${out}`)));
  });
  return child;
}

/** The longest log of the session saves in the data folder, read as files (the host is down). */
async function savedLogLength(dataDir: string): Promise<number> {
  const folder = path.join(dataDir, 'saves', 'sessions');
  let longest = 0;
  for (const file of await readdir(folder))
    if (file.endsWith('.json') && !file.startsWith('.')) {
      const save = JSON.parse(await readFile(path.join(folder, file), 'utf8')) as {
        data?: { log?: unknown[] };
        log?: unknown[];
      };
      longest = Math.max(longest, (save.data?.log ?? save.log ?? []).length);
    }
  return longest;
}

function kill(child: ChildProcess): Promise<void> {
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGKILL');
  return exited;
}

describe('the table room through host crashes (issue 38)', () => {
  it(
    `comes back after ${CRASHES} kills of the host, every decision of the Dealer's there`,
    async () => {
      const [port, dataDir] = [await freePort(), await tempDir()];
      let host = await startHost(port, dataDir);
      stops.push(() => kill(host));
      const bridge = bridgeTo(() => `http://127.0.0.1:${port}/`);
      const table = new TableStore(startSession(encounter()));
      // The room autosaves: each decision it answers is on disk before the answer.
      const name = 'Autosave – Crash – 2026-12-07 12:00:00';
      table.roomSaving.writeTo({ name, target: createStore<string | null>(null) });
      let acknowledged = 0;
      table.roomSaving.onReport((report) => {
        if (report.ok) acknowledged = Math.max(acknowledged, report.session.log.length);
      });
      const mirror = mirrorTable(table.game, bridge, { saving: table.roomSaving });
      stops.push(mirror.stop);
      const tv = joinTableRoom(publicTicket(bridge));
      stops.push(tv.close);
      const heard = listen(tv);
      await heard.next(aView((m) => m.whole));
      /** The TV shows the game the Dealer's window holds: the room has every decision. */
      const tvShowsTheTable = () =>
        JSON.stringify(heard.view()) === JSON.stringify(publicView(table.state));

      for (let crash = 1; crash <= CRASHES; crash++) {
        // The table plays on: three decisions, each the computer's choice for whoever acts.
        for (let step = 0; step < 3; step++) {
          const action = chooseAction(table.state);
          if (action) expect(table.act(action), `crash ${crash}, ${action.type}`).toBe(true);
        }
        await expect.poll(tvShowsTheTable).toBe(true);
        await expect.poll(() => acknowledged).toBe(table.session.get().log.length);
        // One more, and the kill while it may be on its way, written or not.
        const action = chooseAction(table.state);
        if (action) expect(table.act(action)).toBe(true);
        const answeredBeforeTheKill = acknowledged;
        await kill(host);
        // Read from the disk as the kill left it, before the host comes back and writes again.
        const onDisk = await savedLogLength(dataDir);
        expect(onDisk, `crash ${crash}`).toBeGreaterThanOrEqual(answeredBeforeTheKill);
        expect(answeredBeforeTheKill, `crash ${crash}`).toBeGreaterThan(0);
        await expect.poll(() => tv.status.get().state).toBe('reconnecting');
        host = await startHost(port, dataDir);
        await expect.poll(() => tv.status.get().state, { timeout: 30_000 }).toBe('joined');
        await expect.poll(() => mirror.status.get().state, { timeout: 30_000 }).toBe('joined');
        await expect.poll(tvShowsTheTable, { timeout: 30_000 }).toBe(true);
        // And the host back holds it all, the window's last decision too.
        const read = await bridge.loadSave({ kind: 'session', name });
        expect(read.ok && (read.value.data as { log: unknown[] }).log).toHaveLength(
          table.session.get().log.length,
        );
      }
      expect(table.session.get().log.length).toBeGreaterThanOrEqual(CRASHES);
    },
    scaled(10_000 + CRASHES * 3_000),
  );
});
