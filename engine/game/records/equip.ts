import type { ActionOf, ActionRecord } from '../actionRecord.ts';
import { equip, judgeEquip } from '../handlers/equipActions.ts';
import { turnContext } from '../queries.ts';

/** W4, T4: the character equips a weapon card from its inventory (the one it replaces goes back). */
export const EQUIP: ActionRecord<'EQUIP'> = {
  type: 'EQUIP',
  // W4, T4: equipping belongs with the turn's actions.
  allowedIn: ['turn.action'],
  sender: 'turn',
  refusals: { phase: { phase: 'Action', what: 'Weapons are equipped', rule: 'W4' } },
  /** W4: each weapon card in the inventory, while equipping may be done (T4: it may take the action). */
  offer: ({ state, me }) => {
    const actions: ActionOf<'EQUIP'>[] = [];
    if (turnContext(state)!.actionsLeft <= 0 && state.options.equipIsAction) return { actions };
    for (const item of new Set(me!.items))
      if (!judgeEquip(me!, item)) actions.push({ type: 'EQUIP', who: me!.id, item });
    return { actions };
  },
  apply: equip,
};
