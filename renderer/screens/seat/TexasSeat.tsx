import { useState } from 'react';
import {
  END_PLACEMENT,
  PLACE,
  TEXAS_ROUNDS,
  TEXAS_TOKENS_PER_SIDE,
  otherTexasSide,
  type TexasAction,
  type TexasSeatView,
  type TexasToken,
} from '../../../engine/texas.ts';
import type { ClocksMessage } from '../../../electron/room/roomProtocol.ts';
import { SeatLines } from './SeatLines.tsx';

/**
 * A Texas Shootout player's phone (issue 39, item 3): its side's hand and its two rows behind the
 * barrier. A card, then a square, lays a token (TS2); "Done" ends the side's placement; the
 * Dealer's 30 seconds show as they run. Nothing of the other side shows before the reveal but
 * how many tokens it laid; after it, the round's steps as the TV shows them.
 */
export function TexasSeat({
  view,
  clocks,
  play,
  linkLine,
  refused,
  sending,
}: {
  view: TexasSeatView;
  clocks: ClocksMessage['clocks'];
  play: (action: TexasAction) => void;
  linkLine: string | null;
  refused: string | null;
  sending: boolean;
}) {
  const { side, hand, placed } = view.seat;
  const [chosen, setChosen] = useState<string | null>(null);
  const placing = view.phase === 'placing' && !view.ended[side];
  const clock = clocks[side];
  const idle = sending || linkLine !== null;
  const left = TEXAS_TOKENS_PER_SIDE - placed.length;
  const other = otherTexasSide(side);
  const place = (row: 1 | 2, col: number) => {
    if (!chosen) return;
    play({ type: PLACE.type, side, card: chosen, row, col });
    setChosen(null);
  };
  return (
    <main className="seat-page seated texas-seat">
      <header className="seat-top">
        <h1>Side {side}</h1>
        <span className="seat-round-line" data-testid="seat-round">
          Texas Shootout · round {view.round} of {TEXAS_ROUNDS}
          {clock && view.phase === 'placing' && (
            <strong className="texas-seat-clock" data-testid="seat-clock">
              {' '}
              · {clock.seconds} s{clock.paused ? ' (paused)' : ''}
            </strong>
          )}
        </span>
      </header>
      <SeatLines linkLine={linkLine} refused={refused} />
      <section className="seat-ask" aria-live="polite" data-testid="seat-prompt">
        <p>
          <strong>{promptWords(view, placing, chosen, left)}</strong>
        </p>
        {view.phase === 'placing' && (
          <p className="muted">
            {other}: {view.placed[other]} of {TEXAS_TOKENS_PER_SIDE} placed
            {view.ended[other] ? ', done' : ''}.
          </p>
        )}
      </section>
      {view.phase !== 'over' && (
        <section className="seat-card texas-seat-rows" aria-label="Your two rows">
          <p className="texas-seat-barrier">Barrier</p>
          {([1, 2] as const).map((row) => (
            <div key={row} className="texas-seat-row" role="group" aria-label={`Row ${row}`}>
              {Array.from({ length: view.options.columns }, (_, col) => {
                const token = tokenAt(
                  view.phase === 'placing' ? placed : view.board,
                  side,
                  row,
                  col,
                );
                return (
                  <button
                    key={col}
                    type="button"
                    aria-label={`Row ${row}, column ${col}${token ? `: ${token.name}` : ''}`}
                    disabled={!placing || idle || chosen === null || token !== undefined}
                    onClick={() => place(row, col)}
                  >
                    {token ? initials(token.name) : col}
                  </button>
                );
              })}
            </div>
          ))}
        </section>
      )}
      {placing && (
        <section className="seat-offered" aria-label="Your hand">
          <div className="seat-choices">
            {hand.map((card) => (
              <button
                key={card.name}
                type="button"
                aria-pressed={chosen === card.name}
                disabled={idle || left === 0}
                onClick={() => setChosen(chosen === card.name ? null : card.name)}
              >
                <strong>{card.name}</strong>
                <span>
                  Armor {card.armor} · Health {card.health} · Range {card.range} · DM {card.dm}
                </span>
              </button>
            ))}
          </div>
          <button
            type="button"
            className="primary texas-seat-done"
            disabled={idle}
            onClick={() => play({ type: END_PLACEMENT.type, side })}
          >
            {left === 0 ? 'Done placing' : `Done: leave ${left} out`}
          </button>
        </section>
      )}
      <RoundSeen view={view} />
    </main>
  );
}

function promptWords(
  view: TexasSeatView,
  placing: boolean,
  chosen: string | null,
  left: number,
): string {
  if (view.phase === 'over')
    return view.winners.length === 2
      ? 'The game is over: A and B share the win.'
      : `The game is over: ${view.winners[0]} wins, ${view.victory.A.length} to ${view.victory.B.length}.`;
  if (view.phase === 'ready')
    return 'Both sides have placed: the barrier lifts on the Dealer’s word.';
  if (!placing) return 'Done. Waiting for the other side.';
  if (left === 0) return 'Your three tokens are down: tap Done.';
  if (chosen) return `${chosen}: now tap a square of your two rows.`;
  return `Place your tokens behind the barrier: choose a card (${left} to go).`;
}

function tokenAt(
  tokens: readonly TexasToken[],
  side: string,
  row: number,
  col: number,
): TexasToken | undefined {
  return tokens.find((t) => t.side === side && t.row === row && t.col === col);
}

/** A card's name in a square: its initials, so six squares fit a phone's width. */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => word[0])
    .join('');
}

/** The last round played, as the whole table watched it: its d10s and steps, and the piles. */
function RoundSeen({ view }: { view: TexasSeatView }) {
  const last = view.rounds.at(-1);
  return (
    <section className="seat-card" aria-label="The table">
      <h2>Victory piles</h2>
      <p>
        A: {view.victory.A.length} · B: {view.victory.B.length}
      </p>
      {last && (
        <>
          <h3>Round {last.round}</h3>
          <ol>
            {last.result.events.map((event, i) => (
              <li key={i}>{event.text}</li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
