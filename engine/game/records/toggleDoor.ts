import { doorsBeside } from '../../grid/doorsBeside.ts';
import type { ActionOf, ActionRecord } from '../actionRecord.ts';
import { toggleDoor } from '../handlers/turnActions.ts';
import { turnContext } from '../queries.ts';

/** M3: the character opens or closes a door beside it (its index in map.doors). */
export const TOGGLE_DOOR: ActionRecord<'TOGGLE_DOOR'> = {
  type: 'TOGGLE_DOOR',
  allowedIn: ['turn.movement'],
  sender: 'turn',
  refusals: { phase: { phase: 'Movement', what: 'Doors are opened and closed', rule: 'M3' } },
  /** M3: each door beside the character, while it has the movement a door costs. */
  offer: ({ state, me }) => {
    const turn = turnContext(state)!;
    const actions: ActionOf<'TOGGLE_DOOR'>[] = [];
    if (turn.speed - turn.moved >= state.options.doorToggleCost) {
      for (const door of doorsBeside(state.map, me!.at))
        actions.push({ type: 'TOGGLE_DOOR', who: me!.id, door });
    }
    return { actions };
  },
  apply: toggleDoor,
  words: (state, action) =>
    state.map.doors[action.door]?.open ? 'closing the door' : 'opening the door',
};
