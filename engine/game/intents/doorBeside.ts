import { doorsBeside } from '../../grid/doorsBeside.ts';

import { gate } from '../actionGate.ts';

import type { GameState } from '../gameState.ts';

import { reject, type Rejection } from '../rejection.ts';

import { TOGGLE_DOOR, type ToggleDoorAction } from '../records/toggleDoor.ts';

type ToggleDoor = ToggleDoorAction;

/**
 * M3, the table's D key: the first door beside `who` (the first of legalActions' TOGGLE_DOOR
 * entries, in map order) as the action that opens or closes it, or why there is none: the gate's
 * refusal off its Movement phase, else that no door lies along an edge of its square. Whether it
 * has the movement left to work it is applyAction's to say when the action is sent.
 */
export function doorBeside(state: GameState, who: string): ToggleDoor | Rejection {
  const refused = gate(state, { type: TOGGLE_DOOR.type, who, door: 0 });
  if (refused) return refused;
  const me = state.combatants[who]!;
  const [door] = doorsBeside(state.map, me.at);
  if (door === undefined) return reject('no_door', `There is no door beside ${me.name} (rule M3).`);
  return { type: TOGGLE_DOOR.type, who, door };
}
