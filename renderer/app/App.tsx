import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { returnFocusAfterPick } from '../keys/returnFocusAfterPick.ts';
import { EditorScreen } from '../screens/editor/EditorScreen.tsx';
import { EditorStore } from '../screens/editor/editorStore.ts';
import type { GameMap } from '../../engine/skirmish.ts';
import type { AppBridge } from '../bridge/appBridge.ts';
import { BackgroundPanel } from '../panels/BackgroundPanel.tsx';
import { CharacterCardPanel } from '../panels/CharacterCard.tsx';
import { DealerPanel } from '../panels/DealerPanel.tsx';
import { ExportPanel, tableExportSource } from '../panels/ExportPanel.tsx';
import { LibraryPanel } from '../panels/LibraryPanel.tsx';
import { SeatsPanel } from '../players/SeatsPanel.tsx';
import { PlayersPanel } from '../panels/PlayersPanel.tsx';
import { ReplayPanel } from '../panels/ReplayPanel.tsx';
import { RulesPanel } from '../panels/RulesPanel.tsx';
import { SeatBanner } from '../panels/SeatBanner.tsx';
import { SessionsPanel } from '../panels/SessionsPanel.tsx';
import { StorePanel } from '../panels/StorePanel.tsx';
import { ComputerPanel } from '../panels/ComputerPanel.tsx';
import type { AutosaveStatus } from '../state/autosave.ts';
import type { SeatedSession, TableSeat } from '../state/tableSeat.ts';
import { ProjectorOutline } from '../players/ProjectorOutline.tsx';
import { usePlayersView } from '../players/usePlayersView.ts';
import { followAutoAdvance, type AppSettings } from '../state/settings.ts';
import type { Store } from '../../common/store.ts';
import type { TableStore } from '../state/tableStore.ts';
import type { TableToolManager } from '../tools/tableTools.ts';
import { BoardView } from './BoardView.tsx';
import { useBoardBackground } from './useBoardBackground.ts';
import { useMapEditor } from './useMapEditor.ts';
import { usePlayedTable } from './usePlayedTable.ts';
import { useTableAutosave } from './useTableAutosave.ts';
import { useTableComputer } from './useTableComputer.ts';
import { useTableShortcuts } from './useTableShortcuts.ts';
import { SettingsProblem } from './SettingsProblem.tsx';
import { TableEncounterSummary } from './TableEncounterSummary.tsx';
import { TableTopBar } from './TableTopBar.tsx';

interface AppProps {
  bridge: AppBridge;
  currentMap: Store<GameMap>;
  settings: AppSettings;
  /** This window's place at the table: its id, and the session a reload resumes. */
  seat: TableSeat;
  /** The session this window was playing before a reload, seated again. */
  resumed?: SeatedSession | null;
  /** A new table chosen on the start screen (not yet saved); else one on the current map. */
  fresh?: TableStore | null;
  /** Leaves the table for the start screen (the summary's "Back to start"). */
  onBackToStart?: () => void;
  /** Back to the campaign a table plays for (its session says which, issue 13), after its summary. */
  onBackToCampaign?: (name: string) => void;
  /** Where the autosave's state is kept, when the window shows it off the table too (Shell). */
  saveStatus?: Store<AutosaveStatus>;
}

export function App({
  bridge,
  currentMap,
  settings,
  seat,
  resumed = null,
  fresh = null,
  saveStatus: shellStatus,
  onBackToStart,
  onBackToCampaign,
}: AppProps) {
  const map = useSyncExternalStore(currentMap.subscribe, currentMap.get);
  const { played, onSeat, newEncounter, playMap } = usePlayedTable({
    currentMap,
    map,
    settings,
    resumed,
    fresh,
  });
  const table = played.table;
  // While the replay is scrubbed back, the board shows its read-only table instead of the game.
  const [replay, setReplay] = useState<TableStore | null>(null);
  const shown = replay ?? table;
  const { editorSession, setEditorSession, editing, setEditing, openEditor } = useMapEditor(
    seat,
    map,
  );
  // The board's tools, once it runs: the picker in the top bar shows and picks the active one.
  const [tools, setTools] = useState<TableToolManager | null>(null);
  const saveStatus = useTableAutosave(played, bridge, seat, shellStatus);
  useEffect(() => followAutoAdvance(table, settings), [table, settings]);
  // A dropdown picked with the mouse gives the focus back, so B and T work at once (issue 40).
  useEffect(() => returnFocusAfterPick(), []);
  const computer = useTableComputer(table, settings);
  // The players' view hears the game as it is, never a replay scrubbed back (issue 11).
  const players = usePlayersView(table, bridge, settings, currentMap);
  const background = useBoardBackground(bridge, currentMap);
  const { onBoard: playersOnBoard } = players;
  const { onBoard: backgroundOnBoard } = background;
  const onBoard = useCallback(
    (board: Parameters<typeof playersOnBoard>[0]) => {
      playersOnBoard(board);
      backgroundOnBoard(board);
    },
    [playersOnBoard, backgroundOnBoard],
  );
  const exportSource = useMemo(() => tableExportSource(shown), [shown]);
  const { showCoordinates } = useSyncExternalStore(
    settings.current.subscribe,
    settings.current.get,
  );

  useTableShortcuts({ shown, table, computer, settings, editing });

  if (editing && editorSession)
    return (
      <div className="app editing">
        <EditorScreen
          bridge={bridge}
          editor={editorSession.editor}
          options={editorSession.options}
          onBack={() => setEditing(false)}
          onOpen={(opened) =>
            setEditorSession({ editor: new EditorStore(opened), options: editorSession.options })
          }
          onPlay={(edited) => {
            const refused = playMap(edited);
            if (refused) {
              editorSession.editor.say({ tone: 'refused', text: refused });
              return;
            }
            // Played, the edits are the table's map now: the next visit starts from it.
            setEditorSession({ editor: new EditorStore(edited), options: editorSession.options });
            setEditing(false);
          }}
        />
      </div>
    );

  return (
    <div className="app">
      <TableTopBar
        map={map}
        tools={tools}
        onEditMap={openEditor}
        seats={players.seats}
        players={players}
        table={table}
        bridge={bridge}
      />
      <main className="workspace">
        <BoardView
          table={shown}
          showCoordinates={showCoordinates}
          currentMap={currentMap.get}
          onBoard={onBoard}
          onTools={setTools}
        />
        <ProjectorOutline players={players} />
        <aside className="sidebar">
          <SettingsProblem settings={settings} />
          <SeatBanner bridge={bridge} seat={seat} onSeat={onSeat} />
          <TableEncounterSummary
            table={table}
            shown={shown}
            bridge={bridge}
            seat={seat}
            onNewEncounter={newEncounter}
            onBackToStart={onBackToStart}
            onBackToCampaign={onBackToCampaign}
          />
          <ComputerPanel
            table={table}
            computer={computer}
            onPace={(pace) => settings.change({ computerPace: pace })}
          />
          <SeatsPanel bridge={bridge} seats={players.seats} table={table} />
          {/* After the turn, not above it: at 1280×720 the turn's controls and log fill the column. */}
          <CharacterCardPanel table={shown} />
          <StorePanel table={shown} />
          <DealerPanel table={shown} onNewEncounter={newEncounter} />
          <PlayersPanel players={players} bridge={bridge} settings={settings} />
          <LibraryPanel
            bridge={bridge}
            currentMap={currentMap}
            gameInProgress={() => table.session.get().log.length > 0}
            onLoaded={playMap}
          />
          <BackgroundPanel
            bridge={bridge}
            currentMap={currentMap}
            images={background.images}
            problem={background.problem}
          />
          <ExportPanel source={exportSource} background={background.art} />
          <RulesPanel table={table} />
          <ReplayPanel
            table={table}
            bridge={bridge}
            seat={seat}
            onPreview={setReplay}
            onSeat={onSeat}
          />
          <SessionsPanel bridge={bridge} status={saveStatus} seat={seat} onSeat={onSeat} />
        </aside>
      </main>
    </div>
  );
}
