import type { ActionRecord } from '../actionRecord.ts';
import { draw } from '../handlers/turnActions.ts';

/** T5: the character draws up to 4, ending its turn. */
export const DRAW: ActionRecord<'DRAW'> = {
  type: 'DRAW',
  allowedIn: ['turn.draw'],
  sender: 'turn',
  refusals: { phase: { phase: 'Draw', what: 'Drawing happens', rule: 'T5' } },
  offer: ({ me }) => ({ actions: [{ type: 'DRAW', who: me!.id }] }),
  apply: draw,
  words: () => 'drawing',
};
