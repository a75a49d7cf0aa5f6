import type { GameState } from './gameState.ts';
import { seat, type Seat } from './viewer.ts';

/** A seat of the table, and the key its link is kept under (the settings' seatLinks). */
export interface TableSeat {
  key: string;
  seat: Seat;
}

/**
 * The skirmish's seats (issue 39, item 1): one per player character, named for it, holding it.
 * Keyed by the character's id, so a phone's link finds its character again in the next encounter
 * and after a restart.
 */
export function skirmishSeats(state: GameState): TableSeat[] {
  return Object.values(state.combatants)
    .filter((c) => c.side === 'pc')
    .map((c) => ({ key: `pc:${c.id}`, seat: seat(c.name, [c.id]) }));
}
