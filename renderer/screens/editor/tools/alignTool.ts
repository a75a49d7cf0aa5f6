import type { MapBackground } from '../../../../engine/skirmish.ts';
import type { MapPoint, ToolBehaviour, ToolStep } from '../../../tools/toolChart.ts';
import type { EditorOutput, EditorToolContext } from '../editorOutput.ts';
import { draggedBackground, gripAt, imageFrame, type AlignGrip } from './alignDrag.ts';

interface AlignMemo {
  /** The drag under way: what it holds, from where, and the background as it was at the press. */
  drag: {
    grip: AlignGrip;
    origin: MapPoint;
    start: MapBackground;
    pixels: readonly [number, number];
  } | null;
}

const IDLE: AlignMemo = { drag: null };

type Step = ToolStep<AlignMemo, EditorOutput>;

/**
 * Align image (issue 12, item 6): with a background laid, a drag inside the image moves it (its
 * offset) and a drag of the handle at its bottom-right corner scales it (its pixels a square)
 * about its top-left corner. Each move of the drag is a `setBackground` edit and the whole drag
 * one gesture, so one Ctrl+Z puts the image back where the press found it; Esc mid-drag does too.
 * The outline and the handle are drawn by the editor's overlay while this tool is the active one.
 */
export function alignTool(context: EditorToolContext): ToolBehaviour<AlignMemo, EditorOutput> {
  const laid = (drag: NonNullable<AlignMemo['drag']>, point: MapPoint | null): EditorOutput => ({
    type: 'edit',
    action: {
      type: 'setBackground',
      background: draggedBackground(
        drag.start,
        drag.pixels,
        drag.grip,
        drag.origin,
        point ?? drag.origin,
      ),
    },
  });
  return {
    id: 'align',
    memo: IDLE,
    dragPans: false,
    dragStart: (_memo, _from, _to, detail): Step => {
      const start = context.map().background;
      const pixels = context.backgroundSize?.() ?? null;
      const origin = detail.origin;
      if (!start || !pixels || !origin) return { memo: IDLE };
      const grip = gripAt(imageFrame(start, pixels), origin);
      if (!grip) return { memo: IDLE };
      const drag = { grip, origin, start, pixels };
      return {
        memo: { drag },
        emit: [{ type: 'gesture', phase: 'begin' }, laid(drag, detail.point)],
      };
    },
    dragMove: (memo, _to, detail): Step =>
      memo.drag ? { emit: [laid(memo.drag, detail.point)] } : {},
    dragEnd: (memo, _to, detail): Step =>
      memo.drag
        ? {
            memo: IDLE,
            emit: [laid(memo.drag, detail.point), { type: 'gesture', phase: 'end' }],
          }
        : { memo: IDLE },
    dragCancel: (memo): Step => ({
      memo: IDLE,
      emit: memo.drag ? [{ type: 'gesture', phase: 'cancel' }] : [],
    }),
  };
}
