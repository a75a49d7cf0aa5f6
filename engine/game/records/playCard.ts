import { z } from 'zod';
import type { ActionRecord } from '../actionRecord.ts';
import { putInPlay, updateCombatant } from '../deck.ts';
import type { GameState } from '../gameState.ts';
import { stepTurn } from '../handlers/stepTurn.ts';
import { type ActionResult, accepted } from '../outcome.ts';
import { isRejection, turnContext } from '../queries.ts';
import { reject } from '../rejection.ts';

/** R2: play a card whose benefits begin next turn; it stays in play on its 3-turn track. */
const schema = z.object({ type: z.literal('PLAY_CARD'), who: z.string(), card: z.string() });

export type PlayCardAction = z.output<typeof schema>;

/** R2: the character plays a card whose benefits begin next turn, on its 3-turn track. */
export const PLAY_CARD: ActionRecord<typeof schema> = {
  schema,
  type: 'PLAY_CARD',
  allowedIn: ['turn.action'],
  sender: 'turn',
  refusals: { phase: { phase: 'Action', what: 'Cards are played', rule: 'R2' } },
  /** R2, T4: each delayed card in hand, while an action is left. */
  offer: ({ state, me }) => {
    const actions: PlayCardAction[] = [];
    if (turnContext(state)!.actionsLeft > 0) {
      for (const id of me!.hand)
        if (me!.cards[id]!.delayed) actions.push({ type: 'PLAY_CARD', who: me!.id, card: id });
    }
    return { actions };
  },
  apply: playCard,
};

/** R2: a card whose benefits begin next turn goes into play as the turn's action. */
export function playCard(state: GameState, action: PlayCardAction): ActionResult {
  const who = state.combatants[action.who]!;
  if (!who.hand.includes(action.card))
    return reject('card_not_in_hand', `That card is not in ${who.name}'s hand.`);
  const card = who.cards[action.card]!;
  if (!card.delayed)
    return reject('invalid_action', `${card.name} is played in an attack, a defence or a check.`);
  const spent = stepTurn(state, { type: 'TAKE_ACTION', attack: false, freeShots: 0 }, [
    'no_action_left',
    `${who.name} has used this turn's action (rule T4).`,
  ]);
  if (isRejection(spent)) return spent;
  return accepted(updateCombatant(spent, putInPlay(who, action.card, card.delayed.turns)), [
    {
      who: who.id,
      text: `${who.name} plays ${card.name}: it takes effect next turn, for ${card.delayed.turns} turns (rule R2).`,
    },
  ]);
}
