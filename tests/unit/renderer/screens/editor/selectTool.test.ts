import { describe, expect, it } from 'vitest';
import sample from '../../../../../assets/maps/dusty-crossing.json';
import { mapSchema, type GameMap, type Square } from '../../../../../engine/index.ts';
import { DEFAULT_EDITOR_OPTIONS } from '../../../../../renderer/screens/editor/editorOptions.ts';
import type { EditorOutput } from '../../../../../renderer/screens/editor/editorOutput.ts';
import { EditorStore } from '../../../../../renderer/screens/editor/editorStore.ts';
import { selectTool } from '../../../../../renderer/screens/editor/tools/selectTool.ts';
import { ToolManager } from '../../../../../renderer/tools/toolManager.ts';
import type { Modifiers } from '../../../../../renderer/tools/toolChart.ts';

/** Screen pixels per square: pixel (x, y) is map point (x / 40, y / 40). */
const PX = 40;

/**
 * Drives the Select tool through its chart (toolChart.ts) on an editor store, doing each output
 * as the editor board does (EditorBoard.tsx): edits and gestures on the store, the selection
 * replaced or added to, the preview kept. Every output is recorded too.
 */
class SelectDriver {
  readonly editor: EditorStore;
  readonly outputs: EditorOutput[] = [];
  preview: Extract<EditorOutput, { type: 'preview' }>['preview'] = null;
  readonly tools: ToolManager<'select', EditorOutput>;
  private shift = false;

  constructor(map: GameMap) {
    this.editor = new EditorStore(map);
    const editor = this.editor;
    this.tools = new ToolManager<'select', EditorOutput>(
      {
        camera: { view: { x: 0, y: 0, scale: 1 }, setView: () => {} },
        output: (e) => {
          this.outputs.push(e);
          if (e.type === 'edit') editor.edit(e.action);
          else if (e.type === 'gesture')
            ({
              begin: () => editor.beginGesture(),
              end: () => editor.endGesture(),
              cancel: () => editor.cancelGesture(),
            })[e.phase]();
          else if (e.type === 'preview') this.preview = e.preview;
          else if (e.type === 'select') {
            if (!e.add) editor.select(e.selection);
            else {
              const now = editor.selection.get();
              const add = { ...now };
              for (const [k, v] of Object.entries(e.selection))
                (add as Record<string, unknown[]>)[k] = [
                  ...(now as Record<string, unknown[]>)[k]!,
                  ...(v as unknown[]),
                ];
              editor.select(add);
            }
          }
        },
      },
      [
        selectTool({
          map: () => editor.map,
          selection: () => editor.selection.get(),
          options: () => DEFAULT_EDITOR_OPTIONS,
        }),
      ],
    );
  }

  get map() {
    return this.editor.map;
  }

  get selection() {
    return this.editor.selection.get();
  }

  holdShift(held: boolean) {
    this.shift = held;
    return this;
  }

  private input(
    type: 'POINTER_DOWN' | 'POINTER_MOVE' | 'POINTER_UP',
    [px, py]: readonly [number, number],
  ) {
    const x = px * PX;
    const y = py * PX;
    const [w, h] = this.editor.map.size;
    const on = px >= 0 && py >= 0 && px < w && py < h;
    const modifiers: Modifiers = { shift: this.shift, alt: false, ctrl: false };
    const base = {
      at: { x, y },
      square: on ? ([Math.floor(px), Math.floor(py)] as Square) : null,
      pointerId: 1,
      point: [px, py] as const,
      modifiers,
    };
    this.tools.send(type === 'POINTER_DOWN' ? { type, ...base, button: 0 } : { type, ...base });
    return this;
  }

  /** The pointer to a map point (in squares, fractional). */
  move(point: readonly [number, number]) {
    return this.input('POINTER_MOVE', point);
  }

  down(point: readonly [number, number]) {
    return this.input('POINTER_DOWN', point);
  }

  up(point: readonly [number, number]) {
    return this.input('POINTER_UP', point);
  }

  click(point: readonly [number, number]) {
    return this.move(point).down(point).up(point);
  }

  /** Press at `from`, drag through the points, and (unless `hold`) release at the last. */
  drag(from: readonly [number, number], ...through: (readonly [number, number])[]) {
    this.move(from).down(from);
    for (const p of through) this.move(p);
    return this;
  }

  expectToBeIn(path: string) {
    expect(this.tools.path).toBe(path);
    return this;
  }
}

const dusty = mapSchema.parse(sample);
const mid = (x: number, y: number) => [x + 0.5, y + 0.5] as const;
const kinds = (outputs: readonly EditorOutput[]) =>
  outputs.map((o) =>
    o.type === 'edit'
      ? `edit:${o.action.type}`
      : o.type === 'gesture'
        ? `gesture:${o.phase}`
        : o.type,
  );

describe('the Select tool (issue 12, item 2)', () => {
  it('is the editor’s first tool, so the editor opens with it', async () => {
    const { EDITOR_TOOL_BUTTONS } =
      await import('../../../../../renderer/screens/editor/editorTools.ts');
    expect(EDITOR_TOOL_BUTTONS[0]).toEqual({
      id: 'select',
      label: 'Select',
      shortcut: 'select-tool',
    });
  });

  it('a click selects what is under the pointer; on bare ground, the square', () => {
    const t = new SelectDriver(dusty);
    t.move(mid(13, 5)).down(mid(13, 5)).expectToBeIn('select.pointing').up(mid(13, 5));
    t.expectToBeIn('select.idle');
    expect(t.selection).toMatchObject({ cover: ['crate-east'], squares: [], walls: [] });
    t.click([7.05, 2.5]);
    expect(t.selection).toMatchObject({ walls: [3], cover: [] });
    t.click(mid(9, 6));
    expect(t.selection).toMatchObject({ squares: [[9, 6]], walls: [] });
    // Nothing was edited by selecting.
    expect(t.map).toBe(dusty);
    expect(t.editor.canUndo).toBe(false);
  });

  it('Shift+click adds to the selection, and takes out what is in it; off the map clears it', () => {
    const t = new SelectDriver(dusty);
    t.click(mid(13, 5)).holdShift(true).click(mid(9, 3)).click([7.05, 2.5]);
    expect(t.selection).toMatchObject({ cover: ['crate-east', 'barrel-north'], walls: [3] });
    t.click(mid(13, 5));
    expect(t.selection).toMatchObject({ cover: ['barrel-north'], walls: [3] });
    t.holdShift(false).click([-1, 3]);
    expect(Object.values(t.selection).every((l) => l.length === 0)).toBe(true);
  });

  it('hovering previews what a click would select', () => {
    const t = new SelectDriver(dusty);
    t.move(mid(4, 2));
    expect(t.preview).toEqual({
      squares: [
        [4, 2],
        [5, 2],
      ],
      segments: [],
      tone: 'add',
    });
    t.move([7.1, 2.5]);
    expect(t.preview).toEqual({ squares: [], segments: [[7, 1, 7, 4]], tone: 'add' });
    t.move([-2, -2]);
    expect(t.preview).toBeNull();
  });

  it('a drag from bare ground boxes an area and selects what lies in it; Shift adds', () => {
    const t = new SelectDriver(dusty);
    // From the street east of the crate (the boardwalk at [5, 4] would be the building's).
    t.drag(mid(14, 5), mid(9, 4)).expectToBeIn('select.dragging');
    expect(t.preview).toMatchObject({ box: [9, 4, 14, 5], tone: 'add' });
    t.move(mid(5, 4)).up(mid(5, 4)).expectToBeIn('select.idle');
    expect(t.selection).toMatchObject({
      walls: [5],
      windows: [0],
      doors: [],
      cover: ['crate-east'],
    });
    expect(t.selection.squares).toHaveLength(20);
    // Shift-box the barrel north of the street: added to what was selected.
    t.holdShift(true).drag(mid(9, 3), mid(8, 2)).up(mid(8, 2));
    expect(t.selection.cover).toEqual(['crate-east', 'barrel-north']);
    expect(t.selection.walls).toEqual([5]);
  });

  it('dragging selected cover moves it as one undo step, previewed where it lands', () => {
    const t = new SelectDriver(dusty);
    t.click(mid(13, 5)).holdShift(true).click(mid(9, 3)).holdShift(false);
    t.outputs.length = 0;
    t.drag(mid(13, 5), mid(12, 6));
    // Where each would land: the barrel north of the street goes the same way as the crate.
    expect(t.preview).toEqual({
      squares: [
        [8, 4],
        [12, 6],
      ],
      segments: [],
      tone: 'add',
    });
    expect(t.map).toBe(dusty);
    t.up(mid(12, 6));
    expect(kinds(t.outputs).filter((k) => k !== 'preview')).toEqual([
      'gesture:begin',
      'edit:moveCover',
      'edit:moveCover',
      'gesture:end',
      'select',
    ]);
    const at = (id: string) => t.map.cover.find((c) => c.id === id)!.squares;
    expect(at('crate-east')).toEqual([[12, 6]]);
    expect(at('barrel-north')).toEqual([[8, 4]]);
    expect(t.selection.cover).toEqual(['crate-east', 'barrel-north']);
    expect(t.editor.undo()).toBe(true);
    expect(t.map).toEqual(dusty);
    expect(t.editor.canUndo).toBe(false);
  });

  it('a token dragged is moved with moveToken, and an unselected one is taken by the drag', () => {
    const t = new SelectDriver(dusty);
    t.drag(mid(4, 7), mid(5, 8)).up(mid(5, 8));
    expect(t.map.tokens.find((k) => k.id === 'kate')!.at).toEqual([5, 8]);
    expect(t.selection.tokens).toEqual(['kate']);
    expect(t.outputs.some((o) => o.type === 'edit' && o.action.type === 'moveToken')).toBe(true);
  });

  it('a box of walls, cover and squares moves by copy, delete and paste, one undo step', () => {
    const t = new SelectDriver(dusty);
    t.drag(mid(14, 5), mid(5, 4)).up(mid(5, 4));
    const before = t.map;
    t.outputs.length = 0;
    t.drag(mid(10, 5), mid(11, 6));
    expect(t.preview?.tone).toBe('add');
    expect(t.preview?.segments).toEqual([
      [6, 5, 7, 5],
      [7, 5, 8, 5],
    ]);
    t.up(mid(11, 6));
    expect(kinds(t.outputs).filter((k) => k !== 'preview')).toEqual([
      'gesture:begin',
      'edit:deleteSelection',
      'edit:paste',
      'gesture:end',
      'select',
    ]);
    expect(t.map.walls).toContainEqual([6, 5, 7, 5]);
    expect(t.map.walls).not.toContainEqual([5, 4, 6, 4]);
    expect(t.map.windows).toContainEqual([7, 5, 8, 5]);
    expect(t.map.cover.find((c) => c.id === 'crate-east')!.squares).toEqual([[14, 6]]);
    // The selection went with the moved things.
    const s = t.selection;
    expect(s.walls.map((i) => t.map.walls[i])).toEqual([[6, 5, 7, 5]]);
    expect(s.windows.map((i) => t.map.windows[i])).toEqual([[7, 5, 8, 5]]);
    expect(s.cover).toEqual(['crate-east']);
    expect(s.squares[0]).toEqual([6, 5]);
    // One Ctrl+Z puts it all back.
    expect(t.editor.undo()).toBe(true);
    expect(t.map).toEqual(before);
    expect(t.editor.canUndo).toBe(false);
  });

  it('a move the engine refuses is previewed as refused, changes nothing, and says why', () => {
    const t = new SelectDriver(dusty);
    t.drag(mid(14, 5), mid(5, 4)).up(mid(5, 4));
    const selection = t.selection;
    // Three squares right puts the crate at x = 16, off the 16-square-wide map.
    t.drag(mid(10, 5), mid(13, 5));
    expect(t.preview?.tone).toBe('refused');
    t.up(mid(13, 5)).expectToBeIn('select.idle');
    expect(t.map).toBe(dusty);
    expect(t.editor.canUndo).toBe(false);
    const message = t.editor.message.get();
    expect(message?.tone).toBe('refused');
    expect(message?.text).toMatch(/off the 16×12 map/);
    expect(t.selection).toEqual(selection);
  });

  it('a drag off the map keeps the last square on it', () => {
    const t = new SelectDriver(dusty);
    t.click(mid(4, 7)).drag(mid(4, 7), mid(4, 11), [4.5, 13]).up([4.5, 13]);
    expect(t.map.tokens.find((k) => k.id === 'kate')!.at).toEqual([4, 11]);
  });

  it('tokens and cover: one refused move undoes the moves before it and says why', () => {
    const t = new SelectDriver(dusty);
    t.click(mid(4, 7)).holdShift(true).click(mid(13, 5)).holdShift(false);
    t.drag(mid(4, 7), mid(7, 7));
    expect(t.preview?.tone).toBe('refused');
    t.up(mid(7, 7));
    // Kate's move was tried first, inside the gesture; the crate's refusal abandoned both.
    expect(
      t.outputs.filter((o) => o.type === 'edit').map((o) => o.type === 'edit' && o.action.type),
    ).toEqual(['moveToken', 'moveCover']);
    expect(t.map).toBe(dusty);
    expect(t.editor.canUndo).toBe(false);
    expect(t.editor.message.get()).toMatchObject({ tone: 'refused' });
    expect(t.editor.message.get()?.text).toMatch(/\[16, 5\]/);
  });

  it('Esc mid-drag (the tool cancelled) moves nothing and clears the preview', () => {
    const t = new SelectDriver(dusty);
    t.click(mid(13, 5)).drag(mid(13, 5), mid(10, 8));
    expect(t.preview?.squares).toEqual([[10, 8]]);
    expect(t.tools.cancel()).toBe(true);
    t.expectToBeIn('select.idle');
    expect(t.preview).toBeNull();
    t.up(mid(10, 8));
    expect(t.map).toBe(dusty);
    expect(t.selection.cover).toEqual(['crate-east']);
  });
});
