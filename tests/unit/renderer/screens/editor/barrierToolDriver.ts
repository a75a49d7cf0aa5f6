import { expect } from 'vitest';
import { applyEdit, mapSchema, type GameMap } from '../../../../../engine/index.ts';
import type { View } from '../../../../../renderer/board/camera.ts';
import { EMPTY_SELECTION } from '../../../../../renderer/screens/editor/editorStore.ts';
import {
  DEFAULT_EDITOR_OPTIONS,
  type EditorOptions,
} from '../../../../../renderer/screens/editor/editorOptions.ts';
import type { EditorOutput } from '../../../../../renderer/screens/editor/editorOutput.ts';
import {
  createEditorTools,
  type EditorToolId,
  type EditorToolManager,
} from '../../../../../renderer/screens/editor/editorTools.ts';
import { NO_MODIFIERS, type Modifiers } from '../../../../../renderer/tools/toolChart.ts';

/** Screen pixels per square: the canvas's pixel (x, y) is map point (x/40, y/40). */
export const SQUARE_PX = 40;

/** The canvas pixel of a map point in squares, (2, 3) being the vertex at C4's top-left. */
export const px = (x: number, y: number) => ({ x: x * SQUARE_PX, y: y * SQUARE_PX });

export function blankMap(size: [number, number] = [10, 8], extra: Partial<GameMap> = {}): GameMap {
  return mapSchema.parse({ name: 'Test', size, ...extra });
}

/**
 * Drives the editor's tools with pointer sequences at map points, as tldraw's TestEditor does,
 * and records what they ask for. Edits are applied to the driver's map with the engine's
 * applyEdit, as the editor store would (a refusal leaves the map), so a test can follow a tool
 * across edits; the outputs are kept as emitted.
 */
export class BarrierToolDriver {
  readonly outputs: EditorOutput[] = [];
  readonly refusals: string[] = [];
  readonly tools: EditorToolManager;
  options: EditorOptions = DEFAULT_EDITOR_OPTIONS;
  private pointer = { x: 0, y: 0 };

  constructor(public map: GameMap = blankMap()) {
    const camera = {
      view: { x: 0, y: 0, scale: 1 } as View,
      setView(view: View) {
        camera.view = view;
      },
    };
    this.tools = createEditorTools(
      {
        camera,
        output: (e) => {
          this.outputs.push(e);
          if (e.type !== 'edit') return;
          const result = applyEdit(this.map, e.action);
          if (result.ok) this.map = result.map;
          else this.refusals.push(result.reason);
        },
      },
      { map: () => this.map, selection: () => EMPTY_SELECTION, options: () => this.options },
    );
  }

  use(id: EditorToolId) {
    this.tools.use(id);
    return this;
  }

  private event(x: number, y: number, modifiers: Partial<Modifiers>) {
    this.pointer = px(x, y);
    return {
      at: this.pointer,
      square: x < 0 || y < 0 ? null : ([Math.floor(x), Math.floor(y)] as [number, number]),
      pointerId: 1,
      point: [x, y] as const,
      modifiers: { ...NO_MODIFIERS, ...modifiers },
    };
  }

  /** The pointer moves to map point (x, y), pressed or not. */
  move(x: number, y: number, modifiers: Partial<Modifiers> = {}) {
    this.tools.send({ type: 'POINTER_MOVE', ...this.event(x, y, modifiers) });
    return this;
  }

  down(x: number, y: number, modifiers: Partial<Modifiers> = {}) {
    this.tools.send({ type: 'POINTER_DOWN', button: 0, ...this.event(x, y, modifiers) });
    return this;
  }

  up(x: number, y: number, modifiers: Partial<Modifiers> = {}) {
    this.tools.send({ type: 'POINTER_UP', ...this.event(x, y, modifiers) });
    return this;
  }

  click(x: number, y: number, modifiers: Partial<Modifiers> = {}) {
    return this.move(x, y, modifiers).down(x, y, modifiers).up(x, y, modifiers);
  }

  /** A press at one point dragged through the others (each a pointer move) and released. */
  drag(points: [number, number][], modifiers: Partial<Modifiers> = {}) {
    const [first, ...rest] = points;
    this.move(...first!, modifiers).down(...first!, modifiers);
    for (const p of rest) this.move(...p, modifiers);
    const last = rest.at(-1) ?? first!;
    return this.up(...last, modifiers);
  }

  /** The browser takes the pointer away mid-press (a touch turned scroll, the window lost it). */
  pointerCancel() {
    this.tools.send({ type: 'POINTER_CANCEL', pointerId: 1 });
    return this;
  }

  /** Esc: the editor's cancel-edit key asks the manager to cancel what is under way. */
  cancel() {
    this.tools.cancel();
    return this;
  }

  /** Forgets the outputs so far, so a test asserts only what comes next. */
  clear() {
    this.outputs.length = 0;
    return this;
  }

  expectToBeIn(path: string) {
    expect(this.tools.path).toBe(path);
    return this;
  }

  get edits() {
    return this.outputs.flatMap((o) => (o.type === 'edit' ? [o.action] : []));
  }

  /** The last preview asked for (undefined: none asked since the last clear). */
  get preview() {
    const last = this.outputs.filter((o) => o.type === 'preview').at(-1);
    return last?.type === 'preview' ? last.preview : undefined;
  }
}
