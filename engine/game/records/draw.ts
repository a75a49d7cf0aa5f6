import { z } from 'zod';
import { HAND_SIZE } from '../../rules/cards.ts';
import type { ActionRecord } from '../actionRecord.ts';
import { drawUpTo, updateCombatant } from '../deck.ts';
import type { GameState } from '../gameState.ts';
import { stepTurn } from '../handlers/stepTurn.ts';
import { type ActionResult, type GameEvent, accepted } from '../outcome.ts';
import { isRejection } from '../queries.ts';
import { withState } from '../stateShape.ts';

/** T5: draw up to 4, ending the turn. */
const schema = z.object({ type: z.literal('DRAW'), who: z.string() });

export type DrawAction = z.output<typeof schema>;

/** T5: the character draws up to 4, ending its turn. */
export const DRAW: ActionRecord<typeof schema> = {
  schema,
  type: 'DRAW',
  allowedIn: ['turn.draw'],
  sender: 'turn',
  refusals: { phase: { phase: 'Draw', what: 'Drawing happens', rule: 'T5' } },
  offer: ({ me }) => ({ actions: [{ type: 'DRAW', who: me!.id }] }),
  apply: draw,
  words: () => 'drawing',
};

/** T5: draw until the hand holds 4; the turn ends. */
export function draw(state: GameState, action: DrawAction): ActionResult {
  const combatant = state.combatants[action.who]!;
  const stepped = stepTurn(state, { type: 'DRAW' }, [
    'wrong_phase',
    'Drawing happens in the Draw phase (rule T5).',
  ]);
  if (isRejection(stepped)) return stepped;
  const dealt = drawUpTo(combatant, HAND_SIZE, state.rng);
  const events: GameEvent[] = [
    { who: combatant.id, text: `${combatant.name} draws ${dealt.drawn}.` },
  ];
  if (dealt.reshuffles > 0)
    events.push({
      who: combatant.id,
      text: `${combatant.name} shuffles the discard pile into a new deck (rule K4).`,
    });
  return accepted(
    updateCombatant(
      withState(stepped, { rng: dealt.rng, reshuffles: stepped.reshuffles + dealt.reshuffles }),
      dealt.combatant,
    ),
    events,
  );
}
