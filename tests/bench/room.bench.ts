import { createServer } from 'node:http';
import { Worker } from 'node:worker_threads';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { ClientState, matchMaker } from '@colyseus/core';
import { WebSocketClient } from '@colyseus/ws-transport';
import WebSocket from 'ws';
import kateJson from '../../assets/characters/marshal-kate.json';
import nedJson from '../../assets/characters/ned-calloway.json';
import { chooseAction } from '../../engine/ai/simpleAi.ts';
import { encounterFromMap } from '../../engine/game/encounterFromMap.ts';
import { SET_FOG } from '../../engine/game/records/setFog.ts';
import { characterSchema } from '../../engine/model/character.ts';
import { townMap } from './townMap.ts';
import { Client, type Room } from 'colyseus.js';
import { attachRoomServer, openTableRoom } from '../../electron/room/roomServer.ts';
import type { HostedGame, TableRoom } from '../../electron/room/tableRoom.ts';
import { ComputerSeats } from '../../electron/room/computerSeats.ts';
import { inProcessPlayer } from '../../common/computerPlayer.ts';
import type { Viewer } from '../../engine/game/viewer.ts';
import { medianMs, round, type Benchmark } from './harness.ts';
import { runEncounter, startEncounter } from './benchEncounter.ts';
import type { Action } from '../../engine/game/actions.ts';
import { applyAction } from '../../engine/game/applyAction.ts';
import type { GameState } from '../../engine/game/gameState.ts';
import type { GameEvent } from '../../engine/game/outcome.ts';
import { publicView } from '../../engine/game/publicView.ts';
import { startSession } from '../../engine/game/session.ts';
import { SKIRMISH } from '../../engine/game/skirmishGame.ts';
import { BEGIN_TURNS } from '../../engine/game/records/beginTurns.ts';
import { MOVE } from '../../engine/game/records/move.ts';
import { END_PHASE } from '../../engine/game/records/endPhase.ts';

/** Issue 38: the p99 of an intent's fan-out, at most this many times a bare echo's round trip. */
const TARGET_RATIO = 3;
const ROUNDS = 2000;
const WARMUP = 200;

/** The next message of `type`, listened for before what makes it is sent. */
function next(room: Room, type: string): Promise<void> {
  return new Promise((resolve) => {
    const off = room.onMessage(type, () => {
      off();
      resolve();
    });
  });
}

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
}

/**
 * `room-fanout` (issue 38): one intent of the Dealer's until the Dealer's window has the room's
 * answer (it holds its new view already: it plays ahead) and the TV holds its new view, over
 * loopback, against a bare Colyseus echo round trip in the same run. The intents alternate the
 * sample skirmish's first action (the round's turns begin) and its undo, each through the game's
 * gate and the save (in memory here: the store's own write is store-3000's) before the views go.
 */
const roomFanout: Benchmark = {
  name: 'room-fanout',
  run: () => fanoutRun('room-fanout', 0),
};

/** Issue 39: the phones at the table, each its own seat. */
const SEAT_PHONES = 8;

/**
 * `seat-fanout` (issue 39): one intent from a phone (its PC ends its Movement) until the Dealer's
 * window is told what it played and the TV and all SEAT_PHONES phones hold their new views, over
 * loopback, against a bare Colyseus echo round trip in the same run. Each is written (in memory
 * here) before the phone is answered; the Dealer's undo, untimed, sets the next round up.
 */
const seatFanout: Benchmark = {
  name: 'seat-fanout',
  run: () => fanoutRun('seat-fanout', SEAT_PHONES),
};

/**
 * A fan-out benchmark: the host and the clients each in a thread of their own (fanoutHost.ts,
 * fanoutClients.mjs): at a real table the host, the Dealer's window, the
 * TV and the phones are programs of their own, so neither the clients' decoding nor this
 * process's other benchmarks' heap is timed as the room's. TypeScript, as the bench runs it:
 * booted as the save checker's thread is (tsWorkerBoot.mjs).
 */
async function fanoutRun(name: string, seats: number) {
  const host = new Worker(new URL('../../electron/store/judge/tsWorkerBoot.mjs', import.meta.url), {
    workerData: { entry: new URL('./fanoutHost.ts', import.meta.url).href, seats },
  });
  const { endpoint, roomId, echoRoomId, actor } = await nextMessage<{
    endpoint: string;
    roomId: string;
    echoRoomId: string;
    actor: { seat: number; who: string } | null;
  }>(host);
  try {
    const clients = new Worker(new URL('./fanoutClients.mjs', import.meta.url), {
      workerData: {
        endpoint,
        roomId,
        echoRoomId,
        rounds: ROUNDS,
        warmup: WARMUP,
        begin: { type: BEGIN_TURNS.type },
        seats,
        actor,
        endPhase: END_PHASE.type,
      },
    });
    const { ours, bare } = await nextMessage<{ ours: number[]; bare: number[] }>(clients);
    await clients.terminate();
    const p99 = percentile(ours, 99);
    const bareP99 = percentile(bare, 99);
    return {
      name,
      ours_ms: round(p99),
      baseline: 'a bare Colyseus echo round trip (ping answered with pong), same run, loopback',
      baseline_ms: round(bareP99),
      ratio: round(p99 / bareP99),
      target: TARGET_RATIO,
      target_kind: 'ratio' as const,
      p50_ms: round(percentile(ours, 50)),
      baseline_p50_ms: round(percentile(bare, 50)),
      rounds: ROUNDS,
      ...(seats > 0 ? { phones: seats } : {}),
      load: os.loadavg().map((l) => round(l)),
    };
  } finally {
    const stopped = nextMessage(host);
    host.postMessage('stop');
    await stopped;
    await host.terminate();
  }
}

/** The next message a thread posts, or its error. */
function nextMessage<T>(thread: Worker): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    thread.once('message', resolve);
    thread.once('error', reject);
  });
}

/** The actions view-bytes plays: the first of the encounter-sim's fight, every one the AI's. */
const VIEW_BYTES_ACTIONS = 200;

/** A view as the players' feed before the table room sent it (SSE, issue 11): its frame's bytes. */
function feedFrameBytes(event: string, data: unknown): number {
  return Buffer.byteLength(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

/**
 * `view-bytes` (issue 38): the bytes the table room sends the TV per action on the sample map
 * (Dusty Crossing, the bench posse against the example NPCs), after its first message, over
 * loopback as the TV's socket receives them. Beside it, today's players' feed for the same
 * actions: what the Dealer's window posted and the LAN stream sent, publicView without its map as
 * JSON on every change, the map again whenever it changed. Bytes are not noisy: the target is
 * absolute, a median of at most 2 KB (in the ours_ms column, as wall-memory's bytes are).
 */
const viewBytes: Benchmark = {
  name: 'view-bytes',
  async run() {
    const actions: Action[] = [];
    runEncounter(7, (action) => {
      if (actions.length < VIEW_BYTES_ACTIONS) actions.push(action);
    });
    const http = createServer((_req, res) => res.end());
    const server = attachRoomServer(http);
    await server.listen(0, '127.0.0.1');
    const endpoint = `ws://127.0.0.1:${(http.address() as AddressInfo).port}`;
    const game: HostedGame<GameState, Action, GameEvent> = {
      def: SKIRMISH,
      session: startSession(startEncounter(7)),
    };
    try {
      const roomId = await openTableRoom({
        game,
        roomId: 'view-bytes',
        passes: new Map<string, Viewer>([
          ['dealer', 'dealer'],
          ['tv', 'public'],
        ]),
        budget: { perSecond: 1e6, burst: 1e6 },
      });
      const client = new Client(endpoint);
      const dealer = await client.joinById(roomId, { pass: 'dealer', mirror: true });
      const tv = await client.joinById(roomId, { pass: 'tv' });
      await next(tv, 'view');
      // The bytes of the TV's view messages, as its socket receives them (msgpack: a view's
      // `whole` key is its marker; an answer to the TV's own probe has none).
      let received = 0;
      const viewMarker = Buffer.from('\u00a5whole', 'latin1');
      (tv.connection.transport as unknown as { ws: NodeJS.EventEmitter }).ws.on(
        'message',
        (data: ArrayBuffer | Buffer) => {
          const bytes = Buffer.isBuffer(data) ? data : Buffer.from(data);
          if (bytes.includes(viewMarker)) received += bytes.byteLength;
        },
      );
      const ours: number[] = [];
      const feed: number[] = [];
      let state = game.session.current;
      let map = publicView(state).map;
      for (const [at, action] of actions.entries()) {
        const before = received;
        const answered = next(dealer, 'answer');
        dealer.send('intent', { actions: [action], epoch: 1, at });
        await answered;
        // The TV's view, if anything it may see changed, went out with the answer: a round trip
        // of the TV's own comes back after it. Its answer's bytes are not counted.
        const probe = next(tv, 'answer');
        tv.send('round-trip', {});
        await probe;
        ours.push(received - before);
        // The feed for the same action: the view without its map, and the map when it changed.
        const applied = applyAction(state, action);
        if (!applied.ok) throw new Error(`view-bytes: ${action.type} refused`);
        state = applied.state;
        const { map: next_, ...rest } = publicView(state);
        let bytes = feedFrameBytes('view', { mapId: 1, ...rest });
        if (next_ !== map) bytes += feedFrameBytes('map', next_);
        map = next_;
        feed.push(bytes);
      }
      await Promise.all([dealer.leave(), tv.leave()]);
      const median = medianMs(ours);
      return {
        name: 'view-bytes',
        ours_ms: median,
        ours: 'bytes the room sent the TV per action (median), over its socket, after the first',
        baseline:
          "today's players' feed for the same actions (SSE frames: the view as JSON, the map when it changed)",
        baseline_ms: medianMs(feed),
        ratio: round(median / medianMs(feed)),
        target: 2048,
        target_kind: 'ms',
        unit: 'bytes',
        actions: actions.length,
        ours_max_bytes: Math.max(...ours),
        baseline_max_bytes: Math.max(...feed),
        ours_total_bytes: ours.reduce((a, b) => a + b, 0),
        baseline_total_bytes: feed.reduce((a, b) => a + b, 0),
      };
    } finally {
      await server.gracefullyShutdown(false);
    }
  },
};

/** The actions room-publish-500 times: the first of the town's fight, fog on (stepFirst). */
const PUBLISH_ACTIONS = 24;
/** How many times room-publish-500 plays them, and how many of those only warm the host up. */
const PUBLISH_ROUNDS = 12;
const WARM_ROUNDS = 4;

/**
 * A step of one square for whoever starts a movement phase (the first free square east, west,
 * south or north), unless the last action was that step: null when there is none to take.
 */
function stepFirst(state: GameState, last: Action | undefined): Action | null {
  const who = state.turn?.who;
  if (!who || state.turn?.flow.value !== 'movement' || last?.type === MOVE.type) return null;
  const [x, y] = state.combatants[who]!.at;
  for (const [dx, dy] of [
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
  ] as const) {
    const step: Action = { type: MOVE.type, who, path: [[x + dx, y + dy]] };
    if (applyAction(state, step).ok) return step;
  }
  return null;
}

/**
 * A client of the room as its transport makes one, joined, whose socket takes the bytes and
 * drops them: the room's own path (the gate, the view, the patch, msgpack) runs whole.
 */
function sinkClient(id: string): WebSocketClient {
  const sink = {
    readyState: WebSocket.OPEN,
    bufferedAmount: 0,
    send: () => undefined,
    // What the room's shutdown asks of a socket.
    removeAllListeners: () => undefined,
    removeListener: () => undefined,
    close: () => undefined,
    terminate: () => undefined,
  };
  const client = new WebSocketClient(id, sink as unknown as WebSocket);
  client.state = ClientState.JOINED;
  return client;
}

/**
 * `room-publish-500` (issue 38): the host's CPU per action on the 500×500 town with the fog on
 * (explored), against one applyAction of that action in the same run: the room's whole path for
 * a request (its gate, the session, the answer, the TV's view, its patch, the bytes) with a
 * Dealer's window and a TV whose sockets take the bytes and drop them. Target: ratio <= 2.
 */
const roomPublish500: Benchmark = {
  name: 'room-publish-500',
  async run() {
    const [kate, ned] = [characterSchema.parse(kateJson), characterSchema.parse(nedJson)];
    const fogged = applyAction(
      encounterFromMap(townMap(500, 'centre'), { seed: 7, characters: [kate, ned] }),
      { type: SET_FOG.type, mode: 'explored' },
    );
    if (!fogged.ok) throw new Error(`room-publish-500: ${fogged.message}`);
    const states: GameState[] = [fogged.state];
    const actions: Action[] = [];
    while (actions.length < PUBLISH_ACTIONS) {
      // The AI's choice, and in each movement phase a step first: the posse walks and the fog
      // grows, as it does in a game on a town this size (the AI, in range at once, would not).
      const action = stepFirst(states.at(-1)!, actions.at(-1)) ?? chooseAction(states.at(-1)!);
      if (!action) break;
      const applied = applyAction(states.at(-1)!, action);
      if (!applied.ok) throw new Error(`room-publish-500: ${action.type} refused`);
      actions.push(action);
      states.push(applied.state);
    }
    const http = createServer((_req, res) => res.end());
    const server = attachRoomServer(http);
    await server.listen(0, '127.0.0.1');
    const game: HostedGame<GameState, Action, GameEvent> = {
      def: SKIRMISH,
      session: startSession(fogged.state),
    };
    let seats: ComputerSeats | null = null;
    try {
      const roomId = await openTableRoom({
        game,
        roomId: 'publish-500',
        passes: new Map<string, Viewer>([
          ['dealer', 'dealer'],
          ['tv', 'public'],
        ]),
        budget: { perSecond: 1e9, burst: 1e9 },
      });
      const room = matchMaker.getLocalRoomById(roomId) as unknown as {
        clients: WebSocketClient[];
        onAuth(client: unknown, options: unknown, context: unknown): unknown;
        onJoin(client: unknown): void;
        answer(client: unknown, request: unknown): Promise<void>;
      };
      const dealer = sinkClient('dealer');
      const tv = sinkClient('tv');
      for (const [client, pass, options] of [
        [dealer, 'dealer', { mirror: true }],
        [tv, 'tv', {}],
      ] as const) {
        room.onAuth(client, { pass, ...options }, { headers: {} });
        room.clients.push(client);
        room.onJoin(client);
      }
      // Seated as the host seats them (tableHost.ts): with every character a person's, they play
      // nothing, but hear every session the room moves to, as on a Dealer's evening.
      const hosted = room as unknown as TableRoom;
      seats = new ComputerSeats(hosted, inProcessPlayer);
      hosted.seatComputer(seats);
      const ours: number[] = [];
      const baseline: number[] = [];
      // The same game played PUBLISH_ROUNDS times, the room's path and the baseline side by side;
      // the first WARM_ROUNDS are not counted: a host plays thousands of requests an evening, so
      // its steady state is what a Dealer feels, not V8's first compile of each path.
      for (let round = 0; round < PUBLISH_ROUNDS; round++) {
        const epoch = (room as unknown as { open(g: unknown): number }).open({
          ...game,
          session: startSession(fogged.state),
        });
        const counted = round >= WARM_ROUNDS;
        for (const [i, action] of actions.entries()) {
          let start = performance.now();
          applyAction(states[i]!, action);
          if (counted) baseline.push(performance.now() - start);
          start = performance.now();
          await room.answer(dealer, { type: 'intent', actions: [action], epoch, at: i });
          if (counted) ours.push(performance.now() - start);
        }
      }
      const played = (room as unknown as { current(): { game: typeof game } }).current().game;
      if (played.session.log.length !== actions.length)
        throw new Error('room-publish-500: the room refused an action');
      const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
      /** Whether the i-th time counted is of a move, and the sum of the times `which` picks. */
      const isMove = (i: number) => actions[i % actions.length]!.type === MOVE.type;
      const sumOf = (xs: number[], which: (i: number) => boolean) =>
        sum(xs.filter((_, i) => which(i)));
      return {
        name: 'room-publish-500',
        ours_ms: round(sum(ours) / ours.length),
        ours: "the room's path per action: gate, session, answer, the TV's view, its patch, bytes",
        baseline: 'one applyAction of the same action, same run, side by side',
        baseline_ms: round(sum(baseline) / baseline.length),
        ratio: round(sum(ours) / sum(baseline)),
        target: 2,
        target_kind: 'ratio',
        actions: actions.length,
        rounds: `${PUBLISH_ROUNDS - WARM_ROUNDS} counted after ${WARM_ROUNDS} to warm up`,
        ours_median_ms: round(medianMs(ours)),
        moves: actions.filter((a) => a.type === MOVE.type).length,
        ratio_moves: round(sumOf(ours, isMove) / sumOf(baseline, isMove)),
        ratio_others: round(sumOf(ours, (i) => !isMove(i)) / sumOf(baseline, (i) => !isMove(i))),
        baseline_median_ms: round(medianMs(baseline)),
        ours_max_ms: round(Math.max(...ours)),
        load: os.loadavg().map((l) => round(l)),
      };
    } finally {
      seats?.close();
      await server.gracefullyShutdown(false);
    }
  },
};

export const benchmarks: Benchmark[] = [roomFanout, seatFanout, viewBytes, roomPublish500];
