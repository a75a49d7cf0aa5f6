import { Client, type Room } from 'colyseus.js';
import { createStore, type Store } from '../../common/store.ts';

/** Where a page finds the table room: the room, its pass, and where it is reached (null: here). */
export interface RoomTicket {
  roomId: string;
  pass: string;
  endpoint: string | null;
}

/**
 * How a page's link to the table room stands: joining it the first time, in it, or dropped and
 * trying again (a host restarted, a phone slept, the Wi-Fi blinked), or refused for good (a pass
 * the table no longer takes) with the reason in words.
 */
export type LinkStatus =
  | { state: 'joining' }
  | { state: 'joined' }
  | { state: 'reconnecting'; since: number }
  | { state: 'refused'; message: string };

export interface RoomLink {
  readonly status: Store<LinkStatus>;
  /** Sends a message to the room; false while the link is down (it is not queued). */
  send(type: string, message: unknown): boolean;
  /** Hears every message of `type`, across reconnections; returns the stop. */
  on<T>(type: string, handler: (message: T) => void): () => void;
  /** Called after each join and rejoin, once the handlers hear the room (the view follows). */
  onJoined(handler: () => void): () => void;
  /** Leaves the room for good. */
  close(): void;
}

/** Colyseus' code for a pass the room refused (onAuth): trying again will not help. */
const AUTH_FAILED = 4215;
/** The waits between tries, doubling from the first to the last. */
const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 4000;

/**
 * A page's link to the table room (issue 38, item 3, "links that last"): it joins with the ticket
 * `find` gives, and when the link drops for any reason but its own leave, it says "reconnecting"
 * and tries again by itself, for as long as the page is open: first with the room's reconnection
 * token (the same place, kept for it), then, when the room no longer knows it (the host
 * restarted), with a ticket found anew. colyseus.js 0.16 does none of this itself.
 */
export function joinTableRoom(
  find: () => Promise<RoomTicket>,
  options: {
    mirror?: boolean;
    /** A seat's phone (issue 39): its player's name and the id it keeps, at every join. */
    phone?: { name: string; device: string };
  } = {},
): RoomLink {
  const status = createStore<LinkStatus>({ state: 'joining' });
  const handlers = new Map<string, Set<(message: unknown) => void>>();
  const joined = new Set<() => void>();
  let room: Room | null = null;
  let closed = false;
  let retryMs = FIRST_RETRY_MS;

  const wire = (next: Room) => {
    room = next;
    // Straight after the join, before any await: the room's first view is already on its way.
    for (const [type, set] of handlers)
      next.onMessage(type, (m: unknown) => set.forEach((h) => h(m)));
    next.onMessage('*', () => undefined);
    next.onLeave(() => {
      if (room !== next) return;
      room = null;
      // Any leave but the page's own (close) is a drop, a host shutting down included.
      if (closed) return;
      status.set({ state: 'reconnecting', since: Date.now() });
      void rejoin(next.reconnectionToken);
    });
    retryMs = FIRST_RETRY_MS;
    status.set({ state: 'joined' });
    joined.forEach((handler) => handler());
  };

  /** The client of the last join: a reconnection goes where the join went. */
  let client: Client | null = null;
  const joinAnew = async () => {
    const ticket = await find();
    client = new Client(ticket.endpoint ?? globalThis.location.origin);
    return client.joinById(ticket.roomId, {
      pass: ticket.pass,
      ...(options.mirror ? { mirror: true } : {}),
      ...(options.phone ?? {}),
    });
  };

  const rejoin = async (token: string | null) => {
    while (!closed) {
      try {
        const back = token && client ? await client.reconnect(token) : await joinAnew();
        if (closed) return void back.leave(true);
        return wire(back);
      } catch (error) {
        if ((error as { code?: number }).code === AUTH_FAILED) {
          status.set({ state: 'refused', message: (error as Error).message });
          return;
        }
        // The place kept for this page is gone (the host restarted): a new join from now on.
        token = null;
        await new Promise((resolve) => setTimeout(resolve, retryMs));
        retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
      }
    }
  };

  void rejoin(null);
  return {
    status,
    send(type, message) {
      if (!room) return false;
      room.send(type, message);
      return true;
    },
    on<T>(type: string, handler: (message: T) => void) {
      let set = handlers.get(type);
      if (!set) {
        set = new Set();
        handlers.set(type, set);
        const fresh = set;
        room?.onMessage(type, (m: unknown) => fresh.forEach((h) => h(m)));
      }
      set.add(handler as (message: unknown) => void);
      return () => void set.delete(handler as (message: unknown) => void);
    },
    onJoined(handler) {
      joined.add(handler);
      return () => void joined.delete(handler);
    },
    close() {
      closed = true;
      const leaving = room;
      room = null;
      void leaving?.leave(true);
    },
  };
}
