import type { ActionOf, ActionRecord } from '../actionRecord.ts';
import { defendedAttack } from '../attackDeclaration.ts';
import { defend } from '../handlers/attackActions.ts';

/** A3, H2: the defender plays a Defense card face up (or none) and antes Defense chips. */
export const DEFEND: ActionRecord<'DEFEND'> = {
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
    const actions: ActionOf<'DEFEND'>[] = [];
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
