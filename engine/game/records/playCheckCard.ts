import { z } from 'zod';
import { checkMachine } from '../../machines/checkMachine.ts';
import { stepFlow } from '../../machines/flow.ts';
import { resolveCheck } from '../../resolve/resolveCheck.ts';
import type { ActionRecord } from '../actionRecord.ts';
import { hasChips, spendChips } from '../chipStack.ts';
import { withCombatant } from '../combatantShape.ts';
import { discardFromHand, updateCombatant } from '../deck.ts';
import type { GameState } from '../gameState.ts';
import { boostsFor } from '../minorGoods.ts';
import { type ActionResult, type GameEvent, accepted } from '../outcome.ts';
import { reject } from '../rejection.ts';
import { withState } from '../stateShape.ts';
import { settleFit } from './fit.ts';

/** S2: the character plays a card (and Attack chips) on the check. */
const schema = z.object({
  type: z.literal('PLAY_CHECK_CARD'),
  who: z.string(),
  card: z.string(),
  chips: z.object({ attack: z.number().int().min(0).optional() }).optional(),
});

export type PlayCheckCardAction = z.output<typeof schema>;

/** S2: the character plays a card (and Attack chips) on the check the Dealer called. */
export const PLAY_CHECK_CARD: ActionRecord<typeof schema> = {
  schema,
  type: 'PLAY_CHECK_CARD',
  allowedIn: ['checkCard'],
  sender: 'awaited',
  continues: 'check',
  refusals: {
    nothingToAnswer: ['no_check', 'No check is waiting for a card.'],
    notAwaited: (awaited, situation) => [
      'invalid_action',
      `Only ${awaited}, who makes the ${situation.kind === 'checkCard' ? situation.check : ''} check, plays its card.`,
    ],
  },
  /** S2, H1: each card in hand, with each count of Attack chips (+1 each to the total). */
  offer: ({ me }) => {
    const actions: PlayCheckCardAction[] = [];
    for (const card of me!.hand) {
      for (let attack = 0; attack <= me!.chips.attack; attack++) {
        actions.push({
          type: 'PLAY_CHECK_CARD',
          who: me!.id,
          card,
          ...(attack > 0 ? { chips: { attack } } : {}),
        });
      }
    }
    return { actions };
  },
  apply: playCheckCard,
};

/** S2: the card (and any Attack chips, H1) played on the check; resolveCheck decides it. */
export function playCheckCard(state: GameState, action: PlayCheckCardAction): ActionResult {
  const check = state.check!;
  const who = state.combatants[action.who]!;
  if (!who.hand.includes(action.card))
    return reject('card_not_in_hand', `That card is not in ${who.name}'s hand.`);
  const chips = action.chips?.attack ?? 0;
  if (!hasChips(who, 'attack', chips))
    return reject(
      'chip_spent',
      `${who.name} does not have ${chips} Attack chip(s) left today (rule H3).`,
    );
  const card = who.cards[action.card]!;
  // W5: minor goods taken earlier this day add to this check, and are used up by it.
  const boosts = boostsFor(who, check.check);
  const result = resolveCheck(
    {
      check: check.check,
      stats: who.stats,
      trained: who.trained,
      card: { attack: card.attack, defend: card.defend },
      chips: { attack: chips },
      ...(boosts.bonus > 0 ? { gear: boosts.bonus } : {}),
      tn: check.tn,
    },
    state.options,
  );
  const flow = stepFlow(checkMachine, check.flow, { type: 'PLAY_CARD' })!;
  let paid = discardFromHand(spendChips(who, 'attack', chips), action.card);
  if (boosts.used.length > 0 && result.legal) paid = withCombatant(paid, { boosts: boosts.left });
  const from = boosts.used.map((b) => b.item).join(' and ');
  const text = result.legal
    ? `${who.name}'s ${check.check}: ${result.total} against TN ${result.tn}${from ? ` (with ${from}, rule W5)` : ''} — ${result.success ? 'success' : 'failure'}.`
    : result.message;
  const events: GameEvent[] = [{ who: who.id, text }];
  const next = updateCombatant(withState(state, { check: { ...check, flow, result } }), paid);
  return accepted(settleFit(next, result, events), events);
}
