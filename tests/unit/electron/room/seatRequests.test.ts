import { Client, type Room } from 'colyseus.js';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTableRoom } from '../../../../electron/room/roomServer.ts';
import { startRoomServer } from './roomServerKit.ts';
import type {
  PlayedMessage,
  RoomAnswer,
  WrittenMessage,
} from '../../../../electron/room/roomProtocol.ts';
import type { HostedGame } from '../../../../electron/room/tableRoom.ts';
import type { PreviewMessage } from '../../../../electron/room/roomProtocol.ts';
import { skirmishPreview } from '../../../../engine/game/seatPreview.ts';
import { chooseAction } from '../../../../engine/ai/simpleAi.ts';
import type { Action } from '../../../../engine/game/actions.ts';
import { RECORD_LIST } from '../../../../engine/game/actionRegistry.ts';
import { play } from '../../../../engine/game/gameSession.ts';
import type { GameState } from '../../../../engine/game/gameState.ts';
import type { GameEvent } from '../../../../engine/game/outcome.ts';
import { pendingActor } from '../../../../engine/game/pendingActor.ts';
import { BEGIN_TURNS } from '../../../../engine/game/records/beginTurns.ts';
import { DECLARE_ATTACK } from '../../../../engine/game/records/declareAttack.ts';
import { END_PHASE } from '../../../../engine/game/records/endPhase.ts';
import { HIDE } from '../../../../engine/game/records/hide.ts';
import { startSession, type Session } from '../../../../engine/game/session.ts';
import { SKIRMISH } from '../../../../engine/game/skirmishGame.ts';
import { seat, type Viewer } from '../../../../engine/game/viewer.ts';
import { encounter } from '../../engine/game/encounterFixture.ts';

/**
 * Issue 39, item 2: a seat acts only for its own characters. Over real sockets on 127.0.0.1: a
 * seat's action for its character at its turn goes through the gate and is written before it is
 * answered, and the Dealer's window that holds the game is told what it played; anything else is
 * refused in words that name nothing hidden, and changes nothing. `npm test` fuzzes 1,000
 * requests from a seat; `npm run soak` 10,000 (SEAT_FUZZ_REQUESTS).
 */
const REQUESTS = Number(process.env.SEAT_FUZZ_REQUESTS ?? 1_000);

let endpoint: string;
let stopServer: () => Promise<void>;
let game: HostedGame<GameState, Action, GameEvent>;
let roomId: string;
/** The PC whose turn it is (the seat "A" plays it), and the other PC (seat "B"). */
let mine: string;
let theirs: string;
const written: Session[] = [];

/** The Dealer plays the NPCs until a PC's turn comes; Tom is hidden from the players. */
function atPcTurn(): Session {
  let session = startSession(encounter());
  const steps: Action[] = [{ type: HIDE.type, combatant: 'tom' }, { type: BEGIN_TURNS.type }];
  for (let guard = 0; guard < 50; guard++) {
    const pending = pendingActor(session.current);
    if (steps.length === 0 && pending.kind === 'character') {
      if (session.current.combatants[pending.who]!.side === 'pc') return session;
    }
    const action = steps.shift() ?? chooseAction(session.current);
    if (!action) break;
    const played = play(SKIRMISH, session, action);
    if (!played.ok) throw new Error(played.message);
    session = played.session;
  }
  throw new Error('no PC’s turn came');
}

beforeAll(async () => {
  ({ endpoint, stop: stopServer } = await startRoomServer());
  const session = atPcTurn();
  const pending = pendingActor(session.current);
  mine = pending.kind === 'character' ? pending.who : '';
  theirs = ['kate', 'ned'].find((id) => id !== mine)!;
  game = {
    def: SKIRMISH,
    session,
    save: async (saved) => {
      written.push(saved as Session);
      return { ok: true, name: 'Autosave – seats' };
    },
  };
  roomId = await openTableRoom({
    game,
    roomId: 'seats',
    passes: new Map<string, Viewer>([
      ['dealer-pass', 'dealer'],
      ['a-pass', seat('A', [mine])],
      ['b-pass', seat('B', [theirs])],
    ]),
    budget: { perSecond: 1e9, burst: 1e9 },
    seatsWithoutAsking: true,
  });
});

afterAll(async () => {
  await stopServer();
});

/** A client and everything it hears, by type, in order. */
async function joined(pass: string, options: Record<string, unknown> = {}) {
  const room = await new Client(endpoint).joinById(roomId, { pass, ...options });
  const heard: { type: string | number; message: unknown }[] = [];
  room.onMessage('*', (type, message) => heard.push({ type, message }));
  return { room, heard };
}

/** The next message of `type`, listened for before what makes it is sent. */
function next<T>(room: Room, type: string): Promise<T> {
  return new Promise((resolve) => {
    const off = room.onMessage(type, (message: T) => {
      off();
      resolve(message);
    });
  });
}

/** The card ids of a combatant, hand and deck. */
function cardsOf(id: string): string[] {
  const c = game.session.current.combatants[id]!;
  return [...c.hand, ...c.deck];
}

describe('a seat at the table room (issue 39)', () => {
  it('refuses what is not its own, naming nothing hidden, and changes nothing', async () => {
    const a = await joined('a-pass');
    const before = game.session;
    const ask = async (type: string, body: unknown) => {
      const answer = next<RoomAnswer>(a.room, 'answer');
      a.room.send(type, body);
      return await answer;
    };
    expect(await ask('intent', { action: { type: END_PHASE.type, who: theirs } })).toEqual({
      ok: false,
      message: 'This seat plays only its own characters.',
    });
    // Hidden Tom and nobody at all are refused in the same words: a seat cannot probe.
    const hidden = await ask('intent', { action: { type: HIDE.type, combatant: 'tom' } });
    expect(hidden).toEqual({ ok: false, message: 'That is for the Dealer to do.' });
    const named = (id: string) =>
      ask('intent', { action: { type: DECLARE_ATTACK.type, who: mine, target: id, card: 'x' } });
    expect((await named('tom')) as { message: string }).toEqual({
      ok: false,
      message: 'There is no one called "tom" here.',
    });
    expect((await named('nobody')) as { message: string }).toEqual({
      ok: false,
      message: 'There is no one called "nobody" here.',
    });
    expect(await ask('undo', {})).toEqual({
      ok: false,
      message: 'Undo and redo are the Dealer’s.',
    });
    expect(game.session).toBe(before);
    await a.room.leave();
  });

  it("previews its own character's attack in the engine's words, and nothing of another's", async () => {
    const a = await joined('a-pass');
    const ask = async (ask: number, action: unknown) => {
      const answer = next<PreviewMessage>(a.room, 'preview');
      a.room.send('preview', { ask, action });
      return await answer;
    };
    const buster = { type: DECLARE_ATTACK.type, who: mine, target: 'buster', weapon: true };
    const own = await ask(1, buster);
    const expected = skirmishPreview(game.session.current, seat('A', [mine]), buster as Action)!;
    expect(own).toEqual({ ask: 1, preview: expected });
    expect(expected.text).not.toBe('');
    // Another's character, or hidden Tom: the refusal's own words, and no verdict.
    expect(await ask(2, { ...buster, who: theirs })).toEqual({
      ask: 2,
      preview: null,
      message: 'This seat plays only its own characters.',
    });
    expect(await ask(3, { ...buster, target: 'tom' })).toEqual({
      ask: 3,
      preview: null,
      message: 'There is no one called "tom" here.',
    });
    expect(await ask(4, { type: END_PHASE.type, who: mine })).toMatchObject({ preview: null });
    await a.room.leave();
  });

  it('plays its own character at its turn: written, then answered, and the window told', async () => {
    const a = await joined('a-pass');
    const window = await joined('dealer-pass', { mirror: true });
    const at = game.session.log.length;
    const action = { type: END_PHASE.type, who: mine };
    const played = next<PlayedMessage>(window.room, 'played');
    const writtenTold = next<WrittenMessage>(window.room, 'written');
    const answer = next<RoomAnswer>(a.room, 'answer');
    a.room.send('intent', { action });
    expect(await played).toEqual({ epoch: 1, at, actions: [action] });
    expect(await answer).toMatchObject({ ok: true, actions: at + 1, saved: 'Autosave – seats' });
    expect(written.at(-1)!.log.at(-1)).toEqual(action);
    expect(await writtenTold).toEqual({ epoch: 1, actions: at + 1, saved: 'Autosave – seats' });
    await Promise.all([a.room.leave(), window.room.leave()]);
  });

  it(`takes ${REQUESTS} hostile requests from a seat: no crash, no change to another’s`, async () => {
    const a = await joined('a-pass');
    const theirCards = cardsOf(theirs).filter((id) => !cardsOf(mine).includes(id));
    const theirsBefore = JSON.stringify(game.session.current.combatants[theirs]);
    const logBefore = game.session.log.length;
    const ids = ['kate', 'ned', 'tom', 'buster', '__proto__', 'constructor', 'nobody'];
    const types = [...RECORD_LIST.map((r) => r.type), '__proto__', 'toString'];
    const hostile = fc.record({
      type: fc.constantFrom(
        'intent',
        'intent',
        'intent',
        'undo',
        'redo',
        'controls',
        'computer',
        'preview',
      ),
      action: fc.record(
        {
          type: fc.constantFrom(...types),
          who: fc.constantFrom(...ids),
          target: fc.constantFrom(...ids),
          combatant: fc.constantFrom(...ids),
          card: fc.oneof(fc.constantFrom(...cardsOf(theirs)), fc.string({ maxLength: 8 })),
          to: fc.tuple(fc.integer({ min: -1, max: 12 }), fc.integer({ min: -1, max: 8 })),
        },
        { requiredKeys: ['type'] },
      ),
      junk: fc.anything({ maxDepth: 2 }),
    });
    const samples = fc.sample(hostile, { numRuns: REQUESTS, seed: 39 });
    for (const [i, r] of samples.entries()) {
      const body = i % 7 === 0 ? r.junk : { action: r.action };
      a.room.send(r.type, body);
      if (i % 50 === 49) {
        const answered = next<RoomAnswer>(a.room, 'answer');
        a.room.send('round-trip', {});
        await answered;
      }
    }
    const answered = next<RoomAnswer>(a.room, 'answer');
    a.room.send('round-trip', {});
    await answered;
    // Whatever the seat got played was its own character's; the other seat's is untouched.
    for (const action of game.session.log.slice(logBefore))
      expect((action as { who?: string }).who).toBe(mine);
    expect(JSON.stringify(game.session.current.combatants[theirs])).toBe(theirsBefore);
    // And nothing the seat heard holds the other seat's cards, Tom or the generator.
    const heard = JSON.stringify(a.heard);
    for (const card of theirCards) expect(heard).not.toContain(`"${card}"`);
    expect(heard).not.toContain('"tom"');
    expect(heard).not.toContain('"rng"');
    await a.room.leave();
  });
});
