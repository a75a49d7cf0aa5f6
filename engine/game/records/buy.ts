import { storeCards } from '../../rules/storeCatalogue.ts';
import type { ActionOf, ActionRecord } from '../actionRecord.ts';
import { buy, judgePurchase } from '../handlers/marketActions.ts';
import { isRejection } from '../queries.ts';
import { storeControl } from '../storeControl.ts';

/** X1–X4: the character buys a card from a store its posse may buy in (X3); a free action (X4). */
export const BUY: ActionRecord<'BUY'> = {
  type: 'BUY',
  // X4 (house): buying, a free action, at any time during the character's own turn: in its
  // Movement phase as in its Action phase.
  allowedIn: ['turn.movement', 'turn.action'],
  sender: 'turn',
  refusals: { phase: { phase: 'Movement or Action', what: 'Buying happens', rule: 'X4' } },
  /** X1–X4: each card on a shelf the character may buy now, once per name. */
  offer: ({ state, me }) => {
    const actions: ActionOf<'BUY'>[] = [];
    if (!state.options.marketplace) return { actions };
    for (const { store } of storeControl(state)) {
      const names = new Set(storeCards(store, state.options).map((c) => c.name));
      for (const item of names) {
        const action: ActionOf<'BUY'> = { type: 'BUY', who: me!.id, store, item };
        if (!isRejection(judgePurchase(state, action))) actions.push(action);
      }
    }
    return { actions };
  },
  apply: buy,
};
