import { describe, expect, it } from 'vitest';
import {
  encounterMachine,
  type EncounterContext,
  type EncounterEvent,
} from '../../../../engine/machines/encounterMachine.ts';
import { startFlow, stepFlow, type Flow } from '../../../../engine/machines/flow.ts';
import { BEGIN_TURNS } from '../../../../engine/game/records/beginTurns.ts';
import { END_ENCOUNTER } from '../../../../engine/game/records/endEncounter.ts';
import { SPEND_SPEED_FOR_INITIATIVE } from '../../../../engine/game/records/spendSpeedForInitiative.ts';

const input = { seating: ['kate', 'tom', 'ned', 'buster'], quickdraw: ['ned'] };
const everyone = input.seating;

function send(flow: Flow<EncounterContext>, ...events: EncounterEvent[]): Flow<EncounterContext> {
  return events.reduce((f, e) => {
    const next = stepFlow(encounterMachine, f, e);
    if (!next) throw new Error(`refused ${e.type} in ${f.value}`);
    return next;
  }, flow);
}

const activeOf = (f: Flow<EncounterContext>) => f.context.order[f.context.active];
const done = (standing: string[] = everyone): EncounterEvent => ({ type: 'TURN_DONE', standing });
const begin = (standing: string[] = everyone): EncounterEvent => ({
  type: BEGIN_TURNS.type,
  standing,
});

describe('encounterMachine (T1, T6, T7, B4)', () => {
  it('T1/B4: seats Quickdraw first, then seating order; each standing character takes one turn', () => {
    let flow = startFlow<EncounterContext>(encounterMachine, input);
    expect(flow.value).toBe('roundStart');
    expect(flow.context.order).toEqual(['ned', 'kate', 'tom', 'buster']);
    flow = send(flow, begin());
    const turns = [activeOf(flow)];
    for (let i = 0; i < 3; i++) {
      flow = send(flow, done());
      turns.push(activeOf(flow));
    }
    expect(turns).toEqual(['ned', 'kate', 'tom', 'buster']);
    flow = send(flow, done());
    expect([flow.value, flow.context.round]).toEqual(['roundStart', 2]);
  });

  it('T6: a Speed chip at round start moves a character one place earlier, for that round only', () => {
    let flow = startFlow<EncounterContext>(encounterMachine, input);
    flow = send(flow, { type: SPEND_SPEED_FOR_INITIATIVE.type, id: 'tom', places: 1 });
    expect(flow.context.order).toEqual(['ned', 'tom', 'kate', 'buster']);
    expect(
      stepFlow(
        encounterMachine,
        send(flow, { type: SPEND_SPEED_FOR_INITIATIVE.type, id: 'tom', places: 1 }),
        { type: SPEND_SPEED_FOR_INITIATIVE.type, id: 'tom', places: 1 },
      ),
    ).toBeNull();
    flow = send(flow, begin(), done(), done(), done(), done());
    expect(flow.context.order).toEqual(['ned', 'kate', 'tom', 'buster']);
  });

  it('skips whoever the game says is not standing, and keeps no list of its own', () => {
    let flow = send(startFlow<EncounterContext>(encounterMachine, input), begin(['kate', 'tom']));
    expect(activeOf(flow)).toBe('kate');
    flow = send(flow, done(['tom']));
    expect(activeOf(flow)).toBe('tom');
    // Ned was revived in the meantime: the order reads the standing list it is given.
    flow = send(flow, done(['tom', 'ned']));
    expect(flow.value).toBe('roundStart');
    expect(Object.keys(flow.context).sort()).toEqual(
      ['active', 'order', 'quickdraw', 'round', 'seating'].sort(),
    );
    // Nobody standing: turns cannot begin.
    expect(stepFlow(encounterMachine, flow, begin([]))).toBeNull();
  });

  it('T7: ends when the game finds a side down, or the Dealer says so; then nothing moves it', () => {
    const started = send(startFlow<EncounterContext>(encounterMachine, input), begin());
    const over = send(started, { type: 'SIDE_DOWN' });
    expect(over.value).toBe('ended');
    expect(stepFlow(encounterMachine, over, done())).toBeNull();
    expect(stepFlow(encounterMachine, over, { type: END_ENCOUNTER.type })).toBeNull();
    expect(
      send(startFlow<EncounterContext>(encounterMachine, input), { type: END_ENCOUNTER.type })
        .value,
    ).toBe('ended');
  });
});
