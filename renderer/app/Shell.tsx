import { useMemo, useState, type ReactElement } from 'react';
import { RulesInputError, type GameMap } from '../../engine/skirmish.ts';
import type { AppBridge } from '../bridge/appBridge.ts';
import { LibraryScreen } from '../screens/library/LibraryScreen.tsx';
import { autosaveStatus } from '../state/autosave.ts';
import { tableAsked, tableForMap } from '../state/newTable.ts';
import type { AppSettings } from '../state/settings.ts';
import { createStore, type Store } from '../../common/store.ts';
import type { SeatedSession, TableSeat } from '../state/tableSeat.ts';
import type { TableStore } from '../state/tableStore.ts';
import { BuilderScreen } from '../screens/builder/BuilderScreen.tsx';
import { CampaignScreen } from '../screens/campaign/CampaignScreen.tsx';
import { EncounterScreen } from '../screens/encounters/EncounterScreen.tsx';
import { NpcScreen } from '../screens/npcs/NpcScreen.tsx';
import { PracticeScreen } from '../screens/practice/PracticeScreen.tsx';
import { FingerGunsScreen } from '../screens/fingerguns/FingerGunsScreen.tsx';
import { TexasScreen } from '../screens/texas/TexasScreen.tsx';
import { App } from './App.tsx';
import { StartScreen } from './StartScreen.tsx';

/** Where the window is: the start screen, or a table (resumed, or new). */
export type Route =
  | { view: 'start' }
  | {
      view: 'table';
      resumed: SeatedSession | null;
      fresh: TableStore | null;
    }
  | { view: 'campaign'; name: string | null }
  | { view: 'library' }
  /** Issue 13, item 1: the character builder, on a library character when named. */
  | { view: 'builder'; name: string | null }
  /** Issue 13, items 2 and 3: on a library card or encounter when named (from the Library). */
  | { view: 'npcs'; name?: string | null }
  | { view: 'encounters'; name?: string | null }
  /** Issue 14, item 3: a lone player's practice against the computer. */
  | { view: 'practice' }
  /** Issue 15, item 1: Finger Guns, a table companion. */
  | { view: 'fingerguns'; name?: string | null }
  /** Issue 15, item 2: Texas Shootout, a saved game's name when resumed from the Library. */
  | { view: 'texas'; name?: string | null };

/**
 * The window's two places: the start screen and the table. A reload of a table in progress goes
 * straight back to it (main.tsx decides, from the seat), and so does an address asking for a
 * table (`?seed=`, `?table`); otherwise the window opens on the start screen.
 */
export function Shell({
  bridge,
  currentMap,
  settings,
  seat,
  initial,
}: {
  bridge: AppBridge;
  currentMap: Store<GameMap>;
  settings: AppSettings;
  seat: TableSeat;
  initial: Route;
}) {
  const [route, setRoute] = useState<Route>(initial);
  // Each table gets a fresh App: its seat, autosave and lease are set up and given back with it.
  const [tables, setTables] = useState(0);
  // The table's autosave state outlives its App: the start screen and the Library show it. A new
  // table starts with nothing said, until its own first write.
  const saveStatus = useMemo(() => autosaveStatus(), []);
  const toTable = (next: Extract<Route, { view: 'table' }>) => {
    saveStatus.set({ state: 'idle', message: '' });
    setTables((n) => n + 1);
    setRoute(next);
  };

  const onTable = (map: GameMap) => {
    let fresh: TableStore;
    try {
      fresh = tableForMap(map, settings);
    } catch (error) {
      if (error instanceof RulesInputError) return `This map cannot be played: ${error.reason}.`;
      throw error;
    }
    currentMap.set(map);
    toTable({ view: 'table', resumed: null, fresh });
    return null;
  };
  const onEncounterTable = (fresh: TableStore, map: GameMap) => {
    currentMap.set(map);
    toTable({ view: 'table', resumed: null, fresh });
  };
  const onResume = (seated: SeatedSession) => {
    currentMap.set(seated.session.start.map);
    toTable({ view: 'table', resumed: seated, fresh: null });
  };

  if (route.view === 'start')
    return (
      <StartScreen
        bridge={bridge}
        seat={seat}
        saveStatus={saveStatus}
        onTable={onTable}
        onResume={onResume}
        onCampaign={() => setRoute({ view: 'campaign', name: null })}
        onLibrary={() => setRoute({ view: 'library' })}
        onCharacters={() => setRoute({ view: 'builder', name: null })}
        onPractice={() => setRoute({ view: 'practice' })}
        onFingerGuns={() => setRoute({ view: 'fingerguns' })}
        onTexas={() => setRoute({ view: 'texas', name: null })}
        onOpen={(view) => setRoute({ view })}
      />
    );
  const back = () => setRoute({ view: 'start' });
  const own = ownScreen(route, bridge, back);
  if (own) return own;
  if (route.view === 'library')
    return (
      <LibraryScreen
        bridge={bridge}
        seat={seat}
        saveStatus={saveStatus}
        onTable={onTable}
        onResume={onResume}
        onCampaign={(name) => setRoute({ view: 'campaign', name })}
        onCharacter={(name) => setRoute({ view: 'builder', name })}
        onEncounter={(name) => setRoute({ view: 'encounters', name })}
        onNpc={(name) => setRoute({ view: 'npcs', name })}
        onFingerGuns={(name) => setRoute({ view: 'fingerguns', name })}
        onTexas={(name) => setRoute({ view: 'texas', name })}
        settings={settings}
        onStart={onEncounterTable}
        onBack={() => setRoute({ view: 'start' })}
      />
    );
  if (route.view === 'encounters')
    return (
      <EncounterScreen
        bridge={bridge}
        settings={settings}
        opening={route.name ?? null}
        onBack={() => setRoute({ view: 'start' })}
        onStart={onEncounterTable}
      />
    );
  if (route.view === 'practice')
    return (
      <PracticeScreen
        bridge={bridge}
        settings={settings}
        onStart={(fresh) => {
          // The table's session says it is a practice, at which level (issue 14): no route keeps it.
          currentMap.set(fresh.state.map);
          toTable({ view: 'table', resumed: null, fresh });
        }}
        onBack={() => setRoute({ view: 'start' })}
      />
    );
  if (route.view === 'campaign')
    return (
      <CampaignScreen
        bridge={bridge}
        settings={settings}
        initial={route.name}
        onStart={(fresh) => {
          // The table's session says which campaign it plays for (issue 13): no route keeps it.
          currentMap.set(fresh.state.map);
          toTable({ view: 'table', resumed: null, fresh });
        }}
        onBack={() => setRoute({ view: 'start' })}
      />
    );
  // Every other screen returned above (ownScreen's among them): what is left is the table.
  if (route.view !== 'table') return null;
  return (
    <App
      key={tables}
      bridge={bridge}
      currentMap={currentMap}
      settings={settings}
      seat={seat}
      saveStatus={saveStatus}
      resumed={route.resumed}
      fresh={route.fresh}
      onBackToStart={() => {
        leaveTable(seat);
        setRoute({ view: 'start' });
      }}
      onBackToCampaign={(name) => {
        leaveTable(seat);
        setRoute({ view: 'campaign', name });
      }}
    />
  );
}

/**
 * The screens that need only the bridge, the save they open, and a way back to the start: the
 * character builder, the NPC cards, Finger Guns and Texas Shootout.
 */
function ownScreen(route: Route, bridge: AppBridge, onBack: () => void): ReactElement | null {
  switch (route.view) {
    case 'builder':
      return <BuilderScreen bridge={bridge} opening={route.name} onBack={onBack} />;
    case 'npcs':
      return <NpcScreen bridge={bridge} opening={route.name ?? null} onBack={onBack} />;
    case 'fingerguns':
      return <FingerGunsScreen bridge={bridge} opening={route.name ?? null} onBack={onBack} />;
    case 'texas':
      return <TexasScreen bridge={bridge} opening={route.name ?? null} onBack={onBack} />;
    default:
      return null;
  }
}

/**
 * The window leaves its table: nothing is seated, so a reload opens the start screen, not the
 * table just left (nor a new one: an address that asked for a table, `?seed=`, is cleared). The seat is given a save target of its own first, so that the table's last
 * autosave, still being written as it is taken down (tableSeat.ts), no longer counts as this
 * window's table: its name is not remembered again, and its lease is given back.
 */
function leaveTable(seat: TableSeat): void {
  seat.target = createStore<string | null>(null);
  seat.remember(null);
  if (tableAsked()) window.history.replaceState(null, '', window.location.pathname);
  seat.status.set({ mode: 'playing', name: null, message: null });
}
