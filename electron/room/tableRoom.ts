import { randomBytes } from 'node:crypto';
import { ErrorCode, Room, ServerError, type AuthContext, type Client } from '@colyseus/core';
import type { GameDef, Refused, TypedAction } from '../../engine/game/gameDef.ts';
import {
  play,
  redoDecision,
  undoDecision,
  type GameSession,
} from '../../engine/game/gameSession.ts';
import type { Viewer } from '../../engine/game/viewer.ts';
import { backgroundSchema, type MapBackground } from '../../engine/model/map.ts';
import { previewFor } from './actionPreview.ts';
import { lanPeerOf, placeRefusal } from './places.ts';
import { RequestBudget } from './requestBudget.ts';
import { phoneOf, Seating } from './seating.ts';
import { ShownPicture } from './shownPicture.ts';
import type { JoinOptions, Member } from './roomMember.ts';
import { diffView, type ViewPatch } from './viewPatch.ts';
import {
  computerCommandSchema,
  clocksMessageSchema,
  DEFAULT_VIEWER_CONTROLS,
  type ClocksMessage,
  projectorFrameSchema,
  MAX_ACTIONS_PER_REQUEST,
  TABLE_ROOM_ID,
  viewerControlsSchema,
  type BackgroundMessage,
  type ComputerCommand,
  type ComputerStatus,
  type FrameMessage,
  type ReportedFrame,
  type PausedMessage,
  type ShownPictureMessage,
  type PlayedMessage,
  type WrittenMessage,
  type RoomAnswer,
  type RoomWrite,
  type ViewerControls,
  type ViewMessage,
} from './roomProtocol.ts';

/**
 * The table room (issue 38, item 1): the game runs on the host, and every screen joins as a
 * viewer with its own share. A HostedGame is any game's session behind its GameDef; the room
 * applies what its clients send through the game's gate, writes the session to its save (when it
 * has one) before it acknowledges anything, and sends each client its own viewFor. Colyseus 0.16
 * carries it (rooms, seat reservation, reconnection); its Schema state sync is not used, since it
 * keeps one state for all where each viewer must get its own view.
 */
export interface HostedGame<S, A extends TypedAction, E> {
  readonly def: GameDef<S, A, E, Refused>;
  session: GameSession<S, A, E>;
  /**
   * Writes the session to its save (the autosave, common/autosaveWriter.ts): the save's name, or
   * why the store refused it. None on a table the room does not autosave (a test's, a bench's).
   */
  save?(session: GameSession<S, A, E>): Promise<SaveOutcome>;
  /** The pause screen's title (the map's name), from the public's view; none shows no title. */
  titleOf?(publicView: unknown): string | null;
}

/** What a save came to: the save's name, or the store's refusal (its code, and in words). */
export type SaveOutcome = { ok: true; name: string } | { ok: false; code: string; message: string };

/**
 * The computer's seats at a table (computerSeats.ts): they play on the host, at the game the room
 * holds, and the Dealer runs them from the window.
 */
export interface HostedComputer {
  /** The game the room holds moved on (a request, a computer's move, another game). */
  follow(session: AnySession, def: GameDef<unknown, TypedAction, unknown>): void;
  /** Whether a Dealer's window that holds the game is at the table: none, the computer waits. */
  present(dealer: boolean): void;
  /** The Dealer's word, checked (computerCommandSchema). */
  command(command: ComputerCommand): void;
  /** What a Dealer's window is told as it joins (null: nothing to tell yet). */
  status(): ComputerStatus | null;
}

/** A table the host opens: its first game (none until the Dealer opens one), and who may join. */
export interface HostedTable<S, A extends TypedAction, E> {
  readonly game: HostedGame<S, A, E> | null;
  /** Each pass a client may join with, and the viewer it makes the client. */
  readonly passes: ReadonlyMap<string, Viewer>;
  /** The host's clock, in milliseconds, for each client's request budget; a test stops it. */
  readonly now?: () => number;
  /** Each client's request budget, REQUESTS_PER_SECOND and REQUEST_BURST unless given. */
  readonly budget?: { readonly perSecond: number; readonly burst: number };
  /**
   * Whether a phone holding a seat's link is seated at once, without the Dealer's word: for a
   * table whose links the Dealer handed out by hand (and tests of what seats do). Unset, a phone
   * waits for the Dealer to seat it (issue 39, item 1).
   */
  readonly seatsWithoutAsking?: boolean;
  /** The room's id: TABLE_ROOM_ID unless the host keeps more tables than one (a test). */
  readonly roomId?: string;
  /**
   * The map's background as the public is sent it, from where the Dealer's window says the map
   * lays it (its image loaded by the host); none: the host has no images (a test's, a bench's).
   */
  readonly picture?: (placement: MapBackground) => Promise<BackgroundMessage['background']>;
  /** An image save by its name, for a picture shown to the players (issue 40, item 5). */
  readonly image?: (name: string) => Promise<unknown>;
}

/**
 * Each client's requests: a burst of 40, then 20 a second. A Dealer at the table sends a few a
 * second at most (a move, an attack's steps); a flood is refused before it reaches the game.
 */
export const REQUESTS_PER_SECOND = 20;
export const REQUEST_BURST = 40;

/**
 * What the host holds for a client that does not read (issue 38, item 5), as Redis'
 * client-output-buffer-limit: past this much unsent, the client is cut off, and given the game
 * whole when it comes back. More than a view of the largest map can be, so one never trips it.
 */
export const OUTPUT_BUDGET_BYTES = 24 * 1024 * 1024;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each table its own game's types
type AnyGame = HostedGame<any, TypedAction, unknown>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each table its own game's types
type AnyTable = HostedTable<any, TypedAction, unknown>;
type AnySession = GameSession<unknown, TypedAction, unknown>;

/**
 * The tables the host has opened, by an id only the host knows: a room is made for one of them
 * and for nothing else, so no client can make a room of its own.
 */
const TABLES = new Map<string, AnyTable>();

/** A game's session written to its save, a throw counted as a refusal. */
async function writeOf(game: AnyGame): Promise<SaveOutcome> {
  try {
    return await game.save!(game.session);
  } catch (error) {
    return {
      ok: false,
      code: 'io',
      message: error instanceof Error ? error.message : String(error),
    };
  }
}

/** Opens a table to rooms: the id the host creates its room with. */
export function registerTable<S, A extends TypedAction, E>(table: HostedTable<S, A, E>): string {
  const id = randomBytes(18).toString('base64url');
  TABLES.set(id, table as unknown as AnyTable);
  return id;
}

/**
 * What a client sends: actions for the game's gate, or the Dealer's undo and redo. `epoch` names
 * the game it was meant for (a request for a game since replaced is refused), and `at` the length
 * of the log it expects the room to hold, so a window that plays ahead of the room (tableMirror.ts)
 * learns at once if the two have parted.
 */
export type RoomRequest =
  | { type: 'intent'; action?: unknown; actions?: unknown; epoch?: unknown; at?: unknown }
  | { type: 'undo' | 'redo'; epoch?: unknown; at?: unknown };

/** A decision played and not yet written: who is told of it (its answer) waits for the write. */
interface Unwritten {
  game: AnyGame;
  tell(write: RoomWrite): void;
}

/** A viewer's view of a state, and the patch to it from a view sent before. */
interface MadeView {
  view: Record<string, unknown>;
  patchFrom(before: unknown): ViewPatch | null;
}

export class TableRoom extends Room {
  override autoDispose = false;
  private table!: AnyTable;
  private game: AnyGame | null = null;
  /** Which game this is since the room opened: a new game (open) is the next. */
  private epoch = 0;
  private controls: ViewerControls = DEFAULT_VIEWER_CONTROLS;
  /** The clocks the Dealer's window runs, as it last sent them (ClocksMessage). */
  private clocks: ClocksMessage = { clocks: {} };
  /** The background image of the game on the table, for the public (showBackground). */
  private background: BackgroundMessage['background'] = null;
  private readonly members = new Map<string, Member>();
  /** The picture the Dealer shows the players, loaded while the game's state shows it. */
  private shownPicture!: ShownPicture;
  /** The views made of the state the room last sent (madeFor), by viewer. */
  private made: { state: unknown; views: Map<string, MadeView> } | null = null;
  /** Requests one after another: Colyseus does not wait for a handler that awaits a save. */
  private queue: Promise<void> = Promise.resolve();
  /** What was played and waits for its write (writeThrough), oldest first. */
  private unwritten: Unwritten[] = [];
  private writing = false;
  /** The computer's seats, once the host seats them (seatComputer). */
  private computer: HostedComputer | null = null;
  /** The phones at the seats: waiting, seated by the Dealer, handed on (seating.ts). */
  private readonly seating = new Seating({
    members: this.members,
    clients: () => this.clients,
    deliver: (client, type, message) => this.deliver(client, type, message),
    sendView: (client) => this.sendView(client),
    refuse: (client, message) => this.tell(client, { ok: false, message }),
  });

  override onCreate(options: { table?: unknown }): void {
    const table = typeof options.table === 'string' ? TABLES.get(options.table) : undefined;
    if (!table) throw new ServerError(ErrorCode.APPLICATION_ERROR, 'no such table');
    this.table = table;
    this.shownPicture = new ShownPicture(table.image, () => this.sendShownPictures());
    this.game = table.game;
    if (table.game) this.epoch = 1;
    this.roomId = table.roomId ?? TABLE_ROOM_ID;
    for (const type of ['intent', 'undo', 'redo'] as const)
      this.onMessage(type, (client, message: unknown) => {
        // Refused on arrival, before it waits in line: a flood costs the queue nothing.
        const request = { ...(message as object), type } as RoomRequest;
        if (!this.members.get(client.sessionId)?.budget.take()) {
          const busy = 'Too many requests at once: wait a moment.';
          this.tell(client, { ok: false, message: busy }, request);
          return;
        }
        this.queue = this.queue.then(() => this.answer(client, request));
      });
    this.onMessage('controls', (client, message: unknown) => this.control(client, message));
    this.onMessage('clocks', (client, message: unknown) => this.time(client, message));
    this.onMessage('computer', (client, message: unknown) => this.runComputer(client, message));
    this.onMessage('seat', (client, message: unknown) => this.seating.command(client, message));
    this.onMessage('frame', (client, message: unknown) => this.frameReported(client, message));
    this.onMessage('preview', (client, message: unknown) => this.previewAsked(client, message));
    this.onMessage('background', (client, message: unknown) => void this.lay(client, message));
    // Any other type is answered in words, not by closing the socket (Colyseus' default).
    this.onMessage('*', (client, type) =>
      this.tell(client, { ok: false, message: `“${String(type)}” is not something a table does` }),
    );
  }

  /**
   * Another game on the table (the Dealer's window opened one, or a rematch): every client is sent
   * it whole, and requests still meant for the one before are refused. Answers its epoch.
   */
  open<S, A extends TypedAction, E>(game: HostedGame<S, A, E>): number {
    this.game = game as unknown as AnyGame;
    this.epoch += 1;
    this.made = null;
    // Another game's clocks are its window's to send.
    this.clocks = { clocks: {} };
    for (const member of this.members.values()) Object.assign(member, { sent: null, greet: true });
    this.sendViews();
    this.computer?.follow(this.game.session as AnySession, this.game.def);
    return this.epoch;
  }

  /**
   * Seats the computer at this table (issue 38, item 1: the computer opponents join as seats, on
   * the host): it hears each session the game moves to, and plays through playAs.
   */
  seatComputer(computer: HostedComputer): void {
    this.computer = computer;
    computer.present(this.dealerPresent());
    if (this.game) computer.follow(this.game.session as AnySession, this.game.def);
  }

  /**
   * What a computer's seat plays, in line with the clients' requests: played only if the game
   * still stands at `expected` (a request that came first moved it, and the seat asks again), then
   * sent to every screen and written, as a client's request is. The Dealer's window that holds the
   * game itself plays it too (PlayedMessage), and hears of its write (WrittenMessage).
   */
  playAs(expected: unknown, actions: readonly unknown[]): void {
    this.queue = this.queue.then(() => {
      const game = this.game;
      if (game === null || game.session !== expected) return;
      const before = game.session as AnySession;
      const after = this.apply(game, { type: 'intent', actions }, before, 'dealer');
      if (typeof after === 'string')
        return console.error('table room: the computer’s move was refused:', after);
      this.commit(game, before, after.session, after.actions, null);
    });
  }

  /** The game moved on: every screen sees it at once, and the computer's seats hear it. */
  private moveTo(game: AnyGame, after: AnySession): void {
    game.session = after;
    this.sendViews();
    this.computer?.follow(after, game.def);
  }

  /** Tells every Dealer's window that holds the game itself (tableMirror.ts). */
  private tellMirrors(type: string, message: unknown): void {
    for (const each of this.clients)
      if (this.members.get(each.sessionId)?.mirror) this.deliver(each, type, message);
  }

  /** Tells every Dealer's window how the computer's seats stand (ComputerStatus). */
  tellDealers(status: ComputerStatus): void {
    for (const each of this.clients)
      if (this.members.get(each.sessionId)?.viewer === 'dealer')
        this.deliver(each, 'computer', status);
  }

  private dealerPresent(): boolean {
    return [...this.members.values()].some((m) => m.mirror && m.connected);
  }

  /** The Dealer's word to the computer's seats: checked, then theirs. */
  private runComputer(client: Client, message: unknown): void {
    if (this.members.get(client.sessionId)?.viewer !== 'dealer') {
      this.tell(client, { ok: false, message: 'Only the Dealer runs the computer.' });
      return;
    }
    const parsed = computerCommandSchema.safeParse(message);
    if (!parsed.success || !this.computer) {
      this.tell(client, { ok: false, message: 'That is not something the computer does.' });
      return;
    }
    this.computer.command(parsed.data);
  }

  /**
   * The map's background image for the public (BackgroundMessage), or null: sent to each public
   * client that has not had this one, unless blanked (then as the board is shown again).
   */
  showBackground(background: BackgroundMessage['background']): void {
    // The same picture named again (the Dealer's window joined again) is the one each client
    // has: kept as it was, so none is sent its megabytes twice.
    if (diffView(this.background, background) === null) return;
    this.background = background;
    if (this.controls.blanked) return;
    for (const each of this.clients) {
      const member = this.members.get(each.sessionId);
      if (member?.viewer === 'public') this.sendBackground(each, member);
    }
  }

  /** Which background the Dealer named last: a picture that loads after a later one is dropped. */
  private laid = 0;

  /** The Dealer's window names the map's background (or none): loaded, then shown to the public. */
  private async lay(client: Client, message: unknown): Promise<void> {
    if (this.members.get(client.sessionId)?.viewer !== 'dealer') {
      this.tell(client, { ok: false, message: 'Only the Dealer lays the map’s background.' });
      return;
    }
    const placement = (message as { placement?: unknown } | null)?.placement ?? null;
    const parsed = placement === null ? null : backgroundSchema.safeParse(placement);
    if (parsed && !parsed.success) {
      this.tell(client, { ok: false, message: 'That is not a background of a map.' });
      return;
    }
    const laid = ++this.laid;
    const picture =
      parsed && this.table.picture ? await this.table.picture(parsed.data).catch(() => null) : null;
    if (laid === this.laid) this.showBackground(picture);
  }

  private sendBackground(client: Client, member: Member): void {
    if (member.pictured === this.background) return;
    member.pictured = this.background;
    this.deliver(client, 'background', {
      background: this.background,
    } satisfies BackgroundMessage);
  }

  /**
   * Sends away every client that joined with `pass` (the host renewed or withdrew it): they leave
   * for good, and a page that asks its host for a pass again comes back with the new one.
   */
  revoke(pass: string): void {
    for (const client of [...this.clients])
      if (this.members.get(client.sessionId)?.pass === pass) void client.leave(4000);
  }

  /** The game the room holds now (null before the Dealer opens one), and its epoch. */
  current(): { game: AnyGame | null; epoch: number } {
    return { game: this.game, epoch: this.epoch };
  }

  /**
   * The pass makes the client a viewer, if it finds a place (places.ts): taken here, as the pass
   * is checked, so two joins at once cannot both have the last one.
   */
  override onAuth(client: Client, options: JoinOptions, context: AuthContext): Viewer {
    const viewer =
      typeof options?.pass === 'string' ? this.table.passes.get(options.pass) : undefined;
    if (!viewer)
      throw new ServerError(
        ErrorCode.AUTH_FAILED,
        'This link is not, or no longer, a pass to this table.',
      );
    const lanPeer = lanPeerOf(context.headers);
    // A place kept for a client's return counts for nothing here: a new page of the same screen
    // (the Dealer's window reloaded, a TV turned off and on) must not be kept out by its old self.
    const present = [...this.members.values()].filter((m) => m.connected);
    const full = placeRefusal(viewer, lanPeer, present);
    if (full !== null) throw new ServerError(ErrorCode.APPLICATION_ERROR, full);
    const now = this.table.now ?? (() => Date.now());
    const { perSecond, burst } = this.table.budget ?? {
      perSecond: REQUESTS_PER_SECOND,
      burst: REQUEST_BURST,
    };
    const phone = typeof viewer === 'object' ? phoneOf(options) : null;
    const seated =
      typeof viewer !== 'object' ||
      this.table.seatsWithoutAsking === true ||
      this.seating.knows(viewer, phone);
    if (typeof viewer === 'object') this.seating.replaceDevice(viewer, phone);
    this.members.set(client.sessionId, {
      viewer,
      pass: options.pass as string,
      lanPeer,
      mirror: viewer === 'dealer' && options?.mirror === true,
      budget: new RequestBudget(perSecond, burst, now),
      sent: null,
      greet: true,
      connected: true,
      seated,
      phone,
    });
    return viewer;
  }

  override onJoin(client: Client): void {
    this.sendView(client);
    this.greetDealer(client);
    this.computer?.present(this.dealerPresent());
    this.seating.tellSeat(client);
    this.seating.tellSeats();
  }

  /**
   * A Dealer's window joined (or came back): it is told how the computer's seats stand, and what
   * the players' screen on this machine shows.
   */
  private greetDealer(client: Client): void {
    if (this.members.get(client.sessionId)?.viewer !== 'dealer') return;
    const status = this.computer?.status();
    if (status) this.deliver(client, 'computer', status);
    this.deliver(client, 'frame', { frame: this.shownFrame() } satisfies FrameMessage);
  }

  /** How many frames the players' screens have reported: the newest is the one shown. */
  private framesTold = 0;
  /** The frame the Dealer's windows were told last. */
  private frameTold: ReportedFrame | null = null;

  /**
   * A players' screen on this machine says what it shows (the projector's frame). One on the LAN
   * is not asked: its shape is the Dealer's to choose, as before the room.
   */
  private frameReported(client: Client, message: unknown): void {
    const member = this.members.get(client.sessionId);
    if (member?.viewer !== 'public' || member.lanPeer !== null) return;
    const parsed = projectorFrameSchema
      .nullable()
      .safeParse((message as { frame?: unknown })?.frame);
    if (!parsed.success) return;
    member.frame = parsed.data ? { frame: parsed.data, told: ++this.framesTold } : undefined;
    this.tellFrame();
  }

  /** The frame of the players' screen on this machine that reported last, of those still here. */
  private shownFrame(): ReportedFrame | null {
    let shown: Member['frame'];
    for (const member of this.members.values())
      if (member.connected && member.frame && (!shown || member.frame.told > shown.told))
        shown = member.frame;
    return shown?.frame ?? null;
  }

  /** The Dealer's windows hear the frame shown as it changes: a screen closed tells none. */
  private tellFrame(): void {
    const frame = this.shownFrame();
    if (diffView(this.frameTold, frame) === null) return;
    this.frameTold = frame;
    for (const each of this.clients)
      if (this.members.get(each.sessionId)?.viewer === 'dealer')
        this.deliver(each, 'frame', { frame } satisfies FrameMessage);
  }

  override async onLeave(client: Client, consented: boolean): Promise<void> {
    // Left for good, or sent away (its place is given up already): nothing waits for it.
    if (consented || !this.members.has(client.sessionId)) return this.forget(client);
    // A phone slept or the Wi-Fi blinked: its place waits, and it gets the game as it stands.
    // The public's for less time: it holds nothing of its own, and may always join again.
    const left = this.members.get(client.sessionId);
    const viewer = left?.viewer;
    if (left) left.connected = false;
    this.computer?.present(this.dealerPresent());
    this.seating.tellSeats();
    this.tellFrame();
    try {
      const back = await this.allowReconnection(client, viewer === 'public' ? 30 : 120);
      const member = this.members.get(back.sessionId);
      if (member)
        Object.assign(member, {
          sent: null,
          greet: true,
          connected: true,
          pictured: undefined,
          shownPicture: undefined,
        });
      this.sendView(back);
      this.greetDealer(back);
      this.computer?.present(this.dealerPresent());
      this.seating.tellSeat(back);
      this.seating.tellSeats();
      this.tellFrame();
    } catch {
      this.forget(client);
    }
  }

  private forget(client: Client): void {
    this.members.delete(client.sessionId);
    this.computer?.present(this.dealerPresent());
    this.seating.tellSeats();
    this.tellFrame();
  }

  override onUncaughtException(error: Error): void {
    // A pass refused is answered to its client in words; it is no fault of the room's.
    if (error.name === 'OnAuthException') return;
    console.error('table room:', error);
  }

  private tell(client: Client, answer: RoomAnswer, request?: RoomRequest): void {
    const asked = request?.epoch;
    this.deliver(client, 'answer', typeof asked === 'number' ? { ...answer, asked } : answer);
  }

  /** The Dealer's controls of the public's view: kept, and sent on to the public. */
  private control(client: Client, message: unknown): void {
    if (this.members.get(client.sessionId)?.viewer !== 'dealer') {
      this.tell(client, { ok: false, message: 'Only the Dealer runs the players’ view.' });
      return;
    }
    const parsed = viewerControlsSchema.safeParse((message as { controls?: unknown })?.controls);
    if (!parsed.success) {
      this.tell(client, { ok: false, message: 'Those are not controls of the players’ view.' });
      return;
    }
    const wasBlanked = this.controls.blanked;
    this.controls = parsed.data;
    for (const each of this.clients) {
      if (this.members.get(each.sessionId)?.viewer !== 'public') continue;
      this.deliver(each, 'controls', this.controls);
      if (wasBlanked === this.controls.blanked) continue;
      // Blanked: the pause, and nothing of the table until it is shown again; shown again, what
      // changed meanwhile.
      if (this.controls.blanked)
        this.deliver(each, 'paused', { title: this.title() } satisfies PausedMessage);
      else this.sendView(each);
    }
  }

  /** The Dealer's clocks (a placement's 30 seconds): kept, and sent on to every other screen. */
  private time(client: Client, message: unknown): void {
    if (this.members.get(client.sessionId)?.viewer !== 'dealer') {
      this.tell(client, { ok: false, message: 'Only the Dealer runs the table’s clocks.' });
      return;
    }
    const parsed = clocksMessageSchema.safeParse(message);
    if (!parsed.success) {
      this.tell(client, { ok: false, message: 'Those are not the table’s clocks.' });
      return;
    }
    this.clocks = parsed.data;
    for (const each of this.clients) {
      const member = this.members.get(each.sessionId);
      if (member && !member.mirror && member.seated) this.deliver(each, 'clocks', this.clocks);
    }
  }

  private async answer(client: Client, request: RoomRequest): Promise<void> {
    const member = this.members.get(client.sessionId);
    const refused = (message: string, resync?: true) =>
      this.tell(client, { ok: false, message, ...(resync ? { resync } : {}) }, request);
    // The Dealer plays and undoes; a seat plays its own characters (issue 39); the public looks.
    const viewer = member?.viewer;
    if (viewer === undefined || viewer === 'public')
      return refused('The table’s screen only looks on.');
    if (!member!.seated) return refused('This phone waits for the Dealer to seat it.');
    const game = this.game;
    if (game === null) return refused('No game is open.');
    if (viewer !== 'dealer' && request.type !== 'intent')
      return refused('Undo and redo are the Dealer’s.');
    if (viewer !== 'dealer' && !game.def.seatRefusal)
      return refused('This game takes no actions from a seat yet.');
    const before = game.session as AnySession;
    const parted = this.parted(request, before);
    if (parted !== null) return refused(parted, true);
    const after = this.apply(game, request, before, viewer);
    if (typeof after === 'string') return refused(after);
    const answer = {
      ok: true as const,
      decisions: after.session.decisions.length,
      actions: after.session.log.length,
      epoch: this.epoch,
    };
    const tell = (write: RoomWrite) => {
      if (this.clients.includes(client))
        this.tell(client, { ...answer, ...write } as RoomAnswer, request);
    };
    // What a seat played (or a Dealer's client that is not the window holding the game) the
    // window that holds it plays too.
    const played = member!.mirror || request.type !== 'intent' ? null : after.actions;
    this.commit(game, before, after.session, played, tell);
  }

  /**
   * A decision played: every screen sees it at once, the windows that hold the game themselves
   * are told what was `played` (none: they sent it), and the write is made before `tell` (the
   * requester's answer) and the windows hear of it (writeThrough).
   */
  private commit(
    game: AnyGame,
    before: AnySession,
    after: AnySession,
    played: readonly unknown[] | null,
    tell: ((write: RoomWrite) => void) | null,
  ): void {
    const epoch = this.epoch;
    this.moveTo(game, after);
    if (played) {
      const message: PlayedMessage = { epoch, at: before.log.length, actions: played };
      this.tellMirrors('played', message);
    }
    if (!game.save) return tell?.({});
    const written = { epoch, actions: after.log.length };
    this.unwritten.push({
      game,
      tell: (write) => {
        tell?.(write);
        if (played) this.tellMirrors('written', { ...written, ...write } as WrittenMessage);
      },
    });
    void this.writeThrough();
  }

  /**
   * Writes what was played, and only then answers it (issue 38, item 3: nothing acknowledged is
   * lost). One write at a time, each of the game as it stands, so the requests played while one
   * is written share the next (a group commit, as a database's log does): a burst costs a write or
   * two, not one each. A write the store refuses is answered as played but not saved, in the
   * store's words: the game goes on (the next write holds it all), as the window's own autosave
   * did, and a lost lease ('lease_lost') makes the Dealer's window read-only.
   */
  private async writeThrough(): Promise<void> {
    if (this.writing) return;
    this.writing = true;
    try {
      while (this.unwritten.length > 0) {
        const game = this.unwritten[0]!.game;
        const batch = this.unwritten.filter((each) => each.game === game);
        this.unwritten = this.unwritten.filter((each) => each.game !== game);
        const outcome = await writeOf(game);
        const write: RoomWrite = outcome.ok
          ? { saved: outcome.name }
          : { unsaved: { code: outcome.code, message: outcome.message } };
        for (const { tell } of batch) tell(write);
      }
    } finally {
      this.writing = false;
    }
  }

  /** Why a request is not for the game the room holds (another game, another log), or null. */
  private parted(request: RoomRequest, session: AnySession): string | null {
    if (request.epoch !== undefined && request.epoch !== this.epoch)
      return 'That was meant for another game on this table.';
    if (request.at !== undefined && request.at !== session.log.length)
      return 'The table and this window no longer hold the same game.';
    return null;
  }

  /**
   * The session after a request and the actions it played, or why the game refuses it, in words
   * `viewer` may read: a seat's actions pass the game's seat check first (seatRefusal).
   */
  private apply(
    game: AnyGame,
    request: RoomRequest,
    before: AnySession,
    viewer: Viewer,
  ): { session: AnySession; actions: unknown[] } | string {
    const { def } = game;
    if (request.type !== 'intent') {
      const after = request.type === 'undo' ? undoDecision(def, before) : redoDecision(def, before);
      return after ? { session: after, actions: [] } : `There is nothing to ${request.type}.`;
    }
    const actions = request.actions !== undefined ? request.actions : [request.action];
    if (!Array.isArray(actions) || actions.length === 0 || actions.length > MAX_ACTIONS_PER_REQUEST)
      return 'That is not an action of this game.';
    let session = before;
    const parsed: unknown[] = [];
    for (const action of actions) {
      const checked = def.actionSchema.safeParse(action);
      if (!checked.success) return 'That is not an action of this game.';
      const refused =
        typeof viewer === 'object' ? def.seatRefusal!(session.current, viewer, checked.data) : null;
      if (refused !== null) return refused;
      const played = play(def, session, checked.data);
      if (!played.ok)
        return def.refusalFor?.(before.current, viewer, played.message) ?? played.message;
      session = played.session;
      parsed.push(checked.data);
    }
    return { session, actions: parsed };
  }

  /** A dry run for a seated phone or the Dealer (actionPreview.ts), answered at once. */
  private previewAsked(client: Client, message: unknown): void {
    const member = this.members.get(client.sessionId);
    const game = this.game;
    const refused = (words: string) =>
      this.deliver(client, 'preview', { ask: null, preview: null, message: words });
    if (!member || member.viewer === 'public' || !member.seated)
      return refused('The table’s screen only looks on.');
    if (!member.budget.take()) return refused('Too many requests at once: wait a moment.');
    if (!game) return refused('No game is open.');
    const def = game.def as GameDef<unknown, TypedAction, unknown>;
    this.deliver(client, 'preview', previewFor(def, game.session.current, member.viewer, message));
  }

  private sendViews(): void {
    if (this.game) this.shownPicture.follow(this.game.session.current);
    for (const each of this.clients) this.sendView(each);
  }

  /** The picture shown to the players, now loaded, to each public client not blanked. */
  private sendShownPictures(): void {
    if (this.controls.blanked) return;
    for (const each of this.clients) {
      const member = this.members.get(each.sessionId);
      if (member?.viewer === 'public') this.sendShownPicture(each, member);
    }
  }

  private sendShownPicture(client: Client, member: Member): void {
    const shown = this.shownPicture.shown;
    if (!shown || member.shownPicture === shown) return;
    member.shownPicture = shown;
    this.deliver(client, 'shownPicture', shown satisfies ShownPictureMessage);
  }

  /**
   * A client's view of the game as it stands, in the parts that changed since it was sent one;
   * the Dealer's window that holds the game itself gets none, and the public none while blanked.
   */
  private sendView(client: Client): void {
    const member = this.members.get(client.sessionId);
    const game = this.game;
    if (!member || member.mirror || !member.seated) return;
    const whole = member.sent === null;
    if (member.viewer === 'public') {
      // The controls as it joins; after that, as the Dealer changes them (control).
      const greet = member.greet;
      member.greet = false;
      if (greet) this.deliver(client, 'controls', this.controls);
      if (this.controls.blanked) {
        if (greet) this.deliver(client, 'paused', { title: this.title() } satisfies PausedMessage);
        return;
      }
      this.sendBackground(client, member);
      this.sendShownPicture(client, member);
    }
    if (game === null) return;
    const made = this.madeFor(game.session.current, member.viewer);
    const view = made.view;
    const before = member.sent;
    member.sent = view;
    if (whole) {
      const kind = game.def.saveKind;
      this.deliver(client, 'view', {
        epoch: this.epoch,
        whole: true,
        view,
        kind,
      } satisfies ViewMessage);
      // The clocks as it (re)joins; after that, as the Dealer's window sends them (time).
      this.deliver(client, 'clocks', this.clocks);
      return;
    }
    // Nothing it may see changed: nothing is sent.
    const patch = made.patchFrom(before);
    if (patch)
      this.deliver(client, 'view', { epoch: this.epoch, whole, patch } satisfies ViewMessage);
  }

  /**
   * A viewer's view of `state`, made once for every client that shares the viewer (the TV, the
   * projector and the miniature are all the public), with the patch from each view sent before,
   * worked out once too: clients sent the same view before get the same patch.
   */
  private madeFor(state: unknown, viewer: Viewer): MadeView {
    let made = this.made;
    if (!made || made.state !== state) {
      made = { state, views: new Map<string, MadeView>() };
      this.made = made;
    }
    const key = typeof viewer === 'string' ? viewer : `seat ${viewer.seat}`;
    let entry = made.views.get(key);
    if (!entry) {
      const view = this.game!.def.viewFor(state, viewer) as Record<string, unknown>;
      const patches = new Map<unknown, ViewPatch | null>();
      entry = {
        view,
        patchFrom(before: unknown) {
          if (!patches.has(before)) patches.set(before, diffView(before, view));
          return patches.get(before)!;
        },
      };
      made.views.set(key, entry);
    }
    return entry;
  }

  /**
   * Sends a message, unless the client has not read what it was sent before (OUTPUT_BUDGET_BYTES
   * of it): then its socket is cut, and it is given the game whole when it comes back (onLeave).
   */
  private deliver(client: Client, type: string, message: unknown): void {
    const socket = (client as unknown as { ref: { bufferedAmount?: number; terminate?(): void } })
      .ref;
    if ((socket.bufferedAmount ?? 0) > OUTPUT_BUDGET_BYTES) {
      socket.terminate?.();
      return;
    }
    client.send(type, message);
  }

  private title(): string | null {
    if (this.game === null) return null;
    const { def, session, titleOf } = this.game;
    return titleOf ? titleOf(def.viewFor(session.current, 'public')) : null;
  }
}
