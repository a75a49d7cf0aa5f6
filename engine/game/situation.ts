import type { GameState } from './gameState.ts';
import { activeCharacter } from './queries.ts';

/**
 * What the game is waiting for now (boardgame.io's ctx.phase and activePlayers, for this game):
 * the one fact the action gate reads. In order of precedence:
 *  - an attack past its declaration waits for the defender's card (A3), then for each shown step;
 *  - a check the Dealer called waits for its character's card (S2);
 *  - the Dealer opens a round (T1, T6);
 *  - the acting character plays its phase (T2);
 *  - or the encounter is over (T7).
 */
export type Situation =
  | { kind: 'defense'; who: string; attacker: string }
  | { kind: 'attackStep'; step: string }
  | { kind: 'checkCard'; who: string; check: string }
  | { kind: 'roundStart' }
  | { kind: 'turn'; who: string; phase: TurnPhase }
  | { kind: 'over' };

export type TurnPhase = 'movement' | 'action' | 'draw';

export function situationOf(state: GameState): Situation {
  if (state.attack) {
    if (state.attack.flow.value === 'awaitingDefense')
      return { kind: 'defense', who: state.attack.target, attacker: state.attack.attacker };
    return { kind: 'attackStep', step: state.attack.flow.value };
  }
  if (state.check?.flow.value === 'awaitingCard')
    return { kind: 'checkCard', who: state.check.who, check: state.check.check };
  if (state.encounter.value === 'roundStart') return { kind: 'roundStart' };
  const active = activeCharacter(state);
  const phase = state.turn?.flow.value;
  if (active && state.turn && (phase === 'movement' || phase === 'action' || phase === 'draw'))
    return { kind: 'turn', who: active, phase };
  return { kind: 'over' };
}
