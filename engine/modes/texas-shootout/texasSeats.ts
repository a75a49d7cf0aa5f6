import type { TableSeat } from '../../game/tableSeats.ts';
import { seat, type Seat } from '../../game/viewer.ts';
import { SIDES, type Side } from './board.ts';
import type { TexasGameState } from './texasGame.ts';
import type { TexasAction } from './texasRecords.ts';
import { END_PLACEMENT } from './records/endPlacement.ts';
import { PLACE } from './records/place.ts';

/**
 * Texas Shootout's seats (issue 39, item 1): one per side a person plays (the computer's side has
 * none), keyed by the side, so a phone's link finds its side again in the next game and after a
 * restart. A seat holds its side, as texasViewFor reads it.
 */
export function texasSeats(people: Readonly<Record<Side, boolean>>): TableSeat[] {
  return SIDES.filter((side) => people[side]).map((side) => ({
    key: `tx:${side}`,
    seat: seat(texasSeatName(side), [side]),
  }));
}

/** A side's seat's name, as the Players panel and the phone show it. */
export function texasSeatName(side: Side): string {
  return `Side ${side}`;
}

/** The side a seat's name holds, or null: not a Texas Shootout seat. */
export function texasSeatSide(name: string): Side | null {
  return SIDES.find((side) => texasSeatName(side) === name) ?? null;
}

/**
 * What a Texas Shootout seat may send (issue 39, item 3): its own side's placement, behind the
 * barrier (PLACE, END_PLACEMENT). Lifting the barrier is the table's, on the Dealer's laptop.
 */
export function texasSeatRefusal(
  _state: TexasGameState,
  viewer: Seat,
  action: TexasAction,
): string | null {
  if (action.type !== PLACE.type && action.type !== END_PLACEMENT.type)
    return 'That is for the table to do.';
  if (!viewer.holds.includes(action.side)) return 'This seat places only its own side.';
  return null;
}
