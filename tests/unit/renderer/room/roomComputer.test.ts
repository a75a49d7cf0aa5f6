import { matchMaker } from '@colyseus/core';
import { afterEach, describe, expect, it } from 'vitest';
import { TABLE_ROOM_ID } from '../../../../electron/room/roomProtocol.ts';
import type { TableRoom } from '../../../../electron/room/tableRoom.ts';
import type { WebHost } from '../../../../electron/webHost.ts';
import { startSession, withControl } from '../../../../engine/game/session.ts';
import { pendingActor, type Session, type TableControl } from '../../../../engine/skirmish.ts';
import { applyAction } from '../../../../engine/game/applyAction.ts';
import { BEGIN_TURNS } from '../../../../engine/game/records/beginTurns.ts';
import { RoomComputer } from '../../../../renderer/room/roomComputer.ts';
import { mirrorTable } from '../../../../renderer/room/tableMirror.ts';
import { TableStore } from '../../../../renderer/state/tableStore.ts';
import { startEncounter } from '../../../bench/benchEncounter.ts';
import { useTempDirs } from '../../electron/tempDir.ts';
import { aView, bridgeTo, listen, publicTicket, until, webHostWithTable } from './roomKit.ts';
import { joinTableRoom } from '../../../../renderer/room/roomLink.ts';

/**
 * Issue 38, item 1: the computer opponents play on the host, as seats of the table room, each
 * decision asked in a worker thread with its side's view only; the Dealer's window plays none of
 * it, and follows what the room played. Over real sockets on 127.0.0.1, with the web host as
 * `npm start` runs it (its computer thinks in a real worker thread).
 */
const tempDir = useTempDirs();
const stops: (() => unknown)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

const WATCH: TableControl = { pc: 'easy', npc: 'easy', byId: {} };

async function host(): Promise<WebHost> {
  const web = await webHostWithTable(await tempDir());
  stops.push(() => web.close());
  return web;
}

function roomSession(): Session {
  const room = matchMaker.getLocalRoomById(TABLE_ROOM_ID) as TableRoom;
  return room.current().game!.session as Session;
}

/** The Dealer's window on a table the computer plays, run from the room: it never thinks itself. */
async function dealerWatching(web: WebHost, control: TableControl, pace: 'instant' | 'step') {
  const bridge = bridgeTo(() => web.url);
  const table = new TableStore(withControl(startSession(startEncounter(7)), control));
  const asked: string[] = [];
  const computer = new RoomComputer(
    table,
    table.computerChannel,
    () => {
      asked.push('a player in the window');
      throw new Error('the window must not think for the computer');
    },
    { pace },
  );
  stops.push(computer.start());
  const mirror = mirrorTable(table.game, bridge, { computer: table.computerChannel });
  stops.push(mirror.stop);
  return { bridge, table, computer, mirror, asked };
}

describe("the computer's seats at the table room (issue 38)", () => {
  it('play a watched game on the host, and the window and the TV follow every move', async () => {
    const web = await host();
    const { bridge, table, computer, asked } = await dealerWatching(web, WATCH, 'instant');
    const tv = joinTableRoom(publicTicket(bridge));
    stops.push(tv.close);
    const heard = listen(tv);

    // Watch mode: the seats begin the rounds and play both sides; the window only follows.
    const played = await until(table.session, (s) => s.log.length >= 12);
    expect(roomSession().log.slice(0, played.log.length)).toEqual(played.log);
    expect(asked).toEqual([]);
    expect(table.game.lastChange?.kind).toBe('room');
    // The turn panel hears the moves with their why lines, from the room.
    const moves = await until(computer.recentMoves, (m) => m.length > 0);
    expect(moves.at(-1)).toMatchObject({ level: 'easy', why: expect.any(String) });
    // The TV sees the game move, and nothing of the hands.
    await heard.next(aView((m) => !m.whole));
    expect(JSON.stringify(heard.heard)).not.toContain('"hand"');
  });

  it('hold each move at the step pace until the Dealer says Next move, one move a word', async () => {
    const web = await host();
    const { table, computer } = await dealerWatching(web, WATCH, 'step');
    await until(computer.holding, (h) => h);
    const before = table.session.get().log.length;
    expect(roomSession().log).toHaveLength(before);
    expect(computer.step()).toBe(true);
    const after = await until(table.session, (s) => s.log.length > before);
    // One move played, and the next one held again.
    await until(computer.holding, (h) => h);
    expect(table.session.get()).toBe(after);
    expect(roomSession().log).toEqual(after.log);
  });

  it('pause at the Dealer’s word, and go on at Resume', async () => {
    const web = await host();
    const { table, computer } = await dealerWatching(web, WATCH, 'step');
    await until(computer.holding, (h) => h);
    computer.pause();
    await until(computer.paused, (p) => p);
    computer.setPace('instant');
    // Paused, the held move stays held at any pace.
    const held = table.session.get().log.length;
    expect(computer.holding.get()).toBe(true);
    computer.resume();
    await until(table.session, (s) => s.log.length > held + 3);
    expect(computer.paused.get()).toBe(false);
  });

  it('play only the computer’s characters: a person’s turn waits for the Dealer’s window', async () => {
    const web = await host();
    // The computer seated for the side that acts first, a person for the other.
    const begun = applyAction(startEncounter(7), { type: BEGIN_TURNS.type });
    if (!begun.ok) throw new Error(begun.message);
    const first = pendingActor(begun.state);
    if (first.kind !== 'character') throw new Error('no character acts first');
    const side = begun.state.combatants[first.who]!.side;
    const person = side === 'pc' ? 'npc' : 'pc';
    const control: TableControl = { pc: 'easy', npc: 'easy', byId: {}, [person]: 'human' };
    const { table, computer, asked } = await dealerWatching(web, control, 'instant');
    // The room hears the Dealer's pace as the window joins.
    await until(table.computerChannel.status, (s) => s?.pace === 'instant');
    // Nobody begins the rounds for a table with a person at it: the Dealer does.
    expect(table.act({ type: BEGIN_TURNS.type })).toBe(true);
    const waiting = await until(table.session, (s) => {
      const pending = pendingActor(s.current);
      return pending.kind === 'character' && s.current.combatants[pending.who]!.side === person;
    });
    // The computer's characters played theirs on the host, and the window heard it from there;
    // the person's turn waits for the Dealer's window.
    expect(waiting.log.length).toBeGreaterThan(1);
    expect(table.game.lastChange?.kind).toBe('room');
    expect(roomSession().log).toEqual(waiting.log);
    expect(asked).toEqual([]);
    expect(computer.thinking.get()).toBeNull();
  });
});
