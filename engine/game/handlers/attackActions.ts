import { attackMachine } from '../../machines/attackMachine.ts';
import { startFlow, stepFlow } from '../../machines/flow.ts';
import { defendedAttack, prepareAttack } from '../attackDeclaration.ts';
import { nextAttack } from '../attackState.ts';
import { withState } from '../stateShape.ts';
import { withCombatant } from '../combatantShape.ts';
import type { Action } from '../actions.ts';
import { hasChips, spendChips } from '../chipStack.ts';
import { discardFromHand, updateCombatant } from '../deck.ts';
import type { Combatant, GameState } from '../gameState.ts';
import { accepted, type ActionResult } from '../outcome.ts';
import { isRejection } from '../queries.ts';
import { reject } from '../rejection.ts';
import { stepTurn } from './stepTurn.ts';

type Of<T extends Action['type']> = Extract<Action, { type: T }>;

/**
 * A1, A2, H2, R2, R3: declares an attack. It must be legal (range, then line of sight); it takes
 * the turn's action (or a multi-shot card's free shot); the card is played (a weapon card stays,
 * A2); Attack and Range chips are anted now (H2); ammunition advances its blue chip (A2).
 */
export function declareAttack(state: GameState, action: Of<'DECLARE_ATTACK'>): ActionResult {
  const prepared = prepareAttack(state, action);
  if (isRejection(prepared)) return prepared;
  const { attacker, target, declaration, ammo, shots, freeShot } = prepared;
  const chips = declaration.chips;

  const spend = freeShot
    ? stepTurn(state, { type: 'FREE_SHOT' }, ['no_action_left', 'No free shots are left.'])
    : stepTurn(state, { type: 'TAKE_ACTION', attack: true, freeShots: shots - 1 }, [
        'no_action_left',
        `${attacker.name} has used this turn's action; an Action chip buys another (rule T4).`,
      ]);
  if (isRejection(spend)) return spend;
  let paid = attacker;
  if (action.card !== undefined && !freeShot) paid = discardFromHand(paid, action.card);
  paid = spendChips(spendChips(paid, 'attack', chips.attack), 'range', chips.range);
  // A2 (house): a weapon card stays equipped after it attacks unless the Dealer says otherwise.
  const weaponDiscarded = declaration.weapon !== undefined && !state.options.weaponCardsStayInPlay;
  if (weaponDiscarded) paid = withCombatant(paid, { weapon: undefined });
  if (ammo)
    paid = withCombatant(paid, {
      ammo: paid.ammo.map((a) =>
        a.id === ammo.id ? { ...a, track: { ...a.track, ammoUsed: a.track.ammoUsed + 1 } } : a,
      ),
    });
  const flow = stepFlow(attackMachine, startFlow(attackMachine), { type: 'DECLARE', legal: true })!;
  const next = withState(updateCombatant(spend, paid), {
    turn: { ...spend.turn!, ...(shots > 1 ? { freeShotCard: action.card } : {}) },
    attack: { flow, attacker: attacker.id, target: target.id, declaration, applied: false },
  });
  return accepted(next, [
    { who: attacker.id, text: `${attacker.name} attacks ${target.name}.` },
    ...(weaponDiscarded
      ? [
          {
            who: attacker.id,
            text: `The ${declaration.weapon} is discarded after the attack (rule A2).`,
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
      `${defender.name} does not have ${chips} Defense chip(s) left today (rule H3).`,
    );
  const resolution = defendedAttack(state, card?.defend ?? 0, chips);
  let paid = spendChips(defender, 'defense', chips);
  if (action.card !== undefined) paid = discardFromHand(paid, action.card);
  const flow = stepFlow(attackMachine, attack.flow, { type: card ? 'DEFEND' : 'PASS' })!;
  const defense = {
    defend: card?.defend ?? 0,
    chips,
    ...(action.card !== undefined ? { card: action.card } : {}),
  };
  const next = updateCombatant(
    withState(state, { attack: nextAttack(attack, { flow, defense, resolution }) }),
    paid,
  );
  const anted =
    chips > 0 ? ` and antes ${chips} Defense chip${chips === 1 ? '' : 's'} (rule H2)` : '';
  return accepted(next, [
    {
      who: defender.id,
      text: card
        ? `${defender.name} defends with ${card.name} (Defend ${card.defend})${anted}.`
        : `${defender.name} plays no Defense card${anted}.`,
    },
    // H1, H2: what the attacker's chips did, now that the numbers are known: none goes unsaid.
    ...resolution.chipEffects.map((e) => ({ who: attacker.id, text: e.text })),
  ]);
}

/** Shows the next step of the attack under way. */
export function continueAttack(state: GameState): ActionResult {
  const flow = stepFlow(attackMachine, state.attack!.flow, { type: 'CONTINUE' })!;
  return accepted(withState(state, { attack: nextAttack(state.attack!, { flow }) }));
}
