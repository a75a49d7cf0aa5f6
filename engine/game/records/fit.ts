import type { Action } from '../actions.ts';
import type { ActionOf, ActionRecord } from '../actionRecord.ts';
import { fit, judgeFit } from '../handlers/equipActions.ts';
import { callCheck } from '../handlers/otherActions.ts';
import { turnContext } from '../queries.ts';

/** W3, R1, S5: the character fits an item to a weapon card: a Conjure Up check at TN 7. */
export const FIT: ActionRecord<'FIT'> = {
  type: 'FIT',
  // W3: fitting belongs with the turn's actions (T4).
  allowedIn: ['turn.action'],
  sender: 'turn',
  refusals: { phase: { phase: 'Action', what: 'Items are fitted', rule: 'S5' } },
  /**
   * W3, S5: each fittable item carried onto each weapon card the character has, while an action
   * is left (a fitting is a check, and a check on one's own turn takes the action), as
   * applyAction accepts it: the check has rules of its own.
   */
  offer: ({ state, me, accepted }) => {
    if (turnContext(state)!.actionsLeft <= 0) return { actions: [] };
    const weapons = new Set([...(me!.weapon ? [me!.weapon] : []), ...me!.items]);
    const candidates: Action[] = [];
    for (const item of new Set(me!.items)) {
      for (const weapon of weapons)
        if (!judgeFit(me!, item, weapon))
          candidates.push({ type: 'FIT', who: me!.id, item, weapon });
    }
    return { actions: accepted(candidates) as ActionOf<'FIT'>[] };
  },
  apply: (state, action) => fit(state, action, callCheck),
};
