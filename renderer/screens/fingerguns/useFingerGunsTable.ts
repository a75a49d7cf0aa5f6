import { useEffect, useMemo, useState } from 'react';
import {
  FINGER_GUNS,
  type FingerGunsAction,
  type FingerGunsGame,
  type RoundEvent,
} from '../../../engine/fingerGuns.ts';
import type { AppBridge } from '../../bridge/appBridge.ts';
import { autosaveEach } from '../../state/autosaveEach.ts';
import { GameTable } from '../../state/gameTable.ts';
import { useTableSession } from '../../state/useTableSession.ts';
import { loadFingerGuns, saveFingerGuns } from './fingerGunsLibrary.ts';
import { fingerGunsMirrored } from './fingerGunsMirror.ts';
import { createSeatsChannel } from '../../room/seatsChannel.ts';
import { mirrorTable, type MirroredTable } from '../../room/tableMirror.ts';
import type { Started } from './SetupPanel.tsx';

/** A Finger Guns game at the table: the one table store of every game, its seats and its save. */
export interface Seated {
  readonly table: GameTable<FingerGunsGame, FingerGunsAction, RoundEvent>;
  readonly bots: Started['bots'];
  readonly mode: Started['mode'];
  readonly name: string;
}

/**
 * The game the screen plays: seated from the setup or a save (new, resumed, or a rematch), each
 * decision written to its save as it is made through the one autosave path, the first write at
 * once for a game begun here; a game resumed from the Library is not written until played.
 */
export function useFingerGunsTable(bridge: AppBridge, opening: string | null) {
  const [seated, setSeated] = useState<(Seated & { writeNow: boolean }) | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [openError, setOpenError] = useState<string | null>(null);

  useEffect(() => {
    if (!opening) return;
    let live = true;
    void loadFingerGuns(bridge, opening).then((loaded) => {
      if (!live) return;
      if (!loaded.ok) return setOpenError(`“${opening}” cannot be resumed: ${loaded.reason}`);
      const { session, bots, entry } = loaded;
      setSeated(seatedFrom({ session, bots, mode: entry, name: opening }, false));
    });
    return () => {
      live = false;
    };
  }, [bridge, opening]);

  useEffect(() => {
    if (!seated) return;
    const { table, name, bots, mode } = seated;
    const stop = autosaveEach(
      table.session,
      async (session) => setSaveError(await saveFingerGuns(bridge, name, session, bots, mode)),
      { debounceMs: 0, now: seated.writeNow },
    );
    return () => void stop();
  }, [bridge, seated]);

  // The game is held in the table room too (issue 39): each person's phone shows its hand there,
  // and what a phone plays this window plays as well, and saves.
  const seats = useMemo(() => createSeatsChannel(), []);
  useEffect(() => {
    if (!seated) return;
    const mirror = mirrorTable(seated.table as unknown as MirroredTable, bridge, {
      game: fingerGunsMirrored(seated.bots, seated.mode),
      seats,
    });
    return mirror.stop;
  }, [bridge, seated, seats]);

  const session = useTableSession(seated?.table);
  return {
    seated,
    seats,
    session,
    saveError,
    openError,
    /** Seats a game begun or resumed at the setup, or a rematch: written at once. */
    seat: (started: Started) => setSeated(seatedFrom(started, true)),
  };
}

function seatedFrom(started: Started, writeNow: boolean): Seated & { writeNow: boolean } {
  const { session, bots, mode, name } = started;
  return { table: new GameTable(FINGER_GUNS, session), bots, mode, name, writeNow };
}
