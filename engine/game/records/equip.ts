import { z } from 'zod';
import type { ActionRecord } from '../actionRecord.ts';
import { withCombatant } from '../combatantShape.ts';
import { updateCombatant } from '../deck.ts';
import type { Combatant, GameState } from '../gameState.ts';
import { isWeaponCard, spendAction, without } from '../handlers/equipRules.ts';
import { type ActionResult, accepted } from '../outcome.ts';
import { isRejection, turnContext } from '../queries.ts';
import { type Rejection, reject } from '../rejection.ts';

/** W4, T4: equip a weapon card from the inventory (the one it replaces goes back there). */
const schema = z.object({ type: z.literal('EQUIP'), who: z.string(), item: z.string() });

export type EquipAction = z.output<typeof schema>;

/** W4, T4: the character equips a weapon card from its inventory (the one it replaces goes back). */
export const EQUIP: ActionRecord<typeof schema> = {
  schema,
  type: 'EQUIP',
  // W4, T4: equipping belongs with the turn's actions.
  allowedIn: ['turn.action'],
  sender: 'turn',
  refusals: { phase: { phase: 'Action', what: 'Weapons are equipped', rule: 'W4' } },
  /** W4: each weapon card in the inventory, while equipping may be done (T4: it may take the action). */
  offer: ({ state, me }) => {
    const actions: EquipAction[] = [];
    if (turnContext(state)!.actionsLeft <= 0 && state.options.equipIsAction) return { actions };
    for (const item of new Set(me!.items))
      if (!judgeEquip(me!, item)) actions.push({ type: 'EQUIP', who: me!.id, item });
    return { actions };
  },
  apply: equip,
};

/** W4: whether `item` can be equipped by `who` now, the action aside. */
export function judgeEquip(c: Combatant, item: string): Rejection | null {
  if (!c.items.includes(item)) return reject('unknown_item', `${c.name} carries no ${item}.`);
  if (!isWeaponCard(item))
    return reject(
      'invalid_action',
      `${item} is not a weapon card: only weapons are equipped (rule W4).`,
    );
  return null;
}

/** W4: a weapon card from the inventory is equipped; the one it replaces goes to the inventory. */
export function equip(state: GameState, action: EquipAction): ActionResult {
  const who = state.combatants[action.who]!;
  const refused = judgeEquip(who, action.item);
  if (refused) return refused;
  const spent = spendAction(state, who);
  if (isRejection(spent)) return spent;
  const old = who.weapon;
  const items = without(who.items, action.item);
  if (old) items.push(old);
  const text = old
    ? `${who.name} equips the ${action.item}; the ${old} goes to the inventory (rule W4).`
    : `${who.name} equips the ${action.item} (rule W4).`;
  return accepted(updateCombatant(spent, withCombatant(who, { weapon: action.item, items })), [
    { who: who.id, text },
  ]);
}
