import { distance } from '../../grid/distance.ts';
import { ITEMS } from '../../rules/items.ts';
import type { ActionOf, ActionRecord } from '../actionRecord.ts';
import { useItem } from '../handlers/otherActions.ts';
import { minorEffect } from '../minorGoods.ts';
import { isDown, turnContext } from '../queries.ts';

/** W2: the character uses an item (an action), on itself or a character beside it. */
export const USE_ITEM: ActionRecord<'USE_ITEM'> = {
  type: 'USE_ITEM',
  allowedIn: ['turn.action'],
  sender: 'turn',
  refusals: { phase: { phase: 'Action', what: 'Items are used', rule: 'T4' } },
  /** W2, W5: healing on oneself or someone beside, revival for the fallen beside, minor goods. */
  offer: ({ state, me }) => {
    const actions: ActionOf<'USE_ITEM'>[] = [];
    if (turnContext(state)!.actionsLeft <= 0 && state.options.itemUseIsAction) return { actions };
    const carried = new Set(me!.items);
    for (const item of ITEMS) {
      if (!carried.has(item.name)) continue;
      const minor = minorEffect(item.name, state.options);
      // W5: Coffee Beans and Cigarettes are taken by the one who carries them.
      if (minor?.kind === 'boost') {
        actions.push({ type: 'USE_ITEM', who: me!.id, item: item.name });
        continue;
      }
      const heal = item.heal ?? (minor?.kind === 'heal' ? minor.hp : undefined);
      if (!heal && !item.revive) continue;
      for (const target of Object.values(state.combatants)) {
        if (distance(target.at, me!.at) > 1) continue;
        if (isDown(target) ? !item.revive : !heal) continue;
        actions.push({
          type: 'USE_ITEM',
          who: me!.id,
          item: item.name,
          ...(target.id === me!.id ? {} : { target: target.id }),
        });
      }
    }
    return { actions };
  },
  apply: useItem,
  words: (state, action) =>
    `using ${action.item}${action.target && action.target !== action.who ? ` on ${state.combatants[action.target]?.name ?? action.target}` : ''}`,
};
