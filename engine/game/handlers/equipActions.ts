import { findItem } from '../../rules/items.ts';
import { WEAPONS } from '../../rules/weapons.ts';
import type { CheckResolution } from '../../resolve/resolveCheck.ts';
import type { Action } from '../actions.ts';
import { withCombatant } from '../combatantShape.ts';
import { updateCombatant } from '../deck.ts';
import type { Combatant, GameState } from '../gameState.ts';
import { fullInventory, hasRoom } from '../inventory.ts';
import { accepted, type ActionResult, type GameEvent } from '../outcome.ts';
import { isRejection } from '../queries.ts';
import { reject, type Rejection } from '../rejection.ts';
import { withState } from '../stateShape.ts';
import { stepTurn } from './stepTurn.ts';

type Of<T extends Action['type']> = Extract<Action, { type: T }>;

/** S5 (closed): fitting gear is a Conjure Up check; its table TN, 7, is S5's (S3). */
export const FIT_CHECK = 'Conjure Up';

function isWeaponCard(name: string): boolean {
  return WEAPONS.some((w) => w.name === name);
}

function without(items: readonly string[], name: string): string[] {
  const left = [...items];
  left.splice(left.indexOf(name), 1);
  return left;
}

/** T4, W4: equipping or unequipping takes the turn's action (when the option says so). */
function spendAction(state: GameState, who: Combatant): GameState | Rejection {
  if (!state.options.equipIsAction) return state;
  return stepTurn(state, { type: 'TAKE_ACTION', attack: false, freeShots: 0 }, [
    'no_action_left',
    `${who.name} has used this turn's action; an Action chip buys another (rules T4, W4).`,
  ]);
}

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
export function equip(state: GameState, action: Of<'EQUIP'>): ActionResult {
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

/** W4: whether the equipped weapon `item` can go back to the inventory now, the action aside. */
export function judgeUnequip(state: GameState, c: Combatant, item: string): Rejection | null {
  if (c.weapon !== item) return reject('no_weapon', `${c.name} has no ${item} equipped.`);
  if (!hasRoom(c, state.options)) return reject('inventory_full', fullInventory(c));
  return null;
}

/** W4: the equipped weapon card goes to the inventory; items fitted to it stay fitted (W3). */
export function unequip(state: GameState, action: Of<'UNEQUIP'>): ActionResult {
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
  action: Of<'FIT'>,
  callCheck: (state: GameState, action: Of<'CALL_CHECK'>) => ActionResult,
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
