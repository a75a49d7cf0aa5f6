import type { GameState } from './gameState.ts';
import { activeCharacter } from './queries.ts';

/** Who the game is waiting on: a character, the table (to see the next attack step), or the Dealer. */
export type Pending =
  | { kind: 'character'; who: string; why: 'turn' | 'defense' | 'check' }
  | { kind: 'table' }
  | { kind: 'dealer'; why: 'round' | 'ended' };

export function pendingActor(state: GameState): Pending {
  if (state.attack) {
    if (state.attack.flow.value === 'awaitingDefense')
      return { kind: 'character', who: state.attack.target, why: 'defense' };
    return { kind: 'table' };
  }
  if (state.check?.flow.value === 'awaitingCard')
    return { kind: 'character', who: state.check.who, why: 'check' };
  if (state.encounter.value === 'roundStart') return { kind: 'dealer', why: 'round' };
  const active = activeCharacter(state);
  if (active && state.turn) return { kind: 'character', who: active, why: 'turn' };
  return { kind: 'dealer', why: 'ended' };
}
