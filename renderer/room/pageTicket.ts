import { TABLE_ROOM_ID } from '../../electron/room/roomProtocol.ts';
import type { RoomTicket } from './roomLink.ts';

/**
 * The ticket to the table room a page's own address holds, or null: in its fragment (Electron's
 * players' window, or a seat's link on this machine: `#pass=…&room=ws://127.0.0.1:…`), or in its
 * path on the LAN, where the players' listener serves a page under the pass that opens it (the
 * TV's under the public's, a phone's under its seat's, issue 39).
 */
export function ticketInPage(location: Pick<Location, 'hash' | 'pathname'>): RoomTicket | null {
  const fragment = new URLSearchParams(location.hash.slice(1));
  const pass = fragment.get('pass');
  if (pass) return { roomId: TABLE_ROOM_ID, pass, endpoint: fragment.get('room') };
  const token = lanToken(location.pathname);
  return token ? { roomId: TABLE_ROOM_ID, pass: token, endpoint: null } : null;
}

/** The pass a page on the LAN is served under: 24 or more URL-safe characters, first in its path. */
export function lanToken(pathname: string): string | null {
  return /^\/([\w-]{24,})\//.exec(pathname)?.[1] ?? null;
}
