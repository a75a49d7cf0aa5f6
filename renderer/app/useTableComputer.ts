import { useEffect, useMemo } from 'react';
import { DEFAULT_COMPUTER_PACE } from '../../engine/core.ts';
import { createComputerPlayer } from '../ai/createComputerPlayer.ts';
import { RoomComputer } from '../room/roomComputer.ts';
import type { AppSettings } from '../state/settings.ts';
import type { TableStore } from '../state/tableStore.ts';

/**
 * Issue 14: the computer plays the characters the session gives it, for this table only; from
 * issue 38 on it plays on the host, as seats of the table room, and this window runs it from
 * there (or plays it itself, on a host with no room). Its pace is the Dealer's last choice, kept
 * in the settings.
 */
export function useTableComputer(table: TableStore, settings: AppSettings): RoomComputer {
  const preferences = settings.current;
  const computer = useMemo(
    () =>
      new RoomComputer(table, table.computerChannel, createComputerPlayer, {
        pace: preferences.get().computerPace ?? DEFAULT_COMPUTER_PACE,
      }),
    [table, preferences],
  );
  useEffect(() => computer.start(), [computer]);
  return computer;
}
