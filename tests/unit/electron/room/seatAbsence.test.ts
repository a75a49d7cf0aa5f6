import { matchMaker } from '@colyseus/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTableRoom } from '../../../../electron/room/roomServer.ts';
import { startRoomServer } from './roomServerKit.ts';
import { Client, type Room } from 'colyseus.js';
import {
  viewAfter,
  type RoomAnswer,
  type ViewMessage,
} from '../../../../electron/room/roomProtocol.ts';
import type { HostedGame, TableRoom } from '../../../../electron/room/tableRoom.ts';
import { chooseAction } from '../../../../engine/ai/simpleAi.ts';
import type { Action } from '../../../../engine/game/actions.ts';
import { withCombatant } from '../../../../engine/game/combatantShape.ts';
import type { GameState } from '../../../../engine/game/gameState.ts';
import type { GameEvent } from '../../../../engine/game/outcome.ts';
import { BEGIN_TURNS } from '../../../../engine/game/records/beginTurns.ts';
import { HIDE } from '../../../../engine/game/records/hide.ts';
import { REVEAL } from '../../../../engine/game/records/reveal.ts';
import { startSession } from '../../../../engine/game/session.ts';
import { SKIRMISH } from '../../../../engine/game/skirmishGame.ts';
import { withState } from '../../../../engine/game/stateShape.ts';
import { seat, type Viewer } from '../../../../engine/game/viewer.ts';
import { joinTableRoom } from '../../../../renderer/room/roomLink.ts';
import { encounter } from '../../engine/game/encounterFixture.ts';

/**
 * Issue 39's absence test, per seat: every message each phone received is walked for the other
 * seat's cards, a hidden NPC, the Dealer's notes and the generator, after a reveal and its undo,
 * a late join, a phone that dropped and came back, and a host restart. Over real sockets on 127.0.0.1, each phone
 * through the pages' own link (roomLink.ts), as a phone's page joins.
 */
const ROOM = 'absence';
let endpoint: string;
let stopServer: () => Promise<void>;
let game: HostedGame<GameState, Action, GameEvent>;

/** The Dealer's notes on the table, on Tom, and on the map: none may reach a phone. */
const NOTES = ['TABLE-NOTE-7f3', 'TOM-NOTE-9a1', 'KATE-NOTE-2c4'];

beforeAll(async () => {
  ({ endpoint, stop: stopServer } = await startRoomServer());
  const start = encounter();
  const state = withState(start, {
    notes: NOTES[0]!,
    combatants: {
      ...start.combatants,
      tom: withCombatant(start.combatants.tom!, { notes: NOTES[1]! }),
      kate: withCombatant(start.combatants.kate!, { notes: NOTES[2]! }),
    },
  });
  game = { def: SKIRMISH, session: startSession(state) };
  await openRoom();
});

/** The table room, with the Dealer's pass and the two seats' (opened again after a restart). */
function openRoom() {
  return openTableRoom({
    game,
    roomId: ROOM,
    passes: new Map<string, Viewer>([
      ['dealer-pass', 'dealer'],
      ['a-pass', seat('Ann', ['kate'])],
      ['b-pass', seat('Bob', ['ned'])],
    ]),
    budget: { perSecond: 1e9, burst: 1e9 },
    seatsWithoutAsking: true,
  });
}

afterAll(async () => {
  await stopServer();
});

const room = () => matchMaker.getLocalRoomById(ROOM) as TableRoom;

/** The Dealer, as a client of the room: each request answered before the next is sent. */
let dealer: Room;
async function dealerSends(type: 'intent' | 'undo', body: object = {}): Promise<void> {
  const answered = new Promise<RoomAnswer>((resolve) => {
    const off = dealer.onMessage('answer', (a: RoomAnswer) => {
      off();
      resolve(a);
    });
  });
  dealer.send(type, body);
  const answer = await answered;
  if (!answer.ok) throw new Error(answer.message);
}
const dealerPlays = (action: Action) => dealerSends('intent', { action });

/** A phone as its page joins: everything it heard, and its view as it holds it. */
function phone(pass: string) {
  const link = joinTableRoom(async () => ({ roomId: ROOM, pass, endpoint }));
  const heard: string[] = [];
  let view: Record<string, unknown> | null = null;
  const wake: (() => void)[] = [];
  for (const type of ['view', 'seat', 'answer', 'controls', 'paused', 'background'])
    link.on(type, (message) => {
      heard.push(JSON.stringify(message));
      if (type === 'view') view = viewAfter(view, message as ViewMessage);
      for (const each of wake.splice(0)) each();
    });
  return {
    link,
    heard,
    view: () => view,
    /** Resolves at the next message it hears. */
    next: () => new Promise<void>((resolve) => wake.push(resolve)),
    /** Resolves once `test` holds of what it heard: checked now, then at each message. */
    async hears(test: () => boolean): Promise<void> {
      while (!test()) await new Promise<void>((resolve) => wake.push(resolve));
    },
    /** Resolves once its view, as it holds it, shows Tom (or no longer does). */
    async seesTom(seen: boolean): Promise<void> {
      while (JSON.stringify(view).includes('"tom"') !== seen)
        await new Promise<void>((resolve) => wake.push(resolve));
    },
  };
}

/** The card ids a combatant holds closed now: its hand and its deck. */
const closedCards = (id: string) => {
  const c = game.session.current.combatants[id]!;
  return [...c.hand, ...c.deck];
};

function expectNothingOf(heard: readonly string[], others: readonly string[], tomToo: boolean) {
  const all = heard.join('\n');
  for (const card of others) expect(all, card).not.toContain(`"${card}"`);
  for (const note of NOTES) expect(all).not.toContain(note);
  expect(all).not.toContain('"rng"');
  if (tomToo) expect(all).not.toContain('"tom"');
}

describe('what each phone hears (issue 39)', () => {
  it('holds nothing of the other seat, hidden Tom or the notes: after a reveal, an undo, a late join, a drop, a restart', async () => {
    dealer = await new Client(endpoint).joinById(ROOM, { pass: 'dealer-pass' });
    dealer.onMessage('*', () => undefined);
    await dealerPlays({ type: HIDE.type, combatant: 'tom' });
    await dealerPlays({ type: BEGIN_TURNS.type });
    const ann = phone('a-pass');
    await ann.next();
    const beforeReveal = ann.heard.length;
    // Tom revealed, then the reveal undone: hidden again.
    await dealerPlays({ type: REVEAL.type, combatant: 'tom' });
    await ann.seesTom(true);
    await dealerSends('undo');
    await ann.seesTom(false);
    const afterUndo = ann.heard.length;
    expect(JSON.stringify(ann.view())).not.toContain('"tom"');
    // The game goes on a little: the AI's choices, played as the Dealer's window would.
    for (let i = 0; i < 6; i++) {
      const action = chooseAction(game.session.current);
      if (action) await dealerPlays(action);
    }
    const tomUnseenUntil = ann.heard.length;
    // Bob's phone joins late.
    const bob = phone('b-pass');
    await bob.next();
    // Ann's phone drops without a word, and comes back by itself.
    const members = (room() as unknown as { members: Map<string, { viewer: Viewer }> }).members;
    const annId = [...members].find(
      ([, m]) => typeof m.viewer === 'object' && m.viewer.seat === 'Ann',
    )![0];
    const returned = new Promise<void>((resolve) =>
      ann.link.status.subscribe(() => ann.link.status.get().state === 'joined' && resolve()),
    );
    const whole = ann.next();
    const annClient = room().clients.find((c) => c.sessionId === annId)!;
    (annClient.ref as unknown as { terminate(): void }).terminate();
    await returned;
    await whole;

    // The host restarts on its port, with the game as it was written: both phones come back by
    // themselves and are sent it whole again.
    const port = Number(new URL(endpoint.replace(/^ws/, 'http')).port);
    const wholeViews = (each: ReturnType<typeof phone>) =>
      each.heard.filter((m) => m.includes('"whole":true')).length;
    const before = [ann, bob].map(wholeViews);
    await dealer.leave();
    await stopServer();
    ({ stop: stopServer } = await startRoomServer(port));
    await openRoom();
    await ann.hears(() => wholeViews(ann) > before[0]!);
    await bob.hears(() => wholeViews(bob) > before[1]!);
    expect(JSON.stringify(ann.view())).toContain('"kate"');

    expectNothingOf(ann.heard, closedCards('ned'), false);
    expectNothingOf(bob.heard, closedCards('kate'), false);
    // Before the reveal, and from its undo on, Ann's phone heard nothing of Tom.
    expectNothingOf(ann.heard.slice(0, beforeReveal), [], true);
    expectNothingOf(ann.heard.slice(afterUndo, tomUnseenUntil), [], true);
    ann.link.close();
    bob.link.close();
  });
});
