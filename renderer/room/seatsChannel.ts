import type { SeatsMessage } from '../../electron/room/roomProtocol.ts';
import { createStore, type Store } from '../../common/store.ts';

/** The Dealer's word on a phone: seat it, or free it (seatCommandSchema). */
export interface SeatCommand {
  command: 'accept' | 'free';
  client: string;
}

/**
 * The phones at the table's seats as the Dealer's window hears of them (issue 39, item 1), and
 * the way to give the room the Dealer's word on one: the mirror's link fills it (tableMirror.ts);
 * the Players panel reads it.
 */
export interface SeatsChannel {
  readonly phones: Store<SeatsMessage['phones']>;
  /** Sends the Dealer's word; false while no link to the room is up. */
  command(command: SeatCommand): boolean;
  /** The mirror's link, while it is up (set by the mirror). */
  send: ((command: SeatCommand) => boolean) | null;
}

export function createSeatsChannel(): SeatsChannel {
  const channel: SeatsChannel = {
    phones: createStore<SeatsMessage['phones']>([]),
    command: (command) => channel.send?.(command) ?? false,
    send: null,
  };
  return channel;
}
