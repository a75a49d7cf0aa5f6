import { matchMaker } from '@colyseus/core';
import { Client, type Room } from 'colyseus.js';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_VIEWER_CONTROLS,
  TABLE_ROOM_ID,
  type BackgroundMessage,
  type RoomAnswer,
  type ViewerControls,
  type ViewMessage,
} from '../../../../electron/room/roomProtocol.ts';
import type { TableRoom } from '../../../../electron/room/tableRoom.ts';
import { startWebHost, type WebHost } from '../../../../electron/webHost.ts';
import { BEGIN_TURNS } from '../../../../engine/game/records/beginTurns.ts';
import { SHOW_TO_PLAYERS } from '../../../../engine/game/records/showToPlayers.ts';
import { startSession } from '../../../../engine/game/session.ts';
import type { GameMap } from '../../../../engine/skirmish.ts';
import { sessionToSave } from '../../../../engine/save/sessionSave.ts';
import { joinTableRoom } from '../../../../renderer/room/roomLink.ts';
import { mirrorTable } from '../../../../renderer/room/tableMirror.ts';
import type { RoomSaveReport } from '../../../../renderer/room/roomSaving.ts';
import { autosaveStatus, startAutosave } from '../../../../renderer/state/autosave.ts';
import { createStore } from '../../../../common/store.ts';
import { TableStore } from '../../../../renderer/state/tableStore.ts';
import { encounter } from '../../engine/game/encounterFixture.ts';
import { useTempDirs } from '../../electron/tempDir.ts';
import { aView, bridgeTo, listen, publicTicket } from './roomKit.ts';

/**
 * Issue 38: the Dealer's window plays ahead and the host's table room follows it; every other
 * screen joins the room as the public and hears its own view. Over real sockets on 127.0.0.1,
 * with the web host as `npm start` runs it.
 */
const tempDir = useTempDirs();
const stops: (() => unknown)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

/** A web host with its table room, on `port` (0: a free one). */
async function host(port = 0, dataDir?: string, closedByTest = false): Promise<WebHost> {
  const dir = dataDir ?? (await tempDir());
  const started = await startWebHost({
    port,
    dataDir: dir,
    staticDir: dir,
    version: '0',
    table: true,
  });
  if (!closedByTest) stops.push(() => started.close());
  return started;
}

/** The room's own copy of the game. */
function roomSession() {
  const room = matchMaker.getLocalRoomById(TABLE_ROOM_ID) as TableRoom;
  return room.current().game!.session;
}

/**
 * The Dealer's window on a new table, mirrored to `web`'s room (with the Dealer's controls, when
 * given), and a TV joined as the public, heard from its first whole view on.
 */
async function dealerAndTv(
  web: () => WebHost,
  controls?: ReturnType<typeof createStore<ViewerControls>>,
) {
  const bridge = bridgeTo(() => web().url);
  const table = new TableStore(startSession(encounter()));
  const mirror = mirrorTable(table.game, bridge, { controls: controls ?? null });
  stops.push(mirror.stop);
  const tv = joinTableRoom(publicTicket(bridge));
  stops.push(tv.close);
  const heard = listen(tv);
  await heard.next(aView((m) => m.whole && 'map' in m.view));
  return { bridge, table, mirror, tv, heard };
}

describe("the Dealer's window and the table room (issue 38)", () => {
  it('plays ahead, and the room follows each action and undo; the public gets the map once', async () => {
    const web = await host();
    const { table, mirror, heard } = await dealerAndTv(() => web);

    const moved = heard.next(aView((m) => !m.whole));
    expect(table.act({ type: BEGIN_TURNS.type })).toBe(true);
    await moved;
    // The room holds the same game, played by its own gate, and the TV a patch of what changed.
    expect(roomSession().log).toEqual(table.session.get().log);
    // A patch, and the map not in it.
    const last = heard.heard.at(-1)!.message as ViewMessage;
    expect(last.whole).toBe(false);
    expect(JSON.stringify(last)).not.toContain('"terrain"');
    expect(heard.view()).toMatchObject({ phase: 'turns' });

    const undone = heard.next(aView((m) => !m.whole && JSON.stringify(m).includes('"phase"')));
    table.undo();
    await undone;
    expect(roomSession().log).toEqual([]);
    expect(roomSession().undone).toHaveLength(1);
    expect(mirror.status.get()).toEqual({ state: 'joined' });
    // Followed change by change: the game was never opened again whole.
    const wholes = heard.heard.filter((h) => h.type === 'view' && (h.message as ViewMessage).whole);
    expect(wholes).toHaveLength(1);
  });

  it('opens the game again whole when the window changes it in a way it cannot say', async () => {
    const web = await host();
    const { table, heard } = await dealerAndTv(() => web);
    expect(heard.heard.find((h) => h.type === 'view')?.message).toMatchObject({ epoch: 1 });
    // Another game put in place by hand, not through the table's own changes (a take-over).
    const other = startSession(encounter(9));
    const reopened = heard.next(aView((m) => m.whole && m.epoch === 2));
    table.session.set(other);
    await reopened;
    expect(roomSession().start).toEqual(other.start);
  });

  it('withholds the table from the public while blanked: the pause, then what changed, once shown', async () => {
    const web = await host();
    const controls = createStore<ViewerControls>(DEFAULT_VIEWER_CONTROLS);
    const { table, heard } = await dealerAndTv(() => web, controls);

    const paused = heard.next((type) => type === 'paused');
    controls.set({ ...controls.get(), blanked: true });
    await paused;
    const from = heard.heard.length;
    // The Dealer plays on while the TV is blanked: the room takes it, the TV hears nothing of it.
    table.act({ type: BEGIN_TURNS.type });
    await expect.poll(() => roomSession().log.length).toBe(1);
    const shown = heard.next(aView());
    controls.set({ ...controls.get(), blanked: false });
    await shown;
    const meanwhile = heard.heard.slice(from);
    expect(meanwhile.map((h) => h.type)).toEqual(['controls', 'view']);
    expect((meanwhile[0]!.message as ViewerControls).blanked).toBe(false);
    expect(heard.view()).toMatchObject({ phase: 'turns' });
  });

  it('refuses a request meant for a game since replaced, naming its epoch; and a bad save in words', async () => {
    const web = await host();
    const bridge = bridgeTo(() => web.url);
    const save = sessionToSave(startSession(encounter()));
    const first = await bridge.hostTable({ save });
    const second = await bridge.hostTable({ save });
    expect(first.ok && second.ok && [first.value.epoch, second.value.epoch]).toEqual([1, 2]);
    const { roomId, pass, endpoint } = second.ok ? second.value : ({} as never);
    const dealer: Room = await new Client(endpoint!).joinById(roomId, { pass, mirror: true });
    stops.push(() => dealer.leave());
    const answer = new Promise<RoomAnswer>((resolve) => dealer.onMessage('answer', resolve));
    dealer.send('intent', { actions: [{ type: BEGIN_TURNS.type }], epoch: 1, at: 0 });
    expect(await answer).toMatchObject({ ok: false, resync: true, asked: 1 });
    expect(roomSession().log).toEqual([]);

    const bad = await bridge.hostTable({ save: { ...save, log: [{ type: 'FLY' }] } });
    expect(bad).toMatchObject({ ok: false, error: { code: 'invalid_data' } });
    expect(!bad.ok && bad.error.message).toMatch(/^The table cannot open it: /);
  });

  it('comes back by itself after the host restarts, the window and the TV both, where the game stood', async () => {
    const dataDir = await tempDir();
    let web = await host(0, dataDir, true);
    const port = web.port;
    const { table, mirror, tv, heard } = await dealerAndTv(() => web);
    const played = heard.next(aView((m) => !m.whole));
    table.act({ type: BEGIN_TURNS.type });
    await played;

    const dropped = new Promise<void>((resolve) =>
      tv.status.subscribe(() => tv.status.get().state === 'reconnecting' && resolve()),
    );
    await web.close();
    await dropped;
    const back = heard.next(aView((m) => m.whole));
    web = await host(port, dataDir);
    await back;
    expect(tv.status.get()).toEqual({ state: 'joined' });
    expect(heard.view()).toMatchObject({ phase: 'turns' });
    expect(roomSession().log).toEqual(table.session.get().log);
    await expect.poll(() => mirror.status.get().state).toBe('joined');
  });

  it('autosaves each decision through the room before it answers, under the name the table claims', async () => {
    const web = await host();
    const bridge = bridgeTo(() => web.url);
    const name = 'Autosave – Room – 2026-12-07 12:00:00';
    // Another table's autosave holds the name already: this one claims "(2)", never overwriting.
    const other = sessionToSave(startSession(encounter(3)));
    expect((await bridge.writeSave({ kind: 'session', name, data: other })).ok).toBe(true);
    let windowWrites = 0;
    const counted = {
      ...bridge,
      writeSave: (input: Parameters<typeof bridge.writeSave>[0]) => {
        windowWrites++;
        return bridge.writeSave(input);
      },
    };
    const table = new TableStore(startSession(encounter()));
    const target = createStore<string | null>(null);
    const status = autosaveStatus();
    const refusals: string[] = [];
    const stopAutosave = startAutosave(table, counted, status, name, {
      target,
      owner: 'window-a',
      room: table.roomSaving,
      onRefused: (error) => refusals.push(error.code),
    });
    const mirror = mirrorTable(table.game, counted, { saving: table.roomSaving });
    stops.push(stopAutosave, mirror.stop);
    await expect.poll(() => mirror.status.get().state).toBe('joined');
    const reports: RoomSaveReport[] = [];
    table.roomSaving.onReport((report) => reports.push(report));

    // Nothing played yet on a new table: nothing written.
    const listed = await bridge.listSaves({ kind: 'session' });
    expect(listed.ok && listed.value.map((save) => save.name)).toEqual([name]);
    expect(target.get()).toBeNull();
    expect(table.act({ type: BEGIN_TURNS.type })).toBe(true);
    await expect.poll(() => reports.length).toBe(1);
    expect(reports[0]).toMatchObject({ ok: true, name: `${name} (2)` });
    expect(reports[0]!.ok && reports[0]!.session).toBe(table.session.get());
    // Answered once written: the save holds the decision, and the other table's is untouched.
    const read = await bridge.loadSave({ kind: 'session', name: `${name} (2)` });
    expect(read.ok && (read.value.data as { log: unknown[] }).log).toEqual(
      sessionToSave(table.session.get()).log,
    );
    const untouched = await bridge.loadSave({ kind: 'session', name });
    expect(untouched.ok && untouched.value.data).toEqual(other);
    expect(target.get()).toBe(`${name} (2)`);
    await expect.poll(() => status.get()).toMatchObject({ state: 'saved', savedActions: 1 });
    expect(status.get().message).toContain(`“${name} (2)”`);
    // The room wrote it: the window wrote nothing itself.
    expect(windowWrites).toBe(0);

    // Another window takes the session over: the room's next write is refused, and the table told.
    const taken = await bridge.takeLease({
      name: `${name} (2)`,
      owner: 'window-b',
      takeOver: true,
    });
    expect(taken.ok).toBe(true);
    table.undo();
    await expect.poll(() => refusals).toEqual(['lease_lost']);
    expect(reports.at(-1)).toMatchObject({ ok: false, error: { code: 'lease_lost' } });
    expect(status.get().state).toBe('failed');
    const kept = await bridge.loadSave({ kind: 'session', name: `${name} (2)` });
    expect(kept.ok && (kept.value.data as { log: unknown[] }).log).toHaveLength(1);
  });

  it('a table left right after a decision stays on the link until the room has written it', async () => {
    const web = await host();
    const bridge = bridgeTo(() => web.url);
    const name = 'Autosave – Left – 2026-12-07 12:00:00';
    const table = new TableStore(startSession(encounter()));
    const status = autosaveStatus();
    const stopAutosave = startAutosave(table, bridge, status, name, { room: table.roomSaving });
    const mirror = mirrorTable(table.game, bridge, { saving: table.roomSaving });
    await expect.poll(() => mirror.status.get().state).toBe('joined');

    expect(table.act({ type: BEGIN_TURNS.type })).toBe(true);
    // Left at once ("Back to start"): the autosave's last write is the room's, and it is told.
    mirror.stop();
    await stopAutosave();
    expect(status.get()).toMatchObject({ state: 'saved', savedActions: 1 });
    const read = await bridge.loadSave({ kind: 'session', name });
    expect(read.ok && (read.value.data as { log: unknown[] }).log).toHaveLength(1);
  });

  it("sends the public the map's background as the Dealer lays it, loaded by the host", async () => {
    const web = await host();
    const bridge = bridgeTo(() => web.url);
    const image = { type: 'image/png', width: 1, height: 1, bytes: ONE_PIXEL_PNG };
    expect((await bridge.writeSave({ kind: 'image', name: 'Art', data: image })).ok).toBe(true);
    const table = new TableStore(startSession(encounter()));
    const map = createStore<GameMap>(table.state.map);
    const mirror = mirrorTable(table.game, bridge, { map });
    stops.push(mirror.stop);
    const tv = joinTableRoom(publicTicket(bridge));
    stops.push(tv.close);
    const heard = listen(tv);
    await heard.next(aView((m) => m.whole));
    const pictures = () => heard.heard.filter((h) => h.type === 'background').map((h) => h.message);

    const laid = heard.next(
      (type, m) => type === 'background' && (m as BackgroundMessage).background !== null,
    );
    const placement = { image: 'Art', offset: [0, 0] as [number, number], pixelsPerSquare: 10 };
    map.set({ ...map.get(), background: placement });
    await laid;
    expect(pictures().at(-1)).toEqual({ background: { placement, image } });
    // The Dealer's window naming it again (as it does when it joins again) sends the TV nothing.
    const room = matchMaker.getLocalRoomById(TABLE_ROOM_ID) as TableRoom;
    const sent = pictures().length;
    room.showBackground({ placement: { ...placement }, image: { ...image } });
    // Then moved: that comes next, with nothing between (a socket keeps its order).
    const moved = { ...placement, offset: [1, 0] as [number, number] };
    const next = heard.next((type) => type === 'background');
    map.set({ ...map.get(), background: moved });
    await next;
    expect(pictures().slice(sent)).toEqual([{ background: { placement: moved, image } }]);
    // Taken off the map: the public is told so.
    const gone = heard.next(
      (type, m) => type === 'background' && (m as BackgroundMessage).background === null,
    );
    map.set({ ...map.get(), background: undefined });
    await gone;
    // A TV that joins late is sent the background as it stands (none), once.
    const lateTv = joinTableRoom(publicTicket(bridge));
    stops.push(lateTv.close);
    const late = listen(lateTv);
    await late.next(aView((m) => m.whole));
    expect(late.heard.filter((h) => h.type === 'background')).toEqual([
      { type: 'background', message: { background: null } },
    ]);
  });
});

describe('a picture shown to the players (issue 40, item 5)', () => {
  it('reaches the public only once the Dealer shows it, and no TV that joins after it is down', async () => {
    const web = await host();
    const bridge = bridgeTo(() => web.url);
    const image = { type: 'image/png', width: 1, height: 1, bytes: ONE_PIXEL_PNG };
    expect((await bridge.writeSave({ kind: 'image', name: 'Wanted', data: image })).ok).toBe(true);
    const table = new TableStore(startSession(encounter()));
    const mirror = mirrorTable(table.game, bridge, {});
    stops.push(mirror.stop);
    const tv = joinTableRoom(publicTicket(bridge));
    stops.push(tv.close);
    const heard = listen(tv);
    await heard.next(aView((m) => m.whole));
    const pictures = () => heard.heard.filter((h) => h.type === 'shownPicture');
    // A move on the table: views go out, no picture.
    expect(table.act({ type: BEGIN_TURNS.type })).toBe(true);
    await heard.next(aView((m) => !m.whole));
    expect(pictures()).toEqual([]);

    const sent = heard.next((type) => type === 'shownPicture');
    expect(
      table.act({ type: SHOW_TO_PLAYERS.type, shown: { kind: 'image', image: 'Wanted' } }),
    ).toBe(true);
    await sent;
    expect(pictures().map((h) => h.message)).toEqual([{ name: 'Wanted', image }]);

    // Taken down: a TV that joins after is sent the view without it, and no picture.
    expect(table.act({ type: SHOW_TO_PLAYERS.type, shown: null })).toBe(true);
    await heard.next(aView((m) => !m.whole));
    const late = joinTableRoom(publicTicket(bridge));
    stops.push(late.close);
    const lateHeard = listen(late);
    await lateHeard.next(aView((m) => m.whole));
    expect(lateHeard.heard.filter((h) => h.type === 'shownPicture')).toEqual([]);
    expect(pictures()).toHaveLength(1);
  });
});

/** A PNG of one pixel, as an image save holds it (base64). */
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
