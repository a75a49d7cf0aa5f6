import type { Action } from './actions.ts';
import type { Combatant, GameState } from './gameState.ts';
import { judgeEquip, judgeFit, judgeUnequip } from './handlers/equipActions.ts';
import { judgePurchase } from './handlers/marketActions.ts';
import { isRejection } from './queries.ts';
import { storeControl } from './storeControl.ts';
import { storeCards } from '../rules/storeCatalogue.ts';

/**
 * legalActions' share for the Action phase's goods (X4, W3, W4): purchases, which are free, then
 * equipping and fitting, which take the action when the rules say so (T4). `accepted` is
 * legalActions' own filter through applyAction, for the fittings, whose check has rules of its own.
 */
export function inventoryActions(
  state: GameState,
  me: Combatant,
  actionLeft: boolean,
  accepted: (state: GameState, candidates: Action[]) => Action[],
): Action[] {
  const actions = purchases(state, me);
  if (actionLeft || !state.options.equipIsAction) actions.push(...equipment(state, me));
  // S5, T4: a fitting is a check, and a check on one's own turn takes the action.
  if (actionLeft) actions.push(...accepted(state, fittings(me)));
  return actions;
}

/**
 * X1–X4: each card on a shelf the character may buy now, once per name (a free action). X4
 * (house): in its Movement phase as in its Action phase; legalActions asks in both.
 */
export function purchases(state: GameState, me: Combatant): Action[] {
  if (!state.options.marketplace) return [];
  const actions: Action[] = [];
  for (const { store } of storeControl(state)) {
    const names = new Set(storeCards(store, state.options).map((c) => c.name));
    for (const item of names) {
      const action: Action = { type: 'BUY', who: me.id, store, item };
      if (!isRejection(judgePurchase(state, action))) actions.push(action);
    }
  }
  return actions;
}

/** W4: each weapon card in the inventory to equip; the equipped one to put away. */
function equipment(state: GameState, me: Combatant): Action[] {
  const actions: Action[] = [];
  for (const item of new Set(me.items))
    if (!judgeEquip(me, item)) actions.push({ type: 'EQUIP', who: me.id, item });
  if (me.weapon && !judgeUnequip(state, me, me.weapon))
    actions.push({ type: 'UNEQUIP', who: me.id, item: me.weapon });
  return actions;
}

/** W3, S5: each fittable item carried onto each weapon card the character has. */
function fittings(me: Combatant): Action[] {
  const weapons = new Set([...(me.weapon ? [me.weapon] : []), ...me.items]);
  const candidates: Action[] = [];
  for (const item of new Set(me.items)) {
    for (const weapon of weapons)
      if (!judgeFit(me, item, weapon)) candidates.push({ type: 'FIT', who: me.id, item, weapon });
  }
  return candidates;
}
