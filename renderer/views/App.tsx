import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import {
  characterSchema,
  type GameMap,
  RulesInputError,
  type RulesOptions,
} from '../../engine/index.ts';
import kate from '../../assets/characters/marshal-kate.json';
import ned from '../../assets/characters/ned-calloway.json';
import type { AppBridge } from '../bridge/appBridge.ts';
import { shownKey } from '../keys/keyMap.ts';
import { listenShortcuts } from '../keys/listenShortcuts.ts';
import { offersOf } from '../panels/controls.ts';
import { LibraryPanel } from '../panels/LibraryPanel.tsx';
import { RulesPanel } from '../panels/RulesPanel.tsx';
import { SessionsPanel } from '../panels/SessionsPanel.tsx';
import { TurnPanel } from '../panels/TurnPanel.tsx';
import { turnControls } from '../panels/turnControls.ts';
import { autosaveName, autosaveStatus, isAutosaveName, startAutosave } from '../state/autosave.ts';
import { followAutoAdvance, withSettings, type AppSettings } from '../state/settings.ts';
import type { Store } from '../state/store.ts';
import { TableStore } from '../state/tableStore.ts';
import { BoardView } from './BoardView.tsx';
import { SettingsProblem } from './SettingsProblem.tsx';

/** The sample posse: Kate with her revolver; Ned with a shotgun, Slug Shells and Hollow Points. */
const SAMPLE_CHARACTERS = [characterSchema.parse(kate), characterSchema.parse(ned)];

/** The seed of a new table: from the address (?seed=, for tests and demos), else the clock. */
function seedFromAddress(): number {
  const seed = Number(new URLSearchParams(window.location.search).get('seed'));
  return Number.isInteger(seed) && seed > 0 ? seed : Date.now() % 2 ** 31;
}

/** A new table on a map, its tokens taking part where they stand, with the app's settings. */
function tableForMap(map: GameMap, settings: AppSettings, rules?: RulesOptions): TableStore {
  const table = TableStore.forMap(map, {
    seed: seedFromAddress(),
    characters: SAMPLE_CHARACTERS,
    ...(rules ? { rules } : {}),
  });
  return withSettings(table, settings);
}

export function App({
  bridge,
  currentMap,
  settings,
}: {
  bridge: AppBridge;
  currentMap: Store<GameMap>;
  settings: AppSettings;
}) {
  const map = useSyncExternalStore(currentMap.subscribe, currentMap.get);
  // A loaded map (or a resumed session) starts a new table; saving under a new name does not.
  // `resumed` is the save a resumed session came from.
  const [played, setPlayed] = useState<{ table: TableStore; resumed: string | null }>(() => ({
    table: tableForMap(map, settings),
    resumed: null,
  }));
  const table = played.table;
  const saveStatus = useMemo(() => autosaveStatus(), []);
  // A resumed autosave goes on in the same save; any other table gets one of its own.
  const resumedAutosave =
    played.resumed !== null && isAutosaveName(played.resumed) ? played.resumed : null;
  useEffect(() => {
    const stop = resumedAutosave
      ? startAutosave(table, bridge, saveStatus, resumedAutosave, { resumed: true })
      : startAutosave(table, bridge, saveStatus, autosaveName(table.state.map.name, new Date()));
    return () => void stop();
  }, [table, bridge, saveStatus, resumedAutosave]);
  useEffect(() => followAutoAdvance(table, settings), [table, settings]);
  const { showCoordinates } = useSyncExternalStore(
    settings.current.subscribe,
    settings.current.get,
  );

  // The table's keys, from the one key map (renderer/keys/keyMap.ts); the board's camera keys are
  // the board's own (cameraControls.ts).
  useEffect(
    () =>
      listenShortcuts('table', {
        undo: () => table.undo(),
        redo: () => table.redo(),
        'end-phase': () => {
          const phase = turnControls(table.state, offersOf(table.state)).phase.find(
            (c) => c.enabled,
          );
          return phase ? table.act(phase.action) : false;
        },
        continue: () => {
          if (!table.state.attack) return false;
          table.act({ type: 'CONTINUE' });
        },
        deselect: () => table.escape(),
        door: () => table.toggleDoorBeside(),
        coordinates: () =>
          settings.change({ showCoordinates: !settings.current.get().showCoordinates }),
      }),
    [table, settings],
  );

  return (
    <div className="app">
      <header className="topbar">
        <h1>High Noon Table</h1>
        <span className="map-title" data-testid="map-title">
          {map.name ?? 'Untitled map'}
        </span>
        <span className="hint">
          Click a token, then a square to move or an enemy to shoot · drag to pan · wheel or{' '}
          {shownKey('zoom-in')}/{shownKey('zoom-out')} to zoom · {shownKey('fit')} to fit ·{' '}
          {shownKey('coordinates')} coordinates · {shownKey('door')} door
        </span>
      </header>
      <main className="workspace">
        <BoardView table={table} showCoordinates={showCoordinates} currentMap={currentMap.get} />
        <aside className="sidebar">
          <SettingsProblem settings={settings} />
          <TurnPanel table={table} />
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
              setPlayed({ table: next, resumed: null });
              return null;
            }}
          />
          <RulesPanel table={table} />
          <SessionsPanel
            bridge={bridge}
            status={saveStatus}
            onResume={(session, name) => {
              currentMap.set(session.start.map);
              setPlayed({ table: withSettings(new TableStore(session), settings), resumed: name });
            }}
          />
        </aside>
      </main>
    </div>
  );
}
