import { useEffect, useMemo, useRef, useState } from 'react';
import {
  SHOOT,
  TEXAS_ROUNDS,
  TEXAS_TOKENS_PER_SIDE,
  TEXAS_WINNING_PILE,
  type TexasGameState,
  type TexasSide,
} from '../../../engine/texas.ts';
import type { AppBridge } from '../../bridge/appBridge.ts';
import { TexasBoard, type TexasBoardModel } from './TexasBoard.ts';
import { TexasSetup } from './TexasSetup.tsx';
import { TexasSidePanel } from './TexasSidePanel.tsx';
import { texasSeen } from './texasSeen.ts';
import { steppedModel, type Stepping } from './texasStepping.ts';
import type { TexasGameRecord, TexasSaveState } from './useTexasAutosave.ts';
import { usePlacementTurn } from './usePlacementTurn.ts';
import { usePhoneClocks } from './usePhoneClocks.ts';
import { SeatsPanel } from '../../players/SeatsPanel.tsx';
import { useTexasGame } from './useTexasGame.ts';
import './texas.css';

/**
 * Issue 15, item 2: Texas Shootout at one laptop, or with each side on its player's phone (issue
 * 39: the game is held in the table room, and the phones place there). Hot-seat placement (TS2) with each placer's own
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
  const texas = useTexasGame(bridge, opening);
  const { game, state, message, setMessage, dispatch, autosave, saveName, setSaveName } = texas;
  const [stepping, setStepping] = useState<Stepping | null>(null);
  const turn = usePlacementTurn(texas, texas.onPhones);
  const { handOpen, setShownTo } = turn;
  const phones = usePhoneClocks(
    texas,
    handOpen && turn.side ? { side: turn.side, clock: turn.clock } : null,
  );

  const start = (record: TexasGameRecord) => {
    texas.start(record);
    setShownTo(null);
    setStepping(null);
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
    texas.undo();
  };

  const boardModel = useMemo<TexasBoardModel | null>(() => {
    if (!state) return null;
    if (stepping) return steppedModel(stepping, state.options.columns);
    const viewer = handOpen ? turn.side : null;
    return {
      columns: state.options.columns,
      tokens: texasSeen(state, viewer).tokens,
      damage: {},
      killed: new Set(),
      shooter: null,
      target: null,
      barrier: state.phase === 'placing',
    };
  }, [state, stepping, handOpen, turn.side]);

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
              viewer={handOpen ? turn.side : null}
            />
            <div className="texas-play">
              <section className="texas-board-column">
                <BoardCanvas model={boardModel} />
                {handOpen && turn.side && (
                  <SquarePicker side={turn.side} state={state} onPick={turn.place} />
                )}
              </section>
              <TexasSidePanel
                state={state}
                stepping={stepping}
                setStepping={setStepping}
                turn={turn}
                phones={phones}
                onShoot={shoot}
                onNewGame={texas.newGame}
              />
            </div>
            <SeatsPanel bridge={bridge} seats={texas.seats} />
            <section className="panel texas-save" aria-label="Saving">
              <SaveLine saved={autosave.saved} name={autosave.name} />
              <label>
                Save as <input value={saveName} onChange={(e) => setSaveName(e.target.value)} />
              </label>
              <button type="button" onClick={() => void texas.saveAs()}>
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
 * The round and the victory piles (TS8), the hands by count, and while the barrier stands how many
 * tokens each side has laid (never which card, nor where: TS2), as the TV shows it.
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
        const placed = state.board.filter((t) => t.side === side).length;
        return (
          <span key={side} className={`texas-pile texas-pile-${side}`}>
            {side}: {state.victory[side].length} victory{' '}
            {state.victory[side].length === 1 ? 'card' : 'cards'}, {hand} in hand
            {state.phase === 'placing' &&
              `, ${placed} of ${TEXAS_TOKENS_PER_SIDE} placed${state.ended[side] ? ' (done)' : ''}`}
          </span>
        );
      })}
      <span className="muted">A win at {TEXAS_WINNING_PILE}</span>
    </section>
  );
}

function SquarePicker({
  side,
  state,
  onPick,
}: {
  side: TexasSide;
  state: TexasGameState;
  onPick: (row: 1 | 2, col: number) => void;
}) {
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
