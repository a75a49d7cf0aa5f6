import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  type PlacementClock,
  type TexasOptions,
  type TexasSession,
  type TexasSeat,
  type TexasSide,
} from '../../../engine/texas.ts';
import type { AppBridge } from '../../bridge/appBridge.ts';
import { autosaveEach } from '../../state/autosaveEach.ts';
import { createStore } from '../../../common/store.ts';

/**
 * A Texas game as the screen keeps it: the seed, the options and the seats, and the one session
 * of every game (its log, undo and redo); the save (kind `texas`) holds these with the log and the
 * actions undone, never the state.
 */
export interface TexasGameRecord {
  readonly seed: number;
  /** The game's rules options, as the save holds them: a resumed game keeps its own. */
  readonly options: TexasOptions;
  readonly seats: Record<TexasSide, TexasSeat>;
  readonly session: TexasSession;
  /** TS2: each placement turn's clock, by turn, as it stood when the record was made. */
  readonly clocks?: Readonly<Record<string, PlacementClock>>;
}

/** The last write, as the screen says it: none yet, saved (when), or failed (why). */
export type TexasSaveState =
  | { state: 'idle' }
  | { state: 'saved'; name: string; at: Date }
  | { state: 'failed'; name: string; reason: string };

export interface TexasAutosave {
  /** The save this game is written to, once it has one. */
  name: string | null;
  saved: TexasSaveState;
  /** A new game's save name, or a resumed one's with the game as read (not written again). */
  begin: (name: string, opened?: TexasGameRecord) => void;
  /** Writes the game under another name, refused if that name is taken; it is saved there on. */
  saveAs: (name: string) => Promise<string | null>;
}

/**
 * Every decision of a Texas game is written to its save as it is made (issue 15: nothing lost
 * when the window closes), through the one autosave path, one write after another so that an
 * older log never lands last. A game
 * as it was read is not written again, nor one whose log does not replay (`playable` false): a
 * save the engine refuses is kept as it is.
 */
export function useTexasAutosave(
  bridge: AppBridge,
  game: TexasGameRecord | null,
  playable: boolean,
): TexasAutosave {
  const [name, setName] = useState<string | null>(null);
  const [saved, setSaved] = useState<TexasSaveState>({ state: 'idle' });
  /** The game under its name as the one autosave path watches it (state/autosaveEach.ts). */
  const source = useMemo(() => createStore<Watched>({ name: null, game: null }), []);
  /** The last game written or read under its name: not written again. */
  const written = useRef<Mark | null>(null);

  useEffect(() => {
    const stop = autosaveEach(
      source,
      async ({ name: to, game: g }) => {
        const result = await writeTexas(bridge, to!, g!, true);
        setSaved(
          result.ok
            ? { state: 'saved', name: to!, at: new Date() }
            : { state: 'failed', name: to!, reason: result.error.message },
        );
      },
      {
        debounceMs: 0,
        skip: ({ name: to, game: g }) => {
          if (!to || !g || sameMark(written.current, markOf(to, g))) return true;
          written.current = markOf(to, g);
          return false;
        },
      },
    );
    return () => void stop();
  }, [bridge, source]);

  useEffect(() => {
    if (playable) source.set({ name, game });
  }, [source, name, game, playable]);

  const begin = useCallback((to: string, opened?: TexasGameRecord) => {
    written.current = opened ? markOf(to, opened) : null;
    setName(to);
    setSaved({ state: 'idle' });
  }, []);

  return {
    name,
    saved,
    begin,
    saveAs: async (to) => {
      if (!game) return 'There is no game to save.';
      const result = await writeTexas(bridge, to, game, false);
      if (!result.ok) return result.error.message;
      written.current = markOf(to, game);
      setName(to);
      setSaved({ state: 'saved', name: to, at: new Date() });
      return null;
    },
  };
}

interface Watched {
  readonly name: string | null;
  readonly game: TexasGameRecord | null;
}

/** A game under a name, as far as its save goes: its session and its clocks. */
interface Mark {
  readonly name: string;
  readonly session: TexasGameRecord['session'];
  readonly clocks: TexasGameRecord['clocks'];
}

function markOf(name: string, game: TexasGameRecord): Mark {
  return { name, session: game.session, clocks: game.clocks };
}

function sameMark(a: Mark | null, b: Mark): boolean {
  return a !== null && a.name === b.name && a.session === b.session && a.clocks === b.clocks;
}

/** The save of a Texas game (kind `texas`): its seed, options and seats, its log, undone, clocks. */
function writeTexas(bridge: AppBridge, to: string, g: TexasGameRecord, overwrite: boolean) {
  return bridge.writeSave({
    kind: 'texas',
    name: to,
    data: {
      seed: g.seed,
      options: g.options,
      seats: g.seats,
      log: g.session.log,
      undone: g.session.undone,
      ...(g.clocks ? { clocks: g.clocks } : {}),
    },
    overwrite,
  });
}
