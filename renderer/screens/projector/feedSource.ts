import {
  touches,
  viewAfter,
  type BackgroundMessage,
  type ClocksMessage,
  type PausedMessage,
  type ShownPictureMessage,
  type ViewerControls,
  type ViewMessage,
} from '../../../electron/room/roomProtocol.ts';
import type { FingerGunsPublicView } from '../../../engine/fingerGuns.ts';
import type { PublicView } from '../../../engine/skirmish.ts';
import type { TexasPublicView } from '../../../engine/texas.ts';
import { httpTransport } from '../../bridge/httpTransport.ts';
import {
  type PlayersBackground,
  type PlayersMessage,
  type ProjectorFrame,
  type ShownPicture,
} from '../../players/playersMessages.ts';
import { lanToken, ticketInPage } from '../../room/pageTicket.ts';
import { joinTableRoom, type RoomLink, type RoomTicket } from '../../room/roomLink.ts';

/** Where a players' view hears the table from: a function that calls back with each message. */
export type TableSource = (onMessage: (message: PlayersMessage) => void) => () => void;

/**
 * A players' view of the table room (issue 38): it joins as the public with the ticket `find`
 * gives, and hears the public's view (the map once, then the parts that change), the Dealer's
 * controls, the pause while blanked, the map's background image, and how its link stands. It
 * sends nothing the room would take.
 */
export function roomSource(find: () => Promise<RoomTicket>): TableSource {
  return (onMessage) => {
    const link = joinTableRoom(find);
    pageLink = link;
    let held: Record<string, unknown> | null = null;
    let kind: string = 'session';
    const stops = [
      link.onJoined(() => frameShown && tellFrame(frameShown)),
      link.status.subscribe(() => onMessage({ kind: 'link', status: link.status.get() })),
      link.on<ViewMessage>('view', (message) => {
        held = viewAfter(held, message);
        if (message.whole) kind = message.kind ?? 'session';
        // Another game than the skirmish (issue 39): the TV draws its own screen for it.
        if (kind === 'fingerguns')
          return onMessage({ kind: 'fingerguns', view: held as unknown as FingerGunsPublicView });
        if (kind === 'texas')
          return onMessage({ kind: 'texas', view: held as unknown as TexasPublicView });
        const { map, ...view } = held as unknown as PublicView;
        if (touches(message, 'map')) onMessage({ kind: 'map', mapId: message.epoch, map });
        onMessage({ kind: 'view', mapId: message.epoch, view });
      }),
      link.on<ViewerControls>('controls', (controls) => onMessage({ kind: 'controls', controls })),
      link.on<ClocksMessage>('clocks', ({ clocks }) => onMessage({ kind: 'clocks', clocks })),
      link.on<PausedMessage>('paused', ({ title }) => onMessage({ kind: 'paused', title })),
      link.on<BackgroundMessage>('background', ({ background }) =>
        onMessage({ kind: 'background', background: background as PlayersBackground | null }),
      ),
      link.on<ShownPictureMessage>('shownPicture', (picture) =>
        onMessage({ kind: 'shownPicture', picture: picture as ShownPicture }),
      ),
    ];
    return () => {
      stops.forEach((stop) => stop());
      if (pageLink === link) pageLink = null;
      link.close();
    };
  };
}

/**
 * The players' page's ticket to the table room: in its link's fragment (Electron's players'
 * window: `#pass=…&room=ws://127.0.0.1:…`), in its path on the LAN (the listener serves it under
 * the public's pass, and hands the room's traffic on), or, on this machine's web host, from the
 * host itself (playersPass), which answers only pages of its own origin.
 */
export function ticketOfPage(location: Location = window.location): () => Promise<RoomTicket> {
  const ticket = ticketInPage(location);
  if (ticket) return async () => ticket;
  const host = httpTransport(location.origin);
  return async () => {
    const result = await host.call('playersPass', {});
    if (!result.ok) throw new Error(result.error.message);
    return result.value as RoomTicket;
  };
}

/** Where the players' view on this page hears the table. */
export const listenToTable: TableSource = (onMessage) => roomSource(ticketOfPage())(onMessage);

/** The page's link to the table room (roomSource), and the frame it last said it shows. */
let pageLink: RoomLink | null = null;
let frameShown: ProjectorFrame | null = null;

/**
 * The projector tells the table room the part of the board it shows and its sizes, which the room
 * tells the Dealer's window (the outline on its board, the miniature's shape), again each time
 * its link joins; the room says it is gone when the page leaves. On the LAN nothing is told: the
 * room asks only this machine's screens.
 */
export function tellFrame(frame: ProjectorFrame | null): void {
  frameShown = frame;
  if (servedOnLan(window.location.pathname)) return;
  pageLink?.send('frame', { frame });
}

/** The players' listener serves the page under a token of 24 or more URL-safe characters. */
export function servedOnLan(pathname: string): boolean {
  return lanToken(pathname) !== null;
}
