import type { ActionOf, ActionRecord } from '../actionRecord.ts';
import { playCheckCard } from '../handlers/otherActions.ts';

/** S2: the character plays a card (and Attack chips) on the check the Dealer called. */
export const PLAY_CHECK_CARD: ActionRecord<'PLAY_CHECK_CARD'> = {
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
    const actions: ActionOf<'PLAY_CHECK_CARD'>[] = [];
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
