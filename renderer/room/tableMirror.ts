import type { RoomAnswer, ViewerControls } from '../../electron/room/roomProtocol.ts';
import { sessionToSave, type Session } from '../../engine/skirmish.ts';
import type { AppBridge } from '../bridge/appBridge.ts';
import type { TableChange } from '../state/gameTable.ts';
import type { Store } from '../state/store.ts';
import { joinTableRoom, type LinkStatus, type RoomLink, type RoomTicket } from './roomLink.ts';

/** What the mirror follows: the Dealer's table, its session and the change that made it. */
export interface MirroredTable {
  readonly session: Store<Session>;
  readonly lastChange: TableChange<unknown, Session> | null;
}

/**
 * A request to the room as the mirror queues it; its epoch goes on as it is sent. `at` is the log's
 * length it expects the room to hold (none for the second undo of a change: the first moved it).
 */
type Request = {
  type: 'intent' | 'undo' | 'redo';
  body: { actions?: readonly unknown[] };
  at?: number;
};

/**
 * The Dealer's window plays its game ahead of the table room, and the room follows it (issue 38):
 * the window keeps its own session, so a click answers at once and the board never waits on a
 * socket, and each change is sent to the room as what it was (the actions played, the decisions
 * undone or redone), where the game's gate plays it again on the room's copy. The engine is
 * deterministic, so the two stay the same game; each request names the log's length it expects,
 * and the room refuses one that finds another (`resync`). Whatever the mirror cannot say as a
 * change (another session put in place, a request refused, a link that dropped) opens the game on
 * the table again, whole, over the save API (a start state can be megabytes: more than a room
 * message may carry). The room sends every other screen its own view of it.
 *
 * The room applies, and the players see only what it applied; the Dealer's window still writes the
 * autosave itself (autosave.ts) until the room takes that over.
 */
export function mirrorTable(
  table: MirroredTable,
  bridge: Pick<AppBridge, 'hostTable'>,
  controls: Store<ViewerControls> | null = null,
  join: typeof joinTableRoom = joinTableRoom,
): { status: Store<LinkStatus>; stop(): void } {
  /** The game's epoch on the table: 0 until it is opened there. */
  let epoch = 0;
  /** The session the room will hold once every request sent or queued is applied. */
  let chain: Session | null = null;
  let outbox: Request[] = [];
  /** The game must be opened whole: nothing sent yet, or the room and the window parted. */
  let stale = true;
  /** An open under way: answers meanwhile may be for the game before it. */
  let opening = false;
  /** The join found its ticket by opening the game: no second open as it lands. */
  let justOpened = false;

  /** Opens the game on the table whole; what changes meanwhile is queued to follow it. */
  const open = async (): Promise<RoomTicket> => {
    const session = table.session.get();
    chain = session;
    outbox = [];
    stale = false;
    opening = true;
    try {
      const result = await bridge.hostTable({ save: sessionToSave(session) });
      if (!result.ok) {
        stale = true;
        throw new Error(result.error.message);
      }
      epoch = result.value.epoch;
      const { roomId, pass, endpoint } = result.value;
      return { roomId, pass, endpoint };
    } finally {
      opening = false;
    }
  };

  const flush = () => {
    if (opening || link.status.get().state !== 'joined') return;
    if (stale) {
      void open().then(flush, () => undefined);
      return;
    }
    for (const { type, body, at } of outbox)
      link.send(type, { ...body, epoch, ...(at === undefined ? {} : { at }) });
    outbox = [];
  };

  const follow = () => {
    const session = table.session.get();
    const change = table.lastChange;
    if (stale || chain === null || !change || change.after !== session || change.before !== chain) {
      stale = true;
    } else if (change.kind === 'play') {
      outbox.push({ type: 'intent', body: { actions: change.actions }, at: chain.log.length });
    } else if (change.kind === 'undo' || change.kind === 'redo') {
      // One request per decision, as the room undoes them; the first names the log it expects.
      for (let i = 0; i < change.decisions; i++)
        outbox.push({ type: change.kind, body: {}, ...(i === 0 ? { at: chain.log.length } : {}) });
    } else stale = true;
    chain = session;
    queueMicrotask(flush);
  };

  const link: RoomLink = join(
    async () => {
      const ticket = await open();
      justOpened = true;
      return ticket;
    },
    { mirror: true },
  );
  const stopJoined = link.onJoined(() => {
    // A reconnection by token: what was sent while the link was down is lost, so open it whole.
    if (!justOpened) stale = true;
    justOpened = false;
    flush();
    sendControls();
  });
  const stopAnswers = link.on<RoomAnswer & { asked?: number }>('answer', (answer) => {
    if (answer.ok || opening) return;
    // An answer to a request of a game since opened again says nothing of this one.
    if (answer.asked !== undefined && answer.asked !== epoch) return;
    stale = true;
    queueMicrotask(flush);
  });
  const sendControls = () => {
    if (controls) link.send('controls', { controls: controls.get() });
  };
  const stopSession = table.session.subscribe(follow);
  const stopControls = controls?.subscribe(sendControls);
  return {
    status: link.status,
    stop() {
      stopSession();
      stopControls?.();
      stopJoined();
      stopAnswers();
      link.close();
    },
  };
}
