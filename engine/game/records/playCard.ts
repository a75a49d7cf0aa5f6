import type { ActionOf, ActionRecord } from '../actionRecord.ts';
import { playCard } from '../handlers/otherActions.ts';
import { turnContext } from '../queries.ts';

/** R2: the character plays a card whose benefits begin next turn, on its 3-turn track. */
export const PLAY_CARD: ActionRecord<'PLAY_CARD'> = {
  type: 'PLAY_CARD',
  allowedIn: ['turn.action'],
  sender: 'turn',
  refusals: { phase: { phase: 'Action', what: 'Cards are played', rule: 'R2' } },
  /** R2, T4: each delayed card in hand, while an action is left. */
  offer: ({ state, me }) => {
    const actions: ActionOf<'PLAY_CARD'>[] = [];
    if (turnContext(state)!.actionsLeft > 0) {
      for (const id of me!.hand)
        if (me!.cards[id]!.delayed) actions.push({ type: 'PLAY_CARD', who: me!.id, card: id });
    }
    return { actions };
  },
  apply: playCard,
};
