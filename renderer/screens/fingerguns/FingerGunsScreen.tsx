import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { beginSession } from '../../../engine/core.ts';
import {
  botGesture,
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
import { NextRoundPanel } from './NextRoundPanel.tsx';
import { RoundsLog, WhatHappened } from './RoundLines.tsx';
import { TablePanel } from './TablePanel.tsx';
import { SeatsPanel } from '../../players/SeatsPanel.tsx';
import { WinnersPanel } from './WinnersPanel.tsx';
import { SetupPanel, newGameName, type Started } from './SetupPanel.tsx';
import { useFingerGunsTable } from './useFingerGunsTable.ts';
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
  const { seated, seats, session, saveError, openError, seat } = useFingerGunsTable(
    bridge,
    opening,
  );
  const phones = useSyncExternalStore(seats.phones.subscribe, seats.phones.get);
  const [step, setStep] = useState<Step>({ at: 'ready' });
  const [counter, setCounter] = useState('');
  const [message, setMessage] = useState<string | null>(null);

  /** Back to the count of the next round, nothing said: after a decision, an undo or a new seat. */
  const settle = () => {
    setStep({ at: 'ready' });
    setMessage(null);
  };
  const show = (started: Started) => {
    seat(started);
    settle();
  };

  if (!seated || !session)
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

  const { table, bots, mode } = seated;
  const game = session.current;
  // A person whose phone holds its seat shows its hand there (issue 39): the laptop asks the rest.
  const onPhones = phones.filter((p) => p.state !== 'waiting').map((p) => p.seat);
  const people = game.players.map((p) => p.name).filter((n) => !bots[n] && !onPhones.includes(n));
  const notShown = onPhones.filter((n) => !Object.hasOwn(game.pending, n));
  const may = whoMayCountDown(game);
  const sheriff = may.includes(counter) ? counter : (may[0] ?? '');

  const play = (action: FingerGunsAction) => {
    const played = table.play(action);
    if (!played.ok) return setMessage(played.message);
    settle();
  };
  const resolve = (by: string, gestures: Record<string, GestureInput>) => {
    const all = { ...gestures };
    for (const name of Object.keys(bots)) all[name] = botGesture(game, name, bots[name]!);
    play({ type: PLAY_ROUND.type, sheriff: by, gestures: all });
  };
  // The game carries its house rules (F8): play, undo (one decision of the session), rematch and
  // the bots play under the ones chosen at setup, and the save keeps them.
  const undo = () => {
    if (table.undo()) settle();
  };
  const rematch = () =>
    show({
      session: beginSession(fingerGunsRematch(game)),
      bots,
      mode,
      name: newGameName(new Date()),
    });
  const last = game.rounds.at(-1);

  return (
    <Frame onBack={onBack}>
      <TablePanel
        game={game}
        bots={bots}
        disabled={game.over || step.at !== 'ready'}
        onFix={(player, delta) => play({ type: FIX_HEALTH.type, player, delta })}
        message={message}
        saveError={saveError}
      />

      <SeatsPanel bridge={bridge} seats={seats} />
      {onPhones.length > 0 && !game.over && (
        <p className="fg-phones" role="status" data-testid="fg-phones">
          Hands on phones:{' '}
          {onPhones
            .map((n) => `${n} ${Object.hasOwn(game.pending, n) ? 'has shown' : 'is choosing'}`)
            .join(', ')}
          .
        </p>
      )}
      {step.at === 'ready' && !game.over && (
        <NextRoundPanel
          may={may}
          sheriff={sheriff}
          lastSheriff={game.sheriff}
          hotseat={mode === 'hotseat' && people.length > 0}
          onCounter={setCounter}
          onStart={() => {
            if (notShown.length > 0)
              return setMessage(
                `Waiting for ${notShown.join(' and ')} to show a hand on the phone.`,
              );
            setMessage(null);
            setStep(
              mode === 'hotseat' && people.length > 0
                ? { at: 'entry', sheriff }
                : { at: 'countdown', sheriff },
            );
          }}
        />
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

      {game.over && <WinnersPanel game={game} onUndoFix={undo} onRematch={rematch} />}

      {last && step.at === 'ready' && (
        <WhatHappened round={last} onUndo={game.endedByFix ? null : undo} />
      )}

      {game.rounds.length > 1 && <RoundsLog rounds={game.rounds} />}
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
