import { type Square } from '../../../../engine/core.ts';
import {
  selectInBox,
  type GameMap,
  type Selection,
  type SquareBox,
} from '../../../../engine/skirmish.ts';
import type { MapPoint, PointerDetail, ToolBehaviour, ToolStep } from '../../../tools/toolChart.ts';
import type { EditorOutput, EditorToolContext } from '../editorOutput.ts';
import { hitAt, hitSelection, isOnSelection, selectionShapes, toggleHit } from '../hitTest.ts';
import { planMove, type MovePlan } from '../selectionMove.ts';

type SelectMemo =
  | { mode: 'none' }
  /** A box being dragged out from `from`; Shift at the press adds what it holds. */
  | { mode: 'box'; from: Square; to: Square; add: boolean }
  /** The selection being dragged from `from`, by `plan`'s offset so far (nothing done yet). */
  | {
      mode: 'move';
      from: Square;
      selection: Selection;
      offset: readonly [number, number];
      plan: MovePlan | null;
    };

const NONE: SelectMemo = { mode: 'none' };

type Step = ToolStep<SelectMemo, EditorOutput>;

const clearPreview: EditorOutput = { type: 'preview', preview: null };

/**
 * The square under a map point, pulled onto the map: a box dragged from just off its edge
 * starts on the edge's squares.
 */
function clampedSquare(map: GameMap, point: MapPoint | null, square: Square | null): Square | null {
  if (square) return square;
  if (!point) return null;
  const [w, h] = map.size;
  const clamp = (v: number, n: number) => Math.max(0, Math.min(n - 1, Math.floor(v)));
  return [clamp(point[0], w), clamp(point[1], h)];
}

const boxOf = (a: Square, b: Square): SquareBox => [
  Math.min(a[0], b[0]),
  Math.min(a[1], b[1]),
  Math.max(a[0], b[0]),
  Math.max(a[1], b[1]),
];

/**
 * The Select tool (issue 12, item 2):
 * - a click selects what is under the pointer, topmost first (hitTest.ts); Shift+click adds it
 *   to the selection, or takes it out again; a click off the map clears the selection;
 * - a drag from bare ground, or any drag with Shift, draws a box and selects what lies wholly in
 *   it on release (the engine's selectInBox), Shift adding to the selection;
 * - a drag from the selection (or from an element not yet selected, which it selects) moves it:
 *   the moved things are previewed where they would land, refused in the preview's tone when the
 *   engine would refuse, and on release the move is made as one gesture (one undo step). A
 *   refused move changes nothing: its edits are tried inside the gesture, the store says the
 *   engine's reason, and the gesture is abandoned, which puts the map back;
 * - hovering previews what a click would select.
 */
export function selectTool(context: EditorToolContext): ToolBehaviour<SelectMemo, EditorOutput> {
  const hoverPreview = (square: Square | null, detail: PointerDetail): EditorOutput => {
    const map = context.map();
    const hit = hitAt(map, detail.point, square);
    if (!hit) return clearPreview;
    const { squares, segments } = selectionShapes(map, hitSelection(hit));
    return { type: 'preview', preview: { squares, segments, tone: 'add' } };
  };
  const boxPreview = (from: Square, to: Square): EditorOutput => {
    const map = context.map();
    const box = boxOf(from, to);
    // What the box would take, besides its squares: its walls, doors and windows are drawn.
    const { segments } = selectionShapes(map, selectInBox(map, box));
    return { type: 'preview', preview: { box, segments, tone: 'add' } };
  };
  const movePreview = (plan: MovePlan): EditorOutput => ({
    type: 'preview',
    preview: {
      squares: plan.squares,
      segments: plan.segments,
      tone: plan.ok ? 'add' : 'refused',
    },
  });
  const moveTo = (memo: SelectMemo & { mode: 'move' }, to: Square | null): Step => {
    if (!to) return {};
    const offset = [to[0] - memo.from[0], to[1] - memo.from[1]] as const;
    if (memo.plan && offset[0] === memo.offset[0] && offset[1] === memo.offset[1]) return {};
    const plan = planMove(context.map(), memo.selection, offset);
    return { memo: { ...memo, offset, plan }, emit: [movePreview(plan)] };
  };

  return {
    id: 'select',
    memo: NONE,
    dragPans: false,
    hover: (_memo, square, detail) => ({ emit: [hoverPreview(square, detail)] }),
    click: (_memo, square, detail): Step => {
      const map = context.map();
      const hit = hitAt(map, detail.point, square);
      if (!hit) return { memo: NONE, emit: [{ type: 'select', selection: {} }] };
      const selection = detail.modifiers.shift
        ? toggleHit(context.selection(), hit)
        : hitSelection(hit);
      return { memo: NONE, emit: [{ type: 'select', selection }] };
    },
    dragStart: (_memo, fromSquare, to, detail): Step => {
      const map = context.map();
      const origin = detail.origin ?? detail.point;
      const from = clampedSquare(map, origin, fromSquare);
      if (!from) return { memo: NONE };
      const here = clampedSquare(map, detail.point, to) ?? from;
      const shift = detail.modifiers.shift;
      const selection = context.selection();
      const hit = fromSquare ? hitAt(map, origin, fromSquare) : null;
      if (!shift && isOnSelection(map, selection, origin, fromSquare)) {
        const memo = { mode: 'move', from, selection, offset: [0, 0], plan: null } as const;
        const step = moveTo(memo, here);
        return { memo: step.memo ?? memo, emit: step.emit ?? [] };
      }
      if (!shift && hit && hit.kind !== 'square') {
        // An element not yet selected: the drag takes it, and moves it.
        const taken = hitSelection(hit);
        const memo = { mode: 'move', from, selection: taken, offset: [0, 0], plan: null } as const;
        const step = moveTo(memo, here);
        return {
          memo: step.memo ?? memo,
          emit: [{ type: 'select', selection: taken }, ...(step.emit ?? [])],
        };
      }
      return { memo: { mode: 'box', from, to: here, add: shift }, emit: [boxPreview(from, here)] };
    },
    dragMove: (memo, to, detail): Step => {
      if (memo.mode === 'box') {
        const here = clampedSquare(context.map(), detail.point, to) ?? memo.to;
        return { memo: { ...memo, to: here }, emit: [boxPreview(memo.from, here)] };
      }
      if (memo.mode === 'move') return moveTo(memo, to);
      return {};
    },
    dragEnd: (memo, to, detail): Step => {
      if (memo.mode === 'box') {
        const map = context.map();
        const here = clampedSquare(map, detail.point, to) ?? memo.to;
        const selection = selectInBox(map, boxOf(memo.from, here));
        return {
          memo: NONE,
          emit: [clearPreview, { type: 'select', selection, add: memo.add }],
        };
      }
      if (memo.mode !== 'move') return { memo: NONE, emit: [clearPreview] };
      const last = moveTo(memo, to);
      const { plan, offset, selection } = (last.memo ?? memo) as SelectMemo & { mode: 'move' };
      if (!plan || (offset[0] === 0 && offset[1] === 0))
        return { memo: NONE, emit: [clearPreview] };
      const edits = plan.edits.map((action): EditorOutput => ({ type: 'edit', action }));
      return {
        memo: NONE,
        emit: [
          clearPreview,
          { type: 'gesture', phase: 'begin' },
          ...edits,
          ...(plan.ok
            ? [
                { type: 'gesture', phase: 'end' } as const,
                { type: 'select', selection: plan.moved } as const,
              ]
            : [
                // The store has said the engine's reason; abandoning puts the map back.
                { type: 'gesture', phase: 'cancel' } as const,
                { type: 'select', selection } as const,
              ]),
        ],
      };
    },
    dragCancel: (): Step => ({ memo: NONE, emit: [clearPreview] }),
    leave: () => ({ emit: [clearPreview] }),
  };
}
