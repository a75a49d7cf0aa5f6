import {
  DEFAULT_VIEWER_CONTROLS,
  type ReportedFrame,
  type ViewerControls,
} from '../../electron/room/roomProtocol.ts';
import type { MapImage } from '../../engine/core.ts';
import type { FingerGunsPublicView } from '../../engine/fingerGuns.ts';
import type { TexasPublicView } from '../../engine/texas.ts';
import type { ClocksMessage } from '../../electron/room/roomProtocol.ts';
import type { MapBackground, PublicView } from '../../engine/skirmish.ts';
import type { LinkStatus } from '../room/roomLink.ts';

/** The view without its map: what changes on every action. */
export type PlayersView = Omit<PublicView, 'map'>;

/** A box of the board, in squares (x, y its top-left corner). */
export interface SquareRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The turns of the players' view (issue 11, item 2): a TV laid flat, players all around it. */
export type ProjectorRotation = ViewerControls['rotation'];

/**
 * How the Dealer runs the players' view (issue 11, item 7): blanked (a pause screen with the map
 * name), turned (a TV laid flat, the players across the table), the part of the board the Dealer
 * pushed (kept until the next turn, or while locked), the true scale, and the ruler's box. The
 * table room keeps them and sends them whole (roomProtocol.ts), so a view that joins late has them.
 */
export type ProjectorControls = ViewerControls;

export const DEFAULT_CONTROLS: Readonly<ProjectorControls> = DEFAULT_VIEWER_CONTROLS;

/**
 * What the projector on this machine tells the Dealer's window back, through the table room (a
 * TV on the LAN tells nothing): the part of the board it shows (`shows`, in squares; `whole` when
 * it is the whole map), for the outline on the Dealer's board, and its viewport and screen (CSS
 * pixels, and the device pixel ratio true scale is computed from), so the miniature lays out as
 * it does. The room checks it with the protocol's schema (projectorFrameSchema).
 */
export type ProjectorFrame = ReportedFrame;

/**
 * The map's background image as the players' views get it from the table room (BackgroundMessage):
 * where the map lays it, and the image save itself, which the host loads for them.
 */
export interface PlayersBackground {
  placement: MapBackground;
  image: MapImage;
}

/**
 * What a players' view hears: from the table room, the map when it changes (numbered by the game
 * it belongs to), the rest of publicView on every change, the Dealer's controls, the pause while
 * blanked, the map's background image, and how its link to the room stands.
 */
export type PlayersMessage =
  | { kind: 'map'; mapId: number; map: PublicView['map'] }
  | { kind: 'view'; mapId: number; view: PlayersView }
  | { kind: 'controls'; controls: ProjectorControls }
  | { kind: 'paused'; title: string | null }
  | { kind: 'link'; status: LinkStatus }
  | { kind: 'background'; background: PlayersBackground | null }
  /** A game of Finger Guns on the table (issue 39): the TV shows its health and reveals. */
  | { kind: 'fingerguns'; view: FingerGunsPublicView }
  /** A game of Texas Shootout on the table (issue 39): the counts, the clocks, the reveal. */
  | { kind: 'texas'; view: TexasPublicView }
  /** The clocks the Dealer's window runs (a placement's 30 seconds). */
  | { kind: 'clocks'; clocks: ClocksMessage['clocks'] }
  /** A picture the Dealer shows the players (issue 40, item 5): its save's name and image. */
  | { kind: 'shownPicture'; picture: ShownPicture };

/** A picture shown to the players, as the room sends it (null image: it could not be loaded). */
export interface ShownPicture {
  name: string;
  image: MapImage | null;
}
