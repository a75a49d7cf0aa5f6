import type { ActionRecord } from '../actionRecord.ts';
import { judgeUnequip, unequip } from '../handlers/equipActions.ts';
import { turnContext } from '../queries.ts';

/** W4, T4: the character puts its equipped weapon card away, into the inventory. */
export const UNEQUIP: ActionRecord<'UNEQUIP'> = {
  type: 'UNEQUIP',
  allowedIn: ['turn.action'],
  sender: 'turn',
  refusals: { phase: { phase: 'Action', what: 'Weapons are put away', rule: 'W4' } },
  /** W4: the equipped weapon card, while equipping may be done (T4). */
  offer: ({ state, me }) => {
    if (turnContext(state)!.actionsLeft <= 0 && state.options.equipIsAction) return { actions: [] };
    if (!me!.weapon || judgeUnequip(state, me!, me!.weapon)) return { actions: [] };
    return { actions: [{ type: 'UNEQUIP', who: me!.id, item: me!.weapon }] };
  },
  apply: unequip,
};
