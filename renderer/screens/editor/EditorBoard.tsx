import { useEffect, useRef, useState } from 'react';
import { Board, type RendererPreference } from '../../board/Board.ts';
import { sceneFromMap } from '../../board/boardScene.ts';
import type { EditorOverlayModel } from '../../board/overlays/editorOverlay.ts';
import type { TileStats } from '../../board/tiles/StaticTiles.ts';
import type { Square } from '../../../engine/core.ts';
import type { GameMap } from '../../../engine/skirmish.ts';
import type { Store } from '../../../common/store.ts';
import { measureReading, type MeasureReading } from '../../tools/measureReading.ts';
import type { EditorOptions } from './editorOptions.ts';
import { editorOverlayModel } from './editorOverlayModel.ts';
import type { EditorOutput } from './editorOutput.ts';
import type { EditorStore } from './editorStore.ts';
import { listenEditorKeys } from './editorKeys.ts';
import { createEditorTools, type EditorToolId, type EditorToolManager } from './editorTools.ts';
import { ALIGN_HANDLE_SQUARES, imageFrame } from './tools/alignDrag.ts';
import { listenEditorClipboard } from './editorClipboard.ts';
import { boardFontsLoaded } from '../../board/boardFonts.ts';
import { useBoardRebuild } from '../../board/useBoardRebuild.ts';

/** Read-only hooks for the end-to-end tests of the editor; they change nothing. */
export interface EditorTestHooks {
  map(): GameMap;
  /** The active tool's state, "terrain.dragging" (tldraw's expectToBeIn). */
  toolPath(): string;
  pointToClient(x: number, y: number): { x: number; y: number };
  nextFrame(): Promise<void>;
  tileStats(): TileStats | null;
  overlay(): EditorOverlayModel | null;
  canUndo(): boolean;
  canRedo(): boolean;
  /** How many times the Measure tool's line was drawn. */
  measureDraws(): number;
  /** The squares a clicked validation finding marks. */
  flagged(): readonly Square[];
  /** The camera: screen = world × scale + (x, y). */
  view(): { x: number; y: number; scale: number };
}

declare global {
  interface Window {
    highNoonEditor?: EditorTestHooks;
  }
}

/**
 * The map editor's board: the same PixiJS board as the table's, showing the map being edited
 * with its tokens where they were placed, and the editor's tools on it (editorTools.ts). Each
 * tool output is done here on the editor store, never by the tool: edits go to the engine
 * through the store (undo groups them by gesture), previews and the selection to the overlay.
 * The board redraws from the store's map, so only the tiles an edit touched are drawn again
 * (StaticTiles and mapDiff.ts).
 */
export function EditorBoard({
  editor,
  options,
  onTools,
  onBoard,
  onMeasure,
  tools: only,
}: {
  editor: EditorStore;
  options: Store<EditorOptions>;
  /** The tools it runs, when not all of them (kept stable: a new list starts a new board). */
  tools?: readonly EditorToolId[];
  onTools?: (tools: EditorToolManager | null) => void;
  /** Told the board once it runs, and null once it is gone (the background follows it). */
  onBoard?: (board: Board | null) => void;
  /** The Measure tool's reading, for the editor's status line (the board has no HUD here). */
  onMeasure?: (reading: MeasureReading | null) => void;
}) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);
  const { generation, watch, keptView } = useBoardRebuild();

  useEffect(() => {
    const host = hostRef.current!;
    const stops: (() => void)[] = [];
    let cancelled = false;
    let board: Board | null = null;
    const preference = (new URLSearchParams(window.location.search).get('renderer') ??
      'webgl') as RendererPreference;
    (async () => {
      await boardFontsLoaded();
      const created = await Board.create(host, preference);
      if (cancelled) return created.destroy();
      board = created;
      board.withoutHud();
      board.setShowCoordinates(true);
      board.setScene(sceneFromMap(editor.map));
      // Rebuilt after a lost GPU context: where the Dealer was looking, not the map fitted again.
      const view = keptView();
      if (view) board.setView(view);
      stops.push(watch(host, board));

      let preview: EditorOverlayModel['preview'] = null;
      let tools: EditorToolManager | null = null;
      // The image's outline and handle, while the align tool is out and the image is drawn.
      const imageMarks = (): EditorOverlayModel['image'] => {
        const background = editor.map.background;
        const pixels = board!.backgroundImageSize;
        if (tools?.active.get() !== 'align' || !background || !pixels) return null;
        return { frame: imageFrame(background, pixels), handle: ALIGN_HANDLE_SQUARES };
      };
      const drawMarks = () =>
        board!.setEditorOverlay({
          ...editorOverlayModel(editor.map, editor.selection.get(), preview, editor.flagged.get()),
          image: imageMarks(),
        });
      drawMarks();
      stops.push(
        editor.history.subscribe(() => {
          board!.setScene(sceneFromMap(editor.map));
          drawMarks();
        }),
        editor.selection.subscribe(drawMarks),
        editor.flagged.subscribe(drawMarks),
        board.onBackgroundChange(drawMarks),
      );

      // Where the pointer is, for a paste at the square under it.
      let pointer: Square | null = null;
      const act = (e: EditorOutput) =>
        applyEditorOutput(e, editor, {
          preview: (next) => {
            preview = next;
            drawMarks();
          },
          measure: (reading) => {
            board!.setMeasure(reading);
            onMeasure?.(reading);
          },
        });
      const shownBoard = board;
      tools = createEditorTools(
        { camera: board, surface: board.toolSurface, output: act },
        {
          map: () => editor.map,
          selection: () => editor.selection.get(),
          options: options.get,
          backgroundSize: () => shownBoard.backgroundImageSize,
        },
        only,
      );
      const running = tools;
      stops.push(running.active.subscribe(drawMarks));
      board.attachTools((input) => {
        if ('square' in input) pointer = input.square;
        else if (input.type === 'POINTER_LEAVE') pointer = null;
        running.send(input);
      });
      stops.push(
        listenEditorKeys(editor, running),
        listenEditorClipboard(editor, () => pointer),
        () => running.stop(),
      );
      onTools?.(running);
      onBoard?.(board);
      const shown = board;
      window.highNoonEditor = editorTestHooks(editor, running, shown, () => preview);
      await board.nextFrame();
      host.dataset.ready = 'true';
    })().catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
    return () => {
      cancelled = true;
      stops.forEach((stop) => stop());
      onTools?.(null);
      if (board) onBoard?.(null);
      board?.destroy();
      onMeasure?.(null);
      delete window.highNoonEditor;
      delete host.dataset.ready;
    };
  }, [editor, options, onTools, onBoard, onMeasure, only, generation, watch, keptView]);

  return (
    <div className="board" ref={hostRef} data-testid="editor-board">
      {error && (
        <p role="alert" className="board-error">
          The board could not start: {error}
        </p>
      )}
    </div>
  );
}

type SelectionLike = Parameters<EditorStore['select']>[0];

/** Shift-click and Shift-box add to the selection: each list the union of both. */
function mergeSelections(a: SelectionLike, b: SelectionLike): SelectionLike {
  const out: Record<string, unknown[]> = {};
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const left = (a as Record<string, unknown[] | undefined>)[key] ?? [];
    const right = (b as Record<string, unknown[] | undefined>)[key] ?? [];
    const seen = new Set(left.map((v) => JSON.stringify(v)));
    out[key] = [...left, ...right.filter((v) => !seen.has(JSON.stringify(v)))];
  }
  return out as SelectionLike;
}

/** Where an editor tool's output goes: the store's edits, gestures and selection, or the board. */
function applyEditorOutput(
  e: EditorOutput,
  editor: EditorStore,
  shown: {
    preview: (preview: EditorOverlayModel['preview']) => void;
    measure: (reading: MeasureReading | null) => void;
  },
): void {
  switch (e.type) {
    case 'edit':
      editor.edit(e.action);
      return;
    case 'gesture':
      if (e.phase === 'begin') editor.beginGesture();
      else if (e.phase === 'end') editor.endGesture();
      else editor.cancelGesture();
      return;
    case 'preview':
      shown.preview(e.preview);
      return;
    case 'select':
      editor.select(e.add ? mergeSelections(editor.selection.get(), e.selection) : e.selection);
      return;
    case 'say':
      editor.say({ tone: 'refused', text: e.text });
      return;
    case 'measure':
      shown.measure(measureReading(editor.map, { from: e.from, to: e.to }));
      return;
  }
}

/** What the browser tests read of the editor's board (window.highNoonEditor). */
function editorTestHooks(
  editor: EditorStore,
  tools: EditorToolManager,
  shown: Board,
  preview: () => EditorOverlayModel['preview'],
): NonNullable<typeof window.highNoonEditor> {
  return {
    map: () => editor.map,
    toolPath: () => tools.path,
    pointToClient: (x, y) => shown.pointToClient(x, y),
    nextFrame: () => shown.nextFrame(),
    tileStats: () => shown.tileStats,
    overlay: () => editorOverlayModel(editor.map, editor.selection.get(), preview(), []),
    canUndo: () => editor.canUndo,
    canRedo: () => editor.canRedo,
    measureDraws: () => shown.measureOverlay.drawCount,
    flagged: () => editor.flagged.get(),
    view: () => shown.view,
  };
}
