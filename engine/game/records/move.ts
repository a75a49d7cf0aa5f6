import { findPath } from '../../grid/findPath.ts';
import { reachable } from '../../grid/reachable.ts';
import { squareName } from '../../grid/squareName.ts';
import type { ActionOf, ActionRecord } from '../actionRecord.ts';
import { move } from '../handlers/turnActions.ts';
import { movingUnit, othersFor } from '../queries.ts';

/** M1–M3: the character moves, entering the squares of its path in order. */
export const MOVE: ActionRecord<'MOVE'> = {
  type: 'MOVE',
  allowedIn: ['turn.movement'],
  sender: 'turn',
  refusals: { phase: { phase: 'Movement', what: 'Moving happens', rule: 'T3' } },
  /** M1–M3, E3, E4: a move to every square in reach, along findPath's path. */
  offer: ({ state, me }) => {
    const unit = movingUnit(state, me!);
    const others = othersFor(state, me!);
    const actions: ActionOf<'MOVE'>[] = [];
    for (const square of reachable(state.map, unit, others, state.options)) {
      if (square.at[0] === me!.at[0] && square.at[1] === me!.at[1]) continue;
      const path = findPath(state.map, unit, others, square.at, state.options);
      if (path && path.path.length > 0)
        actions.push({ type: 'MOVE', who: me!.id, path: path.path });
    }
    return { actions };
  },
  apply: move,
  words: (_, action) => {
    const to = action.path[action.path.length - 1];
    return to ? `moving to ${squareName(to)}` : 'staying put';
  },
};
