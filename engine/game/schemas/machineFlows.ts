import { z } from 'zod';
import type { AnyStateMachine } from 'xstate';
import { attackMachine } from '../../machines/attackMachine.ts';
import { checkMachine } from '../../machines/checkMachine.ts';
import { dayMachine, type DayContext } from '../../machines/dayMachine.ts';
import { encounterMachine, type EncounterContext } from '../../machines/encounterMachine.ts';
import { turnMachine, type TurnContext } from '../../machines/turnMachine.ts';

/**
 * The flows GameState keeps (machines/flow.ts): each machine's place as plain data, with the
 * context that machine really has. A save is checked against these before its log is replayed,
 * so a context of another shape (an older version's, say) is refused in words instead of being
 * handed to xstate, and the game reads contexts with their own types, without casts.
 */

const count = z.number().int().min(0);

export const encounterContextSchema = z.strictObject({
  round: count,
  seating: z.array(z.string()),
  order: z.array(z.string()),
  /** −1 between turns. */
  active: z.number().int().min(-1),
  quickdraw: z.array(z.string()),
}) satisfies z.ZodType<EncounterContext>;

export const turnContextSchema = z.strictObject({
  chipValue: count,
  speed: count,
  moved: count,
  actionsLeft: count,
  freeShots: count,
  attacks: count,
  drawChips: count,
  freeActions: count,
}) satisfies z.ZodType<TurnContext>;

export const dayContextSchema = z.strictObject({
  day: z.number().int().min(1),
}) satisfies z.ZodType<DayContext>;

/** The attack and check machines keep no context: every number lives in GameState itself. */
export const noContextSchema = z.strictObject({});
export type NoContext = z.output<typeof noContextSchema>;

/** A flow of `machine`: its value must name one of the machine's top-level states. */
function flowOf<TContext extends z.ZodType>(machine: AnyStateMachine, context: TContext) {
  return z.object({
    value: z.string().refine((value) => Object.hasOwn(machine.states, value), {
      message: `not a state of the ${machine.id} machine`,
    }),
    context,
  });
}

export const encounterFlowSchema = flowOf(encounterMachine, encounterContextSchema);
export const turnFlowSchema = flowOf(turnMachine, turnContextSchema);
export const dayFlowSchema = flowOf(dayMachine, dayContextSchema);
export const attackFlowSchema = flowOf(attackMachine, noContextSchema);
export const checkFlowSchema = flowOf(checkMachine, noContextSchema);
