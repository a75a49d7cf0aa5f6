import { Client } from 'colyseus.js';
import { afterEach, describe, expect, it } from 'vitest';
import type { RoomAnswer, SeatMessage } from '../../../../electron/room/roomProtocol.ts';
import { chooseAction } from '../../../../engine/ai/simpleAi.ts';
import { play } from '../../../../engine/game/gameSession.ts';
import { pendingActor } from '../../../../engine/game/pendingActor.ts';
import { BEGIN_TURNS } from '../../../../engine/game/records/beginTurns.ts';
import { END_PHASE } from '../../../../engine/game/records/endPhase.ts';
import { startSession, type Session } from '../../../../engine/game/session.ts';
import { SKIRMISH } from '../../../../engine/game/skirmishGame.ts';
import { seat } from '../../../../engine/game/viewer.ts';
import type { Action } from '../../../../engine/skirmish.ts';
import { joinTableRoom } from '../../../../renderer/room/roomLink.ts';
import { mirrorTable } from '../../../../renderer/room/tableMirror.ts';
import { TableStore } from '../../../../renderer/state/tableStore.ts';
import { encounter } from '../../engine/game/encounterFixture.ts';
import { useTempDirs } from '../../electron/tempDir.ts';
import { bridgeTo, until, webHostWithTable } from './roomKit.ts';

/**
 * Issue 39: a seat plays at the room while the Dealer's window plays ahead. The room takes their
 * requests in the order they come; whatever the window sent that the room refused (it played the
 * seat's first), the window takes the room's game in its place. A seat's move the room answered
 * is never lost to the window. Over real sockets, with the web host as `npm start` runs it.
 */
const tempDir = useTempDirs();
const stops: (() => unknown)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

/** The encounter played by the Dealer up to a PC's turn. */
function atPcTurn(): Session {
  let session = startSession(encounter());
  for (let guard = 0; guard < 50; guard++) {
    const pending = pendingActor(session.current);
    if (pending.kind === 'character' && session.current.combatants[pending.who]!.side === 'pc')
      return session;
    const action: Action | null =
      session.log.length === 0 ? { type: BEGIN_TURNS.type } : chooseAction(session.current);
    if (!action) break;
    const played = play(SKIRMISH, session, action);
    if (!played.ok) throw new Error(played.message);
    session = played.session;
  }
  throw new Error('no PC’s turn came');
}

describe('a seat and the Dealer’s window at once (issue 39)', () => {
  it('the window takes the room’s game where the seat played first; the seat’s move is kept', async () => {
    const web = await webHostWithTable(await tempDir());
    stops.push(() => web.close());
    const bridge = bridgeTo(() => web.url);
    const start = atPcTurn();
    const pending = pendingActor(start.current);
    if (pending.kind !== 'character') throw new Error('no character');
    const who = pending.who;
    const table = new TableStore(start);
    // What the room tells the window it played is held back: the window acts before it hears.
    const heldBack: (() => void)[] = [];
    const join: typeof joinTableRoom = (find, options) => {
      const link = joinTableRoom(find, options);
      return {
        ...link,
        on: (type, handler) =>
          link.on(type, (message) =>
            type === 'played'
              ? heldBack.push(() => handler(message as never))
              : handler(message as never),
          ),
      };
    };
    const mirror = mirrorTable(table.game, bridge, { join });
    stops.push(mirror.stop);
    await until(mirror.status, (s) => s.state === 'joined');

    const pass = web.table!.seatPass(seat('Ann', [who]));
    const phone = await new Client(web.url.replace(/^http/, 'ws')).joinById(web.table!.roomId, {
      pass,
    });
    stops.push(() => phone.leave());
    const answered = new Promise<RoomAnswer>((resolve) => phone.onMessage('answer', resolve));
    const seated = new Promise<void>((resolve) =>
      phone.onMessage('seat', (m: SeatMessage) => m.state === 'seated' && resolve()),
    );
    phone.onMessage('*', () => undefined);
    // The Dealer seats the phone (from a second window of the Dealer's: the panel's word).
    const dealer = await new Client(web.url.replace(/^http/, 'ws')).joinById(web.table!.roomId, {
      pass: web.table!.dealerPass,
    });
    stops.push(() => dealer.leave());
    dealer.onMessage('*', () => undefined);
    dealer.send('seat', { command: 'accept', client: phone.sessionId });
    await seated;
    // The phone ends its character's Movement; the Dealer's window, not yet told, undoes the
    // Dealer's last decision at the same moment.
    phone.send('intent', { action: { type: END_PHASE.type, who } });
    expect(await answered).toMatchObject({ ok: true });
    table.undo();
    // The room refuses the window's undo (its log moved); the window takes the room's game.
    const adopted = await until(
      table.session,
      (s) => table.game.lastChange?.kind === 'adopt' || s.log.length === start.log.length + 1,
    );
    expect(adopted.log).toEqual([...start.log, { type: END_PHASE.type, who }]);
    // The Dealer is told why the undo did not hold, and who played first.
    const name = start.current.combatants[who]!.name;
    expect(table.feedback.get().rejection).toBe(
      `${name}'s player played first (ending the movement): your undo was not taken.`,
    );
    const room = web.table!.held(1);
    expect(room?.save).toMatchObject({ log: adopted.log });
  });
});
