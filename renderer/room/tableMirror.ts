import type { CallResult, MethodOutput } from '../../electron/contract.ts';
import type {
  ClocksMessage,
  ComputerStatus,
  FrameMessage,
  SeatsMessage,
  ReportedFrame,
  PlayedMessage,
  RoomAnswer,
  ViewerControls,
  WrittenMessage,
} from '../../electron/room/roomProtocol.ts';
import {
  sessionFromSave,
  sessionToSave,
  type GameMap,
  type MapBackground,
  type Session,
} from '../../engine/skirmish.ts';
import type { AppBridge } from '../bridge/appBridge.ts';
import type { TableChange } from '../state/gameTable.ts';
import type { Store } from '../../common/store.ts';
import { joinTableRoom, type LinkStatus, type RoomLink, type RoomTicket } from './roomLink.ts';
import type { SeatsChannel } from './seatsChannel.ts';
import type { RoomSaving } from './roomSaving.ts';
import type { ComputerChannel } from './roomComputer.ts';

/** How long a stopped mirror waits for the room to answer (write) what it sent last. */
const DRAIN_MS = 10_000;

/**
 * Which game a mirror holds, and how its session travels whole over the save API (as a save of
 * its kind). The mirror itself reads only a session's log and its identity, whatever the game:
 * another game's session passes through it typed as the skirmish's (FINGER_GUNS_MIRRORED).
 */
export interface MirroredGame {
  kind: 'session' | 'fingerguns' | 'texas';
  toSave(session: Session): Record<string, unknown>;
  /** The session a save the room held makes; null: it does not load. */
  fromSave(save: unknown): Session | null;
}

export const SKIRMISH_MIRRORED: MirroredGame = {
  kind: 'session',
  toSave: (session) => sessionToSave(session) as unknown as Record<string, unknown>,
  fromSave: (save) => {
    const loaded = sessionFromSave(save);
    return loaded.ok ? loaded.session : null;
  },
};

/** What the mirror follows: the Dealer's table, its session and the change that made it. */
export interface MirroredTable {
  readonly session: Store<Session>;
  readonly lastChange: TableChange<unknown, Session> | null;
  /** Plays what the room played (a seat, the computer's), as a change of kind 'room'. */
  heard(actions: readonly unknown[]): { ok: boolean };
  /** Takes the room's game in place of its own, as a change of kind 'adopt'. */
  adopt(session: Session): void;
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
  /** What the players' screen on this machine shows, as the room tells it (null: none open). */
  frame?: Store<ReportedFrame | null> | null;
  /** The phones at the seats, as the room tells them, and the Dealer's word on them. */
  seats?: SeatsChannel | null;
  /** Which game it is, and how it travels whole: the skirmish unless told (issue 39). */
  game?: MirroredGame;
  /** The clocks the window runs (a placement's 30 seconds), sent on to the TV and the phones. */
  clocks?: Store<ClocksMessage> | null;
  join?: typeof joinTableRoom;
}

/**
 * The Dealer's window plays its game ahead of the table room, and the room follows it (issue 38):
 * the window keeps its own session, so a click answers at once and the board never waits on a
 * socket, and each change is sent to the room as what it was (the actions played, the decisions
 * undone or redone), where the game's gate plays it again on the room's copy. The engine is
 * deterministic, so the two stay the same game; each request names the log's length it expects,
 * and the room refuses one that finds another (`resync`).
 *
 * What others play at the room (a seat, issue 39; the computer's seats) the window plays too
 * (`heard`). Where the two parted (the window's request refused, a link that came back, a move
 * of the room's the window cannot follow), the room is the authority: the window takes the room's
 * game in place of its own (`adopt`). What the mirror cannot say as a change (another session put
 * in place) opens the game on the table again, whole, over the save API (a start state can be
 * megabytes: more than a room message may carry), as does a room new since the host restarted.
 *
 * The room applies, and the players see only what it applied. It also writes the autosave, each
 * decision before it answers it, to the save `saving` names (roomSaving.ts: the window's autosave
 * hears what each write came to from there).
 */
export function mirrorTable(
  table: MirroredTable,
  bridge: Pick<AppBridge, 'hostTable' | 'tableSession'>,
  options: MirrorOptions = {},
): { status: Store<LinkStatus>; stop(): void } {
  const mirror = new TableMirror(table, bridge, options);
  return { status: mirror.link.status, stop: () => mirror.stop() };
}

class TableMirror {
  readonly link: RoomLink;
  /** The game's epoch on the table: 0 until it is opened there. */
  private epoch = 0;
  /** The session the room will hold once every request sent or queued is applied. */
  private chain: Session | null = null;
  private outbox: Request[] = [];
  /** What each request sent and not yet answered will make the room hold, oldest first. */
  private awaiting: (Session | undefined)[] = [];
  /** The game must be opened whole: nothing sent yet, or another session put in place. */
  private stale = true;
  /** The window and the room parted: the window takes the room's game. */
  private parted = false;
  /** An open or an adoption under way: answers meanwhile may be for the game before it. */
  private opening = false;
  /** The join found its ticket by opening the game: no second open as it lands. */
  private justOpened = false;
  /** What the room played and the window after it (hear), by the log's length it reached. */
  private readonly heardAt = new Map<number, Session>();
  /** What the room played while an open was under way: heard once its epoch is known. */
  private readonly early: PlayedMessage[] = [];
  /** Set once stopped: the link stays only until what was sent is answered (written). */
  private finishing: ((force?: boolean) => void) | null = null;
  private readonly stops: (() => void)[];
  private readonly stopAnswers: () => void;
  private readonly saving: RoomSaving | null;
  private readonly computer: ComputerChannel | null;
  private readonly game: MirroredGame;

  constructor(
    private readonly table: MirroredTable,
    private readonly bridge: Pick<AppBridge, 'hostTable' | 'tableSession'>,
    {
      controls = null,
      saving = null,
      map = null,
      computer = null,
      frame = null,
      seats = null,
      clocks = null,
      game = SKIRMISH_MIRRORED,
      join = joinTableRoom,
    }: MirrorOptions,
  ) {
    this.game = game;
    this.saving = saving;
    this.computer = computer;
    saving?.begin();
    const link = join(
      async () => {
        const ticket = await this.open();
        this.justOpened = true;
        return ticket;
      },
      { mirror: true },
    );
    this.link = link;
    this.stopAnswers = link.on<RoomAnswer>('answer', (answer) => this.answered(answer));
    this.stops = [
      link.onJoined(() => {
        // Back by its token (the Wi-Fi blinked): what the room played meanwhile was not heard.
        if (!this.justOpened) this.parted = true;
        this.justOpened = false;
        this.flush();
        computer?.joined((command) => link.send('computer', command));
      }),
      link.on<PlayedMessage>('played', (played) => this.hear(played)),
      followSeats(link, { computer, saving, heardAt: this.heardAt, epoch: () => this.epoch }),
      table.session.subscribe(() => this.follow()),
      map ? followBackground(link, map) : () => {},
      controls ? followControls(link, controls) : () => {},
      clocks ? followClocks(link, clocks) : () => {},
      link.on<FrameMessage>('frame', (told) => frame?.set(told.frame)),
      seats ? followPhones(link, seats) : () => {},
    ];
  }

  stop(): void {
    if (this.finishing) return;
    for (const each of this.stops) each();
    // What was played and not sent yet goes first; the window's autosave then hears that its
    // last decisions are written (a table left, "Back to start").
    if (!this.stale && !this.parted) this.flush();
    this.finishing = closeOnceAnswered(
      this.link,
      () => this.awaiting.length,
      () => {
        this.stopAnswers();
        this.link.close();
        this.saving?.close();
      },
    );
  }

  /** Opens the game on the table whole; what changes meanwhile is queued to follow it. */
  private async open(): Promise<RoomTicket> {
    const session = this.table.session.get();
    [this.chain, this.outbox, this.awaiting, this.stale, this.parted] = [
      session,
      [],
      [],
      false,
      false,
    ];
    this.opening = true;
    try {
      const { saving, computer } = this;
      const opened = await openOnTable(this.bridge, session, this.game, { saving, computer });
      this.epoch = opened.epoch;
      return opened.ticket;
    } catch (error) {
      this.stale = true;
      throw error;
    } finally {
      this.opened();
    }
  }

  /**
   * Takes the room's game in place of the window's (the two parted): what the window played and
   * the room did not take is dropped, as the room is the authority. A room that holds another
   * game (the host restarted) is given the window's, whole.
   */
  private async adopt(): Promise<void> {
    [this.parted, this.opening] = [false, true];
    try {
      const held = await this.bridge.tableSession({ epoch: this.epoch });
      const loaded = held.ok ? this.game.fromSave(held.value.save) : null;
      if (!loaded) return void (this.stale = true);
      [this.chain, this.outbox, this.awaiting] = [this.table.session.get(), [], []];
      this.table.adopt(loaded);
    } finally {
      this.opened();
    }
  }

  /** An open or an adoption is over: what the room played meanwhile is heard now. */
  private opened(): void {
    this.opening = false;
    for (const played of this.early.splice(0)) this.hear(played);
  }

  private flush(): void {
    if (this.finishing || this.opening || this.link.status.get().state !== 'joined') return;
    if (this.stale || this.parted) {
      void (this.stale ? this.open() : this.adopt()).then(
        () => this.flush(),
        () => undefined,
      );
      return;
    }
    for (const { type, body, at, after } of this.outbox) {
      this.link.send(type, { ...body, epoch: this.epoch, ...(at === undefined ? {} : { at }) });
      this.awaiting.push(after);
    }
    this.outbox = [];
  }

  private follow(): void {
    const session = this.table.session.get();
    this.saving?.followed(session);
    const change = this.table.lastChange;
    const chain = this.chain;
    const fits =
      !this.stale && chain !== null && change?.after === session && change.before === chain;
    const requests = fits ? requestsFor(change, chain) : null;
    if (requests === null) this.stale = true;
    else this.outbox.push(...requests);
    this.chain = session;
    queueMicrotask(() => this.flush());
  }

  /**
   * What another played at the room (a seat, the computer's seats): played here too, if the
   * window holds the game it was played on. If not, what the window sent is refused, or, with
   * nothing on its way, the window takes the room's game.
   */
  private hear(played: PlayedMessage): void {
    if (this.opening) return void this.early.push(played);
    if (played.epoch !== this.epoch || this.stale || this.finishing) return;
    const level = this.outbox.length === 0 && this.chain?.log.length === played.at;
    if (level && this.table.heard(played.actions).ok) {
      const session = this.table.session.get();
      return void this.heardAt.set(session.log.length, session);
    }
    if (this.outbox.length > 0 || this.awaiting.length > 0) return;
    this.parted = true;
    queueMicrotask(() => this.flush());
  }

  private answered(answer: RoomAnswer): void {
    // An answer to a request of a game since opened again says nothing of this one; a refusal
    // of anything but a request (the controls, the computer's word) says nothing of the game.
    if (answer.asked === undefined || answer.asked !== this.epoch) return;
    if (answer.ok) {
      const after = this.awaiting.shift(); // Played, and written (or not): the autosave hears which.
      if (answer.unsaved) this.saving?.refused(answer.unsaved);
      else if (answer.saved !== undefined && after) this.saving?.saved(after, answer.saved);
      return this.finishing?.();
    }
    if (this.finishing) return this.finishing(true);
    if (this.opening) return;
    // Refused: the room holds another game than the window thought (a seat played first).
    this.awaiting = [];
    this.parted = true;
    queueMicrotask(() => this.flush());
  }
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
  if (change.kind === 'room' || change.kind === 'adopt') return [];
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

/** Tells the room the window's clocks, as the link joins and as they change (a second at a time). */
function followClocks(link: RoomLink, clocks: Store<ClocksMessage>): () => void {
  const send = () => void link.send('clocks', clocks.get());
  const stops = [link.onJoined(send), clocks.subscribe(send)];
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
  game: MirroredGame,
  { saving, computer }: { saving: RoomSaving | null; computer: ComputerChannel | null },
): Promise<{ epoch: number; ticket: RoomTicket }> {
  const [save, autosave] = [game.toSave(session), saving?.target()];
  const kind = game.kind === 'session' ? {} : { kind: game.kind };
  const result = await bridge.hostTable(autosave ? { ...kind, save, autosave } : { ...kind, save });
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

/** Hears the phones at the seats, and carries the Dealer's word on them; returns the stop. */
function followPhones(link: RoomLink, seats: SeatsChannel): () => void {
  seats.send = (command) => link.send('seat', command);
  const stop = link.on<SeatsMessage>('seats', (told) => seats.phones.set(told.phones));
  return () => {
    stop();
    seats.send = null;
    seats.phones.set([]);
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
