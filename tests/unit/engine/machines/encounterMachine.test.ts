import { describe, expect, it } from 'vitest';
import {
  encounterMachine,
  type EncounterContext,
} from '../../../../engine/machines/encounterMachine.ts';
import { startFlow, stepFlow, type Flow } from '../../../../engine/machines/flow.ts';

const input = {
  seating: ['kate', 'tom', 'ned', 'buster'],
  side: { kate: 'pc', tom: 'npc', ned: 'pc', buster: 'npc' } as Record<string, 'pc' | 'npc'>,
  standing: { kate: true, tom: true, ned: true, buster: true },
  quickdraw: ['ned'],
};

function send(
  flow: Flow<EncounterContext>,
  ...events: { type: string; id?: string; places?: number }[]
): Flow<EncounterContext> {
  return events.reduce((f, e) => {
    const next = stepFlow(encounterMachine, f, e);
    if (!next) throw new Error(`refused ${e.type} in ${f.value}`);
    return next;
  }, flow);
}

const activeOf = (f: Flow<EncounterContext>) => f.context.order[f.context.active];

describe('encounterMachine (T1, T6, T7, B4)', () => {
  it('T1/B4: seats Quickdraw first, then seating order; each standing character takes one turn', () => {
    let flow = startFlow<EncounterContext>(encounterMachine, input);
    expect(flow.value).toBe('roundStart');
    expect(flow.context.order).toEqual(['ned', 'kate', 'tom', 'buster']);
    flow = send(flow, { type: 'BEGIN_TURNS' });
    const turns = [activeOf(flow)];
    for (let i = 0; i < 3; i++) {
      flow = send(flow, { type: 'TURN_DONE' });
      turns.push(activeOf(flow));
    }
    expect(turns).toEqual(['ned', 'kate', 'tom', 'buster']);
    flow = send(flow, { type: 'TURN_DONE' });
    expect([flow.value, flow.context.round]).toEqual(['roundStart', 2]);
  });

  it('T6: a Speed chip at round start moves a character one place earlier, for that round only', () => {
    let flow = startFlow<EncounterContext>(encounterMachine, input);
    flow = send(flow, { type: 'SPEND_SPEED_FOR_INITIATIVE', id: 'tom', places: 1 });
    expect(flow.context.order).toEqual(['ned', 'tom', 'kate', 'buster']);
    expect(
      stepFlow(
        encounterMachine,
        send(flow, { type: 'SPEND_SPEED_FOR_INITIATIVE', id: 'tom', places: 1 }),
        { type: 'SPEND_SPEED_FOR_INITIATIVE', id: 'tom', places: 1 },
      ),
    ).toBeNull();
    flow = send(
      flow,
      { type: 'BEGIN_TURNS' },
      { type: 'TURN_DONE' },
      { type: 'TURN_DONE' },
      { type: 'TURN_DONE' },
      { type: 'TURN_DONE' },
    );
    expect(flow.context.order).toEqual(['ned', 'kate', 'tom', 'buster']);
  });

  it('skips the fallen and ends when a side has no one standing (T7)', () => {
    let flow = send(
      startFlow<EncounterContext>(encounterMachine, input),
      { type: 'BEGIN_TURNS' },
      { type: 'CHARACTER_DOWN', id: 'kate' },
    );
    flow = send(flow, { type: 'TURN_DONE' });
    expect(activeOf(flow)).toBe('tom');
    flow = send(flow, { type: 'CHARACTER_DOWN', id: 'ned' });
    expect(flow.value).toBe('ended');
    expect(stepFlow(encounterMachine, flow, { type: 'TURN_DONE' })).toBeNull();
  });

  it('ends when the Dealer says so', () => {
    expect(
      send(startFlow<EncounterContext>(encounterMachine, input), { type: 'END_ENCOUNTER' }).value,
    ).toBe('ended');
  });
});
