import type { CallResult, MethodOutput } from '../../electron/contract.ts';
import type {
  ComputerStatus,
  PlayedMessage,
  RoomAnswer,
  ViewerControls,
  WrittenMessage,
} from '../../electron/room/roomProtocol.ts';
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
import type { ComputerChannel } from './roomComputer.ts';

/** How long a stopped mirror waits for the room to answer (write) what it sent last. */
const DRAIN_MS = 10_000;

/** What the mirror follows: the Dealer's table, its session and the change that made it. */
export interface MirroredTable {
  readonly session: Store<Session>;
  readonly lastChange: TableChange<unknown, Session> | null;
  /** Plays what the room played (a computer's seat), as a change of kind 'room'. */
  heard(actions: readonly unknown[]): { ok: boolean };
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
  /** Where the computer plays, and what the room says of its seats (roomComputer.ts). */
  computer?: ComputerChannel | null;
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
  {
    controls = null,
    saving = null,
    map = null,
    computer = null,
    join = joinTableRoom,
  }: MirrorOptions = {},
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

  // A computer's seat's move is played here too if the window holds the game it was played on
  // (heardAt: by the log's length it reached); if not, what the window sent is refused (resync),
  // or with nothing on its way, the game opens anew.
  const heardAt = new Map<number, Session>();
  // What the room played as the game opened there (before its epoch is known here) waits for it.
  const early: PlayedMessage[] = [];
  const hear = (played: PlayedMessage) => {
    if (opening) return void early.push(played);
    if (played.epoch !== epoch || stale || finishing) return;
    const level = outbox.length === 0 && chain?.log.length === played.at;
    if (level && table.heard(played.actions).ok) {
      const session = table.session.get();
      return void heardAt.set(session.log.length, session);
    }
    if (outbox.length > 0 || awaiting.length > 0) return;
    stale = true;
    queueMicrotask(flush);
  };

  /** Opens the game on the table whole; what changes meanwhile is queued to follow it. */
  const open = async (): Promise<RoomTicket> => {
    const session = table.session.get();
    [chain, outbox, awaiting, stale, opening] = [session, [], [], false, true];
    try {
      const opened = await openOnTable(bridge, session, { saving, computer });
      epoch = opened.epoch;
      return opened.ticket;
    } catch (error) {
      stale = true;
      throw error;
    } finally {
      opening = false;
      for (const played of early.splice(0)) hear(played);
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
    const fits = !stale && chain !== null && change?.after === session && change.before === chain;
    const requests = fits ? requestsFor(change, chain!) : null;
    if (requests === null) stale = true;
    else outbox.push(...requests);
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
    computer?.joined((command) => link.send('computer', command));
  });
  /** Set once stopped: the link stays only until what was sent is answered (written). */
  let finishing: ((force?: boolean) => void) | null = null;
  const stopAnswers = link.on<RoomAnswer>('answer', (answer) => {
    // An answer to a request of a game since opened again says nothing of this one.
    if (answer.asked !== undefined && answer.asked !== epoch) return;
    if (answer.ok) {
      const after = awaiting.shift(); // Played, and written (or not): the autosave hears which.
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
  const stopPlayed = link.on<PlayedMessage>('played', hear);
  const stopSeats = followSeats(link, { computer, saving, heardAt, epoch: () => epoch });
  const stops = [
    stopJoined,
    stopPlayed,
    stopSeats,
    table.session.subscribe(follow),
    map ? followBackground(link, map) : () => {},
    controls ? followControls(link, controls) : () => {},
  ];
  return {
    status: link.status,
    stop() {
      if (finishing) return;
      for (const each of stops) each();
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
 * What the room is sent of a change of the window's table, from `chain` (what the room will hold):
 * the actions played, or one request per decision undone or redone, as the room undoes them (the
 * first names the log it expects); nothing for what the room played itself (heard); null for what
 * cannot be said as a change (another session put in place): the game is opened whole.
 */
function requestsFor(change: TableChange<unknown, Session>, chain: Session): Request[] | null {
  const after = change.after;
  if (change.kind === 'play')
    return [{ type: 'intent', body: { actions: change.actions }, at: chain.log.length, after }];
  if (change.kind === 'room') return [];
  if (change.kind !== 'undo' && change.kind !== 'redo') return null;
  return Array.from({ length: change.decisions }, (_, i) => ({
    type: change.kind,
    body: {},
    ...(i === 0 ? { at: chain.log.length } : {}),
    ...(i === change.decisions - 1 ? { after } : {}),
  }));
}

/** Sends the room the Dealer's controls of the players' view: as the link joins, and as they change. */
function followControls(link: RoomLink, controls: Store<ViewerControls>): () => void {
  const send = () => void link.send('controls', { controls: controls.get() });
  const stops = [link.onJoined(send), controls.subscribe(send)];
  return () => stops.forEach((stop) => stop());
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

/**
 * Opens the window's game on the table, whole, over the save API (a start state can be megabytes:
 * more than a room message may carry), to be autosaved where `saving` says: its epoch there and
 * the ticket to join. The autosave and the computer hear what came of it; a refusal throws.
 */
async function openOnTable(
  bridge: Pick<AppBridge, 'hostTable'>,
  session: Session,
  { saving, computer }: { saving: RoomSaving | null; computer: ComputerChannel | null },
): Promise<{ epoch: number; ticket: RoomTicket }> {
  const [save, autosave] = [sessionToSave(session), saving?.target()];
  const result = await bridge.hostTable(autosave ? { save, autosave } : { save });
  if (saving) tellOpened(saving, session, result);
  if (computer) tellComputer(computer, result);
  if (!result.ok) throw new Error(result.error.message);
  const { roomId, pass, endpoint, epoch } = result.value;
  return { epoch, ticket: { roomId, pass, endpoint } };
}

/**
 * What opening the game on the table tells the computer: a host with no room leaves it to the
 * window, as it leaves the autosave (with a room, it plays there once the link joins).
 */
function tellComputer(
  computer: ComputerChannel,
  opened: CallResult<MethodOutput<'hostTable'>>,
): void {
  if (!opened.ok && opened.error.code === 'unsupported') computer.where.set('self');
}

/**
 * Hears what the room says of its computer's seats: how they stand (for the turn panel), and what
 * became of the write of each move they played (for the autosave, as an answer says it of a
 * request). Returns the stop, after which the computer plays nowhere until a mirror opens again.
 */
function followSeats(
  link: RoomLink,
  {
    computer,
    saving,
    heardAt,
    epoch,
  }: {
    computer: ComputerChannel | null;
    saving: RoomSaving | null;
    heardAt: Map<number, Session>;
    epoch: () => number;
  },
): () => void {
  const stopWritten = link.on<WrittenMessage>('written', (written) => {
    if (written.epoch !== epoch()) return;
    const after = heardAt.get(written.actions);
    for (const at of heardAt.keys()) if (at <= written.actions) heardAt.delete(at);
    if (written.unsaved) saving?.refused(written.unsaved);
    else if (written.saved !== undefined && after) saving?.saved(after, written.saved);
  });
  const stopStatus = link.on<ComputerStatus>('computer', (status) => computer?.status.set(status));
  return () => {
    stopWritten();
    stopStatus();
    if (!computer) return;
    computer.send = null;
    computer.where.set('pending');
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
