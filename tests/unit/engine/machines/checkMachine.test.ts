import { describe, expect, it } from 'vitest';
import { checkMachine } from '../../../../engine/machines/checkMachine.ts';
import { startFlow, stepFlow } from '../../../../engine/machines/flow.ts';
import { PLAY_CARD } from '../../../../engine/game/records/playCard.ts';

describe('checkMachine (S2–S5)', () => {
  it('waits for a card, then is resolved; or is cancelled', () => {
    const flow = startFlow(checkMachine);
    expect(flow.value).toBe('awaitingCard');
    expect(stepFlow(checkMachine, flow, { type: PLAY_CARD.type })!.value).toBe('resolved');
    expect(stepFlow(checkMachine, flow, { type: 'CANCEL' })!.value).toBe('cancelled');
    expect(
      stepFlow(checkMachine, stepFlow(checkMachine, flow, { type: PLAY_CARD.type })!, {
        type: PLAY_CARD.type,
      }),
    ).toBeNull();
  });
});
