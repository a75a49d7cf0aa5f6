import type { Square } from '../../../../engine/core.ts';
import type { EditActionInput, GameMap } from '../../../../engine/skirmish.ts';
import type { ToolBehaviour, ToolStep } from '../../../tools/toolChart.ts';
import type { EditorOptions } from '../editorOptions.ts';
import type { EditorOutput, EditorToolContext } from '../editorOutput.ts';
import { squaresInBox } from '../squareLine.ts';
import { placementVerdict } from './placementVerdict.ts';

type Step = ToolStep<null, EditorOutput>;

/** The squares a w×h object takes with its top-left corner on `at`. */
export function coverFootprint(at: Square, [w, h]: readonly [number, number]): Square[] {
  return squaresInBox(at, [at[0] + w - 1, at[1] + h - 1]);
}

/** The cover object on this square, if any (the last drawn, as the board shows it on top). */
export function coverAt(map: GameMap, [x, y]: Square): GameMap['cover'][number] | undefined {
  return map.cover.findLast((c) => c.squares.some(([cx, cy]) => cx === x && cy === y));
}

function placeAction(options: EditorOptions, at: Square): EditActionInput {
  return {
    type: 'placeCover',
    kind: options.cover.kind,
    squares: coverFootprint(at, options.cover.size),
  };
}

/**
 * The cover tool (issue 12, item 2; G2): the pointer's square is the top-left corner of the
 * object the options describe (kind, w×h), previewed where it would go, crossed out where the
 * engine would refuse it (off the map) or where it would stand on another object or a token (the
 * map's live validation: G2, an object fills its squares and nobody stands in cover). A click
 * places it; a click on an object already there selects it instead, for its options to resize
 * and rotate (R). A refused click says why and places nothing.
 */
export function coverTool(context: EditorToolContext): ToolBehaviour<null, EditorOutput> {
  const verdictAt = (at: Square) => {
    const action = placeAction(context.options(), at);
    const squares = action.type === 'placeCover' ? action.squares : [];
    return { action, squares, verdict: placementVerdict(context.map(), action, squares) };
  };
  return {
    id: 'cover',
    memo: null,
    dragPans: false,
    hover: (_memo, square): Step => {
      if (!square) return { emit: [{ type: 'preview', preview: null }] };
      const { squares, verdict } = verdictAt(square);
      return {
        emit: [
          {
            type: 'preview',
            preview: { squares, tone: verdict.kind === 'ok' ? 'add' : 'refused' },
          },
        ],
      };
    },
    click: (_memo, square): Step => {
      if (!square) return {};
      const object = coverAt(context.map(), square);
      if (object?.id) return { emit: [{ type: 'select', selection: { cover: [object.id] } }] };
      const { action, verdict } = verdictAt(square);
      // Refused by the engine: the edit still goes, for the store to state the engine's reason.
      if (verdict.kind === 'flagged')
        return { emit: [{ type: 'say', text: `Nothing placed: ${verdict.reason}.` }] };
      return { emit: [{ type: 'edit', action }] };
    },
    leave: () => ({ emit: [{ type: 'preview', preview: null }] }),
  };
}
