import { WEAPONS } from '../../rules/weapons.ts';
import type { Combatant, GameState } from '../gameState.ts';
import type { Rejection } from '../rejection.ts';
import { stepTurn } from './stepTurn.ts';

// What equipping, putting away and fitting share (records/equip.ts, unequip.ts, fit.ts: W3, W4, T4).

/** W4: a card of the weapons table, which can be equipped and fitted. */
export function isWeaponCard(name: string): boolean {
  return WEAPONS.some((w) => w.name === name);
}

/** The items, one of `name` taken out. */
export function without(items: readonly string[], name: string): string[] {
  const left = [...items];
  left.splice(left.indexOf(name), 1);
  return left;
}

/** T4, W4: equipping or unequipping takes the turn's action (when the option says so). */
export function spendAction(state: GameState, who: Combatant): GameState | Rejection {
  if (!state.options.equipIsAction) return state;
  return stepTurn(state, { type: 'TAKE_ACTION', attack: false, freeShots: 0 }, [
    'no_action_left',
    `${who.name} has used this turn's action; an Action chip buys another (rules T4, W4).`,
  ]);
}
