import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { EditorScreen } from '../screens/editor/EditorScreen.tsx';
import { createEditorOptions, type EditorOptions } from '../screens/editor/editorOptions.ts';
import { EditorStore } from '../screens/editor/editorStore.ts';
import { keepDraft, readDraft } from '../screens/editor/editorDraft.ts';
import { DEFAULT_COMPUTER_PACE } from '../../engine/core.ts';
import {
  ALL_HUMAN,
  type GameMap,
  hasComputerPlayer,
  RulesInputError,
} from '../../engine/skirmish.ts';
import type { AppBridge } from '../bridge/appBridge.ts';
import { shownKey } from '../../common/keyMap.ts';
import { listenShortcuts } from '../keys/listenShortcuts.ts';
import { BackgroundPanel } from '../panels/BackgroundPanel.tsx';
import { CharacterCardPanel } from '../panels/CharacterCard.tsx';
import { offersOf } from '../panels/controls.ts';
import { DealerPanel } from '../panels/DealerPanel.tsx';
import { EncounterSummary } from '../panels/EncounterSummary.tsx';
import { ExportPanel, tableExportSource } from '../panels/ExportPanel.tsx';
import { LibraryPanel } from '../panels/LibraryPanel.tsx';
import { PlayersPanel } from '../panels/PlayersPanel.tsx';
import { ReplayPanel } from '../panels/ReplayPanel.tsx';
import { RulesPanel } from '../panels/RulesPanel.tsx';
import { SeatBanner } from '../panels/SeatBanner.tsx';
import { SessionsPanel } from '../panels/SessionsPanel.tsx';
import { StorePanel } from '../panels/StorePanel.tsx';
import { TurnPanel } from '../panels/TurnPanel.tsx';
import { ComputerPanel } from '../panels/ComputerPanel.tsx';
import { ComputerTurns } from '../state/computerTurns.ts';
import { createComputerPlayer } from '../ai/createComputerPlayer.ts';
import { turnControls } from '../panels/turnControls.ts';
import { autosaveName, autosaveStatus, type AutosaveStatus } from '../state/autosave.ts';
import { tableForMap } from '../state/newTable.ts';
import { seatTable, type SeatedSession, type TableSeat } from '../state/tableSeat.ts';
import { ProjectorOutline } from '../players/ProjectorOutline.tsx';
import { usePlayersView } from '../players/usePlayersView.ts';
import { followAutoAdvance, withSettings, type AppSettings } from '../state/settings.ts';
import type { Store } from '../state/store.ts';
import { TableStore } from '../state/tableStore.ts';
import { TABLE_TOOL_BUTTONS } from '../tools/ToolPicker.tsx';
import type { TableToolManager } from '../tools/tableTools.ts';
import { ToolPicker } from '../tools/ToolPicker.tsx';
import { BoardView } from './BoardView.tsx';
import { useBoardBackground } from './useBoardBackground.ts';
import { SettingsProblem } from './SettingsProblem.tsx';
import { CONTINUE } from '../../engine/skirmish.ts';

/** The top bar's reminder of how the board is played (its keys from the one key map). */
const TABLE_HINT =
  'Click a token, then a square to move or an enemy to shoot · drag to pan · wheel or ' +
  `${shownKey('zoom-in')}/${shownKey('zoom-out')} to zoom · ${shownKey('fit')} to fit · ` +
  `${shownKey('coordinates')} coordinates · ${shownKey('door')} door`;

/** The table in this window, and the save it plays (null for a new table until it is saved). */
interface Played {
  table: TableStore;
  name: string | null;
  mode: 'playing' | 'viewing';
  message?: string;
  savedAt?: string;
}

function playedFrom(seated: SeatedSession, settings: AppSettings): Played {
  return {
    table: withSettings(new TableStore(seated.session), settings),
    name: seated.name,
    mode: seated.mode,
    ...(seated.message ? { message: seated.message } : {}),
    ...(seated.savedAt ? { savedAt: seated.savedAt } : {}),
  };
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
}: {
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
}) {
  const map = useSyncExternalStore(currentMap.subscribe, currentMap.get);
  // A loaded map (or a resumed session) starts a new table; saving under a new name does not.
  const [played, setPlayed] = useState<Played>(() =>
    resumed
      ? playedFrom(resumed, settings)
      : { table: fresh ?? tableForMap(map, settings), name: null, mode: 'playing' },
  );
  const table = played.table;
  // Issue 13: a table started from a campaign's encounter, new or resumed after a reload, writes
  // its outcome back there: its session remembers which (engine Session.campaign).
  const campaignPlay = table.session.get().campaign;
  // Issue 14: a table started from Practice adds its end to the practice record (Session.practice).
  const practicePlay = table.session.get().practice;
  // While the replay is scrubbed back, the board shows its read-only table instead of the game.
  const [replay, setReplay] = useState<TableStore | null>(null);
  const shown = replay ?? table;
  // The map editor, when open; its edits and undo history are kept for the next visit.
  // A reload while editing opens the editor again on the draft it kept (editorDraft.ts).
  const [draft] = useState(() => readDraft(seat.storage));
  const [editorSession, setEditorSession] = useState<{
    editor: EditorStore;
    options: Store<EditorOptions>;
  } | null>(() =>
    draft ? { editor: new EditorStore(draft.map, true), options: createEditorOptions() } : null,
  );
  const [editing, setEditing] = useState(draft?.editing ?? false);
  const editingRef = useRef(editing);
  useEffect(() => {
    editingRef.current = editing;
  }, [editing]);
  useEffect(
    () =>
      editorSession
        ? keepDraft(seat.storage, editorSession.editor, () => editingRef.current)
        : undefined,
    [editorSession, seat],
  );
  // The board's tools, once it runs: the picker in the top bar shows and picks the active one.
  const [tools, setTools] = useState<TableToolManager | null>(null);
  const saveStatus = useMemo(() => shellStatus ?? autosaveStatus(), [shellStatus]);
  // A resumed session goes on in its own save; a new table gets one of its own.
  useEffect(() => {
    const stop = seatTable(table, bridge, seat, saveStatus, {
      name: played.name,
      newName: autosaveName(table.state.map.name, new Date()),
      mode: played.mode,
      ...(played.message ? { message: played.message } : {}),
      ...(played.savedAt ? { savedAt: played.savedAt } : {}),
    });
    return () => void stop();
  }, [played, table, bridge, seat, saveStatus]);
  const onSeat = useCallback(
    (seated: SeatedSession) => {
      currentMap.set(seated.session.start.map);
      setPlayed(playedFrom(seated, settings));
    },
    [currentMap, settings],
  );
  // Not an engine action: each encounter is a session of its own, with its own log and summary.
  const newEncounter = useCallback(
    () =>
      setPlayed({
        table: tableForMap(map, settings, table.state.options),
        name: null,
        mode: 'playing',
      }),
    [map, settings, table],
  );
  useEffect(() => followAutoAdvance(table, settings), [table, settings]);
  // Issue 14: the computer plays the characters the session gives it, for this table only.
  // Its pace is the Dealer's last choice, kept in the settings.
  const preferences = settings.current;
  const computer = useMemo(
    () =>
      new ComputerTurns(table, createComputerPlayer, {
        pace: preferences.get().computerPace ?? DEFAULT_COMPUTER_PACE,
      }),
    [table, preferences],
  );
  useEffect(() => computer.start(), [computer]);
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

  // The table's keys, from the one key map (common/keyMap.ts); the board's camera keys are
  // the board's own (cameraControls.ts). They go to the table shown, so that during a replay they
  // are refused there rather than change the game behind it.
  useEffect(
    () =>
      editing
        ? undefined
        : listenShortcuts('table', {
            undo: () => shown.undo(),
            redo: () => shown.redo(),
            'end-phase': () => {
              const phase = turnControls(shown.state, offersOf(shown.state)).phase.find(
                (c) => c.enabled,
              );
              return phase ? shown.act(phase.action) : false;
            },
            continue: () => {
              if (!shown.state.attack) return false;
              shown.act({ type: CONTINUE.type });
            },
            deselect: () => shown.escape(),
            // The computer plays the live table only: in a replay, the keys are the table's to refuse.
            'computer-step': () => shown === table && computer.step(),
            'computer-pause': () => {
              const session = table.session.get();
              const seated = Object.values(session.current.combatants);
              if (shown !== table || !hasComputerPlayer(session.control ?? ALL_HUMAN, seated))
                return false;
              if (computer.paused.get()) computer.resume();
              else computer.pause();
            },
            door: () => shown.toggleDoorBeside(),
            coordinates: () =>
              settings.change({ showCoordinates: !settings.current.get().showCoordinates }),
          }),
    [shown, settings, editing, table, computer],
  );

  /** Opens the editor on the table's map, or on the edits left last time if there are any. */
  const openEditor = () => {
    setEditorSession((session) =>
      session?.editor.hasEdits
        ? session
        : { editor: new EditorStore(map), options: session?.options ?? createEditorOptions() },
    );
    setEditing(true);
  };

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
            let next: TableStore;
            try {
              next = tableForMap(edited, settings, table.state.options);
            } catch (error) {
              if (error instanceof RulesInputError) {
                editorSession.editor.say({
                  tone: 'refused',
                  text: `This map cannot be played: ${error.reason}.`,
                });
                return;
              }
              throw error;
            }
            currentMap.set(edited);
            setPlayed({ table: next, name: null, mode: 'playing' });
            // Played, the edits are the table's map now: the next visit starts from it.
            setEditorSession({ editor: new EditorStore(edited), options: editorSession.options });
            setEditing(false);
          }}
        />
      </div>
    );

  return (
    <div className="app">
      <header className="topbar">
        <h1>High Noon Table</h1>
        <span className="map-title" data-testid="map-title" title={map.name ?? 'Untitled map'}>
          {map.name ?? 'Untitled map'}
        </span>
        <ToolPicker tools={tools} buttons={TABLE_TOOL_BUTTONS} />
        <button type="button" className="open-editor" onClick={openEditor}>
          Edit map
        </button>
        <span className="hint" title={TABLE_HINT}>
          {TABLE_HINT}
        </span>
      </header>
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
          <EncounterSummary
            table={shown}
            onNewEncounter={newEncounter}
            {...(onBackToStart ? { onBackToStart } : {})}
            {...(practicePlay ? { practice: { bridge, play: practicePlay } } : {})}
            {...(campaignPlay && onBackToCampaign
              ? {
                  campaign: {
                    bridge,
                    play: campaignPlay,
                    sessionName: () => seat.target.get(),
                    onBackToCampaign,
                  },
                }
              : {})}
          >
            <TurnPanel table={shown} />
          </EncounterSummary>
          <ComputerPanel
            table={table}
            computer={computer}
            onPace={(pace) => settings.change({ computerPace: pace })}
          />
          {/* After the turn, not above it: at 1280×720 the turn's controls and log fill the column. */}
          <CharacterCardPanel table={shown} />
          <StorePanel table={shown} />
          <DealerPanel table={shown} onNewEncounter={newEncounter} />
          <PlayersPanel players={players} bridge={bridge} settings={settings} />
          <LibraryPanel
            bridge={bridge}
            currentMap={currentMap}
            gameInProgress={() => table.session.get().log.length > 0}
            onLoaded={(loaded) => {
              // A new table keeps the Dealer's house rules from the table it replaces. A map the
              // rules cannot seat (say, a character whose build breaks B6) leaves the table as it was.
              let next: TableStore;
              try {
                next = tableForMap(loaded, settings, table.state.options);
              } catch (error) {
                if (error instanceof RulesInputError)
                  return `This map cannot be played: ${error.reason}.`;
                throw error;
              }
              currentMap.set(loaded);
              setPlayed({ table: next, name: null, mode: 'playing' });
              return null;
            }}
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
