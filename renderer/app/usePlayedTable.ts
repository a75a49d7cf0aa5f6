import { useCallback, useState } from 'react';
import { RulesInputError, type GameMap } from '../../engine/skirmish.ts';
import { tableForMap } from '../state/newTable.ts';
import { withSettings, type AppSettings } from '../state/settings.ts';
import type { Store } from '../../common/store.ts';
import type { SeatedSession } from '../state/tableSeat.ts';
import { TableStore } from '../state/tableStore.ts';

/** The table in this window, and the save it plays (null for a new table until it is saved). */
export interface Played {
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

/**
 * The table played in this window, and the ways another takes its place: a session seated (a
 * resumed or a saved one), a new encounter, a map played.
 */
export function usePlayedTable({
  currentMap,
  map,
  settings,
  resumed,
  fresh,
}: {
  currentMap: Store<GameMap>;
  /** The map in `currentMap` now. */
  map: GameMap;
  settings: AppSettings;
  /** The session this window was playing before a reload, seated again. */
  resumed: SeatedSession | null;
  /** A new table chosen on the start screen (not yet saved); else one on the current map. */
  fresh: TableStore | null;
}) {
  // A loaded map (or a resumed session) starts a new table; saving under a new name does not.
  const [played, setPlayed] = useState<Played>(() =>
    resumed
      ? playedFrom(resumed, settings)
      : { table: fresh ?? tableForMap(map, settings), name: null, mode: 'playing' },
  );
  const table = played.table;
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

  /** Plays a map at a new table; or, when the rules cannot seat it, says why (null once played). */
  const playMap = (chosen: GameMap): string | null => {
    // A new table keeps the Dealer's house rules from the table it replaces. A map the
    // rules cannot seat (say, a character whose build breaks B6) leaves the table as it was.
    let next: TableStore;
    try {
      next = tableForMap(chosen, settings, table.state.options);
    } catch (error) {
      if (error instanceof RulesInputError) return `This map cannot be played: ${error.reason}.`;
      throw error;
    }
    currentMap.set(chosen);
    setPlayed({ table: next, name: null, mode: 'playing' });
    return null;
  };

  return { played, onSeat, newEncounter, playMap };
}
