import { doorsBeside } from '../grid/doorsBeside.ts';
import { findPath } from '../grid/findPath.ts';
import { reachable } from '../grid/reachable.ts';
import { distance } from '../grid/distance.ts';
import { HAND_SIZE } from '../rules/cards.ts';
import { CHECKS } from '../rules/checks.ts';
import { ITEMS } from '../rules/items.ts';
import {
  RULES_OPTIONS_GUIDE,
  rulesOptionField,
  type RulesOptionField,
} from '../rules/rulesOptionsGuide.ts';
import { allows } from './actionGate.ts';
import { actionSchema, DEALER_BOUNDS, type Action } from './actions.ts';
import { freeSquares } from './handlers/tokenSquare.ts';
import { inventoryActions, purchases } from './inventoryOffers.ts';
import { minorEffect } from './minorGoods.ts';
import type { Square } from '../model/geometry.ts';
import { SPENDABLE_CHIPS, type SpendableChipKind } from '../rules/chips.ts';
import { defendedAttack, prepareAttack } from './attackDeclaration.ts';
import type { Combatant, GameState } from './gameState.ts';
import { applyAction, applyUntrustedAction } from './applyAction.ts';
import {
  encounterContext,
  isDown,
  isRejection,
  movingUnit,
  othersFor,
  standingIds,
  turnContext,
} from './queries.ts';
import { FOG_MODES, type FogMode } from './fogState.ts';
import type { Rejection } from './rejection.ts';
import { situationOf } from './situation.ts';

/** Who asks: a character by id, or the Dealer (who also answers for the table: CONTINUE). */
export type Actor = string | 'dealer';

/** A Dealer action with free parameters, and the bounds the engine accepts them in. */
export type ActionTemplate =
  | {
      type: 'SET_RULES';
      /** Each editable house rule, its ledger id and how it is edited (from the schema). */
      fields: readonly { key: string; rule: string; label: string; field: RulesOptionField }[];
    }
  | {
      type: 'CALL_CHECK';
      who: readonly string[];
      checks: readonly string[];
      tn: { min: number; max: number };
    }
  | {
      /** A8: each combatant's HP track; `to` runs 0..max, `by` within `by` (held to the track). */
      type: 'ADJUST_HP';
      combatants: readonly { combatant: string; hpLeft: number; max: number }[];
      by: { min: number; max: number };
    }
  | {
      /** H1: any combatant, any spendable kind (never a tracker chip, H4), `count` at a time. */
      type: 'AWARD_CHIP';
      combatants: readonly string[];
      chips: readonly SpendableChipKind[];
      count: { min: number; max: number };
    }
  | {
      /** The squares free for a token (no cover, no token): any combatant to any of them. */
      type: 'PLACE_TOKEN';
      combatants: readonly string[];
      squares: readonly Square[];
    }
  | {
      /** T1: the seating now; any order of these same ids is accepted (but this one). */
      type: 'SET_SEATING';
      seating: readonly string[];
    }
  | {
      /** Issue 11: the NPCs the Dealer may hide (those on the players' view), or reveal. */
      type: 'HIDE' | 'REVEAL';
      combatants: readonly string[];
    }
  | {
      /** Issue 11: the fog of war's modes, and the fog as it is (any change of it is accepted). */
      type: 'SET_FOG';
      modes: readonly FogMode[];
      mode: FogMode;
      autoReveal: boolean;
    };

export interface LegalActions {
  /** Every action listed is accepted by applyAction as it stands. */
  actions: Action[];
  templates: ActionTemplate[];
}

/**
 * What `actor` may do now, with parameters (boardgame.io's enumerate): the moves the rules allow,
 * one per reachable square with its path; each attack on each standing target with each card or
 * the weapon, each usable ammunition, and each count of Attack (for Attack or damage) and Range
 * chips; defences; check cards; items; chips; phase ends. For the Dealer, the actions of the
 * moment, and the ones with free parameters as templates. The gate (actionGate.ts) and the same
 * judgements applyAction makes decide what is listed, so the AI, the property tests and the panels
 * read one authority.
 */
export function legalActions(state: GameState, actor: Actor): LegalActions {
  if (actor === 'dealer') return dealerActions(state);
  const me = Object.hasOwn(state.combatants, actor) ? state.combatants[actor] : undefined;
  if (!me || isDown(me)) return { actions: [], templates: [] };
  const situation = situationOf(state);
  const actions: Action[] = [];
  switch (situation.kind) {
    case 'defense':
      if (situation.who === me.id) actions.push(...defences(state, me));
      break;
    case 'checkCard':
      if (situation.who === me.id) actions.push(...checkCards(me));
      break;
    case 'roundStart':
      actions.push(...accepted(state, [{ type: 'SPEND_SPEED_FOR_INITIATIVE', who: me.id }]));
      break;
    case 'turn':
      if (situation.who !== me.id) break;
      if (situation.phase === 'movement')
        actions.push(...movementActions(state, me), ...purchases(state, me));
      if (situation.phase === 'action') actions.push(...actionPhaseActions(state, me));
      if (situation.phase === 'draw') actions.push({ type: 'DRAW', who: me.id });
      actions.push(...chipSpends(state, me));
      if (situation.phase !== 'draw') actions.push({ type: 'END_PHASE', who: me.id });
      break;
    default:
      break;
  }
  return { actions, templates: [] };
}

/** Whether applyAction would accept the action now, and if not, its refusal: the same verdict. */
export function isLegal(state: GameState, action: unknown): { ok: true } | Rejection {
  const result = applyUntrustedAction(state, action);
  return result.ok ? { ok: true } : result;
}

function accepted(state: GameState, candidates: Action[]): Action[] {
  return candidates.filter((a) => applyAction(state, a).ok);
}

/** M1–M3, E3, E4: a MOVE to every square in reach, along findPath's path; the doors beside. */
function movementActions(state: GameState, me: Combatant): Action[] {
  const unit = movingUnit(state, me);
  const others = othersFor(state, me);
  const actions: Action[] = [];
  for (const square of reachable(state.map, unit, others, state.options)) {
    if (square.at[0] === me.at[0] && square.at[1] === me.at[1]) continue;
    const path = findPath(state.map, unit, others, square.at, state.options);
    if (path && path.path.length > 0) actions.push({ type: 'MOVE', who: me.id, path: path.path });
  }
  const turn = turnContext(state)!;
  if (turn.speed - turn.moved >= state.options.doorToggleCost) {
    for (const door of doorsBeside(state.map, me.at))
      actions.push({ type: 'TOGGLE_DOOR', who: me.id, door });
  }
  return actions;
}

/** H1: the chips this phase takes (the turn machine says which phase takes which). */
function chipSpends(state: GameState, me: Combatant): Action[] {
  const phase = state.turn!.flow.value;
  const actions: Action[] = [];
  if (phase === 'movement' && me.chips.speed > 0)
    actions.push({ type: 'SPEND_CHIP', who: me.id, chip: 'speed' });
  if (phase === 'action' && me.chips.action > 0)
    actions.push({ type: 'SPEND_CHIP', who: me.id, chip: 'action' });
  if (me.chips.draw > 0 && me.hand.length < HAND_SIZE)
    actions.push({ type: 'SPEND_CHIP', who: me.id, chip: 'draw' });
  return actions;
}

/** T4, A1–A2, H1–H2, R2, R3, W2: attacks, cards played into play, items. */
function actionPhaseActions(state: GameState, me: Combatant): Action[] {
  const turn = turnContext(state)!;
  const actions: Action[] = [];
  const freeShotCard = turn.freeShots > 0 ? state.turn!.freeShotCard : undefined;
  if (turn.actionsLeft > 0 || freeShotCard)
    actions.push(...attacks(state, me, turn.actionsLeft > 0, freeShotCard));
  if (turn.actionsLeft > 0) {
    for (const id of me.hand)
      if (me.cards[id]!.delayed) actions.push({ type: 'PLAY_CARD', who: me.id, card: id });
  }
  if (turn.actionsLeft > 0 || !state.options.itemUseIsAction) actions.push(...itemUses(state, me));
  actions.push(...inventoryActions(state, me, turn.actionsLeft > 0, accepted));
  return actions;
}

/**
 * Every attack: each standing target × the weapon or each card × no ammunition or each usable
 * one × each count of Range chips, judged once by prepareAttack; then each count of Attack chips,
 * for Attack or for damage, which changes no legality (H1).
 */
function attacks(
  state: GameState,
  me: Combatant,
  actionLeft: boolean,
  freeShotCard: string | undefined,
): Action[] {
  const withWhat: ({ weapon: true } | { card: string })[] = [];
  if (actionLeft) {
    if (me.weapon) withWhat.push({ weapon: true });
    for (const id of me.hand) if (!me.cards[id]!.delayed) withWhat.push({ card: id });
  }
  if (freeShotCard) withWhat.push({ card: freeShotCard });
  const ammo: (string | undefined)[] = [
    undefined,
    ...me.ammo.filter((a) => a.track.ammoUsed < a.track.max).map((a) => a.id),
  ];
  const attackChips: ({ attack: number; attackMode: 'attack' | 'damage' } | null)[] = [null];
  for (let n = 1; n <= me.chips.attack; n++)
    attackChips.push({ attack: n, attackMode: 'attack' }, { attack: n, attackMode: 'damage' });
  const actions: Action[] = [];
  for (const target of Object.values(state.combatants)) {
    if (target.id === me.id || isDown(target)) continue;
    for (const choice of withWhat) {
      for (const ammoId of ammo) {
        for (let range = 0; range <= me.chips.range; range++) {
          const base: Extract<Action, { type: 'DECLARE_ATTACK' }> = {
            type: 'DECLARE_ATTACK',
            who: me.id,
            target: target.id,
            ...choice,
            ...(ammoId !== undefined ? { ammo: ammoId } : {}),
            ...(range > 0 ? { chips: { range } } : {}),
          };
          if (isRejection(prepareAttack(state, base))) continue;
          for (const chips of attackChips) {
            actions.push(
              chips ? { ...base, chips: { ...(range > 0 ? { range } : {}), ...chips } } : base,
            );
          }
        }
      }
    }
  }
  return actions;
}

/** W2, W5: healing on oneself or someone beside, revival for the fallen beside, minor goods. */
function itemUses(state: GameState, me: Combatant): Action[] {
  const actions: Action[] = [];
  const carried = new Set(me.items);
  for (const item of ITEMS) {
    if (!carried.has(item.name)) continue;
    const minor = minorEffect(item.name, state.options);
    // W5: Coffee Beans and Cigarettes are taken by the one who carries them.
    if (minor?.kind === 'boost') {
      actions.push({ type: 'USE_ITEM', who: me.id, item: item.name });
      continue;
    }
    const heal = item.heal ?? (minor?.kind === 'heal' ? minor.hp : undefined);
    if (!heal && !item.revive) continue;
    for (const target of Object.values(state.combatants)) {
      if (distance(target.at, me.at) > 1) continue;
      if (isDown(target) ? !item.revive : !heal) continue;
      actions.push({
        type: 'USE_ITEM',
        who: me.id,
        item: item.name,
        ...(target.id === me.id ? {} : { target: target.id }),
      });
    }
  }
  return actions;
}

/**
 * A3, A6, H2: no card or each card in hand, each together with any count of Defense chips: from
 * none up to those left today (H3), and no further than the count that stops all the damage —
 * a chip past that adds nothing (A7: damage is never below 0), so the list stays bounded by the
 * attack, not by the stack. applyAction still accepts more; nobody is offered a chip for nothing.
 */
function defences(state: GameState, me: Combatant): Action[] {
  const actions: Action[] = [];
  for (const card of [undefined, ...me.hand]) {
    const defend = card !== undefined ? me.cards[card]!.defend : 0;
    for (let defense = 0; defense <= me.chips.defense; defense++) {
      actions.push({
        type: 'DEFEND',
        who: me.id,
        ...(card !== undefined ? { card } : {}),
        ...(defense > 0 ? { chips: { defense } } : {}),
      });
      if (defendedAttack(state, defend, defense).baseDamage === 0) break;
    }
  }
  return actions;
}

/** S2, H1: each card in hand, with each count of Attack chips (+1 each to the total). */
function checkCards(me: Combatant): Action[] {
  const actions: Action[] = [];
  for (const card of me.hand) {
    for (let attack = 0; attack <= me.chips.attack; attack++) {
      actions.push({
        type: 'PLAY_CHECK_CARD',
        who: me.id,
        card,
        ...(attack > 0 ? { chips: { attack } } : {}),
      });
    }
  }
  return actions;
}

/** The TN bounds CALL_CHECK accepts, read from the action schema. */
function tnBounds(): { min: number; max: number } {
  const option = actionSchema.options.find((o) => o.shape.type.value === 'CALL_CHECK')!;
  const tn = (option.shape as { tn: { unwrap(): { minValue: number; maxValue: number } } }).tn;
  const number = tn.unwrap();
  return { min: number.minValue, max: number.maxValue };
}

/** T1, T7, Y1, S5, house rules: what the Dealer may do now. */
function dealerActions(state: GameState): LegalActions {
  const situation = situationOf(state);
  const actions: Action[] = [];
  const templates: ActionTemplate[] = [];
  if (situation.kind === 'roundStart' && standingIds(state).length > 0)
    actions.push({ type: 'BEGIN_TURNS' });
  if (situation.kind === 'attackStep') actions.push({ type: 'CONTINUE' });
  if (situation.kind === 'checkCard') actions.push({ type: 'CANCEL_CHECK' });
  if (allows(situation, 'ADVANCE_DAY')) actions.push({ type: 'ADVANCE_DAY' });
  if (allows(situation, 'END_ENCOUNTER')) actions.push({ type: 'END_ENCOUNTER' });
  if (allows(situation, 'SET_RULES'))
    templates.push({
      type: 'SET_RULES',
      fields: RULES_OPTIONS_GUIDE.map((g) => ({
        key: g.key,
        rule: g.rule,
        label: g.label,
        field: rulesOptionField(g.key),
      })),
    });
  if (allows(situation, 'CALL_CHECK'))
    templates.push({
      type: 'CALL_CHECK',
      // S2: standing, with a card to play on it.
      who: encounterContext(state).seating.filter((id) => {
        const c = state.combatants[id]!;
        return !isDown(c) && c.hand.length > 0;
      }),
      checks: CHECKS.map((c) => c.name),
      tn: tnBounds(),
    });
  templates.push(...dealerFixes(state));
  if (allows(situation, 'SET_FOG'))
    templates.push({
      type: 'SET_FOG',
      modes: FOG_MODES,
      mode: state.fog.mode,
      autoReveal: state.fog.autoReveal,
    });
  return { actions, templates };
}

/** The Dealer's fixes (HP, chips, a token, the seating), when the moment allows them. */
function dealerFixes(state: GameState): ActionTemplate[] {
  const situation = situationOf(state);
  const ids = Object.keys(state.combatants);
  const templates: ActionTemplate[] = [];
  if (allows(situation, 'ADJUST_HP'))
    templates.push({
      type: 'ADJUST_HP',
      combatants: ids.map((id) => {
        const c = state.combatants[id]!;
        return { combatant: id, hpLeft: c.hp.hpLeft, max: c.hp.max };
      }),
      by: { ...DEALER_BOUNDS.hpChange },
    });
  if (allows(situation, 'AWARD_CHIP'))
    templates.push({
      type: 'AWARD_CHIP',
      combatants: ids,
      chips: SPENDABLE_CHIPS,
      count: { ...DEALER_BOUNDS.chipAward },
    });
  if (allows(situation, 'PLACE_TOKEN'))
    templates.push({ type: 'PLACE_TOKEN', combatants: ids, squares: freeSquares(state) });
  if (allows(situation, 'SET_SEATING'))
    templates.push({ type: 'SET_SEATING', seating: [...encounterContext(state).seating] });
  const npcs = ids.filter((id) => state.combatants[id]!.side === 'npc');
  const hidden = npcs.filter((id) => state.combatants[id]!.hidden);
  if (allows(situation, 'HIDE') && hidden.length < npcs.length)
    templates.push({ type: 'HIDE', combatants: npcs.filter((id) => !hidden.includes(id)) });
  if (allows(situation, 'REVEAL') && hidden.length > 0)
    templates.push({ type: 'REVEAL', combatants: hidden });
  return templates;
}
