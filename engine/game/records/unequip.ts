import { z } from 'zod';
import type { ActionRecord } from '../actionRecord.ts';
import { withCombatant } from '../combatantShape.ts';
import { updateCombatant } from '../deck.ts';
import type { Combatant, GameState } from '../gameState.ts';
import { spendAction } from '../handlers/equipRules.ts';
import { fullInventory, hasRoom } from '../inventory.ts';
import { type ActionResult, accepted } from '../outcome.ts';
import { isRejection, turnContext } from '../queries.ts';
import { type Rejection, reject } from '../rejection.ts';

/** W4, T4: put the equipped weapon card away, into the inventory. */
const schema = z.object({ type: z.literal('UNEQUIP'), who: z.string(), item: z.string() });

export type UnequipAction = z.output<typeof schema>;

/** W4, T4: the character puts its equipped weapon card away, into the inventory. */
export const UNEQUIP: ActionRecord<typeof schema> = {
  schema,
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

/** W4: whether the equipped weapon `item` can go back to the inventory now, the action aside. */
export function judgeUnequip(state: GameState, c: Combatant, item: string): Rejection | null {
  if (c.weapon !== item) return reject('no_weapon', `${c.name} has no ${item} equipped.`);
  if (!hasRoom(c, state.options)) return reject('inventory_full', fullInventory(c));
  return null;
}

/** W4: the equipped weapon card goes to the inventory; items fitted to it stay fitted (W3). */
export function unequip(state: GameState, action: UnequipAction): ActionResult {
  const who = state.combatants[action.who]!;
  const refused = judgeUnequip(state, who, action.item);
  if (refused) return refused;
  const spent = spendAction(state, who);
  if (isRejection(spent)) return spent;
  return accepted(
    updateCombatant(
      spent,
      withCombatant(who, { weapon: undefined, items: [...who.items, action.item] }),
    ),
    [
      {
        who: who.id,
        text: `${who.name} puts the ${action.item} away, into the inventory (rule W4).`,
      },
    ],
  );
}
