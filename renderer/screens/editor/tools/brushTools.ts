import type { Square } from '../../../../engine/core.ts';
import type { EditActionInput } from '../../../../engine/skirmish.ts';
import type { PreviewTone } from '../../../board/overlays/editorOverlay.ts';
import type { ToolBehaviour, ToolStep } from '../../../tools/toolChart.ts';
import type { EditorOutput, EditorToolContext } from '../editorOutput.ts';
import { squaresBetween, squaresInBox } from '../squareLine.ts';

interface BrushMemo {
  /** The square the stroke last painted (a drag), or the box's far corner so far. */
  last: Square | null;
  /** Shift held at the press: the drag fills a box from this corner instead of a stroke. */
  box: Square | null;
}

const IDLE: BrushMemo = { last: null, box: null };

type Step = ToolStep<BrushMemo, EditorOutput>;

/**
 * A square brush (issue 12, item 2): a click paints one square; a drag paints a stroke, every
 * square the pointer crosses, as one undo step (a gesture); a Shift-drag previews the box between
 * its corners and fills it on release. The square under the pointer is previewed in the brush's
 * tone before anything is painted. `paint` says which edit paints a set of squares with the
 * options as they are now.
 */
function brushTool(
  id: string,
  context: EditorToolContext,
  paint: (squares: Square[]) => EditActionInput,
  tone: () => PreviewTone,
): ToolBehaviour<BrushMemo, EditorOutput> {
  const preview = (squares: readonly Square[] | null): EditorOutput => ({
    type: 'preview',
    preview: squares ? { squares, tone: tone() } : null,
  });
  const edit = (squares: Square[]): EditorOutput => ({ type: 'edit', action: paint(squares) });
  const onMap = (squares: Square[]) => {
    const [w, h] = context.map().size;
    return squares.filter(([x, y]) => x >= 0 && y >= 0 && x < w && y < h);
  };
  return {
    id,
    memo: IDLE,
    dragPans: false,
    hover: (_memo, square) => ({ emit: [preview(square ? [square] : null)] }),
    click: (_memo, square): Step =>
      square ? { memo: IDLE, emit: [edit([square])] } : { memo: IDLE },
    dragStart: (_memo, from, to, detail): Step => {
      const start = from ?? to;
      if (!start) return { memo: IDLE };
      const end = to ?? start;
      if (detail.modifiers.shift)
        return {
          memo: { last: end, box: start },
          emit: [preview(onMap(squaresInBox(start, end)))],
        };
      return {
        memo: { last: end, box: null },
        emit: [{ type: 'gesture', phase: 'begin' }, edit(onMap(squaresBetween(start, end)))],
      };
    },
    dragMove: (memo, to): Step => {
      if (!to || !memo.last) return {};
      if (memo.box)
        return { memo: { ...memo, last: to }, emit: [preview(onMap(squaresInBox(memo.box, to)))] };
      const squares = onMap(squaresBetween(memo.last, to).slice(1));
      return {
        memo: { ...memo, last: to },
        emit: squares.length ? [edit(squares), preview([to])] : [],
      };
    },
    dragEnd: (memo, to): Step => {
      if (memo.box) {
        const squares = onMap(squaresInBox(memo.box, to ?? memo.last ?? memo.box));
        return { memo: IDLE, emit: [preview(null), ...(squares.length ? [edit(squares)] : [])] };
      }
      return memo.last ? { memo: IDLE, emit: [{ type: 'gesture', phase: 'end' }] } : { memo: IDLE };
    },
    dragCancel: (memo): Step => ({
      memo: IDLE,
      emit:
        memo.box || !memo.last
          ? [preview(null)]
          : [{ type: 'gesture', phase: 'cancel' }, preview(null)],
    }),
    leave: () => ({ emit: [preview(null)] }),
  };
}

/** Paints the chosen terrain kind, or erases terrain when none is chosen. */
export function terrainTool(context: EditorToolContext) {
  return brushTool(
    'terrain',
    context,
    (squares) => {
      const kind = context.options().terrain;
      return kind ? { type: 'paintTerrain', kind, squares } : { type: 'eraseTerrain', squares };
    },
    () => (context.options().terrain ? 'add' : 'erase'),
  );
}

/** E1–E4: raises (or lowers) squares to the chosen rank; rank 0 is the ground again. */
export function rankTool(context: EditorToolContext) {
  return brushTool(
    'rank',
    context,
    (squares) => ({ type: 'paintRank', rank: context.options().rank, squares }),
    () => (context.options().rank > 0 ? 'add' : 'erase'),
  );
}
