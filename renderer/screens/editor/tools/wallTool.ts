import type { Segment } from '../../../../engine/core.ts';
import type { PreviewTone } from '../../../board/overlays/editorOverlay.ts';
import type { MapPoint, PointerDetail, ToolBehaviour, ToolStep } from '../../../tools/toolChart.ts';
import { nearestSegment, nearestVertex, onMap } from '../barrierGeometry.ts';
import type { EditorOutput, EditorToolContext } from '../editorOutput.ts';

/** How near a wall, in squares, a click must be to take it away (a hand is not a pixel). */
export const WALL_REACH = 0.2;

interface WallMemo {
  /** The wall the drag under way would draw, or null outside a drag. */
  drawing: Segment | null;
  /**
   * A click just took a wall away: the hover the chart runs right after it still reads the map
   * before the edit (the edit is performed once the chart's step is done), so it would mark the
   * gone wall. That one hover is skipped; the next move previews again.
   */
  justClicked: boolean;
}

const IDLE: WallMemo = { drawing: null, justClicked: false };

type Step = ToolStep<WallMemo, EditorOutput>;

/**
 * G2: the wall a drag from `origin` to `point` draws. Both ends snap to the nearest grid vertex;
 * without `anyAngle` the wall runs along square edges, horizontal or vertical by the drag's
 * larger stretch (a hand's drag is never exactly straight).
 */
export function wallBetween(origin: MapPoint, point: MapPoint, anyAngle: boolean): Segment {
  const [x1, y1] = nearestVertex(origin);
  const [x2, y2] = nearestVertex(point);
  if (anyAngle) return [x1, y1, x2, y2];
  const horizontal = Math.abs(point[0] - origin[0]) >= Math.abs(point[1] - origin[1]);
  return horizontal ? [x1, y1, x2, y1] : [x1, y1, x1, y2];
}

/**
 * The wall tool (issue 12, item 2; G2): a drag draws one wall, snapped to grid vertices, along
 * square edges or, with Shift, at any angle; its preview follows the pointer and the release adds
 * it as one edit (one undo step). A wall that would run off the map or has no length is
 * previewed as refused and not added. A click on a wall (within WALL_REACH) takes it away; the
 * wall under the pointer is previewed for erasing first.
 */
export function wallTool(context: EditorToolContext): ToolBehaviour<WallMemo, EditorOutput> {
  const preview = (segment: Segment | null, tone: PreviewTone): EditorOutput => ({
    type: 'preview',
    preview: segment ? { segments: [segment], tone } : null,
  });
  const drawable = ([x1, y1, x2, y2]: Segment) =>
    (x1 !== x2 || y1 !== y2) && onMap([x1, y1, x2, y2], context.map().size);
  const wallNear = (point: MapPoint | null) =>
    point ? nearestSegment(point, context.map().walls, WALL_REACH) : null;
  /** The wall as the pointer has it now, kept in the memo and previewed. */
  const follow = (detail: PointerDetail, memo: WallMemo): Step => {
    const origin = detail.origin;
    if (!origin) return { memo: IDLE };
    const drawing = detail.point
      ? wallBetween(origin, detail.point, detail.modifiers.shift)
      : memo.drawing;
    if (!drawing) return {};
    return {
      memo: { drawing, justClicked: false },
      emit: [preview(drawing, drawable(drawing) ? 'add' : 'refused')],
    };
  };

  return {
    id: 'wall',
    memo: IDLE,
    dragPans: false,
    hover: (memo, _square, detail): Step => {
      if (memo.justClicked) return { memo: IDLE };
      const near = wallNear(detail.point);
      return { emit: [preview(near === null ? null : context.map().walls[near]!, 'erase')] };
    },
    click: (_memo, _square, detail): Step => {
      const near = wallNear(detail.point);
      if (near === null) return { memo: IDLE };
      return {
        memo: { drawing: null, justClicked: true },
        emit: [
          { type: 'edit', action: { type: 'removeWalls', walls: [near] } },
          preview(null, 'erase'),
        ],
      };
    },
    dragStart: (memo, _from, _to, detail) => follow(detail, memo),
    dragMove: (memo, _to, detail) => follow(detail, memo),
    dragEnd: (memo, _to, detail): Step => {
      const { drawing } = follow(detail, memo).memo ?? memo;
      const done = preview(null, 'add');
      if (!drawing || !drawable(drawing)) return { memo: IDLE, emit: [done] };
      return {
        memo: IDLE,
        emit: [done, { type: 'edit', action: { type: 'addWalls', segments: [drawing] } }],
      };
    },
    dragCancel: (): Step => ({ memo: IDLE, emit: [preview(null, 'add')] }),
    leave: () => ({ emit: [preview(null, 'add')] }),
  };
}
