import {
  gesturesOf,
  SHOW_GESTURE,
  type FingerGunsAction,
  type FingerGunsSeatView,
  type GestureInput,
} from '../../../engine/fingerGuns.ts';
import { SeatLines } from './SeatLines.tsx';

/**
 * A Finger Guns player's phone (issue 39, item 3): the table's health, and the hands the engine
 * lets this player show for the next round, in private. The hand shown stays on the phone until
 * "Draw!" reveals every hand at once on the TV; shown again, it replaces the first.
 */
export function FingerGunsSeat({
  view,
  play,
  linkLine,
  refused,
  sending,
}: {
  view: FingerGunsSeatView;
  play: (action: FingerGunsAction) => void;
  linkLine: string | null;
  refused: string | null;
  sending: boolean;
}) {
  const { player, gesture } = view.seat;
  // What this hand may show (F3–F7): the engine's list, as SHOW_GESTURE offers it.
  const choices = view.over ? [] : gesturesOf(view, player);
  const me = view.players.find((p) => p.name === player);
  const last = view.rounds.at(-1);
  return (
    <main className="seat-page seated">
      <header className="seat-top">
        <h1>{player}</h1>
        <span className="seat-round-line" data-testid="seat-round">
          Finger Guns · health {me?.health ?? 0}
          {me && me.state !== 'survivor' ? ` · ${me.state}` : ''}
        </span>
      </header>
      <SeatLines linkLine={linkLine} refused={refused} />
      <section className="seat-ask" aria-live="polite" data-testid="seat-prompt">
        {view.over ? (
          <p>
            <strong>The game is over:</strong>{' '}
            {view.winners.length > 0 ? `${view.winners.join(' and ')} won.` : 'nobody won.'}
          </p>
        ) : gesture ? (
          <p>
            <strong>Your hand: {gestureWords(gesture)}.</strong> Keep it hidden until
            &ldquo;Draw!&rdquo;, or choose another.
          </p>
        ) : (
          <p>
            <strong>Choose your hand</strong> for the next round, in private.
          </p>
        )}
      </section>
      {choices.length > 0 && (
        <section className="seat-offered" aria-label="Your hand">
          <div className="seat-choices">
            {choices.map((choice) => (
              <button
                key={JSON.stringify(choice)}
                type="button"
                aria-pressed={JSON.stringify(choice) === JSON.stringify(gesture)}
                disabled={sending || linkLine !== null}
                onClick={() => play({ type: SHOW_GESTURE.type, player, gesture: choice })}
              >
                {gestureWords(choice)}
              </button>
            ))}
          </div>
        </section>
      )}
      <section className="seat-card" aria-label="The table">
        <h2>The table</h2>
        <ul className="seat-fg-players">
          {view.players.map((p) => (
            <li key={p.name}>
              <strong>{p.name}</strong> {p.health} · {p.state}
              {view.sheriff === p.name ? ' · sheriff' : ''}
            </li>
          ))}
        </ul>
        {last && (
          <>
            <h3>Round {last.number}</h3>
            <ol>
              {last.lines.map((line, i) => (
                <li key={i}>{line.text}</li>
              ))}
            </ol>
          </>
        )}
      </section>
    </main>
  );
}

/** A hand in words (F3–F7). */
function gestureWords(gesture: GestureInput): string {
  switch (gesture.action) {
    case 'none':
      return 'No gesture';
    case 'posse':
      return 'Posse';
    case 'saloon':
      return `Saloon, ${gesture.fingers} fingers`;
    case 'shot':
      return `Shot at ${gesture.target}`;
    case 'dynamite':
      return 'Dynamite';
    case 'powershot':
      return `Power Shot at ${gesture.target}`;
  }
}
