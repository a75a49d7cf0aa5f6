import {
  viewAfter,
  type ClocksMessage,
  type PreviewMessage,
  type RoomAnswer,
  type SeatMessage,
  type ViewMessage,
} from '../../../electron/room/roomProtocol.ts';
import type { FingerGunsAction } from '../../../engine/fingerGuns.ts';
import type { TexasAction } from '../../../engine/texas.ts';
import type { Action, ActionPreview, SeatView } from '../../../engine/skirmish.ts';
import { createStore, type Store } from '../../../common/store.ts';
import { joinTableRoom, type LinkStatus, type RoomTicket } from '../../room/roomLink.ts';

/** Where a seat's phone stands, as its page shows it. */
export interface SeatPageState {
  link: LinkStatus;
  /** What the room said of the phone's place (null: nothing yet). */
  place: SeatMessage['state'] | null;
  /** The seat's name, once the room has said it. */
  seat: string | null;
  /** The seat's view (seated only): the skirmish's, or Finger Guns' (`kind`). */
  view: SeatView | null;
  /** Which game the view is of. */
  kind: 'session' | 'texas' | 'fingerguns';
  /** An action sent and not yet answered: the buttons wait for it. */
  sending: boolean;
  /** The room's last refusal of what this phone sent, in its words (cleared by the next send). */
  refused: string | null;
  /** The clocks the Dealer runs (a placement's 30 seconds), by what they time. */
  clocks: ClocksMessage['clocks'];
}

/** A seat's phone at the table room: its state, and what it may send. */
export interface SeatLink {
  readonly state: Store<SeatPageState>;
  /** Sends an action the view offered; the answer clears `sending` (or sets `refused`). */
  play(action: Action | FingerGunsAction | TexasAction): void;
  /** Asks the room what `action` would do (an attack's verdict); null: none, with why. */
  preview(action: Action): Promise<ActionPreview | { none: string }>;
  close(): void;
}

/**
 * A seat's phone joins the table room with its seat's pass, its player's name and an id it keeps
 * (issue 39, item 1): it waits for the Dealer, then holds its seat's view; if it drops or sleeps,
 * the link rejoins by itself, and the room seats it again with no Dealer step (item 4). Every
 * choice it sends is one the view offered; the room's gate judges it again.
 */
export function joinSeat(
  ticket: RoomTicket,
  phone: { name: string; device: string },
  join: typeof joinTableRoom = joinTableRoom,
): SeatLink {
  const state = createStore<SeatPageState>({
    link: { state: 'joining' },
    place: null,
    seat: null,
    view: null,
    kind: 'session',
    sending: false,
    refused: null,
    clocks: {},
  });
  const patch = (change: Partial<SeatPageState>) => state.set({ ...state.get(), ...change });
  const link = join(async () => ticket, { phone });
  let held: Record<string, unknown> | null = null;
  let asked = 0;
  const waiting = new Map<number, (answer: ActionPreview | { none: string }) => void>();
  const stops = [
    link.status.subscribe(() => patch({ link: link.status.get() })),
    link.on<SeatMessage>('seat', (message) => {
      if (message.state !== 'seated') held = null;
      patch({
        place: message.state,
        seat: message.seat,
        ...(message.state === 'seated' ? {} : { view: null, sending: false }),
      });
      // Freed: the Dealer sent this phone away, so it does not knock again by itself.
      if (message.state === 'freed') link.close();
    }),
    link.on<ViewMessage>('view', (message) => {
      held = viewAfter(held, message);
      const kind = message.whole ? (message.kind ?? 'session') : state.get().kind;
      patch({ view: held as unknown as SeatView, kind, place: 'seated' });
    }),
    link.on<ClocksMessage>('clocks', (message) => patch({ clocks: message.clocks })),
    link.on<RoomAnswer>('answer', (answer) =>
      patch({ sending: false, refused: answer.ok ? null : answer.message }),
    ),
    link.on<PreviewMessage>('preview', (message) => {
      const answer = message.preview ?? { none: message.message };
      if (message.ask === null) {
        for (const wake of waiting.values()) wake(answer);
        waiting.clear();
        return;
      }
      waiting.get(message.ask)?.(answer);
      waiting.delete(message.ask);
    }),
    // A link that dropped: whatever was in flight is answered no more.
    link.onJoined(() => patch({ sending: false })),
  ];
  return {
    state,
    play(action) {
      if (state.get().sending) return;
      const sent = link.send('intent', { action });
      patch(
        sent
          ? { sending: true, refused: null }
          : { refused: 'Not connected to the table: it will try again by itself.' },
      );
    },
    preview(action) {
      const ask = ++asked;
      return new Promise((resolve) => {
        if (!link.send('preview', { ask, action }))
          return resolve({ none: 'Not connected to the table.' });
        waiting.set(ask, resolve);
      });
    },
    close() {
      stops.forEach((stop) => stop());
      link.close();
    },
  };
}

const NAME_KEY = 'high-noon-seat-name';
const DEVICE_KEY = 'high-noon-seat-device';

/** The name this phone's player gave last time (empty: none yet). */
export function savedName(storage: Storage = localStorage): string {
  return storage.getItem(NAME_KEY) ?? '';
}

/** Keeps the player's name for the next time the page opens. */
export function saveName(name: string, storage: Storage = localStorage): void {
  storage.setItem(NAME_KEY, name);
}

/**
 * The id this phone keeps (its page's storage), made the first time: the room seats a phone whose
 * page reloads with the same id again by itself.
 */
export function deviceId(storage: Storage = localStorage): string {
  let id = storage.getItem(DEVICE_KEY);
  if (!id || !/^[\w-]{8,64}$/.test(id)) {
    id = crypto.randomUUID();
    storage.setItem(DEVICE_KEY, id);
  }
  return id;
}
