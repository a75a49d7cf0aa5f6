import { useCallback, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { type Square } from '../../../engine/core.ts';
import { playableMap, type GameMap } from '../../../engine/skirmish.ts';
import type { AppBridge } from '../../bridge/appBridge.ts';
import type { Board } from '../../board/Board.ts';
import { ariaKeys, shownKeys } from '../../../common/keyMap.ts';
import { BackgroundPanel } from '../../panels/BackgroundPanel.tsx';
import { ExportPanel, type ExportSource } from '../../panels/ExportPanel.tsx';
import { sceneFromMap } from '../../board/boardScene.ts';
import { LibraryPanel } from '../../panels/LibraryPanel.tsx';
import type { MeasureReading } from '../../tools/measureReading.ts';
import { ToolPicker } from '../../tools/ToolPicker.tsx';
import { useBoardBackground } from '../../app/useBoardBackground.ts';
import { EditorBoard } from './EditorBoard.tsx';
import { editedMap } from './editedMap.ts';
import type { EditorOptions } from './editorOptions.ts';
import { EditorStatus } from './EditorStatus.tsx';
import type { EditorStore } from './editorStore.ts';
import { EDITOR_TOOL_BUTTONS, type EditorToolManager } from './editorTools.ts';
import { SelectionPanel } from './SelectionPanel.tsx';
import { ToolOptions } from './ToolOptions.tsx';
import { MapDetailsPanel } from './MapDetailsPanel.tsx';
import { ValidationPanel } from './ValidationPanel.tsx';
import type { Store } from '../../../common/store.ts';

/**
 * The map editor (issue 12): its own top bar (the tools, undo and redo, back to the table, play
 * this map) over the board of the map being edited, with the active tool's options, what the
 * editor last said, the map's live check, its details (name, notes, size, a new map), and the
 * Library's and the background's panels in the column. The table's
 * game goes on behind it untouched, and the players' view keeps showing that game.
 */
export function EditorScreen({
  bridge,
  editor,
  options,
  onBack,
  onPlay,
  onOpen,
}: {
  bridge: AppBridge;
  editor: EditorStore;
  options: Store<EditorOptions>;
  /** Back to the table, the edits kept for the next visit. */
  onBack: () => void;
  /** A new table on the edited map (only called for a playable map). */
  onPlay: (map: GameMap) => void;
  /** Another map to edit, from the Library. */
  onOpen: (map: GameMap) => void;
}) {
  const [tools, setTools] = useState<EditorToolManager | null>(null);
  const [measure, setMeasure] = useState<MeasureReading | null>(null);
  const history = useSyncExternalStore(editor.history.subscribe, editor.history.get);
  const map = history.present;
  const mapStore = useMemo(() => editedMap(editor), [editor]);
  const exportSource = useMemo<ExportSource>(
    () => ({
      subscribe: (listener) => editor.history.subscribe(listener),
      map: () => editor.map,
      scene: () => sceneFromMap(editor.map),
    }),
    [editor],
  );
  const background = useBoardBackground(bridge, mapStore);
  const { onBoard: backgroundOnBoard } = background;
  const board = useRef<Board | null>(null);
  const onBoard = useCallback(
    (shown: Board | null) => {
      board.current = shown;
      backgroundOnBoard(shown);
    },
    [backgroundOnBoard],
  );
  const showSquares = useCallback((squares: readonly Square[]) => {
    board.current?.showSquares(squares);
  }, []);
  const playable = playableMap(map);
  const [refusal, setRefusal] = useState<string | null>(null);

  return (
    <>
      <header className="topbar editor-bar">
        <h1>Map editor</h1>
        <span className="map-title" data-testid="map-title" title={map.name ?? 'Untitled map'}>
          {map.name ?? 'Untitled map'}
        </span>
        <ToolPicker tools={tools} buttons={EDITOR_TOOL_BUTTONS} label="Editor tools" />
        <div className="editor-actions">
          <button
            type="button"
            aria-keyshortcuts={ariaKeys('edit-undo')}
            title={`Undo edit (${shownKeys('edit-undo')})`}
            disabled={!editor.canUndo}
            onClick={() => editor.undo()}
          >
            Undo
          </button>
          <button
            type="button"
            aria-keyshortcuts={ariaKeys('edit-redo')}
            title={`Redo edit (${shownKeys('edit-redo')})`}
            disabled={!editor.canRedo}
            onClick={() => editor.redo()}
          >
            Redo
          </button>
          <button
            type="button"
            className="primary"
            aria-disabled={playable.ok ? undefined : true}
            aria-describedby={playable.ok ? undefined : 'editor-unplayable'}
            onClick={() => {
              if (playable.ok) onPlay(map);
              else setRefusal(playable.reason);
            }}
          >
            Play this map
          </button>
          <button type="button" onClick={onBack}>
            Back to the table
          </button>
        </div>
      </header>
      <main className="workspace">
        <EditorBoard
          editor={editor}
          options={options}
          onTools={setTools}
          onBoard={onBoard}
          onMeasure={setMeasure}
        />
        {/* Keyed by the editor: another map opened (a new one, one from the Library) gets
            panels of its own, not the fields typed for the map before it. */}
        <aside className="sidebar" key={editorSerial(editor)}>
          <EditorStatus
            editor={editor}
            measure={measure}
            unplayable={playable.ok ? null : playable.reason}
            refusalShown={refusal !== null}
          />
          <ValidationPanel editor={editor} showSquares={showSquares} />
          <ToolOptions tools={tools} options={options} editor={editor} />
          <SelectionPanel editor={editor} />
          <MapDetailsPanel editor={editor} onOpen={onOpen} />
          <LibraryPanel
            bridge={bridge}
            currentMap={mapStore}
            gameInProgress={() => false}
            onLoaded={(loaded) => {
              onOpen(loaded);
              return null;
            }}
          />
          <BackgroundPanel
            bridge={bridge}
            currentMap={mapStore}
            images={background.images}
            problem={background.problem}
          />
          <ExportPanel source={exportSource} background={background.art} />
        </aside>
      </main>
    </>
  );
}

const serials = new WeakMap<EditorStore, number>();
let lastSerial = 0;

/** A number for each editor store, the same for the same store. */
function editorSerial(editor: EditorStore): number {
  let serial = serials.get(editor);
  if (serial === undefined) {
    serial = ++lastSerial;
    serials.set(editor, serial);
  }
  return serial;
}
