import type { Square } from '../../engine/core.ts';
import { sameSquare } from './squares.ts';
import type { ToolBehaviour, ToolStep } from './toolChart.ts';

/** The two squares measured between: the first alone while the second is still to be chosen. */
export interface MeasureLine {
  from: Square | null;
  to: Square | null;
}

export type MeasureOutput = { type: 'measure' } & MeasureLine;

interface MeasureMemo extends MeasureLine {
  /** The second square is chosen (a second click, or the end of a drag): hovers leave it be. */
  fixed: boolean;
}

const NONE: MeasureMemo = { from: null, to: null, fixed: false };

/** The new memory, and the line to show if it changed. */
function step(before: MeasureMemo, after: MeasureMemo): ToolStep<MeasureMemo, MeasureOutput> {
  // The second square is only a second square when it is another one.
  const to = sameSquare(after.from, after.to) ? null : after.to;
  const next = { ...after, to };
  const changed = !sameSquare(before.from, next.from) || !sameSquare(before.to, next.to);
  return changed
    ? { memo: next, emit: [{ type: 'measure', from: next.from, to: next.to }] }
    : { memo: next };
}

/**
 * The Measure tool (issue 12, item 2): press on a square and drag to another, or click one then
 * the other; the board then shows the distance (G1), the line of sight and the cover between them,
 * as the engine judges them. While the second square is still open, it follows the pointer. It
 * never changes the game: all it asks for is a line to show.
 */
export const measureTool: ToolBehaviour<MeasureMemo, MeasureOutput> = {
  id: 'measure',
  memo: NONE,
  dragPans: false,
  hover: (memo, square) =>
    memo.from && !memo.fixed && square ? step(memo, { ...memo, to: square }) : {},
  click: (memo, square) => {
    if (!square) return step(memo, NONE);
    if (!memo.from || memo.fixed) return step(memo, { from: square, to: null, fixed: false });
    return step(memo, { ...memo, to: square, fixed: true });
  },
  dragStart: (memo, from, to) => (from ? step(memo, { from, to, fixed: false }) : step(memo, NONE)),
  dragMove: (memo, to) => (memo.from && to ? step(memo, { ...memo, to }) : {}),
  dragEnd: (memo, to) => (memo.from ? step(memo, { ...memo, to: to ?? memo.to, fixed: true }) : {}),
  dragCancel: (memo) => step(memo, NONE),
  leave: (memo) => step(memo, NONE),
};
