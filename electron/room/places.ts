import type { IncomingHttpHeaders } from 'node:http';
import type { Viewer } from '../../engine/game/viewer.ts';

/**
 * The header the LAN listener sets on what it hands the table room (and overwrites whatever a
 * client sent in it): the address the connection came from. A connection without it came to the
 * room's own 127.0.0.1 listener: this machine's pages.
 */
export const LAN_PEER_HEADER = 'x-high-noon-lan-peer';

/**
 * The room's places (issue 38, item 5: a flood of joins cannot lock the Dealer, the TV or a seat
 * out). The Dealer's window has two (itself, and itself again after a reload, while the first
 * place is still kept for its return); each seat two (the phone seated, and one waiting for the
 * Dealer: the seat handed to another phone); the public (the TV, the projector, the
 * miniature, a player's laptop) twenty-four, of which one address on the LAN may hold four: one
 * holder of the link filling every place from one machine leaves the TV its own.
 */
export const DEALER_PLACES = 2;
export const SEAT_PLACES = 2;
export const PUBLIC_PLACES = 24;
export const PUBLIC_PLACES_PER_LAN_ADDRESS = 4;

/** Who holds a place: its viewer, and its LAN address (null: this machine). */
export interface Placed {
  viewer: Viewer;
  lanPeer: string | null;
}

/** The LAN address a join came from, or null for this machine's own listener. */
export function lanPeerOf(headers: IncomingHttpHeaders): string | null {
  const peer = headers[LAN_PEER_HEADER];
  return typeof peer === 'string' && peer !== '' ? peer : null;
}

/**
 * Why a newcomer finds no place among `placed` (the clients there now: a place kept for one that
 * dropped is not counted), in words, or null when there is one.
 */
export function placeRefusal(
  viewer: Viewer,
  lanPeer: string | null,
  placed: Iterable<Placed>,
): string | null {
  const all = [...placed];
  if (viewer === 'dealer') {
    const taken = all.filter((p) => p.viewer === 'dealer').length;
    return taken < DEALER_PLACES ? null : 'The Dealer is at this table already, twice.';
  }
  if (viewer !== 'public') {
    const taken = all.filter((p) => typeof p.viewer === 'object' && p.viewer.seat === viewer.seat);
    return taken.length < SEAT_PLACES ? null : `Seat ${viewer.seat} is taken.`;
  }
  const publics = all.filter((p) => p.viewer === 'public');
  if (publics.length >= PUBLIC_PLACES) return 'The table is full: ask the Dealer.';
  if (lanPeer !== null) {
    const here = publics.filter((p) => p.lanPeer === lanPeer).length;
    if (here >= PUBLIC_PLACES_PER_LAN_ADDRESS)
      return 'This device has every place at the table it may have.';
  }
  return null;
}
