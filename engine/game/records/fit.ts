import { z } from 'zod';
import type { CheckResolution } from '../../resolve/resolveCheck.ts';
import { findItem } from '../../rules/items.ts';
import type { ActionRecord } from '../actionRecord.ts';
import { withCombatant } from '../combatantShape.ts';
import { updateCombatant } from '../deck.ts';
import type { Combatant, GameState } from '../gameState.ts';
import { isWeaponCard, without } from '../handlers/equipRules.ts';
import { type ActionResult, type GameEvent, accepted } from '../outcome.ts';
import { turnContext } from '../queries.ts';
import { type Rejection, reject } from '../rejection.ts';
import { withState } from '../stateShape.ts';
import { type CallCheckAction, callCheck } from './callCheck.ts';

/** W3, R1, S5: fit an item to a weapon card: a Conjure Up check at TN 7. */
const schema = z.object({
  type: z.literal('FIT'),
  who: z.string(),
  item: z.string(),
  weapon: z.string(),
});

export type FitAction = z.output<typeof schema>;

/** W3, R1, S5: the character fits an item to a weapon card: a Conjure Up check at TN 7. */
export const FIT: ActionRecord<typeof schema> = {
  schema,
  type: 'FIT',
  // W3: fitting belongs with the turn's actions (T4).
  allowedIn: ['turn.action'],
  sender: 'turn',
  refusals: { phase: { phase: 'Action', what: 'Items are fitted', rule: 'S5' } },
  /**
   * W3, S5: each fittable item carried onto each weapon card the character has, while an action
   * is left (a fitting is a check, and a check on one's own turn takes the action), as
   * applyAction accepts it: the check has rules of its own.
   */
  offer: ({ state, me, accepted }) => {
    if (turnContext(state)!.actionsLeft <= 0) return { actions: [] };
    const weapons = new Set([...(me!.weapon ? [me!.weapon] : []), ...me!.items]);
    const candidates: FitAction[] = [];
    for (const item of new Set(me!.items)) {
      for (const weapon of weapons)
        if (!judgeFit(me!, item, weapon))
          candidates.push({ type: 'FIT', who: me!.id, item, weapon });
    }
    return { actions: accepted(candidates) };
  },
  apply: (state, action) => fit(state, action, callCheck),
};

/** S5 (closed): fitting gear is a Conjure Up check; its table TN, 7, is S5's (S3). */
export const FIT_CHECK = 'Conjure Up';

/** W3, S5: whether `item` can be fitted to `weapon` by `who`, the check itself aside. */
export function judgeFit(c: Combatant, item: string, weapon: string): Rejection | null {
  if (!c.items.includes(item)) return reject('unknown_item', `${c.name} carries no ${item}.`);
  if (!findItem(item)?.fitting)
    return reject('invalid_action', `${item} is not fitted to a weapon (rule W3).`);
  if (c.weapon !== weapon && !(c.items.includes(weapon) && isWeaponCard(weapon)))
    return reject('no_weapon', `${c.name} has no ${weapon} to fit it to.`);
  if (c.fitted.some((f) => f.item === item && f.weapon === weapon))
    return reject('invalid_action', `The ${weapon} already has a ${item} fitted.`);
  return null;
}

/**
 * W3, R1, S5: fitting an item is a Conjure Up check at TN 7, made through the check flow every
 * check uses (CALL_CHECK, then the character's card); `callCheck` is passed in so the check's
 * rules (S4's training, a card in hand, the action it takes, T4) stay the check's own.
 */
export function fit(
  state: GameState,
  action: FitAction,
  callCheck: (state: GameState, action: CallCheckAction) => ActionResult,
): ActionResult {
  const who = state.combatants[action.who]!;
  const refused = judgeFit(who, action.item, action.weapon);
  if (refused) return refused;
  const called = callCheck(state, { type: 'CALL_CHECK', who: who.id, check: FIT_CHECK });
  if (!called.ok) return called;
  const check = called.state.check!;
  return accepted(
    withState(called.state, {
      check: { ...check, fit: { item: action.item, weapon: action.weapon } },
    }),
    [
      {
        who: who.id,
        text: `${who.name} sets about fitting the ${action.item} to the ${action.weapon}: ${FIT_CHECK}, TN ${check.tn} (rule S5).`,
      },
    ],
  );
}

/**
 * W3: a fitting check resolved: on a success the item leaves the inventory (its slot is free) and
 * goes with the weapon card; on a failure it stays where it was.
 */
export function settleFit(
  state: GameState,
  result: CheckResolution,
  events: GameEvent[],
): GameState {
  const fitting = state.check?.fit;
  if (!fitting) return state;
  const who = state.combatants[state.check!.who]!;
  if (!result.legal || !result.success) {
    events.push({
      who: who.id,
      text: `The ${fitting.item} is not fitted; it stays in ${who.name}'s inventory.`,
    });
    return state;
  }
  events.push({
    who: who.id,
    text: `The ${fitting.item} is fitted to the ${fitting.weapon}: it travels with the weapon and frees its inventory slot (rule W3).`,
  });
  return updateCombatant(
    state,
    withCombatant(who, {
      items: without(who.items, fitting.item),
      fitted: [...who.fitted, { item: fitting.item, weapon: fitting.weapon }],
    }),
  );
}
