import type { Viewer } from '../../game/viewer.ts';
import { fingerGunsHouse, type FingerGunsGame, type FingerGunsHouse } from './fingerGunsGame.ts';

/**
 * What the whole table may see of a Finger Guns game: the seats in order with their health and
 * state (F1, F8), the sheriff, every round resolved, the house rules played under, and the end.
 * Never the seed: the computer players' gestures are drawn from it (fingerGunsBots.ts), so it
 * would foretell them.
 */
export interface FingerGunsPublicView {
  players: FingerGunsGame['players'];
  sheriff: string | null;
  rounds: FingerGunsGame['rounds'];
  house: FingerGunsHouse;
  over: boolean;
  winners: readonly string[];
  endedByFix: boolean;
}

/** A seat's view: the table's, and which player the seat is. */
export interface FingerGunsSeatView extends FingerGunsPublicView {
  seat: { player: string };
}

export type FingerGunsView<V extends Viewer> = V extends 'dealer'
  ? FingerGunsGame
  : V extends 'public'
    ? FingerGunsPublicView
    : FingerGunsSeatView;

/**
 * Finger Guns' one secrecy function (issue 37, item 3): the Dealer sees the game; the table and a
 * seat what every player sees at the table. A round's gestures are shown together at "Draw!" and
 * resolved at once, so no gesture waits hidden in the game: a seat's own pending gesture comes with
 * the seats on phones (issue 39), where a hand is chosen before the others show.
 */
export function fingerGunsViewFor<V extends Viewer>(
  game: FingerGunsGame,
  viewer: V,
): FingerGunsView<V> {
  if (viewer === 'dealer') return game as FingerGunsView<V>;
  const shown: FingerGunsPublicView = {
    players: game.players.map((p) => ({ ...p })),
    sheriff: game.sheriff,
    rounds: game.rounds,
    house: fingerGunsHouse(game.rules),
    over: game.over,
    winners: [...game.winners],
    endedByFix: game.endedByFix,
  };
  if (viewer === 'public') return shown as FingerGunsView<V>;
  const seat = viewer as Exclude<Viewer, string>;
  const [player] = seat.holds;
  if (seat.holds.length !== 1 || !game.players.some((p) => p.name === player))
    throw new Error(
      `A Finger Guns seat holds one player at the table, not ${JSON.stringify(seat.holds)}.`,
    );
  return { ...shown, seat: { player: player! } } as FingerGunsView<V>;
}
