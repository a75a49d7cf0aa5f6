import type { Viewer } from '../../game/viewer.ts';
import { fingerGunsHouse, type FingerGunsGame, type FingerGunsHouse } from './fingerGunsGame.ts';
import type { GestureInput } from './resolveRound.ts';

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
  /** Who has shown a hand for the next round, in seat order: never what it shows (F1). */
  shown: readonly string[];
}

/** A seat's view: the table's, which player the seat is, and the hand it has shown, if any. */
export interface FingerGunsSeatView extends FingerGunsPublicView {
  seat: { player: string; gesture: GestureInput | null };
}

export type FingerGunsView<V extends Viewer> = V extends 'dealer'
  ? FingerGunsGame
  : V extends 'public'
    ? FingerGunsPublicView
    : FingerGunsSeatView;

/**
 * Finger Guns' one secrecy function (issue 37, item 3): the Dealer sees the game; the table what
 * every player sees at it, with who has shown a hand for the next round but not what; a seat that
 * and its own hand. No seat sees another's hand before "Draw!" reveals them all (F1).
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
    shown: game.players.map((p) => p.name).filter((name) => name in game.pending),
  };
  if (viewer === 'public') return shown as FingerGunsView<V>;
  const seat = viewer as Exclude<Viewer, string>;
  const [player] = seat.holds;
  if (seat.holds.length !== 1 || !game.players.some((p) => p.name === player))
    throw new Error(
      `A Finger Guns seat holds one player at the table, not ${JSON.stringify(seat.holds)}.`,
    );
  const gesture = game.pending[player!];
  return {
    ...shown,
    seat: { player: player!, gesture: gesture ? { ...gesture } : null },
  } as FingerGunsView<V>;
}
