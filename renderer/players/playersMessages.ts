import type { MapImage, ProjectorScale } from '../../engine/core.ts';
import type { MapBackground, PublicView } from '../../engine/skirmish.ts';

/** The same-machine channel between the Dealer's window and the players' view (issue 11). */
export const PLAYERS_CHANNEL = 'high-noon-players';

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
export type ProjectorRotation = 0 | 90 | 180 | 270;

/**
 * How the Dealer runs the players' view (issue 11, item 7): blanked (a pause screen with the map
 * name), turned 180° (a TV laid flat, the players across the table), the part of the board the
 * Dealer pushed (kept until the next turn, or while locked), and the true scale. Sent whole each
 * time, so a view that joins late has all of it.
 */
export interface ProjectorControls {
  blanked: boolean;
  /** Degrees clockwise: the side of the screen the strip faces (the top at 0°, the right at 90°). */
  rotation: ProjectorRotation;
  /** The Dealer's camera as pushed, or null for the projector's own framing. */
  pushed: SquareRect | null;
  locked: boolean;
  /** The calibration while true scale is on; null draws the whole map. */
  scale: ProjectorScale | null;
  /** While the Dealer matches a ruler: the side of the box the projector shows, CSS pixels. */
  ruler: number | null;
}

export const DEFAULT_CONTROLS: Readonly<ProjectorControls> = Object.freeze({
  blanked: false,
  rotation: 0,
  pushed: null,
  locked: false,
  scale: null,
  ruler: null,
});

/**
 * What the projector on this machine tells the Dealer's window back (the LAN stream is
 * read-only, so a TV's browser tells nothing): the part of the board it shows, for the outline on
 * the Dealer's board, and its sizes, so the miniature lays out as it does.
 */
export interface ProjectorFrame {
  /** The board's box on the projector, in squares; `whole` when it is the whole map. */
  shows: SquareRect;
  whole: boolean;
  /** The page's viewport, CSS pixels. */
  viewport: { width: number; height: number };
  /** The screen, CSS pixels, and its device pixel ratio (true scale is computed from them). */
  screen: { width: number; height: number; ratio: number };
}

/**
 * The map's background image as the players' views on this machine get it (playersBackground.ts):
 * where the map lays it, and the image save itself, as the players' page cannot load one.
 */
export interface PlayersBackground {
  placement: MapBackground;
  image: MapImage;
}

/**
 * What goes from the Dealer's window to a players' view: the map when it changes (numbered, so a
 * view always names the map it belongs to), the rest of publicView on every change, the Dealer's
 * controls when they change, and the background image (this machine only, not the LAN stream).
 * A players' view that opens says hello, and the Dealer's window sends them all again; the
 * projector (not the miniature) says where its frame is.
 */
export type PlayersMessage =
  | { kind: 'map'; mapId: number; map: PublicView['map'] }
  | { kind: 'view'; mapId: number; view: PlayersView }
  | { kind: 'controls'; controls: ProjectorControls }
  | { kind: 'frame'; frame: ProjectorFrame | null }
  | { kind: 'background'; background: PlayersBackground | null }
  | { kind: 'hello' };
