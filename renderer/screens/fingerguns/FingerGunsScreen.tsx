import { useEffect, useState, type ReactNode } from 'react';
import { beginSession, play as playIn, undoDecision } from '../../../engine/core.ts';
import {
  botGesture,
  FINGER_GUNS,
  FIX_HEALTH,
  fingerGunsRematch,
  PLAY_ROUND,
  whoMayCountDown,
  type FingerGunsAction,
  type GestureInput,
} from '../../../engine/fingerGuns.ts';
import type { AppBridge } from '../../bridge/appBridge.ts';
import { Countdown } from './Countdown.tsx';
import { GestureEntry } from './GestureEntry.tsx';
import { HealthView } from './HealthView.tsx';
import { loadFingerGuns, saveFingerGuns } from './fingerGunsLibrary.ts';
import { SetupPanel, newGameName, type Started } from './SetupPanel.tsx';
import './fingerguns.css';

/** Where a round is: waiting for a countdown, gestures being entered, or being counted down. */
type Step =
  | { at: 'ready' }
  | { at: 'entry'; sheriff: string; gestures?: Record<string, GestureInput> }
  | { at: 'countdown'; sheriff: string; gestures?: Record<string, GestureInput> };

/**
 * Issue 15, item 1: Finger Guns as a table companion. The health view is always there; a round
 * is: the next sheriff counts down (F1), the gestures are entered (hot-seat before the count, so
 * "Draw!" reveals them; by the Dealer after it, from the hands shown), and the round resolves,
 * step by step in F2 order, each line saying why. Every decision is saved as it is made.
 */
export function FingerGunsScreen({
  bridge,
  opening = null,
  onBack,
}: {
  bridge: AppBridge;
  /** A saved game to resume at once (from the Library), hot-seat. */
  opening?: string | null;
  onBack: () => void;
}) {
  const [table, setTable] = useState<Started | null>(null);
  const [step, setStep] = useState<Step>({ at: 'ready' });
  const [counter, setCounter] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [openError, setOpenError] = useState<string | null>(null);

  useEffect(() => {
    if (!opening) return;
    let live = true;
    void loadFingerGuns(bridge, opening).then((loaded) => {
      if (!live) return;
      if (!loaded.ok) return setOpenError(`“${opening}” cannot be resumed: ${loaded.reason}`);
      setTable({ session: loaded.session, bots: loaded.bots, mode: loaded.entry, name: opening });
    });
    return () => {
      live = false;
    };
  }, [bridge, opening]);

  const show = (next: Started) => {
    setTable(next);
    setStep({ at: 'ready' });
    setMessage(null);
    void saveFingerGunsNow(next);
  };
  async function saveFingerGunsNow(t: Started) {
    setSaveError(await saveFingerGuns(bridge, t.name, t.session, t.bots, t.mode));
  }

  if (!table)
    return (
      <Frame onBack={onBack}>
        {openError && (
          <p role="alert" className="error">
            {openError}
          </p>
        )}
        <SetupPanel bridge={bridge} onStart={show} />
      </Frame>
    );

  const { session, bots, mode } = table;
  const game = session.current;
  const people = game.players.map((p) => p.name).filter((n) => !bots[n]);
  const may = whoMayCountDown(game);
  const sheriff = may.includes(counter) ? counter : (may[0] ?? '');

  const play = (action: FingerGunsAction) => {
    const next = playIn(FINGER_GUNS, session, action);
    if (!next.ok) return setMessage(next.message);
    show({ ...table, session: next.session });
  };
  const resolve = (by: string, gestures: Record<string, GestureInput>) => {
    const all = { ...gestures };
    for (const name of Object.keys(bots)) all[name] = botGesture(game, name, bots[name]!);
    play({ type: PLAY_ROUND.type, sheriff: by, gestures: all });
  };
  // The game carries its house rules (F8): play, undo (one decision of the session), rematch and
  // the bots play under the ones chosen at setup, and the save keeps them.
  const undo = () => {
    const back = undoDecision(FINGER_GUNS, session);
    if (back) show({ ...table, session: back });
  };
  const rematch = () =>
    show({
      ...table,
      session: beginSession(fingerGunsRematch(game)),
      name: newGameName(new Date()),
    });
  const last = game.rounds.at(-1);
  const fixEnded = game.endedByFix;

  return (
    <Frame onBack={onBack}>
      <section className="panel fg-table" aria-labelledby="fg-table-title">
        <h2 id="fg-table-title">
          {game.over ? 'The game is over' : `Round ${game.rounds.length + 1}`}
        </h2>
        <HealthView
          game={game}
          bots={bots}
          disabled={game.over || step.at !== 'ready'}
          onFix={(player, delta) => play({ type: FIX_HEALTH.type, player, delta })}
        />
        <p className="muted small" data-testid="fg-house">
          {game.rules.fingerGunsGhostsGesture
            ? 'House rule (F8): Ghosts still gesture (Shot, Dynamite, Power Shot).'
            : 'House rule (F8) off: Ghosts make no gesture; a Ghost’s Saloon still cancels (F4).'}
        </p>
        {message && (
          <p role="alert" className="error">
            {message}
          </p>
        )}
        {saveError && (
          <p role="alert" className="error">
            Not saved: {saveError}
          </p>
        )}
      </section>

      {step.at === 'ready' && !game.over && (
        <section className="panel fg-next" aria-label="Next round">
          <label className="row">
            Who counts down
            <select value={sheriff} onChange={(e) => setCounter(e.target.value)}>
              {may.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          {game.sheriff && (
            <p className="muted">{game.sheriff} is the sheriff and cannot count this round (F1).</p>
          )}
          <button
            type="button"
            className="primary"
            onClick={() => {
              setMessage(null);
              setStep(
                mode === 'hotseat' && people.length > 0
                  ? { at: 'entry', sheriff }
                  : { at: 'countdown', sheriff },
              );
            }}
          >
            {mode === 'hotseat' ? 'Pick gestures, then count down' : '3, 2, 1… Draw!'}
          </button>
        </section>
      )}
      {step.at === 'entry' && (
        <GestureEntry
          mode={mode}
          people={people}
          players={game.players}
          onCancel={() => setStep({ at: 'ready' })}
          onDone={(gestures) =>
            mode === 'hotseat'
              ? setStep({ at: 'countdown', sheriff: step.sheriff, gestures })
              : resolve(step.sheriff, gestures)
          }
        />
      )}
      {step.at === 'countdown' && (
        <Countdown
          sheriff={step.sheriff}
          onDraw={() =>
            step.gestures || people.length === 0
              ? resolve(step.sheriff, step.gestures ?? {})
              : setStep({ at: 'entry', sheriff: step.sheriff })
          }
        />
      )}

      {game.over && (
        <section className="panel fg-winners" aria-label="Winners">
          <h2>{game.winners.length > 0 ? `Winners: ${game.winners.join(', ')}` : 'Nobody wins'}</h2>
          <p className="muted">
            {game.players.some((p) => p.state === 'survivor')
              ? 'Three or fewer Survivors: they win together (F9).'
              : 'No Survivors: the Ghosts win; those Killed this round do not (F9).'}
          </p>
          {fixEnded && (
            <button type="button" onClick={undo}>
              Undo the fix that ended the game
            </button>
          )}
          <button type="button" className="primary" onClick={rematch}>
            Rematch
          </button>
        </section>
      )}

      {last && step.at === 'ready' && (
        <section className="panel fg-lines" aria-label="What happened">
          <h2>
            Round {last.number}, counted by {last.sheriff}
          </h2>
          <ol>
            {last.lines.length === 0 && <li>Nothing happened: nobody made a gesture that acts.</li>}
            {last.lines.map((line, i) => (
              <li key={i} className={`fg-step fg-step-${line.step}`}>
                {line.text}
              </li>
            ))}
          </ol>
          {!fixEnded && (
            <button type="button" onClick={undo}>
              Undo round {last.number}
            </button>
          )}
        </section>
      )}

      {game.rounds.length > 1 && (
        <details className="panel fg-log" data-testid="fg-log">
          <summary>Every round so far ({game.rounds.length}), as the game's log replays it</summary>
          {game.rounds.map((round) => (
            <section key={round.number} aria-label={`Round ${round.number}`}>
              <h3>
                Round {round.number}, counted by {round.sheriff}
              </h3>
              <ol className="small">
                {round.lines.length === 0 && <li>Nothing happened.</li>}
                {round.lines.map((line, i) => (
                  <li key={i}>{line.text}</li>
                ))}
              </ol>
            </section>
          ))}
        </details>
      )}
    </Frame>
  );
}

function Frame({ onBack, children }: { onBack: () => void; children: ReactNode }) {
  return (
    <div className="app fingerguns">
      <header className="topbar">
        <h1>Finger Guns</h1>
        <button type="button" onClick={onBack}>
          Back to start
        </button>
      </header>
      <main className="panel-grid fg-main">{children}</main>
    </div>
  );
}
