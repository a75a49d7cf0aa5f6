import type { Square } from '../../engine/core.ts';
import { sameSquare } from './squares.ts';
import type { ToolBehaviour } from './toolChart.ts';

/**
 * What the play tool asks for: the square under the pointer (once per square, not per pixel),
 * and a click on a square, or off the map (null). playIntents.ts words each as the table's intent
 * (select, move, attack, place), which the table store applies as engine actions.
 */
export type PlayOutput =
  { type: 'hover'; square: Square | null } | { type: 'click'; square: Square | null };

/**
 * The table's play tool: click a token to select it, a square to move there, an enemy to shoot
 * (the table decides which); a primary drag pans the map, as on every board people know.
 */
export const playTool: ToolBehaviour<{ hover: Square | null }, PlayOutput> = {
  id: 'play',
  memo: { hover: null },
  dragPans: true,
  hover: (memo, square) =>
    sameSquare(memo.hover, square)
      ? {}
      : { memo: { hover: square }, emit: [{ type: 'hover', square }] },
  click: (_memo, square) => ({ emit: [{ type: 'click', square }] }),
  // Put down, the play tool lets its hover go, so no path or sight line is left on the board.
  leave: (memo) => (memo.hover ? { emit: [{ type: 'hover', square: null }] } : {}),
};
