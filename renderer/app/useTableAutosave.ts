import { useEffect, useMemo } from 'react';
import type { AppBridge } from '../bridge/appBridge.ts';
import { autosaveName } from '../../common/autosaveWriter.ts';
import { autosaveStatus, type AutosaveStatus } from '../state/autosave.ts';
import type { Store } from '../../common/store.ts';
import { seatTable, type TableSeat } from '../state/tableSeat.ts';
import type { Played } from './usePlayedTable.ts';

/**
 * Seats the table played in this window (seatTable: its autosave and its lease), and gives where
 * the autosave's state is kept: the shell's when it shows it off the table too, else one of its own.
 */
export function useTableAutosave(
  played: Played,
  bridge: AppBridge,
  seat: TableSeat,
  shellStatus: Store<AutosaveStatus> | undefined,
): Store<AutosaveStatus> {
  const table = played.table;
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
  return saveStatus;
}
