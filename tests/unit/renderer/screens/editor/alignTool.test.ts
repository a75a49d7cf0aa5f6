import { describe, expect, it } from 'vitest';
import { mapSchema, type GameMap, type MapBackground } from '../../../../../engine/index.ts';
import { EditorStore } from '../../../../../renderer/screens/editor/editorStore.ts';
import { DEFAULT_EDITOR_OPTIONS } from '../../../../../renderer/screens/editor/editorOptions.ts';
import type { EditorOutput } from '../../../../../renderer/screens/editor/editorOutput.ts';
import {
  ALIGN_HANDLE_SQUARES,
  draggedBackground,
  gripAt,
  imageFrame,
} from '../../../../../renderer/screens/editor/tools/alignDrag.ts';
import { alignTool } from '../../../../../renderer/screens/editor/tools/alignTool.ts';
import type { MapPoint } from '../../../../../renderer/tools/toolChart.ts';
import { ToolManager } from '../../../../../renderer/tools/toolManager.ts';

/** A 400 × 200 px image laid at C2 (offset [2, 1]), 40 px a square: 10 × 5 squares. */
const PIXELS = [400, 200] as const;
const laid: MapBackground = { image: 'scan', offset: [2, 1], pixelsPerSquare: 40 };

describe('the align tool’s drag math (issue 12, item 6)', () => {
  it('frames the image from its offset and pixels a square', () => {
    expect(imageFrame(laid, PIXELS)).toEqual([2, 1, 10, 5]);
  });

  it('a press on the corner handle scales, one inside the image moves, one outside holds nothing', () => {
    const frame = imageFrame(laid, PIXELS);
    expect(gripAt(frame, [12, 6])).toBe('scale');
    // Half the handle lies outside the image: a press just past the corner still scales.
    expect(gripAt(frame, [12 + ALIGN_HANDLE_SQUARES / 2 - 0.01, 6.1])).toBe('scale');
    expect(gripAt(frame, [5, 3])).toBe('move');
    expect(gripAt(frame, [1.5, 3])).toBeNull();
    expect(gripAt(frame, [13, 7])).toBeNull();
  });

  it('a move shifts the offset by the pointer’s travel, the scale untouched', () => {
    expect(draggedBackground(laid, PIXELS, 'move', [5, 3], [6.5, 2.25])).toEqual({
      ...laid,
      offset: [3.5, 0.25],
    });
  });

  it('a scale keeps the top-left corner and brings the bottom-right one to the pointer', () => {
    // The corner dragged from [12, 6] to [22, 11]: the image is twice as wide, 20 px a square.
    const scaled = draggedBackground(laid, PIXELS, 'scale', [12, 6], [22, 11]);
    expect(scaled).toEqual({ ...laid, pixelsPerSquare: 20 });
    const [left, top, width, height] = imageFrame(scaled, PIXELS);
    expect([left, top, left + width, top + height]).toEqual([2, 1, 22, 11]);
  });

  it('a scale off the diagonal keeps the image’s proportions (the travel is projected)', () => {
    // Straight right by 5: along the 10 × 5 diagonal that is a factor of (15·10 + 5·5) / 125 = 1.4.
    const scaled = draggedBackground(laid, PIXELS, 'scale', [12, 6], [17, 6]);
    expect(scaled.pixelsPerSquare).toBeCloseTo(40 / 1.4, 2);
    expect(scaled.offset).toEqual(laid.offset);
  });

  it('a scale dragged past the top-left corner stops at the schema’s bounds, never below 1 px', () => {
    expect(draggedBackground(laid, PIXELS, 'scale', [12, 6], [0, 0]).pixelsPerSquare).toBe(2048);
    const huge = draggedBackground(laid, PIXELS, 'scale', [12, 6], [5000, 2500]);
    expect(huge.pixelsPerSquare).toBeGreaterThanOrEqual(1);
  });
});

/** The align tool in a tool manager, its outputs done on an editor store as EditorBoard does. */
function driven(map: GameMap, pixels: readonly [number, number] | null = PIXELS) {
  const editor = new EditorStore(map);
  const outputs: EditorOutput[] = [];
  const tools = new ToolManager<'align', EditorOutput>(
    {
      camera: { view: { x: 0, y: 0, scale: 1 }, setView: () => {} },
      output: (e) => {
        outputs.push(e);
        if (e.type === 'edit') editor.edit(e.action);
        else if (e.type === 'gesture')
          if (e.phase === 'begin') editor.beginGesture();
          else if (e.phase === 'end') editor.endGesture();
          else editor.cancelGesture();
      },
    },
    [
      alignTool({
        map: () => editor.map,
        selection: () => editor.selection.get(),
        options: () => DEFAULT_EDITOR_OPTIONS,
        backgroundSize: () => pixels,
      }),
    ],
  );
  // 10 screen px a square, so the chart's 5 px threshold is half a square.
  const at = ([x, y]: MapPoint) => ({ x: x * 10, y: y * 10 });
  const event = (type: 'POINTER_DOWN' | 'POINTER_MOVE' | 'POINTER_UP', point: MapPoint) => {
    const base = { at: at(point), square: null, pointerId: 1, point };
    tools.send(type === 'POINTER_DOWN' ? { type, ...base, button: 0 } : { type, ...base });
  };
  return {
    editor,
    tools,
    outputs,
    drag(from: MapPoint, ...through: MapPoint[]) {
      event('POINTER_DOWN', from);
      for (const p of through) event('POINTER_MOVE', p);
      return this;
    },
    release(to: MapPoint) {
      event('POINTER_UP', to);
      return this;
    },
  };
}

const withImage = mapSchema.parse({ size: [20, 12], background: laid });

describe('the align tool (issue 12, item 6)', () => {
  it('dragging the handle changes pixels a square as one undo step', () => {
    const d = driven(withImage).drag([12, 6], [14, 7], [17, 8.5]);
    expect(d.tools.path).toBe('align.dragging');
    d.release([22, 11]);
    expect(d.tools.path).toBe('align.idle');
    expect(d.editor.map.background).toEqual({ ...laid, pixelsPerSquare: 20 });
    expect(d.outputs.filter((o) => o.type === 'gesture').map((o) => o.phase)).toEqual([
      'begin',
      'end',
    ]);
    expect(d.editor.undo()).toBe(true);
    expect(d.editor.map.background).toEqual(laid);
    expect(d.editor.canUndo).toBe(false);
  });

  it('dragging inside the image moves it; Esc mid-drag (a cancel) puts it back', () => {
    const d = driven(withImage).drag([5, 3], [6, 3], [8, 5]);
    expect(d.editor.map.background?.offset).toEqual([5, 3]);
    d.tools.cancel();
    expect(d.editor.map.background).toEqual(laid);
    expect(d.editor.canUndo).toBe(false);
  });

  it('a drag outside the image, or with no image drawn yet, edits nothing', () => {
    const outside = driven(withImage).drag([1, 10], [4, 11]).release([4, 11]);
    expect(outside.outputs).toEqual([]);
    const unloaded = driven(withImage, null).drag([5, 3], [8, 5]).release([8, 5]);
    expect(unloaded.outputs).toEqual([]);
    const bare = driven(mapSchema.parse({ size: [20, 12] }))
      .drag([5, 3], [8, 5])
      .release([8, 5]);
    expect(bare.outputs).toEqual([]);
  });
});
