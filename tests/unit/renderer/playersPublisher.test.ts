import { describe, expect, it } from 'vitest';
import { act, publicView, startSession, type Session } from '../../../engine/index.ts';
import type { PlayersMessage } from '../../../renderer/players/playersMessages.ts';
import { startPlayersPublisher } from '../../../renderer/players/playersPublisher.ts';
import {
  createPlayersControls,
  expireUnlockedPush,
} from '../../../renderer/players/projectorControls.ts';
import { createStore } from '../../../renderer/state/store.ts';
import { encounter } from '../engine/game/encounterFixture.ts';
import { settled } from '../eventLoop.ts';
import { BEGIN_TURNS } from '../../../engine/game/records/beginTurns.ts';
import { DRAW } from '../../../engine/game/records/draw.ts';
import { END_PHASE } from '../../../engine/game/records/endPhase.ts';
import { HIDE } from '../../../engine/game/records/hide.ts';
import { MOVE } from '../../../engine/game/records/move.ts';
import { PLACE_TOKEN } from '../../../engine/game/records/placeToken.ts';
import { SET_FOG } from '../../../engine/game/records/setFog.ts';
import { TOGGLE_DOOR } from '../../../engine/game/records/toggleDoor.ts';

/** A BroadcastChannel stand-in: what was posted, and a way to speak to the publisher. */
function fakeChannel() {
  const posted: PlayersMessage[] = [];
  let listener: ((event: MessageEvent<PlayersMessage>) => void) | null = null;
  return {
    posted,
    say: (data: PlayersMessage) => listener?.({ data } as MessageEvent<PlayersMessage>),
    channel: {
      postMessage: (m: PlayersMessage) => void posted.push(structuredClone(m)),
      addEventListener: (_: string, l: EventListener) =>
        void (listener = l as unknown as typeof listener),
      close: () => {},
    },
  };
}

/** A host stand-in that answers each post when told to, to see the coalescing. */
function slowHost() {
  const posts: { map?: unknown; view?: { round?: number } }[] = [];
  let release: (() => void)[] = [];
  return {
    posts,
    answerAll: async () => {
      while (release.length > 0) {
        const pending = release;
        release = [];
        pending.forEach((r) => r());
        await settled();
      }
    },
    bridge: {
      publishPlayersView: (parts: { map?: unknown; view?: unknown }) => {
        posts.push(structuredClone(parts) as (typeof posts)[number]);
        return new Promise<{ ok: true; value: { watching: number } }>((resolve) =>
          release.push(() => resolve({ ok: true, value: { watching: 1 } })),
        );
      },
    },
  };
}

function step(session: ReturnType<typeof createStore<Session>>, action: Parameters<typeof act>[1]) {
  const result = act(session.get(), action);
  if (!result.ok) throw new Error(result.message);
  session.set(result.session);
}

describe("the Dealer's window publishes the players' view (issue 11)", () => {
  it('sends the map once and the view on every change; a door sends the new map', () => {
    const session = createStore(startSession(encounter(7)));
    const fake = fakeChannel();
    const stop = startPlayersPublisher({ session }, null, fake.channel);
    step(session, { type: BEGIN_TURNS.type });
    step(session, { type: PLACE_TOKEN.type, combatant: 'kate', at: [5, 3] });
    expect(fake.posted.map((m) => m.kind)).toEqual(['map', 'view', 'view', 'view']);
    step(session, { type: TOGGLE_DOOR.type, who: 'kate', door: 0 });
    const last = fake.posted.slice(-2);
    expect(last.map((m) => m.kind)).toEqual(['map', 'view']);
    expect(last[0]!.kind === 'map' && last[0]!.map.doors[0]!.open).toBe(true);
    stop();
  });

  it('with the fog on, sends the map again when the posse sees new ground, and only then', () => {
    const session = createStore(startSession(encounter(7)));
    const fake = fakeChannel();
    const stop = startPlayersPublisher({ session }, null, fake.channel);
    const kinds = () => fake.posted.map((m) => m.kind);
    // The fog on: the ground beyond the wall leaves the players' side, in a new map (of the porch,
    // its one square the posse sees).
    step(session, { type: SET_FOG.type, mode: 'explored' });
    expect(kinds()).toEqual(['map', 'view', 'map', 'view']);
    const fogged = fake.posted[2]!;
    expect(fogged.kind === 'map' && fogged.map.ranks).toEqual([{ rank: 1, squares: [[11, 1]] }]);
    // A step that sees nothing new: the view alone.
    step(session, { type: BEGIN_TURNS.type });
    step(session, { type: HIDE.type, combatant: 'tom' });
    expect(kinds().slice(4)).toEqual(['view', 'view']);
    // Kate walks to the door and opens it: the ground she sees on the way and beyond comes.
    step(session, {
      type: MOVE.type,
      who: 'kate',
      path: [
        [2, 4],
        [3, 4],
        [4, 3],
        [5, 3],
      ],
    });
    step(session, { type: TOGGLE_DOOR.type, who: 'kate', door: 0 });
    const last = fake.posted.filter((m) => m.kind === 'map').at(-1)!;
    expect(last.kind === 'map' && last.map).toEqual(publicView(session.get().current).map);
    expect(last.kind === 'map' && last.map.doors[0]!.open).toBe(true);
    stop();
  });

  it('sends only what publicView lets out: hand sizes, never the cards in hand', () => {
    const session = createStore(startSession(encounter(7)));
    const fake = fakeChannel();
    startPlayersPublisher({ session }, null, fake.channel);
    const hand = session.get().current.combatants.kate!.hand;
    step(session, { type: PLACE_TOKEN.type, combatant: 'buster', at: [3, 3] });
    const text = JSON.stringify(fake.posted);
    expect(text).toContain('Buster');
    for (const id of hand) expect(text).not.toContain(`"${id}"`);
    const view = fake.posted.at(-1)!;
    expect(view.kind === 'view' && view.view.combatants.find((c) => c.id === 'kate')).toMatchObject(
      { handSize: 4 },
    );
  });

  it('answers a players’ view that says hello with the map and the view again', () => {
    const session = createStore(startSession(encounter(7)));
    const fake = fakeChannel();
    startPlayersPublisher({ session }, null, fake.channel);
    fake.posted.length = 0;
    fake.say({ kind: 'hello' });
    expect(fake.posted.map((m) => m.kind)).toEqual(['map', 'view']);
  });

  it('posts to the host one at a time, the latest view next: a burst costs two posts', async () => {
    const session = createStore(startSession(encounter(7)));
    const host = slowHost();
    startPlayersPublisher({ session }, host.bridge, null);
    step(session, { type: BEGIN_TURNS.type });
    step(session, { type: PLACE_TOKEN.type, combatant: 'kate', at: [2, 3] });
    step(session, { type: PLACE_TOKEN.type, combatant: 'kate', at: [3, 3] });
    await host.answerAll();
    expect(host.posts).toHaveLength(2);
    expect(host.posts[0]).toHaveProperty('map');
    expect(host.posts[1]).not.toHaveProperty('map');
    const kate = (
      host.posts[1]!.view as { combatants: { id: string; at: number[] }[] }
    ).combatants.find((c) => c.id === 'kate');
    expect(kate!.at).toEqual([3, 3]);
  });

  it("sends the Dealer's controls whole when they change, and again to a view that says hello", async () => {
    const session = createStore(startSession(encounter(7)));
    const fake = fakeChannel();
    const host = slowHost();
    const controls = createPlayersControls();
    startPlayersPublisher({ session }, host.bridge, fake.channel, controls.current);
    controls.setBlanked(true);
    controls.toggleRotation();
    const sent = fake.posted.filter((m) => m.kind === 'controls');
    expect(sent.at(-1)).toMatchObject({ controls: { blanked: true, rotation: 180 } });
    fake.posted.length = 0;
    fake.say({ kind: 'hello' });
    expect(fake.posted.map((m) => m.kind)).toEqual(['map', 'view', 'controls']);
    // The host has them too, for the LAN: the latest, folded into the next post.
    await host.answerAll();
    expect(host.posts.at(-1)).toMatchObject({ controls: { blanked: true, rotation: 180 } });
  });
});

describe("the Dealer's turn of the players' view (issue 11, item 2)", () => {
  it('turns a quarter at a time, all the way round, and 180° and back', () => {
    const controls = createPlayersControls();
    const seen: number[] = [];
    for (let i = 0; i < 4; i++) {
      controls.turnQuarter();
      seen.push(controls.current.get().rotation);
    }
    expect(seen).toEqual([90, 180, 270, 0]);
    controls.toggleRotation();
    expect(controls.current.get().rotation).toBe(180);
    controls.toggleRotation();
    expect(controls.current.get().rotation).toBe(0);
  });
});

describe("the Dealer's push of the players' view (issue 11, item 7)", () => {
  it('lasts the turn it was pushed in unless locked; locked, it stays until let go', () => {
    const session = createStore(startSession(encounter(7)));
    const controls = createPlayersControls();
    expireUnlockedPush(session, controls);
    step(session, { type: BEGIN_TURNS.type });
    const who = () => session.get().current.turn!.who;
    const passTurn = () => {
      const acting = who();
      step(session, { type: END_PHASE.type, who: acting });
      step(session, { type: END_PHASE.type, who: acting });
      step(session, { type: DRAW.type, who: acting });
    };
    const rect = { x: 1, y: 1, width: 4, height: 3 };
    controls.push(rect);
    // A phase ended in the same turn keeps it.
    step(session, { type: END_PHASE.type, who: who() });
    expect(controls.current.get().pushed).toEqual(rect);
    step(session, { type: END_PHASE.type, who: who() });
    step(session, { type: DRAW.type, who: who() });
    expect(controls.current.get().pushed).toBeNull();
    controls.push(rect);
    controls.setLocked(true);
    passTurn();
    expect(controls.current.get().pushed).toEqual(rect);
    controls.release();
    expect(controls.current.get()).toMatchObject({ pushed: null, locked: false });
  });
});
