import { Client, type Room } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTableRoom } from '../../../../electron/room/roomServer.ts';
import { startRoomServer } from './roomServerKit.ts';
import type { FrameMessage, ReportedFrame } from '../../../../electron/room/roomProtocol.ts';
import { startSession } from '../../../../engine/game/session.ts';
import { SKIRMISH } from '../../../../engine/game/skirmishGame.ts';
import type { Viewer } from '../../../../engine/game/viewer.ts';
import { encounter } from '../../engine/game/encounterFixture.ts';

/**
 * Issue 38, one path: the projector on this machine tells the table room what it shows, and the
 * room tells the Dealer's windows, as they join and as it changes; when the projector leaves,
 * however it closed, the Dealer's windows are told it is gone. Over real sockets on 127.0.0.1.
 */
let endpoint: string;
let stopServer: () => Promise<void>;
let roomId: string;

beforeAll(async () => {
  ({ endpoint, stop: stopServer } = await startRoomServer());
  roomId = await openTableRoom({
    game: { def: SKIRMISH, session: startSession(encounter()) },
    roomId: 'frames',
    passes: new Map<string, Viewer>([
      ['dealer-pass', 'dealer'],
      ['tv-pass', 'public'],
    ]),
  });
});

afterAll(async () => {
  await stopServer();
});

/** A client and the frames it is told, with a wait for the next that `test` accepts. */
async function dealer() {
  const room = await new Client(endpoint).joinById(roomId, { pass: 'dealer-pass' });
  const told: (ReportedFrame | null)[] = [];
  let waits: { test: (f: ReportedFrame | null) => boolean; wake: () => void }[] = [];
  room.onMessage('*', () => undefined);
  room.onMessage('frame', ({ frame }: FrameMessage) => {
    told.push(frame);
    waits = waits.filter((w) => !(w.test(frame) && (w.wake(), true)));
  });
  return {
    room,
    told,
    until: (test: (f: ReportedFrame | null) => boolean) =>
      new Promise<void>((wake) =>
        told.length && test(told.at(-1)!) ? wake() : waits.push({ test, wake }),
      ),
  };
}

const FRAME: ReportedFrame = {
  shows: { x: 0, y: 0, width: 16, height: 12 },
  whole: true,
  viewport: { width: 1280, height: 1024 },
  screen: { width: 1280, height: 1024, ratio: 1 },
};

describe('the projector’s frame through the room (issue 38)', () => {
  it('reaches the Dealer as it joins and as it changes, and is gone when the projector goes', async () => {
    const window = await dealer();
    await window.until((f) => f === null);
    const tv: Room = await new Client(endpoint).joinById(roomId, { pass: 'tv-pass' });
    tv.onMessage('*', () => undefined);
    // Not a frame: nothing is told.
    tv.send('frame', { frame: { shows: 'everything' } });
    tv.send('frame', { frame: FRAME });
    await window.until((f) => f?.viewport.height === 1024);
    expect(window.told.filter((f) => f !== null)).toEqual([FRAME]);
    // A window that joins late is told it at once.
    const late = await dealer();
    await late.until((f) => f !== null);
    expect(late.told).toEqual([FRAME]);
    // The projector leaves without a word (its page closed): the frame is gone.
    (tv.connection.transport as unknown as { ws: { close(): void } }).ws.close();
    await window.until((f) => f === null);
    await late.until((f) => f === null);
    await Promise.all([window.room.leave(), late.room.leave()]);
  });
});
