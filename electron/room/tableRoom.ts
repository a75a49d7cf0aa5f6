import { randomBytes } from 'node:crypto';
import { ErrorCode, Room, ServerError, type Client } from '@colyseus/core';
import type { GameDef, Refused, TypedAction } from '../../engine/game/gameDef.ts';
import {
  play,
  redoDecision,
  undoDecision,
  type GameSession,
} from '../../engine/game/gameSession.ts';
import type { Viewer } from '../../engine/game/viewer.ts';
import { RequestBudget } from './requestBudget.ts';

/**
 * The table room (issue 38, item 1): the game runs on the host, and every screen joins as a
 * viewer with its own share. A HostedTable is any game's session behind its GameDef; the room
 * applies what its clients send through the game's gate, writes the session to its save before
 * it acknowledges anything (nothing acknowledged is lost), and sends each client its own
 * viewFor. Colyseus 0.16 carries it (rooms, seat reservation, reconnection); its Schema state sync
 * is not used, since it keeps one state for all where each viewer must get its own view.
 */
export interface HostedTable<S, A extends TypedAction, E> {
  readonly def: GameDef<S, A, E, Refused>;
  session: GameSession<S, A, E>;
  /** Writes the session to its save; a refusal in words, or null once it is written. */
  save(session: GameSession<S, A, E>): Promise<string | null>;
  /** Each pass a client may join with, and the viewer it makes the client. */
  readonly passes: ReadonlyMap<string, Viewer>;
  /** The host's clock, in milliseconds, for each client's request budget; a test stops it. */
  readonly now?: () => number;
  /** Each client's request budget, REQUESTS_PER_SECOND and REQUEST_BURST unless given. */
  readonly budget?: { readonly perSecond: number; readonly burst: number };
}

/**
 * Each client's requests: a burst of 40, then 20 a second. A Dealer at the table sends a few a
 * second at most (a move, an attack's steps); a flood is refused before it reaches the game.
 */
export const REQUESTS_PER_SECOND = 20;
export const REQUEST_BURST = 40;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each table its own game's types
type AnyTable = HostedTable<any, TypedAction, unknown>;

/**
 * The tables the host has opened, by an id only the host knows: a room is made for one of them
 * and for nothing else, so no client can make a room of its own.
 */
const TABLES = new Map<string, AnyTable>();

/** Opens a table to rooms: the id the host creates its room with. */
export function registerTable<S, A extends TypedAction, E>(table: HostedTable<S, A, E>): string {
  const id = randomBytes(18).toString('base64url');
  TABLES.set(id, table as unknown as AnyTable);
  return id;
}

/** What a client sends: an action for the game's gate, or the Dealer's undo and redo. */
export type RoomRequest = { type: 'intent'; action: unknown } | { type: 'undo' } | { type: 'redo' };

/** What the room sends a client besides its view: that a request was applied, or why not. */
export type RoomAnswer = { ok: true; decisions: number } | { ok: false; message: string };

interface JoinOptions {
  pass?: unknown;
}

export class TableRoom extends Room {
  override autoDispose = false;
  private table!: AnyTable;
  private readonly viewers = new Map<string, Viewer>();
  private readonly budgets = new Map<string, RequestBudget>();
  /** Requests one after another: Colyseus does not wait for a handler that awaits a save. */
  private queue: Promise<void> = Promise.resolve();

  override onCreate(options: { table?: unknown }): void {
    const table = typeof options.table === 'string' ? TABLES.get(options.table) : undefined;
    if (!table) throw new ServerError(ErrorCode.APPLICATION_ERROR, 'no such table');
    this.table = table;
    for (const type of ['intent', 'undo', 'redo'] as const)
      this.onMessage(type, (client, message: unknown) => {
        // Refused on arrival, before it waits in line: a flood costs the queue nothing.
        if (!this.budgets.get(client.sessionId)?.take()) {
          client.send('answer', {
            ok: false,
            message: 'Too many requests at once: wait a moment.',
          });
          return;
        }
        const request = { ...(message as object), type } as RoomRequest;
        this.queue = this.queue.then(() => this.answer(client, request));
      });
    // Any other type is answered in words, not by closing the socket (Colyseus' default).
    this.onMessage('*', (client, type) =>
      client.send('answer', {
        ok: false,
        message: `“${String(type)}” is not something a table does`,
      }),
    );
  }

  override onAuth(_client: Client, options: JoinOptions): Viewer {
    const viewer =
      typeof options?.pass === 'string' ? this.table.passes.get(options.pass) : undefined;
    if (!viewer)
      throw new ServerError(
        ErrorCode.AUTH_FAILED,
        'This link is not, or no longer, a pass to this table.',
      );
    return viewer;
  }

  override onJoin(client: Client, _options: JoinOptions, viewer: Viewer): void {
    this.viewers.set(client.sessionId, viewer);
    const now = this.table.now ?? (() => Date.now());
    const { perSecond, burst } = this.table.budget ?? {
      perSecond: REQUESTS_PER_SECOND,
      burst: REQUEST_BURST,
    };
    this.budgets.set(client.sessionId, new RequestBudget(perSecond, burst, now));
    this.sendView(client);
  }

  override async onLeave(client: Client, consented: boolean): Promise<void> {
    if (consented) return this.forget(client);
    // A phone slept or the Wi-Fi blinked: its place waits, and it gets the game as it stands.
    try {
      this.sendView(await this.allowReconnection(client, 120));
    } catch {
      this.forget(client);
    }
  }

  private forget(client: Client): void {
    this.viewers.delete(client.sessionId);
    this.budgets.delete(client.sessionId);
  }

  override onUncaughtException(error: Error): void {
    // A pass refused is answered to its client in words; it is no fault of the room's.
    if (error.name === 'OnAuthException') return;
    console.error('table room:', error);
  }

  private async answer(client: Client, request: RoomRequest): Promise<void> {
    const viewer = this.viewers.get(client.sessionId);
    // The Dealer plays and undoes; the seats act from the next landing on, the table never.
    if (viewer !== 'dealer') {
      client.send('answer', { ok: false, message: 'Only the Dealer plays at this table for now.' });
      return;
    }
    const { def } = this.table;
    const before = this.table.session;
    let after: GameSession<unknown, TypedAction, unknown> | null;
    if (request.type === 'intent') {
      const parsed = def.actionSchema.safeParse(request.action);
      if (!parsed.success) {
        client.send('answer', { ok: false, message: 'That is not an action of this game.' });
        return;
      }
      const played = play(def, before, parsed.data);
      if (!played.ok) {
        client.send('answer', { ok: false, message: played.message });
        return;
      }
      after = played.session;
    } else {
      after = request.type === 'undo' ? undoDecision(def, before) : redoDecision(def, before);
      if (!after) {
        const message = `There is nothing to ${request.type}.`;
        client.send('answer', { ok: false, message });
        return;
      }
    }
    // Written before it is acknowledged: a write the store refuses takes the change back.
    const refused = await this.table.save(after);
    if (refused !== null) {
      client.send('answer', { ok: false, message: `Not saved, so not played: ${refused}` });
      return;
    }
    this.table.session = after;
    client.send('answer', { ok: true, decisions: after.decisions.length } satisfies RoomAnswer);
    for (const each of this.clients) this.sendView(each);
  }

  private sendView(client: Client): void {
    const viewer = this.viewers.get(client.sessionId);
    if (viewer === undefined) return;
    const { def, session } = this.table;
    client.send('view', def.viewFor(session.current, viewer));
  }
}
