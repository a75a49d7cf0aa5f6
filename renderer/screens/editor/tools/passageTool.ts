import type { Square } from '../../../../engine/core.ts';
import type { ToolBehaviour, ToolStep } from '../../../tools/toolChart.ts';
import type { EditorOutput, EditorToolContext } from '../editorOutput.ts';
import { boxOnMap, boxPreview, NO_BOX, NO_PREVIEW, type BoxMemo } from './boxDrag.ts';

type Step = ToolStep<BoxMemo, EditorOutput>;

/**
 * The passage tool (issue 12, item 2; E3: stairs and ladders are the only way up a rank): a click
 * lays a one-square passage of the chosen kind, a drag a box of it, as one passage (one edit,
 * one undo step). The square under the pointer, then the box, is previewed before anything is
 * laid.
 */
export function passageTool(context: EditorToolContext): ToolBehaviour<BoxMemo, EditorOutput> {
  const lay = (squares: Square[]): EditorOutput[] =>
    squares.length
      ? [{ type: 'edit', action: { type: 'addPassage', kind: context.options().passage, squares } }]
      : [];
  return {
    id: 'passage',
    memo: NO_BOX,
    dragPans: false,
    hover: (_memo, square): Step => ({
      emit: [
        square ? { type: 'preview', preview: { squares: [square], tone: 'add' } } : NO_PREVIEW,
      ],
    }),
    click: (_memo, square): Step => ({
      memo: NO_BOX,
      emit: square ? lay(boxOnMap(context.map(), square, square)) : [],
    }),
    dragStart: (_memo, from, to): Step => {
      const start = from ?? to;
      if (!start) return { memo: NO_BOX };
      const end = to ?? start;
      return {
        memo: { from: start, to: end, shift: false },
        emit: [boxPreview(start, end, 'add')],
      };
    },
    dragMove: (memo, to): Step => {
      if (!memo.from || !to) return {};
      return { memo: { ...memo, to }, emit: [boxPreview(memo.from, to, 'add')] };
    },
    dragEnd: (memo, to): Step => {
      if (!memo.from) return { memo: NO_BOX };
      const end = to ?? memo.to ?? memo.from;
      return { memo: NO_BOX, emit: [NO_PREVIEW, ...lay(boxOnMap(context.map(), memo.from, end))] };
    },
    dragCancel: (): Step => ({ memo: NO_BOX, emit: [NO_PREVIEW] }),
    leave: () => ({ emit: [NO_PREVIEW] }),
  };
}
