import type { Client } from '@colyseus/core';
import type { Seat } from '../../engine/game/viewer.ts';
import { seatCommandSchema, type SeatMessage, type SeatsMessage } from './roomProtocol.ts';
import type { JoinOptions, Member } from './roomMember.ts';

/** What the seating reaches of its room. */
export interface SeatingRoom {
  readonly members: Map<string, Member>;
  clients(): readonly Client[];
  deliver(client: Client, type: string, message: unknown): void;
  sendView(client: Client): void;
  refuse(client: Client, message: string): void;
}

/**
 * The phones at the table's seats (issue 39, item 1). A phone that joins with a seat's link waits
 * (it is sent no view and plays nothing) until the Dealer's word seats it; seating one sends the
 * seat's phone before it away (the seat handed on), and freeing one sends it away. A seated phone
 * that drops keeps its place (the room's reconnection); one whose page reloads with the same
 * device id is seated again by itself. The Dealer's windows hear the list as it changes.
 */
export class Seating {
  /** The phone the Dealer seated at each seat, by its device id: seated again as it comes back. */
  private readonly seatedDevices = new Map<string, string>();

  constructor(private readonly room: SeatingRoom) {}

  /** Whether a phone joining `seat` is the one the Dealer seated there (its page reloaded). */
  knows(seat: Seat, phone: Member['phone']): boolean {
    return !!phone?.device && this.seatedDevices.get(seat.seat) === phone.device;
  }

  /**
   * A phone joins a seat again with the id it keeps (its page reloaded, its tab woke): the place
   * its old page held, or was kept for it, is given up, so the Dealer's list shows one phone.
   */
  replaceDevice(seat: Seat, phone: Member['phone']): void {
    if (!phone?.device) return;
    for (const [id, member] of this.room.members) {
      if (typeof member.viewer !== 'object' || member.viewer.seat !== seat.seat) continue;
      if (member.phone?.device !== phone.device) continue;
      this.room.members.delete(id);
      void this.room
        .clients()
        .find((each) => each.sessionId === id)
        ?.leave(4002);
    }
  }

  /** A seat's phone hears where it stands: waiting for the Dealer, or seated. */
  tellSeat(client: Client): void {
    const member = this.room.members.get(client.sessionId);
    if (!member || typeof member.viewer !== 'object') return;
    const state = member.seated ? 'seated' : 'waiting';
    this.room.deliver(client, 'seat', { state, seat: member.viewer.seat } satisfies SeatMessage);
  }

  /** The Dealer's windows hear which phones are at which seats, as it changes. */
  tellSeats(): void {
    const phones: SeatsMessage['phones'] = [];
    for (const [client, member] of this.room.members) {
      if (typeof member.viewer !== 'object') continue;
      const state = !member.seated ? 'waiting' : member.connected ? 'seated' : 'away';
      phones.push({ client, seat: member.viewer.seat, name: member.phone?.name ?? null, state });
    }
    for (const each of this.room.clients())
      if (this.room.members.get(each.sessionId)?.viewer === 'dealer')
        this.room.deliver(each, 'seats', { phones } satisfies SeatsMessage);
  }

  /** The Dealer's word on a phone: seat it (sent its view), or free it (sent away). */
  command(from: Client, message: unknown): void {
    const parsed = seatCommandSchema.safeParse(message);
    const target = parsed.success ? this.room.members.get(parsed.data.client) : undefined;
    const isDealer = this.room.members.get(from.sessionId)?.viewer === 'dealer';
    if (!isDealer || !parsed.success || !target || typeof target.viewer !== 'object')
      return this.room.refuse(from, 'That is not a phone at this table.');
    const { command, client } = parsed.data;
    const seatName = target.viewer.seat;
    if (command === 'free') this.sendAway(client, seatName);
    else this.seat(client, target, seatName);
    this.tellSeats();
  }

  private seat(client: string, target: Member, seatName: string): void {
    for (const [other, member] of this.room.members)
      if (other !== client && member.seated && typeof member.viewer === 'object')
        if (member.viewer.seat === seatName) this.sendAway(other, seatName);
    Object.assign(target, { seated: true, sent: null });
    if (target.phone?.device) this.seatedDevices.set(seatName, target.phone.device);
    const phone = this.room.clients().find((each) => each.sessionId === client);
    if (!phone) return;
    this.tellSeat(phone);
    this.room.sendView(phone);
  }

  /** A phone sent from its seat: told so, and its place given up (it does not come back). */
  private sendAway(sessionId: string, seatName: string): void {
    const member = this.room.members.get(sessionId);
    if (member?.phone?.device && this.seatedDevices.get(seatName) === member.phone.device)
      this.seatedDevices.delete(seatName);
    this.room.members.delete(sessionId);
    const phone = this.room.clients().find((each) => each.sessionId === sessionId);
    if (!phone) return;
    this.room.deliver(phone, 'seat', { state: 'freed', seat: seatName } satisfies SeatMessage);
    void phone.leave(4001);
  }
}

/** What a seat's phone says of itself as it joins: a name (its player's) and a device id. */
export function phoneOf(options: JoinOptions): { name: string | null; device: string | null } {
  const name =
    typeof options?.name === 'string' && options.name.trim() !== ''
      ? options.name.trim().slice(0, 40)
      : null;
  const device =
    typeof options?.device === 'string' && /^[\w-]{8,64}$/.test(options.device)
      ? options.device
      : null;
  return { name, device };
}
