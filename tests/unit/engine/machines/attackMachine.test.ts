import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import {
  ATTACK_STEPS,
  attackMachine,
  type AttackContext,
  type AttackEvent,
} from '../../../../engine/machines/attackMachine.ts';
import { startFlow, stepFlow } from '../../../../engine/machines/flow.ts';
import { definedTransitions, transitionCover } from './transitionCover.ts';

const events: AttackEvent[] = [
  { type: 'DECLARE', legal: true },
  { type: 'DECLARE', legal: false },
  { type: 'DEFEND' },
  { type: 'PASS' },
  { type: 'CONTINUE' },
  { type: 'SET_AUTO_ADVANCE', on: true },
  { type: 'SET_AUTO_ADVANCE', on: false },
];

const serializeState = (s: AnyMachineSnapshot) =>
  `${String(s.value)}|${(s.context as AttackContext).autoAdvance}`;

describe('attackMachine (A1–A8)', () => {
  for (const autoAdvance of [false, true]) {
    const cover = transitionCover(attackMachine, {
      events,
      serializeState,
      input: { autoAdvance },
    });

    it(`with auto-advance ${autoAdvance ? 'on' : 'off'}: keeps the steps in order on every path, and never passes a refused declaration`, () => {
      for (const steps of cover.paths) {
        let flow = startFlow<AttackContext>(attackMachine, { autoAdvance });
        for (const step of steps) {
          const next = stepFlow(attackMachine, flow, step.event)!;
          expect(next.value).toBe(String(step.state.value));
          expect(ATTACK_STEPS.indexOf(next.value as never)).toBeGreaterThanOrEqual(
            ATTACK_STEPS.indexOf(flow.value as never),
          );
          if (step.event.type === 'DECLARE' && !step.event.legal)
            expect(next.value).toBe('declaring');
          flow = next;
        }
      }
    });
  }

  it('reaches every step and takes every transition of its definition, eventless ones included', () => {
    const defined = definedTransitions(attackMachine);
    const covers = [false, true].map((autoAdvance) =>
      transitionCover(attackMachine, { events, serializeState, input: { autoAdvance } }),
    );
    const reached = new Set(covers.flatMap((c) => c.reached.map((s) => String(s.value))));
    expect(reached).toEqual(new Set(defined.states));
    const taken = new Set<string>();
    const leftByAlways = new Set<string>();
    for (const cover of covers) {
      for (const steps of cover.paths) {
        let flow = startFlow<AttackContext>(attackMachine, { autoAdvance: false });
        for (const step of steps) {
          taken.add(`${flow.value} --${step.event.type}-->`);
          const next = stepFlow(attackMachine, flow, step.event)!;
          // Passing over shown steps in one event is their eventless (auto-advance) transitions.
          const from = ATTACK_STEPS.indexOf(flow.value as never);
          const to = ATTACK_STEPS.indexOf(next.value as never);
          for (let i = from + 1; i < to; i++) leftByAlways.add(ATTACK_STEPS[i]!);
          if (step.event.type === 'SET_AUTO_ADVANCE' && step.event.on && to > from)
            leftByAlways.add(flow.value);
          flow = next;
        }
      }
    }
    for (const transition of defined.transitions) expect(taken, transition).toContain(transition);
    for (const state of defined.always)
      expect(leftByAlways, `always from ${state}`).toContain(state);
  });

  it('waits for CONTINUE at each shown step unless auto-advance is on', () => {
    let flow = startFlow<AttackContext>(attackMachine, { autoAdvance: false });
    flow = stepFlow(attackMachine, flow, { type: 'DECLARE', legal: true })!;
    flow = stepFlow(attackMachine, flow, { type: 'DEFEND' })!;
    const seen = [flow.value];
    while (flow.value !== 'resolved') {
      flow = stepFlow(attackMachine, flow, { type: 'CONTINUE' })!;
      seen.push(flow.value);
    }
    expect(seen).toEqual(ATTACK_STEPS.slice(2));
    let fast = startFlow<AttackContext>(attackMachine, { autoAdvance: true });
    fast = stepFlow(attackMachine, fast, { type: 'DECLARE', legal: true })!;
    expect(stepFlow(attackMachine, fast, { type: 'PASS' })!.value).toBe('resolved');
  });
});
