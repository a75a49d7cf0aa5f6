import { Container, Graphics } from 'pixi.js';
import type { Segment, Square } from '../../../engine/core.ts';
import { CELL } from '../boardUnits.ts';
import { OVERLAY_COLORS } from '../palette.ts';

/** What a tool's drag would do, drawn before it is done: to add, to take away, or refused. */
export type PreviewTone = 'add' | 'erase' | 'refused';

/**
 * The map editor's marks on the board: what is selected, what the tool under way would do, and
 * the squares a validation finding names. Built by the editor view from its store and the active
 * tool's preview; the board only draws it.
 */
export interface EditorOverlayModel {
  /** Squares selected (painted squares, and the squares of selected objects and tokens). */
  selected: readonly Square[];
  /** Walls, doors and windows selected. */
  segments: readonly Segment[];
  /** The active tool's preview, or none. */
  preview: {
    squares?: readonly Square[];
    segments?: readonly Segment[];
    /** A box being dragged out, [left, top, right, bottom] in squares, inclusive. */
    box?: readonly [number, number, number, number];
    tone: PreviewTone;
  } | null;
  /** Squares a clicked validation finding names. */
  flagged: readonly Square[];
  /**
   * The background image's outline, [left, top, width, height] in squares, and the side of its
   * scale handle at the bottom-right corner, while the align tool is out (issue 12, item 6).
   */
  image?: { frame: readonly [number, number, number, number]; handle: number } | null;
}

export const EMPTY_EDITOR_OVERLAY: EditorOverlayModel = {
  selected: [],
  segments: [],
  preview: null,
  flagged: [],
};

const TONE_COLOR = {
  add: OVERLAY_COLORS.reach,
  erase: OVERLAY_COLORS.danger,
  refused: OVERLAY_COLORS.danger,
} as const;

/**
 * Draws the editor's marks in world space, above the map and under the tokens. Outlines are dark
 * then light, as the measure's are, so they read on light and dark ground; a preview is filled
 * faintly in its tone, and a refused one is crossed out, so the colour never says it alone.
 */
export class EditorOverlay {
  readonly container = new Container({ label: 'editor' });
  private model: EditorOverlayModel | null = null;
  drawCount = 0;

  update(model: EditorOverlayModel | null): void {
    if (model === this.model) return;
    this.model = model;
    this.drawCount += 1;
    for (const child of this.container.removeChildren()) child.destroy();
    if (!model) return;
    const g = new Graphics();
    this.container.addChild(g);
    const squares = (list: readonly Square[], inset: number) => {
      for (const [x, y] of list)
        g.rect(x * CELL + inset, y * CELL + inset, CELL - 2 * inset, CELL - 2 * inset);
    };
    const segments = (list: readonly Segment[]) => {
      for (const [x1, y1, x2, y2] of list)
        g.moveTo(x1 * CELL, y1 * CELL).lineTo(x2 * CELL, y2 * CELL);
    };

    const { preview } = model;
    if (preview) {
      const color = TONE_COLOR[preview.tone];
      if (preview.squares?.length) {
        squares(preview.squares, 1);
        g.fill({ color, alpha: 0.35 });
        squares(preview.squares, 1);
        g.stroke({ width: 2, color });
      }
      if (preview.box) {
        const [l, t, r, b] = preview.box;
        const [left, right] = [Math.min(l, r), Math.max(l, r)];
        const [top, bottom] = [Math.min(t, b), Math.max(t, b)];
        for (const [width, c] of [
          [5, OVERLAY_COLORS.pathEdge],
          [2, color],
        ] as const) {
          g.rect(left * CELL, top * CELL, (right - left + 1) * CELL, (bottom - top + 1) * CELL);
          g.stroke({ width, color: c });
        }
      }
      if (preview.segments?.length) {
        segments(preview.segments);
        g.stroke({ width: 11, color: OVERLAY_COLORS.pathEdge, cap: 'round' });
        segments(preview.segments);
        g.stroke({ width: 6, color, cap: 'round' });
      }
      if (preview.tone === 'refused')
        for (const [x, y] of preview.squares ?? []) {
          g.moveTo(x * CELL + 6, y * CELL + 6).lineTo((x + 1) * CELL - 6, (y + 1) * CELL - 6);
          g.moveTo((x + 1) * CELL - 6, y * CELL + 6).lineTo(x * CELL + 6, (y + 1) * CELL - 6);
          g.stroke({ width: 3, color });
        }
      // A refused wall (off the map, no length) is crossed at its middle: its colour is also
      // the erase tone's, which a wall under the wall tool's click has.
      if (preview.tone === 'refused')
        for (const [x1, y1, x2, y2] of preview.segments ?? []) {
          const [cx, cy, r] = [((x1 + x2) / 2) * CELL, ((y1 + y2) / 2) * CELL, CELL * 0.3];
          for (const [width, c] of [
            [7, OVERLAY_COLORS.pathEdge],
            [3, color],
          ] as const) {
            g.moveTo(cx - r, cy - r).lineTo(cx + r, cy + r);
            g.moveTo(cx + r, cy - r).lineTo(cx - r, cy + r);
            g.stroke({ width, color: c, cap: 'round' });
          }
        }
    }

    for (const [width, color] of [
      [5, OVERLAY_COLORS.pathEdge],
      [2, OVERLAY_COLORS.selected],
    ] as const) {
      squares(model.selected, 3);
      g.stroke({ width, color });
    }
    if (model.segments.length) {
      segments(model.segments);
      g.stroke({ width: 12, color: OVERLAY_COLORS.pathEdge, cap: 'round' });
      segments(model.segments);
      g.stroke({ width: 6, color: OVERLAY_COLORS.selected, cap: 'round' });
    }
    if (model.image) {
      const [left, top, width, height] = model.image.frame;
      const side = model.image.handle * CELL;
      const [right, bottom] = [(left + width) * CELL, (top + height) * CELL];
      // Dashed would say "a preview"; the outline is solid, dark then light like the others.
      for (const [w, c] of [
        [6, OVERLAY_COLORS.pathEdge],
        [2, OVERLAY_COLORS.selected],
      ] as const) {
        g.rect(left * CELL, top * CELL, width * CELL, height * CELL);
        g.stroke({ width: w, color: c });
      }
      g.rect(right - side / 2, bottom - side / 2, side, side);
      g.fill({ color: OVERLAY_COLORS.selected });
      g.rect(right - side / 2, bottom - side / 2, side, side);
      g.stroke({ width: 3, color: OVERLAY_COLORS.pathEdge });
    }
    if (model.flagged.length) {
      squares(model.flagged, 2);
      g.fill({ color: OVERLAY_COLORS.danger, alpha: 0.3 });
      squares(model.flagged, 2);
      g.stroke({ width: 4, color: OVERLAY_COLORS.danger });
    }
  }

  /** Forgets what it drew, so the next update draws it again (a new pixel density). */
  reset(): void {
    this.model = null;
  }
}
