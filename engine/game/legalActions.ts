import type { Action } from './actions.ts';
import type { AnyActionRecord, OfferContext } from './actionRecord.ts';

import { allows } from './actionGate.ts';

import { RECORD_LIST } from './actionRegistry.ts';

import type { ActionTemplate } from './actionTemplate.ts';

import type { Combatant, GameState } from './gameState.ts';

import { applyAction, applyUntrustedAction } from './applyAction.ts';

import { isDown } from './queries.ts';

import type { Rejection } from './rejection.ts';

import { situationOf, type Situation } from './situation.ts';

/** Who asks: a character by id, or the Dealer (who also answers for the table: CONTINUE). */
export type Actor = string | 'dealer';

export interface LegalActions {
  /** Every action listed is accepted by applyAction as it stands. */
  actions: Action[];
  templates: ActionTemplate[];
}

/**
 * What `actor` may do now, with parameters (boardgame.io's enumerate): each action record the
 * gate lets through now, and whose sender `actor` is, lists its actions (actionRegistry.ts, in
 * its order): the moves the rules allow, one per reachable square with its path; each attack on
 * each standing target with each card or the weapon, each usable ammunition, and each count of
 * Attack (for Attack or damage) and Range chips; defences; check cards; items; chips; phase ends.
 * For the Dealer, the actions of the moment, and the ones with free parameters as templates. The
 * records judge as applyAction does, so the AI, the property tests and the panels read one
 * authority.
 */
export function legalActions(
  state: GameState,
  actor: Actor,
  /** Only the records this keeps (a seat's phone asks for moves and attacks in parts). */
  only: (type: Action['type']) => boolean = () => true,
): LegalActions {
  const situation = situationOf(state);
  let me: Combatant | null = null;
  if (actor !== 'dealer') {
    me = Object.hasOwn(state.combatants, actor) ? state.combatants[actor]! : null;
    if (!me || isDown(me)) return { actions: [], templates: [] };
  }
  const context: OfferContext = {
    state,
    me,
    accepted: (candidates) =>
      candidates.filter((a) => applyAction(state, a as unknown as Action).ok),
  };
  const actions: Action[] = [];
  const templates: ActionTemplate[] = [];
  for (const record of RECORD_LIST) {
    if (!record.offer || !allows(situation, record.type) || !only(record.type)) continue;
    if (!sentBy(record, situation, me)) continue;
    const offer = record.offer(context);
    if (offer.actions) actions.push(...offer.actions);
    if (offer.templates) templates.push(...offer.templates);
  }
  return { actions, templates };
}

/** Whether the one asking (null: the Dealer) sends this record's actions in this situation. */
function sentBy(record: AnyActionRecord, situation: Situation, me: Combatant | null): boolean {
  if (me === null) return record.sender === 'dealer';
  switch (record.sender) {
    case 'dealer':
      return false;
    case 'character':
      return true;
    case 'turn':
      return situation.kind === 'turn' && situation.who === me.id;
    case 'awaited':
      return 'who' in situation && situation.who === me.id;
  }
}

/** Whether applyAction would accept the action now, and if not, its refusal: the same verdict. */
export function isLegal(state: GameState, action: unknown): { ok: true } | Rejection {
  const result = applyUntrustedAction(state, action);
  return result.ok ? { ok: true } : result;
}
