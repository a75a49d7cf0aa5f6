import type { CallResult, MethodOutput } from '../../electron/contract.ts';
import type { RoomAnswer, ViewerControls } from '../../electron/room/roomProtocol.ts';
import {
  sessionToSave,
  type GameMap,
  type MapBackground,
  type Session,
} from '../../engine/skirmish.ts';
import type { AppBridge } from '../bridge/appBridge.ts';
import type { TableChange } from '../state/gameTable.ts';
import type { Store } from '../../common/store.ts';
import { joinTableRoom, type LinkStatus, type RoomLink, type RoomTicket } from './roomLink.ts';
import type { RoomSaving } from './roomSaving.ts';

/** How long a stopped mirror waits for the room to answer (write) what it sent last. */
const DRAIN_MS = 10_000;

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
  /** The window's session once the room has played it (none for all but an undo's last). */
  after?: Session;
};

/** What the mirror takes besides the table and the bridge. */
export interface MirrorOptions {
  /** The Dealer's controls of the players' view, sent on to the room. */
  controls?: Store<ViewerControls> | null;
  /** Where the room autosaves the table, and what it said of each write (none: it does not). */
  saving?: RoomSaving | null;
  /** The map the Dealer's board draws: its background is the public's (followBackground). */
  map?: Store<GameMap> | null;
  join?: typeof joinTableRoom;
}

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
 * The room applies, and the players see only what it applied. It also writes the autosave, each
 * decision before it answers it, to the save `saving` names (roomSaving.ts: the window's autosave
 * hears what each write came to from there).
 */
export function mirrorTable(
  table: MirroredTable,
  bridge: Pick<AppBridge, 'hostTable'>,
  { controls = null, saving = null, map = null, join = joinTableRoom }: MirrorOptions = {},
): { status: Store<LinkStatus>; stop(): void } {
  /** The game's epoch on the table: 0 until it is opened there. */
  let epoch = 0;
  /** The session the room will hold once every request sent or queued is applied. */
  let chain: Session | null = null;
  let outbox: Request[] = [];
  /** What each request sent and not yet answered will make the room hold, oldest first. */
  let awaiting: (Session | undefined)[] = [];
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
    awaiting = [];
    stale = false;
    opening = true;
    try {
      const [save, autosave] = [sessionToSave(session), saving?.target()];
      const result = await bridge.hostTable(autosave ? { save, autosave } : { save });
      if (saving) tellOpened(saving, session, result);
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
    if (finishing || opening || link.status.get().state !== 'joined') return;
    if (stale) {
      void open().then(flush, () => undefined);
      return;
    }
    for (const { type, body, at, after } of outbox) {
      link.send(type, { ...body, epoch, ...(at === undefined ? {} : { at }) });
      awaiting.push(after);
    }
    outbox = [];
  };

  const follow = () => {
    const session = table.session.get();
    saving?.followed(session);
    const change = table.lastChange;
    if (stale || chain === null || !change || change.after !== session || change.before !== chain) {
      stale = true;
    } else if (change.kind === 'play') {
      const at = chain.log.length;
      outbox.push({ type: 'intent', body: { actions: change.actions }, at, after: session });
    } else if (change.kind === 'undo' || change.kind === 'redo') {
      // One request per decision, as the room undoes them; the first names the log it expects.
      for (let i = 0; i < change.decisions; i++)
        outbox.push({
          type: change.kind,
          body: {},
          ...(i === 0 ? { at: chain.log.length } : {}),
          ...(i === change.decisions - 1 ? { after: session } : {}),
        });
    } else stale = true;
    chain = session;
    queueMicrotask(flush);
  };

  saving?.begin();
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
  /** Set once stopped: the link stays only until what was sent is answered (written). */
  let finishing: ((force?: boolean) => void) | null = null;
  const stopAnswers = link.on<RoomAnswer>('answer', (answer) => {
    // An answer to a request of a game since opened again says nothing of this one.
    if (answer.asked !== undefined && answer.asked !== epoch) return;
    if (answer.ok) {
      // Played, and written (or not) before it was answered: the autosave hears which.
      const after = awaiting.shift();
      if (answer.unsaved) saving?.refused(answer.unsaved);
      else if (answer.saved !== undefined && after) saving?.saved(after, answer.saved);
      return finishing?.();
    }
    if (finishing) return finishing(true);
    if (opening) return;
    awaiting = [];
    stale = true;
    queueMicrotask(flush);
  });
  const sendControls = () => {
    if (controls) link.send('controls', { controls: controls.get() });
  };
  const stopSession = table.session.subscribe(follow);
  const stopBackground = map ? followBackground(link, map) : () => {};
  const stopControls = controls?.subscribe(sendControls);
  return {
    status: link.status,
    stop() {
      if (finishing) return;
      stopSession();
      stopBackground();
      stopControls?.();
      stopJoined();
      // What was played and not sent yet goes first; the window's autosave then hears that its
      // last decisions are written (a table left, "Back to start").
      if (!stale) flush();
      finishing = closeOnceAnswered(
        link,
        () => awaiting.length,
        () => {
          stopAnswers();
          link.close();
          saving?.close();
        },
      );
    },
  };
}

/**
 * Tells the room the map's background as the Dealer's board lays it (the Background panel lays a
 * picture on the map at the table, which is not a change of the game): as the link joins, and as
 * it changes. The room loads the image and sends it to the public.
 */
function followBackground(link: RoomLink, map: Store<GameMap>): () => void {
  let told: MapBackground | null | undefined;
  const tell = (again: boolean) => {
    const placement = map.get().background ?? null;
    if (!again && placement === told) return;
    told = placement;
    if (link.status.get().state === 'joined') link.send('background', { placement });
  };
  const stopJoined = link.onJoined(() => tell(true));
  const stopMap = map.subscribe(() => tell(false));
  tell(true);
  return () => {
    stopJoined();
    stopMap();
  };
}

/** What opening the game on the table tells the autosave: who writes it, and what was written. */
function tellOpened(
  saving: RoomSaving,
  session: Session,
  opened: CallResult<MethodOutput<'hostTable'>>,
): void {
  if (!opened.ok)
    return opened.error.code === 'unsupported' ? saving.noRoom() : saving.refused(opened.error);
  saving.roomHolds();
  if (opened.value.saved !== null) saving.saved(session, opened.value.saved);
}

/**
 * Keeps a stopped mirror's link until the room has answered all it was sent (`pending` is 0), then
 * closes it (`close`). A link down, or a host that does not answer within DRAIN_MS, closes it at
 * once: the room writes whatever reached it all the same. Answers the check an answer calls (with
 * `force`, to close now).
 */
function closeOnceAnswered(
  link: RoomLink,
  pending: () => number,
  close: () => void,
): (force?: boolean) => void {
  let closed = false;
  const joined = () => link.status.get().state === 'joined';
  const check = (force = false) => {
    if (closed || (!force && pending() > 0 && joined())) return;
    closed = true;
    clearTimeout(timer);
    stopWatching();
    close();
  };
  const timer = setTimeout(() => check(true), DRAIN_MS);
  const stopWatching = link.status.subscribe(() => check());
  check();
  return check;
}
