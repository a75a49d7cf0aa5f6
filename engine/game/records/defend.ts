import { z } from 'zod';
import { attackMachine } from '../../machines/attackMachine.ts';
import { stepFlow } from '../../machines/flow.ts';
import type { ActionRecord } from '../actionRecord.ts';
import { defendedAttack } from '../attackDeclaration.ts';
import { nextAttack } from '../attackState.ts';
import { hasChips, spendChips } from '../chipStack.ts';
import { discardFromHand, updateCombatant } from '../deck.ts';
import type { Combatant, GameState } from '../gameState.ts';
import { type ActionResult, accepted } from '../outcome.ts';
import { reject } from '../rejection.ts';
import { withState } from '../stateShape.ts';

/** A3, H2: the defender plays a Defense card face up (or none) and antes Defense chips. */
const schema = z.object({
  type: z.literal('DEFEND'),
  who: z.string(),
  card: z.string().optional(),
  chips: z.object({ defense: z.number().int().min(0).optional() }).optional(),
});

export type DefendAction = z.output<typeof schema>;

/** A3, H2: the defender plays a Defense card face up (or none) and antes Defense chips. */
export const DEFEND: ActionRecord<typeof schema> = {
  schema,
  type: 'DEFEND',
  allowedIn: ['defense'],
  sender: 'awaited',
  continues: 'attack',
  refusals: {
    nothingToAnswer: ['no_attack', 'No attack is under way.'],
    notAwaited: (awaited) => [
      'not_defender',
      `Only ${awaited}, the target of the attack, defends.`,
    ],
  },
  /**
   * A3, A6, H2: no card or each card in hand, each together with any count of Defense chips: from
   * none up to those left today (H3), and no further than the count that stops all the damage —
   * a chip past that adds nothing (A7: damage is never below 0), so the list stays bounded by the
   * attack, not by the stack. applyAction still accepts more; nobody is offered a chip for nothing.
   */
  offer: ({ state, me }) => {
    const actions: DefendAction[] = [];
    for (const card of [undefined, ...me!.hand]) {
      const defended = card !== undefined ? me!.cards[card]!.defend : 0;
      for (let defense = 0; defense <= me!.chips.defense; defense++) {
        actions.push({
          type: 'DEFEND',
          who: me!.id,
          ...(card !== undefined ? { card } : {}),
          ...(defense > 0 ? { chips: { defense } } : {}),
        });
        if (defendedAttack(state, defended, defense).baseDamage === 0) break;
      }
    }
    return { actions };
  },
  apply: defend,
};

/** A3, H2, A4–A8: the defender answers; the numbers are resolved, and shown step by step. */
export function defend(state: GameState, action: DefendAction): ActionResult {
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
