import { z } from 'zod';
import { CELLS_PATTERN } from './fogCells.ts';

/**
 * Issue 11, the fog of war from the posse's line of sight:
 * - off: the players' view shows the whole map and every NPC not hidden;
 * - live: only the squares some standing PC sees now are lit (posseSightOf);
 * - explored: as live, and squares once seen stay on the view, dimmed, with no NPC shown on them.
 */
export const FOG_MODES = ['off', 'live', 'explored'] as const;
export type FogMode = (typeof FOG_MODES)[number];

/**
 * The fog as the game state keeps it, so undo and replay restore it. `explored`: every square the
 * posse has seen while the fog was on (fogCells.ts), grown after each action. A state saved before
 * the fog loads with the fog off and nothing explored.
 */
export const fogSchema = z.object({
  mode: z.enum(FOG_MODES),
  /** The Dealer's choice: a hidden NPC the posse sees is revealed, and the log says so. */
  autoReveal: z.boolean(),
  explored: z.string().regex(CELLS_PATTERN),
});
export type Fog = z.infer<typeof fogSchema>;

export const FOG_OFF: Fog = { mode: 'off', autoReveal: false, explored: '' };
