import type { Segment } from '../../../../engine/core.ts';
import type { GameMap } from '../../../../engine/skirmish.ts';
import type { PreviewTone } from '../../../board/overlays/editorOverlay.ts';
import type { MapPoint, PointerDetail, ToolBehaviour, ToolStep } from '../../../tools/toolChart.ts';
import { nearestEdge, onMap, runsAlong } from '../barrierGeometry.ts';
import type { EditorOutput, EditorToolContext } from '../editorOutput.ts';

interface DoorMemo {
  /**
   * A click just set or took something away: the hover the chart runs right after it still reads
   * the map before the edit, so it would preview the edge as it was. That one hover is skipped.
   */
  justClicked: boolean;
}

const IDLE: DoorMemo = { justClicked: false };

type Step = ToolStep<DoorMemo, EditorOutput>;

/** The square edge under the pointer and the doors and windows already set along it. */
export interface EdgeTarget {
  edge: Segment;
  onMap: boolean;
  doors: number[];
  windows: number[];
}

/** G2: the square edge nearest the point, with what stands on it (imported doors included). */
export function edgeTarget(map: GameMap, point: MapPoint): EdgeTarget {
  const edge = nearestEdge(point);
  const along = <T>(list: readonly T[], at: (item: T) => Segment) =>
    list.flatMap((item, i) => (runsAlong(at(item), edge) ? [i] : []));
  return {
    edge,
    onMap: onMap(edge, map.size),
    doors: along(map.doors, (d) => d.at),
    windows: along(map.windows, (w) => w),
  };
}

/**
 * The door tool (issue 12, item 2; G2, M3): the square edge nearest the pointer is previewed; a
 * click sets a door or a window there, as the options say (the engine cuts a wall running along
 * it), or takes away the door or window already there. Alt+click on a door opens or closes it
 * (M3). The preview's tone says which: add, erase, or refused (off the map; Alt where no door is).
 */
export function doorTool(context: EditorToolContext): ToolBehaviour<DoorMemo, EditorOutput> {
  const preview = (segments: Segment[] | null, tone: PreviewTone): EditorOutput => ({
    type: 'preview',
    preview: segments ? { segments, tone } : null,
  });
  const targetOf = (detail: PointerDetail) =>
    detail.point ? edgeTarget(context.map(), detail.point) : null;

  return {
    id: 'door',
    memo: IDLE,
    dragPans: false,
    hover: (memo, _square, detail): Step => {
      if (memo.justClicked) return { memo: IDLE };
      const target = targetOf(detail);
      if (!target) return { emit: [preview(null, 'add')] };
      const map = context.map();
      const standing = [
        ...target.doors.map((i) => map.doors[i]!.at),
        ...target.windows.map((i) => map.windows[i]!),
      ];
      const shown = standing.length ? standing : [target.edge];
      let tone: PreviewTone;
      if (!target.onMap) tone = 'refused';
      else if (detail.modifiers.alt) tone = target.doors.length ? 'add' : 'refused';
      else tone = standing.length ? 'erase' : 'add';
      return { emit: [preview(shown, tone)] };
    },
    click: (_memo, _square, detail): Step => {
      const target = targetOf(detail);
      if (!target?.onMap) return { memo: IDLE };
      const done = preview(null, 'add');
      const clicked = (...edits: EditorOutput[]): Step => ({
        memo: { justClicked: true },
        emit: [...edits, done],
      });
      const { doors, windows, edge } = target;
      if (detail.modifiers.alt) {
        // M3: Alt+click opens or closes a door; on a window or a bare edge it does nothing.
        if (!doors.length) return { memo: IDLE };
        return clicked({ type: 'edit', action: { type: 'toggleDoor', door: doors[0]! } });
      }
      const removeDoors: EditorOutput = {
        type: 'edit',
        action: { type: 'removeDoors', doors },
      };
      const removeWindows: EditorOutput = {
        type: 'edit',
        action: { type: 'removeWindows', windows },
      };
      // A door and a window on one edge (an import can do it) go together, as one undo step.
      if (doors.length && windows.length)
        return clicked({ type: 'gesture', phase: 'begin' }, removeDoors, removeWindows, {
          type: 'gesture',
          phase: 'end',
        });
      if (doors.length) return clicked(removeDoors);
      if (windows.length) return clicked(removeWindows);
      return clicked({
        type: 'edit',
        action:
          context.options().barrier === 'door'
            ? { type: 'addDoor', at: edge }
            : { type: 'addWindow', at: edge },
      });
    },
    // A drag sets nothing (the chart decided it was no click): the preview goes until the release.
    dragStart: () => ({ emit: [preview(null, 'add')] }),
    leave: () => ({ emit: [preview(null, 'add')] }),
  };
}
