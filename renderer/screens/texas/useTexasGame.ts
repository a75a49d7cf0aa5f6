import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type Dispatch,
  type SetStateAction,
} from 'react';
import {
  computerPlacement,
  type TexasSide,
  texasSaveSchema,
  texasSessionOf,
  type PlacementClock,
  type TexasAction,
  type TexasGameState,
} from '../../../engine/texas.ts';
import type { AppBridge } from '../../bridge/appBridge.ts';
import { useTableSession } from '../../state/useTableSession.ts';
import { startedName } from '../library/startedName.ts';
import type { SeatsChannel } from '../../room/seatsChannel.ts';
import type { Store } from '../../../common/store.ts';
import type { ClocksMessage } from '../../../electron/room/roomProtocol.ts';
import { held, PLACERS, type Held } from './heldTexasGame.ts';
import { computerToPlace, useTexasTable } from './useTexasTable.ts';
import { useTexasAutosave, type TexasAutosave, type TexasGameRecord } from './useTexasAutosave.ts';

/** The game as the screen keeps it: its seed, options and seats, and its session. */
type Game = TexasGameRecord;

/** Each placement turn's clock, by turn ("round:side"). */
export type PlacementClocks = Readonly<Record<string, PlacementClock>>;

/** One Texas game on the screen: its session, its turn clocks, its save and what it last said. */
export interface TexasGame {
  readonly game: Game | null;
  /** The phones at the sides' seats, as the table room tells them (issue 39). */
  readonly seats: SeatsChannel;
  /** The sides whose player holds them on a phone, seated (asleep or not): they place there. */
  readonly onPhones: readonly TexasSide[];
  /** The clocks the TV and the phones show, as the mirror sends them to the room. */
  readonly shownClocks: Store<ClocksMessage>;
  /** The clocks written into the game, and so into its save, as they are now (TS2). */
  readonly keepClocksAs: (clocks: PlacementClocks) => void;
  /** The session's state now, or null before a game. */
  readonly state: TexasGameState | null;
  readonly message: string | null;
  readonly setMessage: Dispatch<SetStateAction<string | null>>;
  readonly clocks: PlacementClocks;
  readonly setClocks: Dispatch<SetStateAction<PlacementClocks>>;
  /** Writes the clocks as they stand now into the game, and so into its save (TS2). */
  readonly keepClocks: () => void;
  readonly saveName: string;
  readonly setSaveName: Dispatch<SetStateAction<string>>;
  readonly autosave: TexasAutosave;
  /** Plays `actions` through the one session, then the computer's turn if it comes next. */
  readonly dispatch: (actions: readonly TexasAction[]) => Game['session'] | null;
  readonly start: (record: Game) => void;
  readonly undo: () => void;
  readonly saveAs: () => Promise<void>;
  readonly newGame: () => void;
}

/**
 * The game as a session of the engine, resumed from the library when `opening` names a save: each
 * action played through the table store, undo past the computer's turns, each decision written by
 * the autosave.
 */
export function useTexasGame(bridge: AppBridge, opening: string | null): TexasGame {
  const [kept, setKept] = useState<Held | null>(null);
  const session = useTableSession(kept?.table);
  const game = useMemo<Game | null>(() => {
    if (!kept || !session) return null;
    const { seed, options, seats, clocks } = kept;
    return { seed, options, seats, session, ...(clocks ? { clocks } : {}) };
  }, [kept, session]);
  const [message, setMessage] = useState<string | null>(null);
  /**
   * TS2: each placement turn's own clock, by turn ("round:side"), as it stood when its hand was
   * last open. Undo can bring back any earlier turn of the game, from this round or another, and
   * that turn goes on with the time it had left, not a fresh 30 seconds. A new game starts empty.
   */
  const [clocks, setClocks] = useState<PlacementClocks>({});
  /** The clocks as they stand now, for the writes that keep them with the game (TS2). */
  const clocksNow = useRef(clocks);
  useEffect(() => {
    clocksNow.current = clocks;
  }, [clocks]);
  const [saveName, setSaveName] = useState('');

  const state = game?.session.current ?? null;
  const autosave = useTexasAutosave(bridge, game, state !== null);
  const { begin } = autosave;

  const { seats, shownClocks, onPhones } = useTexasTable(bridge, kept, state);

  useEffect(() => {
    if (!opening) return;
    void bridge.loadSave({ kind: 'texas', name: opening }).then((read) => {
      if (!read.ok) return setMessage(read.error.message);
      const save = texasSaveSchema.safeParse(read.value.data);
      if (!save.success) return setMessage(`${opening} cannot be resumed`);
      const { seed, options, seats, clocks: saved } = save.data;
      const session = texasSessionOf(save.data);
      const opened = { seed, options, seats, session, ...(saved ? { clocks: saved } : {}) };
      setKept(held(opened));
      // A reload goes on with each turn's time as last written, not a fresh 30 seconds (TS2).
      setClocks(saved ?? {});
      begin(opening, opened);
      setSaveName(opening);
    });
  }, [bridge, opening, begin]);

  const dispatch = (actions: readonly TexasAction[]): Game['session'] | null => {
    if (!kept) return null;
    const { table, seats } = kept;
    const played = table.playAll(actions);
    if (!played.ok) {
      setMessage(`Refused: ${played.message}.`);
      return null;
    }
    // The computer places at once when its turn comes; its lineup goes in the log like a person's.
    let current = table.state;
    for (let side = computerToPlace(current, seats, onPhones); side !== null;) {
      const seat = seats[side] as keyof typeof PLACERS;
      table.playAll(computerPlacement(current, side, PLACERS[seat]));
      if (table.state === current) break;
      current = table.state;
      side = computerToPlace(current, seats, onPhones);
    }
    setMessage(null);
    setKept({ ...kept, clocks: clocksNow.current });
    return table.session.get();
  };

  // One function for the game's life, so the timers that call it are not set up again; it reads
  // the ref, so each call writes the clocks of its moment.
  const keepClocks = useCallback(() => {
    setKept((k) => k && { ...k, clocks: clocksNow.current });
  }, []);
  const keepClocksAs = useCallback((next: PlacementClocks) => {
    setKept((k) => k && { ...k, clocks: next });
  }, []);

  const start = (record: Game) => {
    setKept(held(record));
    setMessage(null);
    setClocks({});
    const name = startedName('Texas Shootout', new Date());
    autosave.begin(name);
    setSaveName(name);
  };

  const undo = () => {
    if (!kept) return;
    setMessage(null);
    // Undo steps back one step a person took: past the computer's own placements, which the
    // screen would only make again.
    const { table, seats } = kept;
    const waitsOnComputer = (s: Game['session']) =>
      computerToPlace(s.current, seats, onPhones) !== null;
    if (table.undo(waitsOnComputer)) setKept({ ...kept, clocks: clocksNow.current });
  };

  const saveAs = async () => {
    const name = saveName.trim();
    if (!name) return setMessage('Give the copy a name.');
    if (name === autosave.name) return setMessage(`The game is already saved as “${name}”.`);
    const refused = await autosave.saveAs(name);
    setMessage(refused);
  };

  const newGame = () => {
    setKept(null);
    setClocks({});
  };

  return {
    game,
    seats,
    onPhones,
    shownClocks,
    keepClocksAs,
    state,
    message,
    setMessage,
    clocks,
    setClocks,
    keepClocks,
    saveName,
    setSaveName,
    autosave,
    dispatch,
    start,
    undo,
    saveAs,
    newGame,
  };
}
