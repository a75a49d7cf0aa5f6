import { useEffect } from 'react';
import { ALL_HUMAN, CONTINUE, hasComputerPlayer } from '../../engine/skirmish.ts';
import { listenShortcuts } from '../keys/listenShortcuts.ts';
import { offersOf } from '../panels/controls.ts';
import { turnControls } from '../panels/turnControls.ts';
import type { TableComputer } from '../../common/computerTurns.ts';
import type { AppSettings } from '../state/settings.ts';
import type { TableStore } from '../state/tableStore.ts';

/**
 * The table's keys, from the one key map (common/keyMap.ts); the board's camera keys are
 * the board's own (cameraControls.ts). They go to the table shown, so that during a replay they
 * are refused there rather than change the game behind it.
 */
export function useTableShortcuts({
  shown,
  table,
  computer,
  settings,
  editing,
}: {
  /** The table on the board: the game, or a replay scrubbed back. */
  shown: TableStore;
  /** The game itself, whatever the board shows. */
  table: TableStore;
  computer: TableComputer;
  settings: AppSettings;
  /** The map editor has the keys while it is open. */
  editing: boolean;
}): void {
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
}
