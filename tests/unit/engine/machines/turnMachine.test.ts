import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import {
  turnMachine,
  type TurnContext,
  type TurnEvent,
} from '../../../../engine/machines/turnMachine.ts';
import { startFlow, stepFlow } from '../../../../engine/machines/flow.ts';
import { definedTransitions, transitionCover } from './transitionCover.ts';
import { DRAW } from '../../../../engine/game/records/draw.ts';
import { MOVE } from '../../../../engine/game/records/move.ts';
import { TOGGLE_DOOR } from '../../../../engine/game/records/toggleDoor.ts';

const events: TurnEvent[] = [
  { type: MOVE.type, cost: 1 },
  { type: MOVE.type, cost: 4 },
  { type: TOGGLE_DOOR.type, cost: 1 },
  { type: 'SPEND_SPEED_CHIP' },
  { type: 'END_MOVEMENT' },
  { type: 'TAKE_ACTION', attack: true, freeShots: 2 },
  { type: 'TAKE_ACTION', attack: false, freeShots: 0 },
  { type: 'FREE_SHOT' },
  { type: 'FREE_ACTION' },
  { type: 'SPEND_ACTION_CHIP' },
  { type: 'END_ACTION' },
  { type: 'SPEND_DRAW_CHIP' },
  { type: DRAW.type },
];

/** The state and the guard-relevant facts; bounded, so the graph is finite. */
const serializeState = (s: AnyMachineSnapshot) => {
  const c = s.context as TurnContext;
  return `${String(s.value)}|move:${Math.min(c.speed - c.moved, 5)}|act:${Math.min(c.actionsLeft, 2)}|free:${Math.min(c.freeShots, 2)}|atk:${Math.min(c.attacks, 1)}|draws:${Math.min(c.drawChips, 1)}|free:${Math.min(c.freeActions, 1)}`;
};

describe('turnMachine (T2–T5)', () => {
  const cover = transitionCover(turnMachine, {
    events,
    serializeState,
    input: { speed: 5, actions: 1, chipValue: 1 },
  });

  it('reaches every state and takes every transition of its definition', () => {
    const defined = definedTransitions(turnMachine);
    expect(new Set(cover.reached.map((s) => String(s.value)))).toEqual(new Set(defined.states));
    const taken = new Set(
      cover.paths.map((steps) => {
        const before =
          steps.length > 1 ? String(steps[steps.length - 2]!.state.value as string) : 'movement';
        return `${before} --${steps[steps.length - 1]!.event.type}-->`;
      }),
    );
    for (const transition of defined.transitions) expect(taken, transition).toContain(transition);
  });

  it('keeps its invariants on every path: movement within Speed, no negative actions or free shots, phases in order', () => {
    const order = ['movement', 'action', 'draw', 'done'];
    for (const steps of cover.paths) {
      let flow = startFlow<TurnContext>(turnMachine, { speed: 5, actions: 1, chipValue: 1 });
      for (const step of steps) {
        const next = stepFlow(turnMachine, flow, step.event)!;
        expect(next, `${step.event.type} from ${flow.value}`).not.toBeNull();
        expect(next.value).toBe(String(step.state.value));
        expect(next.context.moved).toBeLessThanOrEqual(next.context.speed);
        expect(next.context.actionsLeft).toBeGreaterThanOrEqual(0);
        expect(next.context.freeShots).toBeGreaterThanOrEqual(0);
        expect(order.indexOf(next.value)).toBeGreaterThanOrEqual(order.indexOf(flow.value));
        flow = next;
      }
    }
  });

  it('refuses what the phase does not allow', () => {
    const start = startFlow<TurnContext>(turnMachine, { speed: 5, actions: 1, chipValue: 1 });
    expect(
      stepFlow(turnMachine, start, { type: 'TAKE_ACTION', attack: true, freeShots: 0 }),
    ).toBeNull();
    expect(stepFlow(turnMachine, start, { type: MOVE.type, cost: 6 })).toBeNull();
    const acting = stepFlow(turnMachine, start, { type: 'END_MOVEMENT' })!;
    expect(stepFlow(turnMachine, acting, { type: MOVE.type, cost: 1 })).toBeNull();
    const spent = stepFlow(turnMachine, acting, {
      type: 'TAKE_ACTION',
      attack: true,
      freeShots: 0,
    })!;
    // T4: a second action needs an Action chip.
    expect(
      stepFlow(turnMachine, spent, { type: 'TAKE_ACTION', attack: true, freeShots: 0 }),
    ).toBeNull();
    const bought = stepFlow(turnMachine, spent, { type: 'SPEND_ACTION_CHIP' })!;
    expect(
      stepFlow(turnMachine, bought, { type: 'TAKE_ACTION', attack: true, freeShots: 0 }),
    ).not.toBeNull();
    // A Speed chip adds a square of movement (H1).
    const faster = stepFlow(turnMachine, start, { type: 'SPEND_SPEED_CHIP' })!;
    expect(stepFlow(turnMachine, faster, { type: MOVE.type, cost: 6 })).not.toBeNull();
  });
});
