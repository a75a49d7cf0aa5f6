import { describe, expect, it } from 'vitest';
import { mapSchema, type GameMap, type Square } from '../../../../../engine/index.ts';
import {
  DEFAULT_EDITOR_OPTIONS,
  type EditorOptions,
} from '../../../../../renderer/screens/editor/editorOptions.ts';
import type { EditorOutput } from '../../../../../renderer/screens/editor/editorOutput.ts';
import { EMPTY_SELECTION } from '../../../../../renderer/screens/editor/editorStore.ts';
import { rankTool, terrainTool } from '../../../../../renderer/screens/editor/tools/brushTools.ts';
import { ToolManager } from '../../../../../renderer/tools/toolManager.ts';

/** Squares of 40 screen pixels from the canvas's corner, as toolDriver.ts has them. */
const PX = 40;
const squareAt = (x: number, y: number): Square | null =>
  x < 0 || y < 0 ? null : [Math.floor(x / PX), Math.floor(y / PX)];
const centre = ([x, y]: Square) => ({ x: (x + 0.5) * PX, y: (y + 0.5) * PX });

/** Drives the two brushes through the tool manager, recording what they ask for. */
function brushes(options: Partial<EditorOptions> = {}) {
  const map: GameMap = mapSchema.parse({ size: [10, 8] });
  const outputs: EditorOutput[] = [];
  const tools = new ToolManager<'terrain' | 'rank', EditorOutput>(
    {
      camera: { view: { x: 0, y: 0, scale: 1 }, setView: () => {} },
      output: (e) => outputs.push(e),
    },
    [terrainTool, rankTool].map((make) =>
      make({
        map: () => map,
        selection: () => EMPTY_SELECTION,
        options: () => ({ ...DEFAULT_EDITOR_OPTIONS, ...options }),
      }),
    ),
  );
  const at = (square: Square, shift = false) => {
    const { x, y } = centre(square);
    return {
      at: { x, y },
      square: squareAt(x, y),
      pointerId: 1,
      point: [x / PX, y / PX] as const,
      modifiers: { shift, alt: false, ctrl: false },
    };
  };
  const driver = {
    tools,
    outputs,
    /** The edits asked for, and the gestures around them, in order. */
    get edits() {
      return outputs.filter((o) => o.type === 'edit' || o.type === 'gesture');
    },
    down(square: Square, shift = false) {
      tools.send({ type: 'POINTER_DOWN', ...at(square, shift), button: 0 });
      return driver;
    },
    move(square: Square, shift = false) {
      tools.send({ type: 'POINTER_MOVE', ...at(square, shift) });
      return driver;
    },
    up(square: Square, shift = false) {
      tools.send({ type: 'POINTER_UP', ...at(square, shift) });
      return driver;
    },
  };
  return driver;
}

describe('the terrain brush', () => {
  it('a click paints the one square, as an edit outside any gesture', () => {
    const d = brushes({ terrain: 'grass' });
    d.down([2, 3]).up([2, 3]);
    expect(d.tools.path).toBe('terrain.idle');
    expect(d.edits).toEqual([
      { type: 'edit', action: { type: 'paintTerrain', kind: 'grass', squares: [[2, 3]] } },
    ]);
  });

  it('a drag is one gesture that paints every square the pointer crossed, none twice', () => {
    const d = brushes({ terrain: 'water' });
    d.down([1, 1]).move([4, 1]);
    expect(d.tools.path).toBe('terrain.dragging');
    d.move([4, 3]).up([4, 3]);
    const painted = d.edits.flatMap((o) =>
      o.type === 'edit' && o.action.type === 'paintTerrain' ? o.action.squares : [],
    );
    expect(d.edits[0]).toEqual({ type: 'gesture', phase: 'begin' });
    expect(d.edits.at(-1)).toEqual({ type: 'gesture', phase: 'end' });
    expect(painted).toEqual([
      [1, 1],
      [2, 1],
      [3, 1],
      [4, 1],
      [4, 2],
      [4, 3],
    ]);
  });

  it('with no terrain chosen it erases', () => {
    const d = brushes({ terrain: null });
    d.down([5, 5]).up([5, 5]);
    expect(d.edits).toEqual([
      { type: 'edit', action: { type: 'eraseTerrain', squares: [[5, 5]] } },
    ]);
  });

  it('cancelled mid-stroke (another tool picked, Esc), the gesture is abandoned', () => {
    const d = brushes();
    d.down([1, 1]).move([3, 1]);
    d.tools.cancel();
    expect(d.tools.path).toBe('terrain.idle');
    expect(d.edits.at(-1)).toEqual({ type: 'gesture', phase: 'cancel' });
    expect(d.outputs.at(-1)).toEqual({ type: 'preview', preview: null });
  });

  it('a stroke leaving the map paints only the squares on it', () => {
    const d = brushes();
    d.down([8, 2]).move([12, 2]).up([12, 2]);
    const painted = d.edits.flatMap((o) =>
      o.type === 'edit' ? (o.action as { squares: Square[] }).squares : [],
    );
    expect(painted).toEqual([
      [8, 2],
      [9, 2],
    ]);
  });
});

describe('the rank brush (E1)', () => {
  it('a Shift-drag previews the box and fills it on release with one edit, no gesture', () => {
    const d = brushes({ rank: 2 });
    d.tools.use('rank');
    d.down([1, 1], true).move([3, 2], true);
    const preview = d.outputs.filter((o) => o.type === 'preview').at(-1);
    expect(preview).toMatchObject({ preview: { tone: 'add' } });
    expect(d.edits).toEqual([]);
    d.up([3, 2], true);
    expect(d.edits).toEqual([
      {
        type: 'edit',
        action: {
          type: 'paintRank',
          rank: 2,
          squares: [
            [1, 1],
            [2, 1],
            [3, 1],
            [1, 2],
            [2, 2],
            [3, 2],
          ],
        },
      },
    ]);
  });

  it('rank 0 is the ground again, previewed as erasing', () => {
    const d = brushes({ rank: 0 });
    d.tools.use('rank');
    d.move([4, 4]);
    expect(d.outputs.at(-1)).toEqual({
      type: 'preview',
      preview: { squares: [[4, 4]], tone: 'erase' },
    });
    d.down([4, 4]).up([4, 4]);
    expect(d.edits).toEqual([
      { type: 'edit', action: { type: 'paintRank', rank: 0, squares: [[4, 4]] } },
    ]);
  });
});
