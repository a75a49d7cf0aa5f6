import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import {
  ATTACK_STEPS,
  attackMachine,
  type AttackEvent,
} from '../../../../engine/machines/attackMachine.ts';
import { startFlow, stepFlow } from '../../../../engine/machines/flow.ts';
import { definedTransitions, transitionCover } from './transitionCover.ts';
import { CONTINUE } from '../../../../engine/game/records/continueAttack.ts';
import { DEFEND } from '../../../../engine/game/records/defend.ts';

const events: AttackEvent[] = [
  { type: 'DECLARE', legal: true },
  { type: 'DECLARE', legal: false },
  { type: DEFEND.type },
  { type: 'PASS' },
  { type: CONTINUE.type },
];

const serializeState = (s: AnyMachineSnapshot) => String(s.value);

describe('attackMachine (A1–A8)', () => {
  const cover = transitionCover(attackMachine, { events, serializeState });

  it('keeps the steps in order on every path, and never passes a refused declaration', () => {
    for (const steps of cover.paths) {
      let flow = startFlow(attackMachine);
      for (const step of steps) {
        const next = stepFlow(attackMachine, flow, step.event)!;
        expect(next.value).toBe(String(step.state.value));
        expect(ATTACK_STEPS.indexOf(next.value as never)).toBeGreaterThan(
          ATTACK_STEPS.indexOf(flow.value as never),
        );
        flow = next;
      }
    }
    expect(
      stepFlow(attackMachine, startFlow(attackMachine), { type: 'DECLARE', legal: false }),
    ).toBeNull();
  });

  it('reaches every step and takes every transition of its definition', () => {
    const defined = definedTransitions(attackMachine);
    expect(new Set(cover.reached.map((s) => String(s.value)))).toEqual(new Set(defined.states));
    const taken = new Set<string>();
    for (const steps of cover.paths) {
      let flow = startFlow(attackMachine);
      for (const step of steps) {
        taken.add(`${flow.value} --${step.event.type}-->`);
        flow = stepFlow(attackMachine, flow, step.event)!;
      }
    }
    for (const transition of defined.transitions) expect(taken, transition).toContain(transition);
    expect(defined.always).toEqual([]);
  });

  it('waits for CONTINUE at each shown step (A4–A8 are each seen by the table)', () => {
    let flow = startFlow(attackMachine);
    flow = stepFlow(attackMachine, flow, { type: 'DECLARE', legal: true })!;
    flow = stepFlow(attackMachine, flow, { type: DEFEND.type })!;
    const seen = [flow.value];
    while (flow.value !== 'resolved') {
      expect(stepFlow(attackMachine, flow, { type: DEFEND.type })).toBeNull();
      flow = stepFlow(attackMachine, flow, { type: CONTINUE.type })!;
      seen.push(flow.value);
    }
    expect(seen).toEqual(ATTACK_STEPS.slice(2));
  });
});
