import { z } from 'zod';
import { distance } from '../../grid/distance.ts';
import { ITEMS } from '../../rules/items.ts';
import type { ActionRecord } from '../actionRecord.ts';
import { withCombatant } from '../combatantShape.ts';
import { updateCombatant } from '../deck.ts';
import type { GameState } from '../gameState.ts';
import { stepTurn } from '../handlers/stepTurn.ts';
import { minorEffect } from '../minorGoods.ts';
import { type ActionResult, accepted } from '../outcome.ts';
import { isDown, isRejection, turnContext } from '../queries.ts';
import { reject } from '../rejection.ts';

/** W2: use an item (an action), on oneself or an adjacent character. */
const schema = z.object({
  type: z.literal('USE_ITEM'),
  who: z.string(),
  item: z.string(),
  target: z.string().optional(),
});

export type UseItemAction = z.output<typeof schema>;

/** W2: the character uses an item (an action), on itself or a character beside it. */
export const USE_ITEM: ActionRecord<typeof schema> = {
  schema,
  type: 'USE_ITEM',
  allowedIn: ['turn.action'],
  sender: 'turn',
  refusals: { phase: { phase: 'Action', what: 'Items are used', rule: 'T4' } },
  /** W2, W5: healing on oneself or someone beside, revival for the fallen beside, minor goods. */
  offer: ({ state, me }) => {
    const actions: UseItemAction[] = [];
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

/** W2, W5, A8: an item used on oneself or an adjacent character: healing, revival, a minor good. */
export function useItem(state: GameState, action: UseItemAction): ActionResult {
  const who = state.combatants[action.who]!;
  const item = ITEMS.find((i) => i.name === action.item);
  if (!item || !who.items.includes(item.name))
    return reject('unknown_item', `${who.name} carries no ${action.item}.`);
  const minor = minorEffect(item.name, state.options);
  if (minor?.kind === 'sustenance')
    return reject(
      'invalid_action',
      `${item.name} is sustenance: it is eaten when a new day begins (rules W5, Y2), not in play.`,
    );
  const heal = item.heal ?? (minor?.kind === 'heal' ? minor.hp : undefined);
  if (!heal && !item.revive && minor?.kind !== 'boost')
    return reject('invalid_action', `${item.name} has no effect in an encounter.`);
  const target = state.combatants[action.target ?? who.id]!;
  if (minor?.kind === 'boost' && target.id !== who.id)
    return reject('invalid_target', `${item.name} is taken by the one who carries it (rule W5).`);
  if (Math.max(Math.abs(target.at[0] - who.at[0]), Math.abs(target.at[1] - who.at[1])) > 1) {
    return reject('invalid_target', `${target.name} is not next to ${who.name}.`);
  }
  const down = isDown(target);
  if (down && !item.revive)
    return reject(
      'invalid_target',
      `${target.name} is down; only a Revival Tonic helps (rule A8).`,
    );
  if (!down && !heal && minor?.kind !== 'boost')
    return reject(
      'invalid_target',
      `${target.name} is standing; a Revival Tonic is for the fallen.`,
    );
  let next = state;
  if (state.options.itemUseIsAction) {
    const spent = stepTurn(state, { type: 'TAKE_ACTION', attack: false, freeShots: 0 }, [
      'no_action_left',
      `${who.name} has used this turn's action (rule T4).`,
    ]);
    if (isRejection(spent)) return spent;
    next = spent;
  }
  const items = [...who.items];
  items.splice(items.indexOf(item.name), 1);
  if (minor?.kind === 'boost') {
    const boosts = [...(who.boosts ?? []), minor.boost];
    next = updateCombatant(next, withCombatant(next.combatants[who.id]!, { items, boosts }));
    const which = minor.boost.stat ? 'next Charming check' : 'next check';
    return accepted(next, [
      {
        who: who.id,
        text: `${who.name} takes the ${item.name}: +${minor.boost.bonus} to the ${which} this day (rule W5).`,
      },
    ]);
  }
  const gain = down ? item.revive! : heal!;
  const hp = state.options.healingCappedAtMax
    ? Math.min(target.hp.max, target.hp.hpLeft + gain)
    : target.hp.hpLeft + gain;
  next = updateCombatant(next, withCombatant(next.combatants[who.id]!, { items }));
  next = updateCombatant(
    next,
    withCombatant(next.combatants[target.id]!, {
      hp: { ...target.hp, hpLeft: hp, max: Math.max(target.hp.max, hp) },
    }),
  );
  return accepted(next, [
    {
      who: who.id,
      text: `${who.name} uses ${item.name} on ${target.name}: HP ${hp}/${target.hp.max}.`,
    },
  ]);
}
