import { expect } from 'vitest';
import type { Square } from '../../../../engine/index.ts';
import type { View } from '../../../../renderer/board/camera.ts';
import type { MeasureLine } from '../../../../renderer/tools/measureTool.ts';
import type { PlayOutput } from '../../../../renderer/tools/playTool.ts';
import { DRAG_THRESHOLD_PX } from '../../../../renderer/tools/toolChart.ts';
import {
  createTableTools,
  type TableToolManager,
  type ToolId,
} from '../../../../renderer/tools/tableTools.ts';

/**
 * A map of squares of this many screen pixels from the canvas's corner: pixel (x, y) is on square
 * ⌊x/40⌋, ⌊y/40⌋; a negative pixel is off the map.
 */
const SQUARE_PX = 40;
const squareAt = (x: number, y: number): Square | null =>
  x < 0 || y < 0 ? null : [Math.floor(x / SQUARE_PX), Math.floor(y / SQUARE_PX)];

/** A point in the middle of a square, in canvas pixels. */
export const centre = ([x, y]: Square) => ({ x: (x + 0.5) * SQUARE_PX, y: (y + 0.5) * SQUARE_PX });

export { DRAG_THRESHOLD_PX };

/**
 * Drives the tool manager with pointer sequences, as tldraw's TestEditor does, recording what the
 * tools asked for: the camera's view, the play tool's outputs, the measures, the captures. Each
 * call returns the driver, so a test reads as the gesture it makes.
 */
export class ToolDriver {
  private readonly camera = {
    view: { x: 0, y: 0, scale: 1 } as View,
    setView: (view: View) => {
      this.camera.view = view;
    },
  };
  readonly play: PlayOutput[] = [];
  readonly measures: MeasureLine[] = [];
  readonly captured = new Set<number>();
  cursor = '';
  readonly tools: TableToolManager;
  private pointer = { x: 0, y: 0 };

  constructor() {
    this.tools = createTableTools({
      camera: this.camera,
      surface: {
        capture: (id) => this.captured.add(id),
        release: (id) => this.captured.delete(id),
        cursor: (c) => (this.cursor = c),
      },
      play: (o) => this.play.push(o),
      measure: (l) => this.measures.push(l),
    });
  }

  /** The camera's view, as the tools left it. */
  get view(): View {
    return this.camera.view;
  }

  use(id: ToolId) {
    this.tools.use(id);
    return this;
  }

  pointerDown(x = this.pointer.x, y = this.pointer.y, button = 0) {
    this.pointer = { x, y };
    this.tools.send({
      type: 'POINTER_DOWN',
      at: { x, y },
      square: squareAt(x, y),
      button,
      pointerId: 1,
    });
    return this;
  }

  pointerMove(x: number, y: number) {
    this.pointer = { x, y };
    this.tools.send({ type: 'POINTER_MOVE', at: { x, y }, square: squareAt(x, y), pointerId: 1 });
    return this;
  }

  pointerUp(x = this.pointer.x, y = this.pointer.y) {
    this.pointer = { x, y };
    this.tools.send({ type: 'POINTER_UP', at: { x, y }, square: squareAt(x, y), pointerId: 1 });
    return this;
  }

  pointerCancel() {
    this.tools.send({ type: 'POINTER_CANCEL', pointerId: 1 });
    return this;
  }

  click(x: number, y: number, button = 0) {
    return this.pointerMove(x, y).pointerDown(x, y, button).pointerUp(x, y);
  }

  space(held: boolean) {
    this.tools.send({ type: 'SPACE', held });
    return this;
  }

  /** Asserts the active tool and its state, "measure.dragging" (tldraw's expectToBeIn). */
  expectToBeIn(path: string) {
    expect(this.tools.path).toBe(path);
    return this;
  }

  get clicks() {
    return this.play.filter((o) => o.type === 'click');
  }
}
