import type { Action } from '../game/actions.ts';
import type { GameState } from '../game/gameState.ts';
import { squareName } from '../grid/squareName.ts';

/**
 * A computer's choice in a few words, for its "why" line (issue 14, item 2): "moving to D5",
 * "shooting Buster with Quick Shot", "opening the door", "ending the movement". Names come from
 * the state; an action the line has no words for is called by its type, in lower case.
 */
export function actionWords(state: GameState, action: Action): string {
  const name = (id: string) => state.combatants[id]?.name ?? id;
  switch (action.type) {
    case 'MOVE': {
      const to = action.path[action.path.length - 1];
      return to ? `moving to ${squareName(to)}` : 'staying put';
    }
    case 'DECLARE_ATTACK': {
      const me = state.combatants[action.who];
      const means =
        action.card !== undefined
          ? (me?.cards[action.card]?.name ?? 'a card')
          : (me?.weapon ?? 'its weapon');
      return `shooting ${name(action.target)} with ${means}`;
    }
    case 'TOGGLE_DOOR':
      return state.map.doors[action.door]?.open ? 'closing the door' : 'opening the door';
    case 'END_PHASE':
      return state.turn?.flow.value === 'movement' ? 'ending the movement' : 'holding its fire';
    case 'USE_ITEM':
      return `using ${action.item}${action.target && action.target !== action.who ? ` on ${name(action.target)}` : ''}`;
    case 'DRAW':
      return 'drawing';
    default:
      return action.type.toLowerCase().replaceAll('_', ' ');
  }
}
