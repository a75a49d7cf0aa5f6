import type { GameState } from './gameState.ts';
import { situationOf } from './situation.ts';

/** Who the game is waiting on: a character, the table (to see the next attack step), or the Dealer. */
export type Pending =
  | { kind: 'character'; who: string; why: 'turn' | 'defense' | 'check' }
  | { kind: 'table' }
  | { kind: 'dealer'; why: 'round' | 'ended' };

/** The situation (situation.ts) read as who must answer it. */
export function pendingActor(state: GameState): Pending {
  const situation = situationOf(state);
  switch (situation.kind) {
    case 'defense':
      return { kind: 'character', who: situation.who, why: 'defense' };
    case 'attackStep':
      return { kind: 'table' };
    case 'checkCard':
      return { kind: 'character', who: situation.who, why: 'check' };
    case 'roundStart':
      return { kind: 'dealer', why: 'round' };
    case 'turn':
      return { kind: 'character', who: situation.who, why: 'turn' };
    case 'over':
      return { kind: 'dealer', why: 'ended' };
  }
}
