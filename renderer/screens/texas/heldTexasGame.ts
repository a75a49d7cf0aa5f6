import {
  heuristicPlacer,
  randomPlacer,
  TEXAS_SHOOTOUT,
  type TexasAction,
  type TexasEvent,
  type TexasGameState,
} from '../../../engine/texas.ts';
import { GameTable } from '../../state/gameTable.ts';
import type { MirroredGame } from '../../room/tableMirror.ts';
import { texasMirrored } from './texasMirror.ts';
import type { TexasGameRecord } from './useTexasAutosave.ts';

/** The computer's placers by the seat's name (TEXAS_SEATS). */
export const PLACERS = { heuristic: heuristicPlacer, random: randomPlacer } as const;

/**
 * The game as held: its seed, options, seats and clocks, its session in the table store, and how
 * the table room's mirror carries it.
 */
export interface Held extends Omit<TexasGameRecord, 'session'> {
  readonly table: GameTable<TexasGameState, TexasAction, TexasEvent>;
  readonly mirrored: MirroredGame;
}

export function held({ session, ...record }: TexasGameRecord): Held {
  return {
    ...record,
    table: new GameTable(TEXAS_SHOOTOUT, session),
    mirrored: texasMirrored(record),
  };
}
