import { Client } from 'colyseus.js';
import { afterEach, describe, expect, it } from 'vitest';
import type { SeatMessage } from '../../../../electron/room/roomProtocol.ts';
import type { WebHost } from '../../../../electron/webHost.ts';
import { startSession } from '../../../../engine/game/session.ts';
import { sessionToSave } from '../../../../engine/save/sessionSave.ts';
import { encounter } from '../../engine/game/encounterFixture.ts';
import { useTempDirs } from '../tempDir.ts';
import { bridgeTo, webHostWithTable } from '../../renderer/room/roomKit.ts';

/**
 * Issue 39, item 1: the table's seats, one per player character, each with a link whose secret
 * is kept in the settings, so it survives a restart as the TV's does; a phone that opens it waits
 * for the Dealer. Through the web host as `npm start` runs it.
 */
const tempDir = useTempDirs();
const stops: (() => unknown)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

async function hostOn(dataDir: string): Promise<WebHost> {
  const web = await webHostWithTable(dataDir);
  const bridge = bridgeTo(() => web.url);
  const opened = await bridge.hostTable({
    save: sessionToSave(startSession(encounter())) as never,
  });
  if (!opened.ok) throw new Error(opened.error.message);
  return web;
}

describe('the table’s seats (issue 39)', () => {
  it('one per player character, with links that last across a restart', async () => {
    const dir = await tempDir();
    const first = await hostOn(dir);
    const seats = first.table!.seats();
    expect(seats.map((s) => [s.key, s.name, s.holds])).toEqual([
      ['pc:kate', 'Marshal Kate', ['kate']],
      ['pc:ned', 'Ned', ['ned']],
    ]);
    expect(new Set(seats.map((s) => s.pass)).size).toBe(2);
    // The Dealer's settings never show the host's own secrets.
    const settings = await bridgeTo(() => first.url).getSettings({});
    expect(JSON.stringify(settings)).not.toContain(seats[0]!.pass);
    await first.close();

    const again = await hostOn(dir);
    stops.push(() => again.close());
    expect(again.table!.seats()).toEqual(seats);
    // A phone with the link waits for the Dealer.
    const phone = await new Client(again.url.replace(/^http/, 'ws')).joinById(again.table!.roomId, {
      pass: seats[1]!.pass,
    });
    stops.push(() => phone.leave());
    const told = await new Promise<SeatMessage>((resolve) => phone.onMessage('seat', resolve));
    expect(told).toEqual({ state: 'waiting', seat: 'Ned' });
  });
});
