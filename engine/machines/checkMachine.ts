import { setup } from 'xstate';

/**
 * S2–S5: a check. The Dealer calls for it and sets the TN (S5: the table TN when not); the
 * character plays a card; resolveCheck decides the total and the outcome. Untrained 1-pt checks
 * are refused before a card is asked for (S4).
 */
export type CheckEvent = { type: 'PLAY_CARD' } | { type: 'CANCEL' };

export const checkMachine = setup({
  types: { events: {} as CheckEvent },
}).createMachine({
  id: 'check',
  initial: 'awaitingCard',
  states: {
    awaitingCard: { on: { PLAY_CARD: { target: 'resolved' }, CANCEL: { target: 'cancelled' } } },
    resolved: { type: 'final' },
    cancelled: { type: 'final' },
  },
});
