import type { Square } from '../../../../engine/core.ts';
import type { GameMap } from '../../../../engine/skirmish.ts';
import type { PreviewTone } from '../../../board/overlays/editorOverlay.ts';
import type { EditorOutput } from '../editorOutput.ts';
import { squaresInBox } from '../squareLine.ts';

/** A box being dragged out: the square it started on and the one the pointer is on now. */
export interface BoxMemo {
  from: Square | null;
  to: Square | null;
  /** Shift held at the press (the building tool's boardwalk). */
  shift: boolean;
}

export const NO_BOX: BoxMemo = { from: null, to: null, shift: false };

/** The box's squares that are on the map (a drag may run past its edge). */
export function boxOnMap(map: GameMap, from: Square, to: Square): Square[] {
  const [w, h] = map.size;
  return squaresInBox(from, to).filter(([x, y]) => x < w && y < h);
}

/** The box drawn on the board as the drag goes, [left, top, right, bottom]. */
export function boxPreview(from: Square, to: Square, tone: PreviewTone): EditorOutput {
  return {
    type: 'preview',
    preview: {
      box: [
        Math.min(from[0], to[0]),
        Math.min(from[1], to[1]),
        Math.max(from[0], to[0]),
        Math.max(from[1], to[1]),
      ],
      tone,
    },
  };
}

export const NO_PREVIEW: EditorOutput = { type: 'preview', preview: null };
