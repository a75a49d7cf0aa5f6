import { z } from 'zod';
import { doorName, doorsBeside } from '../../grid/doorsBeside.ts';
import { withDoorToggled } from '../../grid/mapEdits.ts';
import type { ActionRecord } from '../actionRecord.ts';
import type { GameState } from '../gameState.ts';
import { stepTurn } from '../handlers/stepTurn.ts';
import { type ActionResult, accepted } from '../outcome.ts';
import { isRejection, turnContext } from '../queries.ts';
import { reject } from '../rejection.ts';
import { withState } from '../stateShape.ts';

/** M3: open or close an adjacent door (index in map.doors). */
const schema = z.object({
  type: z.literal('TOGGLE_DOOR'),
  who: z.string(),
  door: z.number().int().min(0),
});

export type ToggleDoorAction = z.output<typeof schema>;

/** M3: the character opens or closes a door beside it (its index in map.doors). */
export const TOGGLE_DOOR: ActionRecord<typeof schema> = {
  schema,
  type: 'TOGGLE_DOOR',
  allowedIn: ['turn.movement'],
  sender: 'turn',
  refusals: { phase: { phase: 'Movement', what: 'Doors are opened and closed', rule: 'M3' } },
  /** M3: each door beside the character, while it has the movement a door costs. */
  offer: ({ state, me }) => {
    const turn = turnContext(state)!;
    const actions: ToggleDoorAction[] = [];
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

/** M3: opening or closing a door on an edge of the character's square costs 1 movement. */
export function toggleDoor(state: GameState, action: ToggleDoorAction): ActionResult {
  const mover = state.combatants[action.who]!;
  const door = state.map.doors[action.door];
  if (!door) return reject('no_door', `There is no door number ${action.door} on this map.`);
  if (!doorsBeside(state.map, mover.at).includes(action.door)) {
    return reject(
      'door_not_adjacent',
      `${mover.name} must stand beside the door to open or close it (rule M3).`,
    );
  }
  const stepped = stepTurn(state, { type: 'TOGGLE_DOOR', cost: state.options.doorToggleCost }, [
    'too_far',
    `Opening a door costs ${state.options.doorToggleCost} movement, and ${mover.name} has none left (rule M3).`,
  ]);
  if (isRejection(stepped)) return stepped;
  // The new map's index is patched from the old one's where the door lies: no rebuild, in play
  // as in a replay or an undo of the log.
  return accepted(withState(stepped, { map: withDoorToggled(state.map, action.door) }), [
    {
      who: mover.id,
      text: `${mover.name} ${door.open ? 'closes' : 'opens'} the door at ${doorName(state.map, action.door)} (rule M3).`,
    },
  ]);
}
