import type { TableSeat } from '../../game/tableSeats.ts';
import { seat, type Seat } from '../../game/viewer.ts';
import type { FingerGunsGame } from './fingerGunsGame.ts';
import type { FingerGunsAction } from './fingerGunsRecords.ts';
import { SHOW_GESTURE } from './records/showGesture.ts';

/**
 * Finger Guns' seats (issue 39, item 1): one per person at the table (a bot's hand is the
 * computer's), keyed by the player's place and name, so a phone's link finds its player again in
 * a rematch and after a restart. A name may hold any letter; the key (the settings keep links by
 * it) only word characters and dashes, so the others become '_' and the place tells them apart.
 */
export function fingerGunsSeats(
  game: FingerGunsGame,
  bots: Readonly<Record<string, unknown>>,
): TableSeat[] {
  return game.players.flatMap((p, place) =>
    Object.hasOwn(bots, p.name)
      ? []
      : [{ key: `fg:${place}-${p.name.replace(/[^\w-]/g, '_')}`, seat: seat(p.name, [p.name]) }],
  );
}

/**
 * What a Finger Guns seat may send (issue 39, item 3): its own player's hand, in private
 * (SHOW_GESTURE). "Draw!" (the round) and the hand fixes are the table's, on the Dealer's laptop.
 */
export function fingerGunsSeatRefusal(
  _game: FingerGunsGame,
  viewer: Seat,
  action: FingerGunsAction,
): string | null {
  if (action.type !== SHOW_GESTURE.type) return 'That is for the table to do.';
  if (!viewer.holds.includes(action.player)) return 'This seat shows only its own hand.';
  return null;
}
