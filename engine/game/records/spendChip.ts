import { HAND_SIZE } from '../../rules/cards.ts';
import type { ActionOf, ActionRecord } from '../actionRecord.ts';
import { spendChip } from '../handlers/turnActions.ts';

/** H1: a Speed chip (+1 movement), an Action chip (+1 action) or a Draw chip (refill to 4). */
export const SPEND_CHIP: ActionRecord<'SPEND_CHIP'> = {
  type: 'SPEND_CHIP',
  allowedIn: ['turn.movement', 'turn.action', 'turn.draw'],
  sender: 'turn',
  /** H1: the chips this phase takes (the turn machine says which phase takes which). */
  offer: ({ state, me }) => {
    const phase = state.turn!.flow.value;
    const actions: ActionOf<'SPEND_CHIP'>[] = [];
    if (phase === 'movement' && me!.chips.speed > 0)
      actions.push({ type: 'SPEND_CHIP', who: me!.id, chip: 'speed' });
    if (phase === 'action' && me!.chips.action > 0)
      actions.push({ type: 'SPEND_CHIP', who: me!.id, chip: 'action' });
    if (me!.chips.draw > 0 && me!.hand.length < HAND_SIZE)
      actions.push({ type: 'SPEND_CHIP', who: me!.id, chip: 'draw' });
    return { actions };
  },
  apply: spendChip,
};
