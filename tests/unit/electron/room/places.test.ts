import { describe, expect, it } from 'vitest';
import {
  DEALER_PLACES,
  lanPeerOf,
  LAN_PEER_HEADER,
  placeRefusal,
  PUBLIC_PLACES,
  PUBLIC_PLACES_PER_LAN_ADDRESS,
  type Placed,
} from '../../../../electron/room/places.ts';
import { seat } from '../../../../engine/game/viewer.ts';

/** `n` places held by `viewer`, from `lanPeer`. */
const held = (n: number, viewer: Placed['viewer'], lanPeer: string | null = null): Placed[] =>
  Array.from({ length: n }, () => ({ viewer, lanPeer }));

describe("the table room's places (issue 38, item 5)", () => {
  it('keeps the Dealer two places and each seat one, whatever the public holds', () => {
    const crowd = held(PUBLIC_PLACES, 'public');
    expect(placeRefusal('dealer', null, crowd)).toBeNull();
    expect(placeRefusal('dealer', null, [...crowd, ...held(DEALER_PLACES, 'dealer')])).toBe(
      'The Dealer is at this table already, twice.',
    );
    const a = seat('A', ['kate']);
    expect(placeRefusal(a, '192.168.1.7', crowd)).toBeNull();
    expect(placeRefusal(a, '192.168.1.7', [...crowd, ...held(2, a)])).toBe('Seat A is taken.');
    expect(placeRefusal(seat('B', ['ned']), null, held(1, a))).toBeNull();
  });

  it('gives one LAN address four public places, and the public twenty-four in all', () => {
    const phone = '192.168.1.7';
    const theirs = held(PUBLIC_PLACES_PER_LAN_ADDRESS, 'public', phone);
    expect(placeRefusal('public', phone, theirs)).toBe(
      'This device has every place at the table it may have.',
    );
    // The TV, from another address, and this machine's own pages still find one.
    expect(placeRefusal('public', '192.168.1.9', theirs)).toBeNull();
    expect(placeRefusal('public', null, theirs)).toBeNull();
    expect(placeRefusal('public', null, held(PUBLIC_PLACES, 'public'))).toBe(
      'The table is full: ask the Dealer.',
    );
  });

  it('reads the LAN address only from the header the LAN listener sets', () => {
    expect(lanPeerOf({ [LAN_PEER_HEADER]: '192.168.1.7' })).toBe('192.168.1.7');
    expect(lanPeerOf({ 'x-real-ip': '10.0.0.1', 'x-forwarded-for': '10.0.0.2' })).toBeNull();
  });
});
