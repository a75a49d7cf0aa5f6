import { useEffect, useMemo } from 'react';
import { DEFAULT_COMPUTER_PACE } from '../../engine/core.ts';
import { createComputerPlayer } from '../ai/createComputerPlayer.ts';
import { ComputerTurns } from '../../common/computerTurns.ts';
import type { AppSettings } from '../state/settings.ts';
import type { TableStore } from '../state/tableStore.ts';

/**
 * Issue 14: the computer plays the characters the session gives it, for this table only.
 * Its pace is the Dealer's last choice, kept in the settings.
 */
export function useTableComputer(table: TableStore, settings: AppSettings): ComputerTurns {
  const preferences = settings.current;
  const computer = useMemo(
    () =>
      new ComputerTurns(table, createComputerPlayer, {
        pace: preferences.get().computerPace ?? DEFAULT_COMPUTER_PACE,
      }),
    [table, preferences],
  );
  useEffect(() => computer.start(), [computer]);
  return computer;
}
