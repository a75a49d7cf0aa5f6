import { expect } from 'vitest';
import { mapSchema, type GameMap, type Square } from '../../../../../engine/index.ts';
import type { GameMapInput } from '../../../../../engine/model/map.ts';
import type { EditorOverlayModel } from '../../../../../renderer/board/overlays/editorOverlay.ts';
import {
  changeOptions,
  createEditorOptions,
  type EditorOptions,
} from '../../../../../renderer/screens/editor/editorOptions.ts';
import type { EditorOutput } from '../../../../../renderer/screens/editor/editorOutput.ts';
import { EditorStore } from '../../../../../renderer/screens/editor/editorStore.ts';
import {
  createEditorTools,
  type EditorToolId,
  type EditorToolManager,
} from '../../../../../renderer/screens/editor/editorTools.ts';
import type { Modifiers } from '../../../../../renderer/tools/toolChart.ts';

/** Screen pixels per square: pixel (x, y) is on square ⌊x/40⌋, ⌊y/40⌋. */
const SQUARE_PX = 40;

/**
 * Drives the editor's tools with pointer sequences over a real EditorStore, doing each output as
 * the editor's board does (EditorBoard.tsx), and records them: a test reads as the gesture it
 * makes, then asserts the map, the store's sentence, the preview and the tool's state.
 */
export class EditorDriver {
  readonly editor: EditorStore;
  readonly options = createEditorOptions();
  readonly outputs: EditorOutput[] = [];
  preview: EditorOverlayModel['preview'] = null;
  readonly tools: EditorToolManager;
  private modifiers: Modifiers = { shift: false, alt: false, ctrl: false };

  constructor(map: GameMapInput = { size: [10, 8] }) {
    this.editor = new EditorStore(mapSchema.parse(map));
    this.tools = createEditorTools(
      {
        camera: { view: { x: 0, y: 0, scale: 1 }, setView: () => {} },
        surface: { capture: () => {}, release: () => {}, cursor: () => {} },
        output: (e) => this.perform(e),
      },
      {
        map: () => this.editor.map,
        selection: () => this.editor.selection.get(),
        options: this.options.get,
      },
    );
  }

  get map(): GameMap {
    return this.editor.map;
  }

  use(id: EditorToolId, change: Partial<EditorOptions> = {}) {
    changeOptions(this.options, change);
    this.tools.use(id);
    return this;
  }

  shift(held: boolean) {
    this.modifiers = { ...this.modifiers, shift: held };
    return this;
  }

  private event(square: Square) {
    const at = { x: (square[0] + 0.5) * SQUARE_PX, y: (square[1] + 0.5) * SQUARE_PX };
    return {
      at,
      square,
      pointerId: 1,
      point: [square[0] + 0.5, square[1] + 0.5] as const,
      modifiers: this.modifiers,
    };
  }

  move(square: Square) {
    this.tools.send({ type: 'POINTER_MOVE', ...this.event(square) });
    return this;
  }

  down(square: Square) {
    this.tools.send({ type: 'POINTER_DOWN', button: 0, ...this.event(square) });
    return this;
  }

  up(square: Square) {
    this.tools.send({ type: 'POINTER_UP', ...this.event(square) });
    return this;
  }

  click(square: Square) {
    return this.move(square).down(square).up(square);
  }

  /** A press on one square, moved to the other (past the threshold), not yet released. */
  dragTo(from: Square, to: Square) {
    return this.move(from).down(from).move(to);
  }

  drag(from: Square, to: Square) {
    return this.dragTo(from, to).up(to);
  }

  cancel() {
    this.tools.cancel();
    return this;
  }

  expectToBeIn(path: string) {
    expect(this.tools.path).toBe(path);
    return this;
  }

  /** What the editor last said, or null. */
  get said(): string | null {
    return this.editor.message.get()?.text ?? null;
  }

  private perform(e: EditorOutput) {
    if (!('type' in e)) return;
    this.outputs.push(e);
    switch (e.type) {
      case 'edit':
        this.editor.edit(e.action);
        return;
      case 'gesture':
        if (e.phase === 'begin') this.editor.beginGesture();
        else if (e.phase === 'end') this.editor.endGesture();
        else this.editor.cancelGesture();
        return;
      case 'preview':
        this.preview = e.preview;
        return;
      case 'select':
        this.editor.select(e.selection);
        return;
      case 'say':
        this.editor.say({ tone: 'refused', text: e.text });
        return;
    }
  }
}
