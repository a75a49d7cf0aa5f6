import type { GameState } from './gameState.ts';
import { publicView, type PublicView } from './publicView.ts';
import { seatView, type SeatView } from './seatView.ts';
import type { Viewer } from './viewer.ts';

/** What each viewer of the skirmish receives. */
export type SkirmishView<V extends Viewer> = V extends 'dealer'
  ? GameState
  : V extends 'public'
    ? PublicView
    : SeatView;

/**
 * The skirmish's one secrecy function (issue 37, item 3; DESIGN.md): the Dealer sees the whole
 * state; the public (the TV) the public view; a seat the public view and its own share. Every
 * screen and client reads its view through here.
 */
export function viewFor<V extends Viewer>(state: GameState, viewer: V): SkirmishView<V> {
  if (viewer === 'dealer') return state as SkirmishView<V>;
  if (viewer === 'public') return publicView(state) as SkirmishView<V>;
  return seatView(state, viewer as Exclude<Viewer, string>) as SkirmishView<V>;
}
