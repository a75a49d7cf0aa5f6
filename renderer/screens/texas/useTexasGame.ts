import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type SetStateAction,
} from 'react';
import { play, undoUntil } from '../../../engine/core.ts';
import {
  computerPlacement,
  heuristicPlacer,
  randomPlacer,
  TEXAS_SHOOTOUT,
  texasSaveSchema,
  texasSessionOf,
  type PlacementClock,
  type TexasAction,
  type TexasGameState,
} from '../../../engine/texas.ts';
import type { AppBridge } from '../../bridge/appBridge.ts';
import { startedName } from '../library/startedName.ts';
import { useTexasAutosave, type TexasAutosave, type TexasGameRecord } from './useTexasAutosave.ts';

/** The game as the screen keeps it: its seed, options and seats, and its session. */
type Game = TexasGameRecord;

/** Each placement turn's clock, by turn ("round:side"). */
export type PlacementClocks = Readonly<Record<string, PlacementClock>>;

const PLACERS = { heuristic: heuristicPlacer, random: randomPlacer } as const;

/** One Texas game on the screen: its session, its turn clocks, its save and what it last said. */
export interface TexasGame {
  readonly game: Game | null;
  readonly setGame: Dispatch<SetStateAction<Game | null>>;
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
 * action played through `play`, undo through `undoUntil`, each decision written by the autosave.
 */
export function useTexasGame(bridge: AppBridge, opening: string | null): TexasGame {
  const [game, setGame] = useState<Game | null>(null);
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

  useEffect(() => {
    if (!opening) return;
    void bridge.loadSave({ kind: 'texas', name: opening }).then((read) => {
      if (!read.ok) return setMessage(read.error.message);
      const save = texasSaveSchema.safeParse(read.value.data);
      if (!save.success) return setMessage(`${opening} cannot be resumed`);
      const { seed, options, seats, clocks: saved } = save.data;
      const session = texasSessionOf(save.data);
      const opened = { seed, options, seats, session, ...(saved ? { clocks: saved } : {}) };
      setGame(opened);
      // A reload goes on with each turn's time as last written, not a fresh 30 seconds (TS2).
      setClocks(saved ?? {});
      begin(opening, opened);
      setSaveName(opening);
    });
  }, [bridge, opening, begin]);

  const dispatch = (actions: readonly TexasAction[]): Game['session'] | null => {
    if (!game) return null;
    let session = game.session;
    for (const action of actions) {
      const played = play(TEXAS_SHOOTOUT, session, action);
      if (!played.ok) {
        setMessage(`Refused: ${played.message}.`);
        return null;
      }
      session = played.session;
    }
    // The computer places at once when its turn comes; its lineup goes in the log like a person's.
    let current = session.current;
    while (current.phase === 'placing' && game.seats[current.placer] !== 'person') {
      const seat = game.seats[current.placer] as keyof typeof PLACERS;
      for (const action of computerPlacement(current, current.placer, PLACERS[seat])) {
        const played = play(TEXAS_SHOOTOUT, session, action);
        if (!played.ok) break;
        session = played.session;
      }
      if (session.current === current) break;
      current = session.current;
    }
    setMessage(null);
    setGame({ ...game, session, clocks: clocksNow.current });
    return session;
  };

  // One function for the game's life, so the timers that call it are not set up again; it reads
  // the ref, so each call writes the clocks of its moment.
  const keepClocks = useCallback(() => {
    setGame((g) => g && { ...g, clocks: clocksNow.current });
  }, []);

  const start = (record: Game) => {
    setGame(record);
    setMessage(null);
    setClocks({});
    const name = startedName('Texas Shootout', new Date());
    autosave.begin(name);
    setSaveName(name);
  };

  const undo = () => {
    if (!game) return;
    setMessage(null);
    // Undo steps back one step a person took: past the computer's own placements, which the
    // screen would only make again.
    const session = undoUntil(
      TEXAS_SHOOTOUT,
      game.session,
      (s) => !(s.phase === 'placing' && game.seats[s.placer] !== 'person'),
    );
    if (session) setGame({ ...game, session, clocks: clocksNow.current });
  };

  const saveAs = async () => {
    const name = saveName.trim();
    if (!name) return setMessage('Give the copy a name.');
    if (name === autosave.name) return setMessage(`The game is already saved as “${name}”.`);
    const refused = await autosave.saveAs(name);
    setMessage(refused);
  };

  const newGame = () => {
    setGame(null);
    setClocks({});
  };

  return {
    game,
    setGame,
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
