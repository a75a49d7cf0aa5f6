import { attackMachine } from '../../machines/attackMachine.ts';
import { startFlow, stepFlow } from '../../machines/flow.ts';
import { resolveAttack, type AttackerInput, type Modifier } from '../../resolve/resolveAttack.ts';
import type { Action } from '../actions.ts';
import { hasChips, spendChips } from '../chipStack.ts';
import { discardFromHand, updateCombatant } from '../deck.ts';
import type { AttackState, Combatant, GameState } from '../gameState.ts';
import { accepted, type ActionResult } from '../outcome.ts';
import { isDown, isRejection, turnContext } from '../queries.ts';
import { reject } from '../rejection.ts';
import { stepTurn } from './stepTurn.ts';

type Of<T extends Action['type']> = Extract<Action, { type: T }>;

/**
 * A1, A2, H2, R2, R3: declares an attack. It must be legal (range, then line of sight); it takes
 * the turn's action (or a multi-shot card's free shot); the card is played (a weapon card stays,
 * A2); Attack and Range chips are anted now (H2); ammunition advances its blue chip (A2).
 */
export function declareAttack(state: GameState, action: Of<'DECLARE_ATTACK'>): ActionResult {
  const attacker = state.combatants[action.who]!;
  const target = state.combatants[action.target]!;
  if (isDown(target))
    return reject('invalid_target', `${target.name} is down: there is nothing left to attack.`);
  if (target.id === attacker.id)
    return reject('invalid_target', 'A character cannot attack itself.');

  const turn = state.turn!;
  const context = turnContext(state)!;
  const freeShot =
    action.card !== undefined && action.card === turn.freeShotCard && context.freeShots > 0;
  let cardAttack: number | undefined;
  let shots = 1;
  if (action.card !== undefined && !freeShot) {
    if (!attacker.hand.includes(action.card))
      return reject('card_not_in_hand', `That card is not in ${attacker.name}'s hand.`);
    const card = attacker.cards[action.card]!;
    cardAttack = card.attack;
    shots = card.shots ?? 1;
    // R3: a multi-shot card must be the first attack of the turn.
    if (shots > 1 && context.attacks > 0)
      return reject(
        'multishot_not_first',
        `${card.name} must be the first attack of the turn (R3).`,
      );
  } else if (freeShot) {
    cardAttack = attacker.cards[action.card!]!.attack;
  } else if (action.weapon) {
    if (!attacker.weapon)
      return reject('no_weapon', `${attacker.name} has no weapon card equipped.`);
  } else {
    return reject(
      'invalid_action',
      'Attack with a card from hand or with the equipped weapon (A2).',
    );
  }

  const chips = {
    attack: action.chips?.attack ?? 0,
    attackMode: action.chips?.attackMode ?? 'attack',
    range: action.chips?.range ?? 0,
  };
  if (!hasChips(attacker, 'attack', chips.attack))
    return reject(
      'chip_spent',
      `${attacker.name} does not have ${chips.attack} Attack chip(s) left today (H3).`,
    );
  if (!hasChips(attacker, 'range', chips.range))
    return reject(
      'chip_spent',
      `${attacker.name} does not have ${chips.range} Range chip(s) left today (H3).`,
    );
  const ammo =
    action.ammo === undefined ? undefined : attacker.ammo.find((a) => a.id === action.ammo);
  if (action.ammo !== undefined && !ammo)
    return reject('no_ammo', `${attacker.name} has no such ammunition card.`);
  if (ammo && ammo.track.ammoUsed >= ammo.track.max)
    return reject('ammo_spent', `${ammo.name} is used up: its track is full (A2).`);

  const declaration: AttackState['declaration'] = {
    ammoModifier: ammo?.modifier ?? 0,
    slug: ammo?.slug ?? false,
    chips,
    delayedBonus: delayedBonus(attacker),
    freeShot,
  };
  if (action.card !== undefined) declaration.card = action.card;
  if (action.weapon && action.card === undefined) declaration.weapon = attacker.weapon;
  if (ammo) declaration.ammo = ammo.id;
  const input = attackerInput(attacker, declaration, cardAttack);
  let legality;
  try {
    legality = resolveAttack(
      state.map,
      input,
      { at: target.at, hp: target.hp.hpLeft },
      state.options,
    );
  } catch (error) {
    if (declaration.slug) return reject('slug_not_shotgun', (error as Error).message);
    throw error;
  }
  if (!legality.legal)
    return reject(
      legality.reason,
      `${attacker.name} cannot attack ${target.name}: ${legality.message}.`,
    );

  const spend = freeShot
    ? stepTurn(state, { type: 'FREE_SHOT' }, ['no_action_left', 'No free shots are left.'])
    : stepTurn(state, { type: 'TAKE_ACTION', attack: true, freeShots: shots - 1 }, [
        'no_action_left',
        `${attacker.name} has used this turn's action; an Action chip buys another (T4).`,
      ]);
  if (isRejection(spend)) return spend;
  let paid = attacker;
  if (action.card !== undefined && !freeShot) paid = discardFromHand(paid, action.card);
  paid = spendChips(spendChips(paid, 'attack', chips.attack), 'range', chips.range);
  // A2 (house): a weapon card stays equipped after it attacks unless the Dealer says otherwise.
  const weaponDiscarded = declaration.weapon !== undefined && !state.options.weaponCardsStayInPlay;
  if (weaponDiscarded) paid = { ...paid, weapon: undefined };
  if (ammo)
    paid = {
      ...paid,
      ammo: paid.ammo.map((a) =>
        a.id === ammo.id ? { ...a, track: { ...a.track, ammoUsed: a.track.ammoUsed + 1 } } : a,
      ),
    };
  const flow = stepFlow(attackMachine, startFlow(attackMachine), { type: 'DECLARE', legal: true })!;
  const next: GameState = {
    ...updateCombatant(spend, paid),
    turn: { ...spend.turn!, ...(shots > 1 ? { freeShotCard: action.card } : {}) },
    attack: { flow, attacker: attacker.id, target: target.id, declaration, applied: false },
  };
  return accepted(next, [
    { who: attacker.id, text: `${attacker.name} attacks ${target.name}.` },
    ...(weaponDiscarded
      ? [
          {
            who: attacker.id,
            text: `The ${declaration.weapon} is discarded after the attack (A2).`,
          },
        ]
      : []),
  ]);
}

/** A3, H2, A4–A8: the defender answers; the numbers are resolved, and shown step by step. */
export function defend(state: GameState, action: Of<'DEFEND'>): ActionResult {
  const attack = state.attack!;
  const defender = state.combatants[attack.target]!;
  const attacker = state.combatants[attack.attacker]!;
  let card: Combatant['cards'][string] | undefined;
  if (action.card !== undefined) {
    if (!defender.hand.includes(action.card))
      return reject('card_not_in_hand', `That card is not in ${defender.name}'s hand.`);
    card = defender.cards[action.card]!;
  }
  const chips = action.chips?.defense ?? 0;
  if (!hasChips(defender, 'defense', chips))
    return reject(
      'chip_spent',
      `${defender.name} does not have ${chips} Defense chip(s) left today (H3).`,
    );
  const cardAttack =
    attack.declaration.card !== undefined
      ? attacker.cards[attack.declaration.card]!.attack
      : undefined;
  const gearLeft = defender.gear.reduce((sum, g) => sum + (g.track.max - g.track.gearUsed), 0);
  const resolution = resolveAttack(
    state.map,
    attackerInput(attacker, attack.declaration, cardAttack),
    {
      at: defender.at,
      hp: defender.hp.hpLeft,
      gear: gearLeft,
      defend: card?.defend ?? 0,
      chips: { defense: chips },
    },
    state.options,
  );
  if (!resolution.legal)
    throw new Error('an attack declared legal became illegal before its defence');
  let paid = spendChips(defender, 'defense', chips);
  if (action.card !== undefined) paid = discardFromHand(paid, action.card);
  const flow = stepFlow(attackMachine, attack.flow, { type: card ? 'DEFEND' : 'PASS' })!;
  const defense = {
    defend: card?.defend ?? 0,
    chips,
    ...(action.card !== undefined ? { card: action.card } : {}),
  };
  const next = updateCombatant(
    {
      ...state,
      attack: {
        ...attack,
        flow,
        defense,
        resolution: resolution as unknown as Record<string, unknown>,
      },
    },
    paid,
  );
  return accepted(next, [
    {
      who: defender.id,
      text: card
        ? `${defender.name} defends with ${card.name} (Defend ${card.defend}).`
        : `${defender.name} plays no Defense card.`,
    },
  ]);
}

/** Shows the next step of the attack under way. */
export function continueAttack(state: GameState): ActionResult {
  const flow = stepFlow(attackMachine, state.attack!.flow, { type: 'CONTINUE' })!;
  return accepted({ ...state, attack: { ...state.attack!, flow } });
}

/** R2: the Attack bonus of the cards in play whose benefits have begun. */
function delayedBonus(combatant: Combatant): number {
  return combatant.inPlay
    .filter((entry) => entry.active && entry.turnsLeft > 0)
    .reduce((sum, entry) => sum + (combatant.cards[entry.card]!.delayed?.attackBonus ?? 0), 0);
}

function attackerInput(
  attacker: Combatant,
  declaration: AttackState['declaration'],
  cardAttack: number | undefined,
): AttackerInput {
  const modifiers: Modifier[] = declaration.delayedBonus
    ? [{ source: 'card in play', value: declaration.delayedBonus, rule: 'R2' }]
    : [];
  return {
    at: attacker.at,
    ...(cardAttack !== undefined
      ? { card: { attack: cardAttack }, trait: attacker.weaponTrait }
      : { weapon: declaration.weapon! }),
    ammo: declaration.ammoModifier,
    rangeBonus: attacker.rangeBonus,
    slug: declaration.slug,
    chips: declaration.chips,
    traits: attacker.traits,
    modifiers,
  };
}
