import type { Square } from '../../../engine/core.ts';
import type { GameMap } from '../../../engine/skirmish.ts';
import { CELL, squareRuns } from '../boardUnits.ts';
import { BUILDING_NAME } from '../tiles/staticBounds.ts';

/**
 * A building as a board is given it. `nameWithin`, when set, is where its name may be drawn: the
 * players' board (projectorScene.ts) sets it to the building's squares its fog shows, so the name
 * never runs under the fog's black (issue 40, item 7). Unset (the Dealer's board, the editor, the
 * players' with the fog off), the name sits as ever: centred across the building's front.
 */
export type BuildingOnBoard = GameMap['buildings'][number] & {
  nameWithin?: readonly Square[];
};

/** Where a building's name is drawn: its centre in world units, and the scale of its text. */
export interface NamePlace {
  x: number;
  y: number;
  scale: number;
}

/** World units kept clear at each end of the name's run: the walls' strokes reach 5 into a square. */
export const NAME_INSET = 6;

/**
 * The least a name is shrunk to: 16 units, the board's smallest label (detail.ts), about the size
 * of a token's nameplate. Smaller, across a room on a TV, a name is a smudge; it is left out then.
 */
export const MIN_NAME_SCALE = 16 / BUILDING_NAME.fontSize;

/**
 * Where a building's name goes among the squares it may be drawn on (`room`), for a text of
 * `size` world units at full scale; null when no row of them holds it legibly (issue 40, item 7:
 * a building the players know only in part shows its name in that part, or not at all, never cut
 * by the fog). The name is one line inside one row, so it needs a run of squares side by side:
 * the topmost run that holds it whole (along the front wall, as a known building has it), else
 * the longest run (the topmost of equals), the name shrunk to fit it, down to MIN_NAME_SCALE.
 * Centred across the run, as far below its top edge as a whole building's name is, scaled.
 */
export function buildingNamePlace(
  room: readonly Square[],
  size: { width: number; height: number },
): NamePlace | null {
  let best: [number, number, number] | null = null;
  const inner = (run: [number, number, number]) => run[2] * CELL - 2 * NAME_INSET;
  for (const run of squareRuns(room)) {
    if (inner(run) >= size.width) {
      best = run;
      break;
    }
    if (!best || run[2] > best[2]) best = run;
  }
  if (!best || size.width <= 0) return null;
  // Its centre below the row's top edge, at full scale: a whole building's (staticBounds.ts), or
  // lower for a text taller than that allows, so that it stays inside the row, the fog's edge.
  const down = Math.max(BUILDING_NAME.top, size.height / 2);
  const scale = Math.min(1, inner(best) / size.width, CELL / (down + size.height / 2));
  if (scale < MIN_NAME_SCALE) return null;
  const [x, y, n] = best;
  return { x: (x + n / 2) * CELL, y: y * CELL + down * scale, scale };
}
