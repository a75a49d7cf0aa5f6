import { z } from 'zod';
import { HAND_SIZE } from '../../rules/cards.ts';
import type { ActionRecord } from '../actionRecord.ts';
import { hasChips, spendChips } from '../chipStack.ts';
import { drawUpTo, updateCombatant } from '../deck.ts';
import type { GameState } from '../gameState.ts';
import { stepTurn } from '../handlers/stepTurn.ts';
import { type ActionResult, accepted } from '../outcome.ts';
import { isRejection } from '../queries.ts';
import { reject } from '../rejection.ts';
import { withState } from '../stateShape.ts';

/** H1: a Speed chip (+1 movement), an Action chip (+1 action) or a Draw chip (refill to 4). */
const schema = z.object({
  type: z.literal('SPEND_CHIP'),
  who: z.string(),
  chip: z.enum(['speed', 'action', 'draw']),
});

export type SpendChipAction = z.output<typeof schema>;

/** H1: a Speed chip (+1 movement), an Action chip (+1 action) or a Draw chip (refill to 4). */
export const SPEND_CHIP: ActionRecord<typeof schema> = {
  schema,
  type: 'SPEND_CHIP',
  allowedIn: ['turn.movement', 'turn.action', 'turn.draw'],
  sender: 'turn',
  /** H1: the chips this phase takes (the turn machine says which phase takes which). */
  offer: ({ state, me }) => {
    const phase = state.turn!.flow.value;
    const actions: SpendChipAction[] = [];
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

/** H1: a Speed chip (+1 movement), an Action chip (+1 action) or a Draw chip (refill the hand). */
export function spendChip(state: GameState, action: SpendChipAction): ActionResult {
  const spender = state.combatants[action.who]!;
  if (!hasChips(spender, action.chip, 1)) {
    return reject(
      'chip_spent',
      `${spender.name} has no ${action.chip} chip left: spent chips are gone until the next day (rule H3).`,
    );
  }
  const event = {
    speed: 'SPEND_SPEED_CHIP',
    action: 'SPEND_ACTION_CHIP',
    draw: 'SPEND_DRAW_CHIP',
  } as const;
  const phase = { speed: 'Movement', action: 'Action', draw: 'any' }[action.chip];
  const stepped = stepTurn(state, { type: event[action.chip] }, [
    'wrong_phase',
    `${action.chip === 'action' ? 'An' : 'A'} ${action.chip} chip is spent in the ${phase} phase.`,
  ]);
  if (isRejection(stepped)) return stepped;
  let combatant = spendChips(spender, action.chip, 1);
  let next = stepped;
  if (action.chip === 'draw') {
    if (spender.hand.length >= HAND_SIZE)
      return reject('hand_full', `${spender.name}'s hand is already full.`);
    const dealt = drawUpTo(combatant, HAND_SIZE, state.rng);
    combatant = dealt.combatant;
    next = withState(next, { rng: dealt.rng, reshuffles: next.reshuffles + dealt.reshuffles });
  }
  return accepted(updateCombatant(next, combatant), [
    { who: spender.id, text: `${spender.name} spends a ${action.chip} chip.` },
  ]);
}
