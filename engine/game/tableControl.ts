import { z } from 'zod';
import { LEVEL_NAMES } from '../model/computerLevel.ts';
import type { Combatant } from './gameState.ts';

/** Who plays a character: a person at the table, or the computer at a level (issue 14, item 2). */
export const controllerSchema = z.enum(['human', ...LEVEL_NAMES]);
export type Controller = z.output<typeof controllerSchema>;

/**
 * Who plays each side, and any NPC (or PC) the Dealer set apart from its side: the table's
 * seating of people and computer players. Saved with the session (optional, so a session without
 * it is all people, as every table was before issue 14).
 */
export const tableControlSchema = z.object({
  pc: controllerSchema.default('human'),
  npc: controllerSchema.default('human'),
  /** One combatant's own controller, over its side's. */
  byId: z.record(z.string(), controllerSchema).default({}),
});
export type TableControl = z.output<typeof tableControlSchema>;

/** Every character played by people: a table as it was before computer players. */
export const ALL_HUMAN: TableControl = { pc: 'human', npc: 'human', byId: {} };

/** Who plays this combatant: its own controller if the Dealer set one, else its side's. */
export function controllerOf(
  control: TableControl,
  combatant: Pick<Combatant, 'id' | 'side'>,
): Controller {
  return control.byId[combatant.id] ?? control[combatant.side];
}

/** Whether the computer plays every character: a table to watch, not to play (issue 14, item 2). */
export function isWatchOnly(
  control: TableControl,
  combatants: readonly Pick<Combatant, 'id' | 'side'>[],
): boolean {
  return combatants.length > 0 && combatants.every((c) => controllerOf(control, c) !== 'human');
}

/** Whether the computer plays any of these combatants: a table with a computer seated at it. */
export function hasComputerPlayer(
  control: TableControl,
  combatants: readonly Pick<Combatant, 'id' | 'side'>[],
): boolean {
  return combatants.some((c) => controllerOf(control, c) !== 'human');
}
