import { type Square } from '../../../../engine/core.ts';
import { squareName, type GameMap } from '../../../../engine/skirmish.ts';
import type { ToolBehaviour, ToolStep } from '../../../tools/toolChart.ts';
import type { EditorOutput, EditorToolContext } from '../editorOutput.ts';
import { boxOnMap, boxPreview, NO_BOX, NO_PREVIEW, type BoxMemo } from './boxDrag.ts';

type Step = ToolStep<BoxMemo, EditorOutput>;

/** The index of the building whose interior or boardwalk holds the square, or -1. */
export function buildingAt(map: GameMap, [x, y]: Square): number {
  const on = (list: readonly Square[]) => list.some(([bx, by]) => bx === x && by === y);
  return map.buildings.findLastIndex((b) => on(b.squares) || on(b.boardwalk));
}

/**
 * The building tool (issue 12, item 2; X2 a store's building carries its name, X3 the interior
 * counts towards control and the boardwalk does not): a drag lays out a new building whose
 * interior is the box, named as the options say. A Shift-drag adds the box to the boardwalk of
 * the building it starts on (its interior or boardwalk), less that building's interior; started
 * anywhere else it says that nothing changed. A click on a building selects it, for its options to rename it.
 */
export function buildingTool(context: EditorToolContext): ToolBehaviour<BoxMemo, EditorOutput> {
  const toneOf = (memo: BoxMemo) =>
    memo.shift && memo.from && buildingAt(context.map(), memo.from) === -1 ? 'refused' : 'add';
  return {
    id: 'building',
    memo: NO_BOX,
    dragPans: false,
    hover: (_memo, square): Step => ({
      emit: [
        square ? { type: 'preview', preview: { squares: [square], tone: 'add' } } : NO_PREVIEW,
      ],
    }),
    click: (_memo, square): Step => {
      if (!square) return {};
      const at = buildingAt(context.map(), square);
      return at === -1 ? {} : { emit: [{ type: 'select', selection: { buildings: [at] } }] };
    },
    dragStart: (_memo, from, to, detail): Step => {
      const start = from ?? to;
      if (!start) return { memo: NO_BOX };
      const memo = { from: start, to: to ?? start, shift: detail.modifiers.shift };
      return { memo, emit: [boxPreview(start, memo.to, toneOf(memo))] };
    },
    dragMove: (memo, to): Step => {
      if (!memo.from || !to) return {};
      const next = { ...memo, to };
      return { memo: next, emit: [boxPreview(memo.from, to, toneOf(next))] };
    },
    dragEnd: (memo, to): Step => {
      if (!memo.from) return { memo: NO_BOX };
      const map = context.map();
      const squares = boxOnMap(map, memo.from, to ?? memo.to ?? memo.from);
      if (squares.length === 0) return { memo: NO_BOX, emit: [NO_PREVIEW] };
      if (!memo.shift) {
        const name = context.options().building;
        return {
          memo: NO_BOX,
          emit: [
            NO_PREVIEW,
            { type: 'edit', action: { type: 'addBuilding', name, squares, boardwalk: [] } },
          ],
        };
      }
      const building = buildingAt(map, memo.from);
      if (building === -1)
        return {
          memo: NO_BOX,
          emit: [
            NO_PREVIEW,
            {
              type: 'say',
              text: `No building at ${squareName(memo.from)}: a Shift-drag adds a boardwalk to the building it starts on. Nothing changed.`,
            },
          ],
        };
      // X3: the boardwalk is outside; interior squares the box crosses stay the interior.
      const { squares: interior, boardwalk: before } = map.buildings[building]!;
      const inside = new Set(interior.map(([x, y]) => `${x},${y}`));
      const added = squares.filter(([x, y]) => !inside.has(`${x},${y}`));
      if (added.length === 0)
        return {
          memo: NO_BOX,
          emit: [
            NO_PREVIEW,
            {
              type: 'say',
              text: `The box is all inside ${map.buildings[building]!.name}: a boardwalk is outside it (X3). Nothing changed.`,
            },
          ],
        };
      const boardwalk = [...before, ...added];
      return {
        memo: NO_BOX,
        emit: [NO_PREVIEW, { type: 'edit', action: { type: 'editBuilding', building, boardwalk } }],
      };
    },
    dragCancel: (): Step => ({ memo: NO_BOX, emit: [NO_PREVIEW] }),
    leave: () => ({ emit: [NO_PREVIEW] }),
  };
}
