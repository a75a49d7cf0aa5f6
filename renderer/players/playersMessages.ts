import type { PublicView } from '../../engine/index.ts';

/** The same-machine channel between the Dealer's window and the players' view (issue 11). */
export const PLAYERS_CHANNEL = 'high-noon-players';

/** The view without its map: what changes on every action. */
export type PlayersView = Omit<PublicView, 'map'>;

/**
 * What goes from the Dealer's window to a players' view: the map when it changes (numbered, so a
 * view always names the map it belongs to), the rest of publicView on every change. A players'
 * view that opens says hello, and the Dealer's window sends both again.
 */
export type PlayersMessage =
  | { kind: 'map'; mapId: number; map: PublicView['map'] }
  | { kind: 'view'; mapId: number; view: PlayersView }
  | { kind: 'hello' };
