import { useEffect, useState } from 'react';
import { DEFAULT_RULES_OPTIONS, RulesInputError } from '../../../engine/skirmish.ts';
import {
  MAX_HEALTH,
  newFingerGunsSession,
  type FingerGunsBot,
  type FingerGunsSession,
} from '../../../engine/fingerGuns.ts';
import type { AppBridge } from '../../bridge/appBridge.ts';
import type { EntryMode } from './GestureEntry.tsx';
import { listFingerGuns, loadFingerGuns, type SavedGame } from './fingerGunsLibrary.ts';
import { startedName } from '../library/startedName.ts';

const DEFAULT_NAMES = ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal'];
/** F9 house: the table's size is a rules option; the count cannot leave it. */
const MIN_PLAYERS = DEFAULT_RULES_OPTIONS.fingerGunsMinPlayers;
const MAX_PLAYERS = DEFAULT_RULES_OPTIONS.fingerGunsMaxPlayers;
export type Seat = 'person' | FingerGunsBot;

export interface Started {
  /** The game in the one session of every game: its log, undo and replay. */
  session: FingerGunsSession;
  bots: Record<string, FingerGunsBot>;
  mode: EntryMode;
  name: string;
}

/** A save name for a new game: when it started, so one game never writes over another. */
export function newGameName(now: Date): string {
  return startedName('Finger Guns', now);
}

/**
 * A new Finger Guns table (F9: 4 to 8 players, the count cannot go below 4): names in seating
 * order, who plays each seat (a person, or a bot), how gestures are entered, and the table's house
 * rule (F8: whether Ghosts still gesture), which the game and its save keep. Under it, the saved
 * games: resumed where they stopped, or, when a log no longer replays, listed with why.
 */
export function SetupPanel({
  bridge,
  onStart,
}: {
  bridge: AppBridge;
  onStart: (s: Started) => void;
}) {
  const [count, setCount] = useState(MIN_PLAYERS);
  const [names, setNames] = useState(DEFAULT_NAMES);
  const [seats, setSeats] = useState<Seat[]>(DEFAULT_NAMES.map(() => 'person'));
  const [mode, setMode] = useState<EntryMode>('hotseat');
  const [ghostsGesture, setGhostsGesture] = useState(DEFAULT_RULES_OPTIONS.fingerGunsGhostsGesture);
  const [startHealth, setStartHealth] = useState(DEFAULT_RULES_OPTIONS.fingerGunsStartHealth);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<SavedGame[]>([]);

  useEffect(() => {
    let live = true;
    void listFingerGuns(bridge).then((list) => live && setSaved(list));
    return () => {
      live = false;
    };
  }, [bridge]);

  function start() {
    // Seat count as typed: a table out of F9's range reaches the engine, which refuses it in words.
    const players = Array.from({ length: count }, (_, i) => names[i] ?? `Player ${i + 1}`);
    const now = new Date();
    try {
      const session = newFingerGunsSession(
        { players, seed: now.getTime() % 2_147_483_647 },
        { fingerGunsGhostsGesture: ghostsGesture, fingerGunsStartHealth: startHealth },
      );
      const bots: Record<string, FingerGunsBot> = {};
      session.current.players.forEach((p, i) => {
        const seat = seats[i]!;
        if (seat !== 'person') bots[p.name] = seat;
      });
      if (Object.keys(bots).length === players.length)
        return setError('At least one seat is a person’s: someone plays the bots.');
      onStart({ session, bots, mode, name: newGameName(now) });
    } catch (e) {
      if (e instanceof RulesInputError) return setError(e.reason);
      throw e;
    }
  }

  async function resume(name: string) {
    const loaded = await loadFingerGuns(bridge, name);
    if (!loaded.ok) return setError(`“${name}” cannot be resumed: ${loaded.reason}`);
    // Here the table says how it enters gestures now (the radio above); from the Library, a game
    // resumes as it was saved. Its house rules are the save's either way: a game keeps the rules it
    // was played under, or its log would replay another game.
    onStart({ session: loaded.session, bots: loaded.bots, mode, name });
  }

  return (
    <>
      <section className="panel fg-setup" aria-labelledby="fg-setup-title">
        <h2 id="fg-setup-title">New table</h2>
        <label className="row">
          Players
          <input
            type="number"
            min={MIN_PLAYERS}
            max={MAX_PLAYERS}
            value={count}
            onChange={(e) => {
              const typed = Math.trunc(Number(e.target.value));
              setCount(Number.isFinite(typed) ? Math.max(0, Math.min(typed, 99)) : 0);
              setError(null);
            }}
          />
        </label>
        <p className="muted">
          {MIN_PLAYERS} to {MAX_PLAYERS} players: the game ends at three Survivors (F9).
        </p>
        <SeatList count={count} names={names} seats={seats} onNames={setNames} onSeats={setSeats} />
        <fieldset>
          <legend>Gestures</legend>
          <label>
            <input type="radio" checked={mode === 'hotseat'} onChange={() => setMode('hotseat')} />
            Hot-seat: each player picks on this screen, in private
          </label>
          <label>
            <input type="radio" checked={mode === 'dealer'} onChange={() => setMode('dealer')} />
            The Dealer enters what real hands showed
          </label>
        </fieldset>
        <fieldset>
          <legend>House rules</legend>
          <label className="row">
            Starting health (F1 house)
            <input
              type="number"
              min={1}
              max={MAX_HEALTH}
              value={startHealth}
              onChange={(e) => {
                // As typed: out of F1's 1–20, the engine refuses it in words at the start.
                const typed = Math.trunc(Number(e.target.value));
                setStartHealth(Number.isFinite(typed) ? typed : 0);
                setError(null);
              }}
            />
          </label>
          <label>
            <input
              type="checkbox"
              checked={ghostsGesture}
              onChange={(e) => setGhostsGesture(e.target.checked)}
            />
            Ghosts still gesture (F8 house)
          </label>
          <p className="muted small">
            {ghostsGesture
              ? 'A Ghost’s Shot, Dynamite and Power Shot act; a Ghost loses nothing.'
              : 'A Ghost’s Shot, Dynamite and Power Shot do nothing.'}{' '}
            A Ghost’s Saloon cancels either way (F4).
          </p>
        </fieldset>
        <button type="button" className="primary" onClick={start}>
          Start the game
        </button>
        {error && (
          <p role="alert" className="error">
            {error}
          </p>
        )}
      </section>
      <SavedGames saved={saved} onResume={(name) => void resume(name)} />
    </>
  );
}

/** Each seat's name, and whether a person or a bot plays it (F9's count, as typed). */
function SeatList({
  count,
  names,
  seats,
  onNames,
  onSeats,
}: {
  count: number;
  names: readonly string[];
  seats: readonly Seat[];
  onNames: (names: string[]) => void;
  onSeats: (seats: Seat[]) => void;
}) {
  return (
    <ol className="fg-seats">
      {names.slice(0, count).map((name, i) => (
        <li key={i}>
          <input
            aria-label={`Seat ${i + 1} name`}
            value={name}
            onChange={(e) => onNames(names.map((n, j) => (j === i ? e.target.value : n)))}
          />
          <select
            aria-label={`Seat ${i + 1} plays`}
            value={seats[i]}
            onChange={(e) => onSeats(seats.map((s, j) => (j === i ? (e.target.value as Seat) : s)))}
          >
            <option value="person">a person</option>
            <option value="random">computer, random</option>
            <option value="heuristic">computer, heuristic</option>
          </select>
        </li>
      ))}
    </ol>
  );
}

/** The saved games: each resumed where it stopped, or listed with why its log no longer replays. */
function SavedGames({
  saved,
  onResume,
}: {
  saved: readonly SavedGame[];
  onResume: (name: string) => void;
}) {
  if (saved.length === 0) return null;
  return (
    <section className="panel" aria-labelledby="fg-saved-title">
      <h2 id="fg-saved-title">Saved games</h2>
      <ul className="fg-saved">
        {saved.map((s) => (
          <li key={s.name}>
            <span>{s.name}</span>
            {s.problem ? (
              <span className="error">Does not replay: {s.problem}</span>
            ) : (
              <button type="button" onClick={() => onResume(s.name)}>
                Resume
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
