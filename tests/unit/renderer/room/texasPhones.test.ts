import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_TEXAS_OPTIONS,
  END_PLACEMENT,
  PLACE,
  SHOOT,
  TEXAS_SHOOTOUT,
  texasSessionOf,
  type TexasPublicView,
  type TexasSeatView,
} from '../../../../engine/texas.ts';
import type { ClocksMessage, ViewMessage } from '../../../../electron/room/roomProtocol.ts';
import { createStore } from '../../../../common/store.ts';
import { texasMirrored } from '../../../../renderer/screens/texas/texasMirror.ts';
import { createSeatsChannel } from '../../../../renderer/room/seatsChannel.ts';
import { joinTableRoom } from '../../../../renderer/room/roomLink.ts';
import { mirrorTable, type MirroredTable } from '../../../../renderer/room/tableMirror.ts';
import { joinSeat, type SeatLink } from '../../../../renderer/screens/seat/seatLink.ts';
import { GameTable } from '../../../../renderer/state/gameTable.ts';
import { useTempDirs } from '../../electron/tempDir.ts';
import { bridgeTo, listen, publicTicket, until, webHostWithTable } from './roomKit.ts';

/**
 * Issue 39, item 3: a game of Texas Shootout on the table room. Each side places on its own phone
 * behind the barrier, both within the same 30 seconds (TS2); the TV hears only how many each has
 * laid and the clocks the Dealer's window runs; lifting the barrier stays the table's. Over real
 * sockets, with the web host as `npm start` runs it.
 */
const tempDir = useTempDirs();
const stops: (() => unknown)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

const seatView = (link: SeatLink) => link.state.get().view as unknown as TexasSeatView;

describe('Texas Shootout on the phones (issue 39)', () => {
  it('seats each side, takes its own placement only, at once, and the TV sees counts', async () => {
    const web = await webHostWithTable(await tempDir());
    stops.push(() => web.close());
    const bridge = bridgeTo(() => web.url);
    const game = {
      seed: 7,
      options: DEFAULT_TEXAS_OPTIONS,
      seats: { A: 'person', B: 'person' } as const,
    };
    const table = new GameTable(TEXAS_SHOOTOUT, texasSessionOf({ ...game, log: [] }));
    const seats = createSeatsChannel();
    const clocks = createStore<ClocksMessage>({ clocks: {} });
    const mirror = mirrorTable(table as unknown as MirroredTable, bridge, {
      game: texasMirrored(game),
      seats,
      clocks,
    });
    stops.push(mirror.stop);
    await until(mirror.status, (s) => s.state === 'joined');

    const listed = await bridge.tableSeats({});
    if (!listed.ok) throw new Error(listed.error.message);
    expect(listed.value.seats.map((s) => [s.key, s.name, s.holds])).toEqual([
      ['tx:A', 'Side A', ['A']],
      ['tx:B', 'Side B', ['B']],
    ]);
    const endpoint = web.url.replace(/^http/, 'ws');
    /** Every view message each phone heard, as it came over the socket. */
    const heard: Record<string, ViewMessage[]> = {};
    const phone = (index: number, name: string) => {
      const link = joinSeat(
        { roomId: web.table!.roomId, pass: listed.value.seats[index]!.pass, endpoint },
        { name, device: `${name}-phone` },
        (find, options) => {
          const joined = joinTableRoom(find, options);
          joined.on<ViewMessage>('view', (message) => (heard[name] ??= []).push(message));
          return joined;
        },
      );
      stops.push(() => link.close());
      return link;
    };
    const ann = phone(0, 'Ann');
    await until(seats.phones, (p) => p.length === 1);
    const bob = phone(1, 'Bob');
    const waiting = await until(seats.phones, (p) => p.length === 2);
    for (const each of waiting) seats.command({ command: 'accept', client: each.client });
    await until(ann.state, (s) => s.view !== null);
    await until(bob.state, (s) => s.view !== null);
    expect(ann.state.get().kind).toBe('texas');
    const state = table.session.get().current;
    expect(seatView(ann).seat.hand.map((c) => c.name)).toEqual(state.hands.A);
    const tv = listen(joinTableRoom(publicTicket(bridge)));

    // The window starts the 30 seconds: every phone and the TV hear them.
    clocks.set({
      clocks: { A: { seconds: 30, paused: false }, B: { seconds: 30, paused: false } },
    });
    await until(bob.state, (s) => s.clocks.B?.seconds === 30);

    // B places first: both sides place within the same 30 seconds (TS2).
    const bCard = state.hands.B[0]!;
    bob.play({ type: PLACE.type, side: 'B', card: bCard, row: 1, col: 3 });
    await until(table.session, (s) => s.current.board.length === 1);
    await until(bob.state, (s) => !s.sending);
    expect(seatView(bob).seat.placed.map((t) => t.name)).toEqual([bCard]);

    // Another side's placement, or lifting the barrier, is refused in words; nothing changes.
    ann.play({ type: PLACE.type, side: 'B', card: state.hands.B[1]!, row: 1, col: 0 });
    expect((await until(ann.state, (s) => s.refused !== null)).refused).toBe(
      'This seat places only its own side.',
    );
    ann.play({ type: SHOOT.type });
    expect(
      (await until(ann.state, (s) => s.refused === 'That is for the table to do.')).refused,
    ).toBeTruthy();
    expect(table.session.get().current.board).toHaveLength(1);

    // Ann's side never hears which card B laid, nor where: in no message, whole or patch (the
    // deck's printed list names every card, wherever it is); the TV hears only the count.
    for (const message of heard.Ann!) {
      const said = message.whole ? { ...message.view, deck: [] } : message.patch;
      expect(JSON.stringify(said)).not.toContain(bCard);
    }
    expect(heard.Ann!.length).toBeGreaterThan(1);
    const countSeen = () => (tv.view() as TexasPublicView | null)?.placed?.B === 1;
    if (!countSeen()) await tv.next(countSeen);
    const told = tv.view() as unknown as TexasPublicView;
    expect(told.placed).toEqual({ A: 0, B: 1 });
    expect(JSON.stringify({ ...told, deck: [] })).not.toContain(bCard);
    expect(tv.heard.some((h) => h.type === 'clocks')).toBe(true);

    // Both end: the barrier may lift, on the Dealer's word.
    bob.play({ type: END_PLACEMENT.type, side: 'B' });
    await until(table.session, (s) => s.current.ended.B);
    await until(ann.state, (s) => !s.sending);
    ann.play({ type: END_PLACEMENT.type, side: 'A' });
    await until(table.session, (s) => s.current.phase === 'ready');
    const held = web.table!.held(1);
    expect(held?.save).toMatchObject({ seed: 7, seats: game.seats });
    expect((held?.save as { log: unknown[] }).log).toHaveLength(3);
  });
});
