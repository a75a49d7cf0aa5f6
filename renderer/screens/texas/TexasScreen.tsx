import { useEffect, useMemo, useRef, useState } from 'react';
import { play, undoUntil } from '../../../engine/core.ts';
import {
  computerPlacement,
  END_PLACEMENT,
  heuristicPlacer,
  clockForOpenedHand,
  isPlacementClockExpired,
  pausePlacementClock,
  placementSecondsLeft,
  placementTurnKey,
  PLACE,
  randomPlacer,
  SHOOT,
  startPlacementClock,
  TEXAS_ROUNDS,
  TEXAS_SHOOTOUT,
  TEXAS_WINNING_PILE,
  texasInitiativeOrder,
  texasSaveSchema,
  texasSessionOf,
  tickPlacementClock,
  type PlacementClock,
  type TexasAction,
  type TexasEvent,
  type TexasGameState,
  type TexasSide,
  type TexasToken,
} from '../../../engine/texas.ts';
import type { AppBridge } from '../../bridge/appBridge.ts';
import { startedName } from '../library/startedName.ts';
import { TexasBoard, type TexasBoardModel } from './TexasBoard.ts';
import { TexasSetup } from './TexasSetup.tsx';
import { texasSeen } from './texasSeen.ts';
import { useTexasAutosave, type TexasGameRecord, type TexasSaveState } from './useTexasAutosave.ts';
import './texas.css';

/** The game as the screen keeps it: its seed, options and seats, and its session. */
type Game = TexasGameRecord;

/** How often an open hand's time left is written with the game (TS2), while it runs. */
const CLOCK_WRITTEN_EVERY_MS = 5000;

/** The round being shown step by step: the board as it stood revealed, and its events. */
interface Stepping {
  readonly tokens: readonly TexasToken[];
  readonly events: readonly TexasEvent[];
  readonly index: number;
  /** The game before the round: the status shows it until the steps are done, so the victory
   * piles do not tell the round's end before its steps have. */
  readonly before: TexasGameState;
}

const PLACERS = { heuristic: heuristicPlacer, random: randomPlacer } as const;

/**
 * Issue 15, item 2: Texas Shootout at one laptop. Hot-seat placement (TS2) with each placer's own
 * 30-second timer the table can pause and a "pass the laptop" screen between players, the other
 * side hidden; then both sides revealed at once, the initiative order (TS3), and the round shown
 * one step at a time: each d10, shot, damage, overflow and kill (TS4–TS6), then the exchange (TS7)
 * and the victory piles (TS8). B can be the computer. Every rule is the engine's; a refusal is
 * shown in its words. The game is its log: undo drops a step, a save keeps it (kind `texas`).
 */
export function TexasScreen({
  bridge,
  opening,
  onBack,
}: {
  bridge: AppBridge;
  /** A saved game's name, to resume it from the library. */
  opening: string | null;
  onBack: () => void;
}) {
  const [game, setGame] = useState<Game | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [shownTo, setShownTo] = useState<TexasSide | null>(null);
  const [chosenCard, setChosenCard] = useState<string | null>(null);
  /**
   * TS2: each placement turn's own clock, by turn ("round:side"), as it stood when its hand was
   * last open. Undo can bring back any earlier turn of the game, from this round or another, and
   * that turn goes on with the time it had left, not a fresh 30 seconds. A new game starts empty.
   */
  const [clocks, setClocks] = useState<Readonly<Record<string, PlacementClock>>>({});
  /** The clocks as they stand now, for the writes that keep them with the game (TS2). */
  const clocksNow = useRef(clocks);
  useEffect(() => {
    clocksNow.current = clocks;
  }, [clocks]);
  const [stepping, setStepping] = useState<Stepping | null>(null);
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

  /** Plays `actions` through the one session, then the computer's turn if it comes next. */
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

  const placerSeat = state && state.phase === 'placing' ? game!.seats[state.placer] : null;
  const personPlacing = state?.phase === 'placing' && placerSeat === 'person';
  const handOpen = personPlacing && shownTo === state.placer;
  /** The turn whose clock runs and shows: the open hand's. */
  const clockTurn = handOpen ? placementTurnKey(state.round, state.placer) : null;
  // A turn's clock is made when its hand opens (openHand); a full one stands in until then.
  const clock = (clockTurn && clocks[clockTurn]) || startPlacementClock();

  // TS2: the placer's own 30 seconds, ticking only while its hand is open; at 0 the rest is out.
  const expire = useRef<() => void>(() => undefined);
  useEffect(() => {
    expire.current = () => {
      if (!state || state.phase !== 'placing') return;
      if (dispatch([{ type: END_PLACEMENT.type, side: state.placer }])) {
        setShownTo(null);
        // Said without how many were placed: the next placer reads it, and TS2 hides the side.
        setMessage(
          `Time is up: ${state.placer}'s turn is over; a token not placed in time is out of the round (TS2).`,
        );
      }
    };
  });
  useEffect(() => {
    if (!clockTurn) return;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      const elapsed = now - last;
      last = now;
      setClocks((all) => {
        const c = all[clockTurn] ?? startPlacementClock();
        const next = tickPlacementClock(c, elapsed);
        // Paused, or already at 0: nothing changes, and the screen need not draw again.
        if (next.remainingMs === c.remainingMs) return all;
        return { ...all, [clockTurn]: next };
      });
    }, 200);
    // The time left goes into the save every few seconds while the hand is open, so a reload
    // mid-turn gives back at most those seconds.
    const keep = setInterval(() => {
      setGame((g) => g && { ...g, clocks: clocksNow.current });
    }, CLOCK_WRITTEN_EVERY_MS);
    return () => {
      clearInterval(timer);
      clearInterval(keep);
    };
  }, [clockTurn]);
  // At 0 the turn is over (TS2): once, when the open hand's clock runs out.
  const expired = clockTurn !== null && isPlacementClockExpired(clock);
  useEffect(() => {
    if (expired) expire.current();
  }, [expired]);

  const start = (record: Game) => {
    setGame(record);
    setShownTo(null);
    setStepping(null);
    setMessage(null);
    setClocks({});
    const name = startedName('Texas Shootout', new Date());
    autosave.begin(name);
    setSaveName(name);
  };

  const openHand = (side: TexasSide) => {
    if (!state) return;
    setShownTo(side);
    setChosenCard(null);
    const turn = placementTurnKey(state.round, side);
    const next = { ...clocks, [turn]: clockForOpenedHand(clocks[turn]) };
    setClocks(next);
    setGame((g) => g && { ...g, clocks: next });
  };

  const place = (row: 1 | 2, col: number) => {
    if (!state) return;
    // With its three tokens down the hand is closed, but a click on a square still gets the
    // engine's answer in words (TS2: a fourth token is refused), not a prompt to choose a card.
    const full = state.board.filter((t) => t.side === state.placer).length >= 3;
    const card = chosenCard ?? (full ? state.hands[state.placer][0] : undefined);
    if (!card) return setMessage('Choose a card from your hand first.');
    if (dispatch([{ type: PLACE.type, side: state.placer, card, row, col }])) setChosenCard(null);
  };

  const endTurn = () => {
    if (!state) return;
    if (dispatch([{ type: END_PLACEMENT.type, side: state.placer }])) setShownTo(null);
  };

  const shoot = () => {
    if (!state) return;
    const tokens = state.board;
    const shotAt = game!.session.log.length;
    const session = dispatch([{ type: SHOOT.type }]);
    // The round's steps are the SHOOT's events in the log (the computer may place after it).
    if (session) setStepping({ tokens, events: session.events[shotAt]!, index: 0, before: state });
  };

  const undo = () => {
    if (!game) return;
    setStepping(null);
    setShownTo(null);
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

  const boardModel = useMemo<TexasBoardModel | null>(() => {
    if (!state) return null;
    if (stepping) return steppedModel(stepping, state.options.columns);
    const viewer = handOpen ? state.placer : null;
    return {
      columns: state.options.columns,
      tokens: texasSeen(state, viewer).tokens,
      damage: {},
      killed: new Set(),
      shooter: null,
      target: null,
      barrier: state.phase === 'placing',
    };
  }, [state, stepping, handOpen]);

  const current = stepping ? stepping.events[stepping.index] : undefined;

  return (
    <div className="app texas-screen">
      <header className="topbar">
        <h1>Texas Shootout</h1>
        <span className="muted">Two players, three rounds, the barrier between them</span>
        <div className="topbar-actions">
          {game && (
            <button type="button" onClick={undo} disabled={game.session.decisions.length === 0}>
              Undo
            </button>
          )}
          <button type="button" onClick={onBack}>
            Back to start
          </button>
        </div>
      </header>
      <main className="texas-main">
        {message && (
          <p role="alert" className="texas-message">
            {message}
          </p>
        )}
        {!game && <TexasSetup onStart={start} onRefuse={setMessage} />}
        {game && state && (
          <>
            <TexasStatus
              state={stepping ? stepping.before : state}
              viewer={handOpen ? state.placer : null}
            />
            <div className="texas-play">
              <section className="texas-board-column">
                <BoardCanvas model={boardModel} />
                {handOpen && <SquarePicker state={state} onPick={place} />}
              </section>
              <section className="panel texas-side" aria-live="polite">
                {stepping && current ? (
                  <StepPanel
                    stepping={stepping}
                    onNext={() => setStepping({ ...stepping, index: stepping.index + 1 })}
                    onDone={() => setStepping(null)}
                  />
                ) : state.phase === 'placing' && personPlacing && !handOpen ? (
                  <div className="texas-pass">
                    <h2>Pass the laptop to {state.placer}</h2>
                    <p className="muted">
                      {state.placer === 'A' ? 'B' : 'A'} looks away: {state.placer}'s hand and
                      tokens are private until the barrier lifts.
                    </p>
                    <button type="button" onClick={() => openHand(state.placer)}>
                      I am {state.placer}: show my hand
                    </button>
                  </div>
                ) : handOpen ? (
                  <HandPanel
                    state={state}
                    chosen={chosenCard}
                    clock={clock}
                    onChoose={setChosenCard}
                    onPause={() =>
                      clockTurn &&
                      setClocks((all) => {
                        const c = all[clockTurn] ?? startPlacementClock();
                        return { ...all, [clockTurn]: pausePlacementClock(c, !c.paused) };
                      })
                    }
                    onEnd={endTurn}
                  />
                ) : state.phase === 'ready' ? (
                  <RevealPanel state={state} onShoot={shoot} />
                ) : state.phase === 'over' ? (
                  <div>
                    <h2>The game is over</h2>
                    <p data-testid="texas-result">
                      {state.winners.length === 2
                        ? `A and B share the win, ${state.victory.A.length} cards each.`
                        : `${state.winners[0]} wins, ${state.victory.A.length} to ${state.victory.B.length}.`}
                    </p>
                    <button
                      type="button"
                      onClick={() => {
                        setGame(null);
                        setClocks({});
                      }}
                    >
                      New game
                    </button>
                  </div>
                ) : (
                  <p className="muted">The computer is placing…</p>
                )}
              </section>
            </div>
            <section className="panel texas-save" aria-label="Saving">
              <SaveLine saved={autosave.saved} name={autosave.name} />
              <label>
                Save as <input value={saveName} onChange={(e) => setSaveName(e.target.value)} />
              </label>
              <button type="button" onClick={() => void saveAs()}>
                Save as
              </button>
            </section>
            <RoundsPlayed rounds={stepping ? state.rounds.slice(0, -1) : state.rounds} />
          </>
        )}
      </main>
    </div>
  );
}

/** The board model while a round is stepped through: damage and kills up to the current step. */
function steppedModel(stepping: Stepping, columns: number): TexasBoardModel {
  const damage: Record<string, number> = {};
  const killed = new Set<string>();
  let shooter: string | null = null;
  let target: string | null = null;
  for (const event of stepping.events.slice(0, stepping.index + 1)) {
    if (event.kind === 'shot') [shooter, target] = [event.shooter, event.target];
    if (event.kind === 'damage') [damage[event.card], target] = [event.total, event.card];
    if (event.kind === 'killed') killed.add(event.card);
    if (event.kind === 'noShot') [shooter, target] = [event.shooter, null];
  }
  const done = stepping.events[stepping.index]?.kind;
  const settled = done === 'outcome' || done === 'cardMoved' || done === 'won';
  return {
    columns,
    tokens: stepping.tokens,
    damage,
    killed,
    shooter: settled ? null : shooter,
    target: settled ? null : target,
    barrier: false,
  };
}

function BoardCanvas({ model }: { model: TexasBoardModel | null }) {
  const host = useRef<HTMLDivElement>(null);
  const [board, setBoard] = useState<TexasBoard | null>(null);
  useEffect(() => {
    let made: TexasBoard | null = null;
    let gone = false;
    void TexasBoard.create(host.current!).then((b) => {
      if (gone) return b.destroy();
      made = b;
      setBoard(b);
    });
    const resize = () => made?.resize();
    window.addEventListener('resize', resize);
    return () => {
      gone = true;
      window.removeEventListener('resize', resize);
      made?.destroy();
    };
  }, []);
  useEffect(() => {
    if (board && model) board.show(model);
  }, [board, model]);
  return <div ref={host} className="texas-board" data-testid="texas-board" />;
}

/**
 * The round and the victory piles (TS8), in view of whoever is at the laptop. A hand's size only
 * to its own side while the barrier stands (TS2): each card laid face down leaves the hand, so the
 * count would tell the other player how many tokens were placed.
 */
function TexasStatus({ state, viewer }: { state: TexasGameState; viewer: TexasSide | null }) {
  const seen = texasSeen(state, viewer);
  return (
    <section className="texas-status" data-testid="texas-status">
      <span>
        Round {state.round} of {TEXAS_ROUNDS}
      </span>
      {(['A', 'B'] as const).map((side) => {
        const hand = seen.handSize(side);
        return (
          <span key={side} className={`texas-pile texas-pile-${side}`}>
            {side}: {state.victory[side].length} victory{' '}
            {state.victory[side].length === 1 ? 'card' : 'cards'},{' '}
            {hand === null ? 'hand hidden until the reveal' : `${hand} in hand`}
          </span>
        );
      })}
      <span className="muted">A win at {TEXAS_WINNING_PILE}</span>
    </section>
  );
}

function HandPanel({
  state,
  chosen,
  clock,
  onChoose,
  onPause,
  onEnd,
}: {
  state: TexasGameState;
  chosen: string | null;
  clock: PlacementClock;
  onChoose: (card: string) => void;
  onPause: () => void;
  onEnd: () => void;
}) {
  const side = state.placer;
  // The hand panel shows the placer's own seat: its hand and what it has laid (TS2).
  const seen = texasSeen(state, side);
  const placed = seen.placed.length;
  return (
    <div>
      <h2>{side} places</h2>
      <p className={`texas-clock${clock.paused ? ' paused' : ''}`} data-testid="texas-clock">
        {placementSecondsLeft(clock)} s{clock.paused ? ' (paused)' : ''}
      </p>
      <button type="button" onClick={onPause}>
        {clock.paused ? 'Resume the timer' : 'Pause the timer'}
      </button>
      <p className="muted">
        {placed} of 3 tokens placed. Choose a card, then a square of your two rows.
      </p>
      <ul className="texas-hand" aria-label={`${side}'s hand`}>
        {seen.hand.map((card) => {
          const name = card.name;
          return (
            <li key={name}>
              <button
                type="button"
                aria-pressed={chosen === name}
                onClick={() => onChoose(name)}
                disabled={placed >= 3}
              >
                <strong>{name}</strong>
                <span className="small">
                  Armor {card.armor} · Health {card.health} · Range {card.range} · DM {card.dm}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <button type="button" onClick={onEnd}>
        {placed >= 3 ? 'Done: pass the laptop' : `End my turn (${3 - placed} left out)`}
      </button>
    </div>
  );
}

function SquarePicker({
  state,
  onPick,
}: {
  state: TexasGameState;
  onPick: (row: 1 | 2, col: number) => void;
}) {
  const side = state.placer;
  const taken = (row: number, col: number) =>
    state.board.find((t) => t.side === side && t.row === row && t.col === col)?.name;
  return (
    <div className="texas-squares" aria-label={`${side}'s squares`}>
      {([1, 2] as const).map((row) => (
        <div key={row} className="texas-square-row">
          <span className="small">Row {row}</span>
          {Array.from({ length: state.options.columns }, (_, col) => (
            <button
              key={col}
              type="button"
              onClick={() => onPick(row, col)}
              aria-label={`Row ${row}, column ${col}`}
            >
              {taken(row, col) ?? col}
            </button>
          ))}
        </div>
      ))}
    </div>
  );
}

function RevealPanel({ state, onShoot }: { state: TexasGameState; onShoot: () => void }) {
  const order = texasInitiativeOrder(state.board);
  return (
    <div data-testid="texas-reveal">
      <h2>Both sides revealed</h2>
      <p className="muted">
        Initiative (TS3): A's row 1, B's row 1, A's row 2, B's row 2, left to right.
      </p>
      <ol className="texas-order">
        {order.map((t) => (
          <li key={t.name}>
            {t.side} · {t.name} (row {t.row}, column {t.col})
          </li>
        ))}
      </ol>
      {order.length === 0 && <p>Nobody placed a token this round.</p>}
      <button type="button" onClick={onShoot}>
        Shoot: roll the d10s
      </button>
    </div>
  );
}

function StepPanel({
  stepping,
  onNext,
  onDone,
}: {
  stepping: Stepping;
  onNext: () => void;
  onDone: () => void;
}) {
  const last = stepping.index >= stepping.events.length - 1;
  const event = stepping.events[stepping.index]!;
  // The steps done scroll in their own box: its newest, the step just before this one, stays in
  // view (a long round's first steps had kept the box at its top, the last step below it).
  const done = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const list = done.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [stepping.index]);
  return (
    <div data-testid="texas-steps">
      <h2>
        Step {stepping.index + 1} of {stepping.events.length}
      </h2>
      <p className={`texas-step texas-step-${event.kind}`} data-testid="texas-step">
        {event.kind === 'shot' && <span className="texas-d10">d10 {event.roll}</span>}
        {event.text}
      </p>
      <ol className="texas-done small" ref={done}>
        {stepping.events.slice(0, stepping.index).map((e, i) => (
          <li key={i}>{e.text}</li>
        ))}
      </ol>
      {last ? (
        <button type="button" onClick={onDone}>
          On to the next round
        </button>
      ) : (
        <button type="button" onClick={onNext}>
          Next step
        </button>
      )}
    </div>
  );
}

/**
 * Every round played, as its log replays it (TS9): each d10 rolled, in order, and each step, so a
 * resumed game shows what happened before, not only the round under way. A round is listed once
 * it has been stepped through.
 */
function RoundsPlayed({ rounds }: { rounds: TexasGameState['rounds'] }) {
  if (rounds.length === 0) return null;
  return (
    <details className="panel texas-log" data-testid="texas-log">
      <summary>Rounds played ({rounds.length}): every d10 and every step (TS9)</summary>
      {rounds.map((r) => (
        <section key={r.round} aria-label={`Round ${r.round}`}>
          <h3>
            Round {r.round}: {r.rolls.length === 0 ? 'no d10 rolled' : `d10s ${r.rolls.join(', ')}`}
          </h3>
          <ol className="small">
            {r.result.events.map((e, i) => (
              <li key={i}>
                {e.kind === 'shot' && <span className="texas-d10">d10 {e.roll}</span>}
                {e.text}
              </li>
            ))}
          </ol>
        </section>
      ))}
    </details>
  );
}

/** Where the game is saved, always in view: written at each decision, or why it was not. */
function SaveLine({ saved, name }: { saved: TexasSaveState; name: string | null }) {
  if (saved.state === 'failed')
    return (
      <p role="alert" className="error" data-testid="texas-save-state">
        Not saved to “{saved.name}”: {saved.reason}
      </p>
    );
  return (
    <p role="status" className="muted" data-testid="texas-save-state">
      {saved.state === 'saved'
        ? `Saved as “${saved.name}” at ${saved.at.toLocaleTimeString()}, after each decision.`
        : name
          ? `Saved as “${name}” after each decision.`
          : 'Not saved yet.'}
    </p>
  );
}
